import MVCS
import Testing

@testable import MVCSTesting

@MainActor
struct ScriptRunnerTests {
  @Test(arguments: SceneScriptFile.all(in: "../Scripts"))
  func scriptInFolderPasses(_ file: SceneScriptFile) async {
    let found = await failures { await file.run(mediator: .photoApp()) }
    #expect(found == [])
  }

  @Test func findsEveryScriptOfTheFolderSorted() {
    #expect(
      SceneScriptFile.all(in: "../Scripts").map(\.name) == [
        "Search.scenetest", "SearchOffline.scenetest",
      ])
  }

  /// Runs a script's text as `Inline.scenetest`, next to this file.
  private func failuresRunning(_ text: String) async -> [RecordedFailure] {
    await failures {
      await SceneScriptFile.run(
        text, named: "Inline.scenetest", at: SceneScriptFile("Inline.scenetest").path,
        mediator: .photoApp())
    }
  }

  @Test func failingStepReportsScriptLineExpectedActualAndJournal() async throws {
    let found = await failuresRunning(
      """
      scene Search
      service SearchPhotoService returns [{"id": "1", "title": "cat"}]
      set searchText = "cats"
      advance 300ms
      expect call SearchPhotoService
      expect photos.count == 3
      option relaxed
      """)
    // `option` after an action is a script problem, reported before anything runs.
    #expect(found.map(\.line) == [7])

    let failure = try #require(
      await failuresRunning(
        """
        scene Search
        option relaxed
        service SearchPhotoService returns [{"id": "1", "title": "cat"}]
        set searchText = "cats"
        advance 300ms
        expect photos.count == 3
        """
      ).first)
    #expect(failure.file == "scripts/Inline.scenetest")
    #expect(failure.line == 6)
    #expect(failure.summary == "photos.count is 1, expected 3.")
    #expect(
      failure.message.contains(
        """
        Journal:
        1  searchText (input): "" → "cats"
        """))
  }

  @Test func unassertedEffectsFailAtTheSetThatCausedThem() async {
    let found = await failuresRunning(
      """
      scene Search
      service SearchPhotoService returns []
      set searchText = "cats"
      advance 300ms
      expect call SearchPhotoService
      """)
    #expect(found.map(\.line) == [4])
    #expect(
      found.first?.summary.hasPrefix(
        """
        After advancing the clock by 0.3 seconds, the scene did more than the test expects:
        - isLoading changed: false → true
        - isLoading changed: true → false
        - requestFinished changed: false → true
        - Recents was written: Recents last = "cats"
        """) == true)
  }

  @Test func unknownPropertyIsReportedAtItsColumnWithSuggestion() async {
    let found = await failuresRunning(
      """
      scene Search
      set serchText = "cats"
      """)
    #expect(
      found.map(\.description) == [
        """
        scripts/Inline.scenetest:2: no property named "serchText" in SearchPipeline. Did you \
        mean "searchText"? Properties: errorMessage, isLoading, photos, requestFinished, \
        searchText, selectedIndex
        """
      ])
  }

  @Test func unknownServiceAndSceneAreReportedBeforeAnythingRuns() async {
    let found = await failuresRunning(
      """
      scene Serch
      service SearchPhotoServce returns []
      """)
    #expect(found.map(\.line) == [1, 2])
    #expect(found.first?.message.contains(#"Did you mean "Search"?"#) == true)
    #expect(found.last?.message.contains(#"Did you mean "SearchPhotoService"?"#) == true)
  }

  @Test func malformedScriptReportsEveryProblemWithItsLine() async {
    let found = await failuresRunning(
      """
      scene Search
      expcet photos == []
      advance 3 s
      """)
    #expect(found.map(\.line) == [2, 3])
    #expect(
      found.first?.message.hasPrefix(#"unknown step "expcet". Did you mean "expect"?"#) == true)
  }

  @Test func missingFixtureIsReportedWithItsPath() async {
    let found = await failuresRunning(
      """
      scene Search
      service SearchPhotoService returns fixture missing.json
      set searchText = "cats"
      """)
    #expect(found.first?.line == 2)
    #expect(found.first?.message.hasPrefix("The fixture missing.json cannot be read at ") == true)
  }

  @Test func unreadableScriptIsReportedAtTheSwiftCaller() async {
    var line = 0
    let found = await failures {
      line = #line + 1
      await SceneScriptFile("NoSuchScript.scenetest").run(mediator: .photoApp())
    }
    #expect(found.first?.file == "MVCSTestingTests/ScriptRunnerTests.swift")
    #expect(found.first?.line == line)
    #expect(found.first?.message.hasPrefix("The scene script ") == true)
  }

  @Test func contextValuesReachTheStoreWithTheirTypes() async {
    let found = await failuresRunning(
      """
      scene PhotoDetail
      context photoID = "42"
      expect photoID == "42"
      """)
    #expect(found == [])
  }

  @Test func explicitTeardownEndsTheScriptWithoutRunningWorkFailing() async {
    let found = await failuresRunning(
      """
      scene Search
      set searchText = "cats"
      teardown
      """)
    #expect(found == [])
  }
}
