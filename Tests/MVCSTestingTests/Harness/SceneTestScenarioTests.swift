import Foundation
import MVCS
import Testing

@testable import MVCSTesting

/// A scene test under a scenario: the test's own answers first, then the scenario's, with its
/// delays on the test clock; the same scenario file a script's `scenario` line uses.
@MainActor
struct SceneTestScenarioTests {
  let app = Mediator.photoApp()
  /// The scenarios the scripts in `Scripts` use.
  let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Scripts/Scenarios").standardizedFileURL

  private func search(
    with scenario: Scenario, checking: SceneChecking = .exhaustive
  ) -> SceneTest<SearchPipeline> {
    let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: app, checking: checking)
    test.use(scenario)
    return test
  }

  @Test func theScenarioAnswersWhatTheTestDidNotPrepareOnTheTestClock() async throws {
    let found = try await failures {
      let test = search(with: try Scenario.named("search", in: scenarios))
      try await test.start()
      await test.set(\.searchText, "cats")
      await test.advance(by: .milliseconds(300))
      test.expectCall("SearchPhotoService", with: "cats")
      test.expect(\.isLoading, true)
      await test.advance(by: .seconds(1))
      test.expect(\.isLoading, false)
      test.expect(\.photos, samplePhotos)
      test.expect(\.requestFinished, true)
      test.expectWrite("Recents", key: "last", "cats")
      await test.set(\.searchText, "dogs")
      await test.advance(by: .milliseconds(1300))
      test.expectCall("SearchPhotoService", with: "dogs")
      test.expectChanges(\.isLoading, [true, false])
      test.expect(\.errorMessage, "the service timed out")
      test.expect(\.requestFinished, true)
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func theTestsOwnAnswersComeFirstAndTakeTheScenariosDelay() async throws {
    let found = try await failures {
      let test = search(with: try Scenario.named("search", in: scenarios))
      test.services.answer("SearchPhotoService", with: .value([samplePhotos[0]]))
      try await test.start()
      await test.set(\.searchText, "dogs")
      await test.advance(by: .milliseconds(300))
      test.expectCall("SearchPhotoService", with: "dogs")
      test.expect(\.isLoading, true)
      await test.advance(by: .seconds(1))
      test.expect(\.isLoading, false)
      test.expect(\.photos, [samplePhotos[0]])
      test.expect(\.requestFinished, true)
      test.expectWrite("Recents", key: "last", "dogs")
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func aScenarioNamingAnUnregisteredServiceFailsWhereItIsUsed() async throws {
    var line = 0
    let found = try await failures {
      let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: app)
      line = #line + 1
      test.use(try Scenario(name: "typo", text: "service SearchPhotoServce fails offline"))
    }
    #expect(
      found == [
        RecordedFailure(
          message:
            "The scenario typo cannot be used: typo.scenario:1:9: no service named "
            + #""SearchPhotoServce" is registered, so this line would never answer. Did you mean "#
            + #""SearchPhotoService"? Registered services: SearchPhotoService. To fix, correct "#
            + "the name here, or register the service",
          file: "MVCSTestingTests/SceneTestScenarioTests.swift", line: line)
      ])
  }

  @Test func aCallNeitherTheTestNorTheScenarioAnswersFailsNamingBoth() async throws {
    let found = try await failures {
      let test = search(
        with: try Scenario(
          name: "cats", text: #"service SearchPhotoService when "cats" returns []"#),
        checking: .relaxed)
      try await test.start()
      await test.set(\.searchText, "dogs")
      await test.advance(by: .milliseconds(300))
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        #"SearchPhotoService was called with "dogs", but no answer was prepared, and the "#
          + "scenario cats has no line that answers it. To fix, prepare one before the step "
          + "that calls it: `service SearchPhotoService returns …` in a script, or "
          + #"`services.answer("SearchPhotoService", with: …)` in Swift."#
      ])
  }

  @Test func aScriptsScenarioThatIsNotFoundFailsListingWhereItLooked() async throws {
    let script = SceneScriptFile("../Scripts/Inline.scenetest").path
    let found = await failures {
      await SceneScriptFile.run(
        "scene Search\nscenario serch\nset searchText = \"cats\"", named: "Inline.scenetest",
        at: script, mediator: .photoApp(),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
    let scripts = URL(fileURLWithPath: script).deletingLastPathComponent().path
    #expect(
      found.map(\.description) == [
        "scripts/Inline.scenetest:2: No scenario named \"serch\" is in \(scripts), "
          + "\(scripts)/Scenarios. Did you mean \"search\"? Scenarios there: search. To fix, "
          + "correct the name, or add serch.scenario next to the script or in a Scenarios folder "
          + "beside it or above it."
      ])
  }

  @Test func aScriptRunLooksInTheScenarioFolderItIsGiven() async throws {
    let elsewhere = FileManager.default.temporaryDirectory
      .appendingPathComponent("SceneTestScenarioTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    try "service SearchPhotoService fails offline".write(
      to: elsewhere.appendingPathComponent("offline.scenario"), atomically: true, encoding: .utf8)
    let script = try SceneScript.parse(
      """
      scene Search
      scenario offline
      set searchText = "cats"
      advance 300ms
      expect call SearchPhotoService with "cats"
      expect changes isLoading [true, false]
      expect errorMessage == "the service is offline (not connected)"
      expect requestFinished == true
      """, file: "Offline.scenetest")
    let found = await script.run(
      mediator: .photoApp(), path: elsewhere.appendingPathComponent("Offline.scenetest").path)
    #expect(found == [])
    // From another folder, only the folder it is given finds it.
    let other = SceneScriptFile("../Scripts/Offline.scenetest").path
    #expect(await script.run(mediator: .photoApp(), path: other, scenarios: elsewhere) == [])
    #expect(await script.run(mediator: .photoApp(), path: other).count == 1)
  }

  @Test func aScriptsMalformedScenarioFailsWithEveryProblemAtItsLine() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SceneTestScenarioTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("broken.scenario")
    try "service SearchPhotoService fails ofline\nevery answer after 2".write(
      to: file, atomically: true, encoding: .utf8)
    let script = try SceneScript.parse("scene Search\nscenario broken", file: "Broken.scenetest")
    let found = await script.run(
      mediator: .photoApp(), path: folder.appendingPathComponent("Broken.scenetest").path)
    #expect(
      found.map(\.description) == [
        "Broken.scenetest:2:10: The scenario broken cannot be loaded:\n"
          + "\(file.path):1:34: unknown failure \"ofline\" after \"fails\". Did you mean "
          + "\"offline\"? Failures: offline, timeout, status N (such as status 500) or a quoted "
          + "message. To fix, correct the line; a scenario's lines are `service NAME returns …`, "
          + "`service NAME fails …` and `every answer after 2s`\n"
          + "\(file.path):2:21: expected a unit (ms, s or min) right after \"2\", found end of "
          + "line. To fix, correct the line; a scenario's lines are `service NAME returns …`, "
          + "`service NAME fails …` and `every answer after 2s`"
      ])
  }

  @Test func aTestOfAMediatorThatUsesAScenarioStartsWithIt() async throws {
    let found = try await failures {
      let offline = Mediator.photoApp()
      try offline.use(Scenario(name: "offline", text: "service * fails offline"))
      let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: offline)
      try await test.start()
      await test.set(\.searchText, "cats")
      await test.advance(by: .milliseconds(300))
      test.expectCall("SearchPhotoService", with: "cats")
      test.expectChanges(\.isLoading, [true, false])
      test.expect(\.errorMessage, "the service is offline (not connected)")
      test.expect(\.requestFinished, true)
      await test.finish()
    }
    #expect(found == [])
  }
}
