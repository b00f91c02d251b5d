import Foundation
import MVCS
import Testing

@testable import MVCSTesting

/// The whole text of each kind of failure, pinned: what a user sees when a test fails.
@MainActor
struct FailureGoldenTests {
  private func ledger() async throws -> SceneTest<LedgerPipeline> {
    let test = SceneTest(LedgerPipeline.self, scene: "Ledger", mediator: .ledgerApp())
    try await test.start()
    return test
  }

  /// Runs a script's text as `Golden.scenetest` against the ledger app.
  private func failuresRunning(_ text: String) async -> [String] {
    await failures {
      await SceneScriptFile.run(
        text, named: "Golden.scenetest", at: SceneScriptFile("Golden.scenetest").path,
        mediator: .ledgerApp(),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }.map(\.description)
  }

  private static let rows = (1...100).map { Photo(id: "\($0)", title: "photo \($0)") }

  @Test func wrongRowOfAList() async throws {
    var line = 0
    var wrong = Self.rows
    wrong[48] = Photo(id: "49", title: "forty-nine")
    let found = try await failures {
      let test = try await ledger()
      line = #line + 1
      await test.set(\.rows, Self.rows)
      test.expect(\.rows, wrong)
      await test.finish()
    }
    #expect(
      found.map(\.message) == [
        #"""
        rows is not as expected (- expected, + actual):
        After setting rows (line \#(line)), rows was set by write 1: [] → [{"id":"1","title":"photo 1"},{"id":"2","title":"photo 2"},{… (100 elements).
         [
         … 46 equal rows …
           {"id":"47","title":"photo 47"},
           {"id":"48","title":"photo 48"},
        -  {"id":"49","title":"forty-nine"},
        +  {"id":"49","title":"photo 49"},
           {"id":"50","title":"photo 50"},
           {"id":"51","title":"photo 51"},
         … 49 equal rows …
         ]
        Journal of setting rows:
        1  rows (input): [] → [{"id":"1","title":"photo 1"},{"id":"2","title":"photo 2"},{… (100 elements)
        """#
      ])
  }

  @Test func wrongEntryOfADictionary() async throws {
    var line = 0
    let totals = Dictionary(uniqueKeysWithValues: (1...30).map { ("account \($0)", $0 * 10) })
    var wrong = totals
    wrong["account 7"] = 7
    wrong["account 31"] = 310
    let found = try await failures {
      let test = try await ledger()
      line = #line + 1
      await test.set(\.totals, totals)
      test.expect(\.totals, wrong)
      await test.finish()
    }
    #expect(
      found.map(\.message) == [
        #"""
        totals is not as expected (- expected, + actual):
        After setting totals (line \#(line)), totals was set by write 1: {} → {"account 1":10,"account 10":100,"account 11":110,"account 1… (30 fields).
         {
         … 22 equal fields …
           "account 3": 30,
           "account 30": 300,
        -  "account 31": 310,
           "account 4": 40,
           "account 5": 50,
           "account 6": 60,
        -  "account 7": 7,
        +  "account 7": 70,
           "account 8": 80,
           "account 9": 90
         }
        Journal of setting totals:
        1  totals (input): {} → {"account 1":10,"account 10":100,"account 11":110,"account 1… (30 fields)
        """#
      ])
  }

  @Test func wrongLineOfALongText() async throws {
    var line = 0
    let note = (1...60).map { "Line \($0) of the note." }.joined(separator: "\n")
    let found = try await failures {
      let test = try await ledger()
      line = #line + 1
      await test.set(\.note, note)
      test.expect(\.note, note.replacingOccurrences(of: "Line 30 ", with: "Line thirty "))
      await test.finish()
    }
    #expect(
      found.map(\.message) == [
        #"""
        note is not as expected (- expected, + actual, by line):
        After setting note (line \#(line)), note was set by write 1: "" → "Line 1 of the note.\nLine 2 of the note.\nLine 3 of the not… (1311 characters).
         … 27 equal lines …
         Line 28 of the note.
         Line 29 of the note.
        -Line thirty of the note.
        +Line 30 of the note.
         Line 31 of the note.
         Line 32 of the note.
         … 28 equal lines …
        Journal of setting note:
        1  note (input): "" → "Line 1 of the note.\nLine 2 of the note.\nLine 3 of the not… (1311 characters)
        """#
      ])
  }

  @Test func wrongWordOfALongLine() async throws {
    let found = await failuresRunning(
      """
      scene Ledger
      set note = "\(String(repeating: "cats and dogs ", count: 20))"
      expect note == "\(String(repeating: "cats and dogs ", count: 10))cats and birds \(String(repeating: "cats and dogs ", count: 9))"
      """)
    #expect(
      found == [
        #"""
        scripts/Golden.scenetest:3: note is not as expected from character 150 of 281 expected, 280 actual (- expected, + actual):
        After `set note = "cats and dogs cats and dogs cats and dogs cats and dogs ca…` (line 2), note was set by write 1: "" → "cats and dogs cats and dogs cats and dogs cats and dogs cat… (282 characters).
        - …d dogs cats and dogs cats and birds cats and dogs cats and dogs …
        + …d dogs cats and dogs cats and dogs cats and dogs cats and dogs …
        Journal of `set note = "cats and dogs cats and dogs cats and dogs cats and dogs ca…` (line 2):
        1  note (input): "" → "cats and dogs cats and dogs cats and dogs cats and dogs cat… (282 characters)
        """#
      ])
  }

  @Test func wrongScalar() async throws {
    let found = await failuresRunning(
      """
      scene Search
      service SearchPhotoService returns [{"id": "1", "title": "cat"}]
      set searchText = "cats"
      advance 300ms
      expect call SearchPhotoService with "cats"
      expect changes isLoading [true, false]
      expect photos.count == 3
      expect requestFinished == true
      expect write Recents last = "cats"
      """)
    #expect(
      found == [
        #"""
        scripts/Golden.scenetest:7: photos.count is 1, expected 3.
        Journal of advancing the clock by 0.3 seconds, writes 2–5 of 5:
        2  isLoading (status): false → true
        3  photos (piped): [] → [{"id":"1","title":"cat"}]
        4  isLoading (status): true → false
        5  requestFinished (flag): false → true
             ran SearchView observer at MVCSTestingTests/PhotoApp.swift:81
        """#
      ])
  }

  @Test func missingCall() async throws {
    let found = try await failures {
      let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: .photoApp())
      try await test.start()
      await test.set(\.searchText, "cats")
      test.expectCall("SearchPhotoService", with: "cats")
      await test.finish()
    }
    #expect(
      found.map(\.message) == [
        #"""
        Expected a call to SearchPhotoService, but the scene made none (no call is unasserted).
        Journal of setting searchText:
        1  searchText (input): "" → "cats"
             ran SearchStore observer at MVCSTestingTests/PhotoApp.swift:40
        """#,
        #"""
        The scene's work is still running at the end of the test: 1 task(s), the next waits until 0.3 seconds (the test clock is at 0.0 seconds). To fix, advance the clock until the work ends, or end the test with an explicit teardown if the work is meant to be cancelled.
        Journal of setting searchText:
        1  searchText (input): "" → "cats"
             ran SearchStore observer at MVCSTestingTests/PhotoApp.swift:40
        """#,
      ])
  }

  @Test func unexpectedNavigation() async throws {
    let found = await failuresRunning(
      """
      scene Search
      service SearchPhotoService returns [{"id": "1", "title": "cat"}, {"id": "2", "title": "dog"}]
      set searchText = "cats"
      advance 300ms
      expect call SearchPhotoService with "cats"
      expect changes isLoading [true, false]
      expect photos.count == 2
      expect requestFinished == true
      expect write Recents last = "cats"
      set selectedIndex = 1
      expect photos.count == 2
      """)
    #expect(
      found == [
        #"""
        scripts/Golden.scenetest:10: After `set selectedIndex = 1` (line 10), the scene did more than the test expects:
        - the scene navigated: show PhotoDetail ["photoID": "2"]
        To fix, expect each of these (`expect …` in a script, `expect…` in Swift), or turn exhaustive checking off (`option relaxed` in a script, `checking: .relaxed` in Swift).
        Journal of `set selectedIndex = 1` (line 10), write 6 of 6:
        6  selectedIndex (input): null → 1
             ran SearchController observer at MVCSTestingTests/PhotoApp.swift:95
        """#
      ])
  }

  @Test func malformedScriptReportsEveryProblemInOneRun() async throws {
    let found = await failuresRunning(
      """
      scene Search
      service SerchPhotoService returns []
      set serchText = "cats"
      advance 300 ms
      expcet photos.count == 0
      expect photo.count == 0
      """)
    #expect(
      found == [
        #"""
        scripts/Golden.scenetest:2: no service named "SerchPhotoService" is registered. Did you mean "SearchPhotoService"? Services: SearchPhotoService
        """#,
        #"""
        scripts/Golden.scenetest:3: no property named "serchText" in SearchPipeline. Did you mean "searchText"? Properties: errorMessage, isLoading, photos, requestFinished, searchText, selectedIndex
        """#,
        #"""
        scripts/Golden.scenetest:4: expected a unit (ms, s or min) right after "300", found a space
        """#,
        #"""
        scripts/Golden.scenetest:5: unknown step "expcet". Did you mean "expect"? Steps: scene, open, context, option, scenario, service, storage, set, result, expect, advance, teardown, answer, restart
        """#,
        #"""
        scripts/Golden.scenetest:6: no property named "photo" in SearchPipeline. Did you mean "photos"? Properties: errorMessage, isLoading, photos, requestFinished, searchText, selectedIndex
        """#,
      ])
  }
}
