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
        "Search.scenetest", "SearchOffline.scenetest", "SearchScenario.scenetest",
      ])
  }

  @Test func folderWithoutScriptsGivesOneCaseThatFails() async throws {
    let files = SceneScriptFile.all(in: "NoSuchFolder")
    #expect(files.map(\.name) == ["no .scenetest file in NoSuchFolder"])
    let file = try #require(files.first)
    let found = await failures { await file.run(mediator: .photoApp()) }
    #expect(found.map(\.file) == ["MVCSTestingTests/ScriptRunnerTests.swift"])
    #expect(found.first?.message.hasPrefix("No scene script (*.scenetest) is in /") == true)
  }

  @Test func scriptWithoutActionsStillStartsAndChecksItsScene() async {
    let found = await failuresRunning(
      """
      scene PhotoDetail
      """)
    #expect(
      found.map(\.summary) == [
        #"The scene could not be assembled: DetailStore requires the context key "photoID", "#
          + #"but the context is empty. To fix, pass it when assembling or navigating: "#
          + #"context: ["photoID": …]."#
      ])
  }

  @Test func removalIsExpectedAsAWriteOfNull() async {
    let found = await failuresRunning(
      """
      scene Search
      storage Recents has last = "cats"
      set searchText = ""
      expect write Recents last = null
      """)
    #expect(found == [])
  }

  @Test func unknownStorageNameInSwiftSuggestsTheRegisteredOne() async {
    let found = await failures {
      let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: .photoApp())
      try? await test.start()
      try? await test.storage("Recents")?.preload("cats", forKey: "last")
      test.expectWrite("Recnets", key: "last")
      await test.finish()
    }
    #expect(
      found.map(\.message) == [
        #"No storage named "Recnets" is registered. Did you mean "Recents"? Registered storages: "#
          + "Recents."
      ])
  }

  /// Runs a script's text as `Inline.scenetest`, next to this file.
  private func failuresRunning(_ text: String) async -> [RecordedFailure] {
    await failures {
      await SceneScriptFile.run(
        text, named: "Inline.scenetest", at: SceneScriptFile("Inline.scenetest").path,
        mediator: .photoApp(),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
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
        Journal of advancing the clock by 0.3 seconds, writes 2–5 of 5:
        2  isLoading (status): false → true
        """))
  }

  @Test func unassertedEffectsFailAtTheStepThatCausedThem() async {
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

  @Test func contextNumbersAreDoublesWhenWrittenWithFractions() async {
    let found = await failuresRunning(
      """
      scene SettingsView SettingsController SettingsStore
      context count = 2
      context ratio = 2.0
      context isOn = true
      context weights = [1, 2.5]
      context tags = ["a", "b"]
      expect count == 2
      expect ratio == 2
      expect isOn == true
      expect weights == [1, 2.5]
      expect tags == ["a", "b"]
      """)
    #expect(found == [])
  }

  /// A set's order differs between equal sets, so a script compares it in any order.
  @Test func aSetEqualsItsElementsInAnyOrder() async {
    let labels = (1...40).map { "\"label\($0)\"" }
    func script(expecting expected: [String], _ comparison: String = "==") -> String {
      """
      scene SettingsView SettingsController SettingsStore
      context count = 2
      context ratio = 2.0
      context isOn = true
      context weights = []
      context tags = []
      context labels = [\(labels.joined(separator: ", "))]
      expect labels \(comparison) [\(expected.joined(separator: ", "))]
      """
    }
    #expect(await failuresRunning(script(expecting: labels)) == [])
    #expect(await failuresRunning(script(expecting: labels.reversed())) == [])
    #expect(await failuresRunning(script(expecting: labels.sorted())) == [])
    #expect(await failuresRunning(script(expecting: labels.reversed(), "!=")).count == 1)
    #expect(await failuresRunning(script(expecting: Array(labels.dropLast()))).count == 1)
  }

  @Test func dismissalNamesTheSceneUnderTestWhenNothingWasShown() async {
    let found = await failuresRunning(
      """
      scene PhotoDetail
      context photoID = "7"
      set closeTapped = true
      expect navigation dismiss PhotoDetail
      set closeTapped = true
      expect navigation dismiss
      """)
    #expect(found == [])
    let wrong = await failuresRunning(
      """
      scene PhotoDetail
      context photoID = "7"
      set closeTapped = true
      expect navigation dismiss Search
      """)
    #expect(
      wrong.map(\.summary) == [
        "The scene navigated: dismiss PhotoDetail; expected: dismiss Search."
      ])
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
