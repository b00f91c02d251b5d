import MVCS
import Testing

@testable import MVCSTesting

/// `restart` (`test.restart()`): the scene's navigation saved through JSON, the scene torn down
/// and restored as at a relaunch, and the later steps checking the restored scene.
@MainActor
struct SceneRestartTests {
  private func failuresRunning(_ text: String) async -> [RecordedFailure] {
    await failures {
      await SceneScriptFile.run(
        text, named: "Star.scenetest", at: SceneScriptFile("Star.scenetest").path,
        mediator: .favoritesApp(),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
  }

  @Test func aScriptsSceneSurvivesTheRoundTripWithItsContextAndStoredState() async {
    let found = await failuresRunning(
      """
      scene Star
      context photoID = "p2"
      storage Favorites has favorites = ["p1"]
      expect favoritesAtStart == ["p1"]
      set starToggled = true
      expect favorites == ["p2", "p1"]
      expect write Favorites favorites = ["p2", "p1"]

      restart
      expect favoritesAtStart == ["p2", "p1"]   # the storage kept the write
      set starToggled = true                   # the context kept photoID: p2 is unstarred
      expect favorites == ["p1"]
      expect write Favorites favorites = ["p1"]
      """)
    #expect(found == [])
  }

  @Test func aSceneTestSurvivesTheRoundTrip() async throws {
    let found = try await failures {
      let test = SceneTest(
        StarPipeline.self, scene: "Star", mediator: .favoritesApp(), context: ["photoID": "p2"])
      try await test.start()
      await test.set(\.starToggled, true)
      test.expect(\.favorites, ["p2"])
      test.expectWrite("Favorites", key: "favorites", ["p2"])

      await test.restart()
      test.expect(\.favoritesAtStart, ["p2"])
      await test.set(\.starToggled, true)
      test.expect(\.favorites, [])
      test.expectWrite("Favorites", key: "favorites", [String]())
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func whatTheSceneDidBeforeTheRestartMustBeExpectedFirst() async {
    let found = await failuresRunning(
      """
      scene Star
      context photoID = "p2"
      set starToggled = true
      restart
      expect favoritesAtStart == ["p2"]
      """)
    #expect(found.count == 1)
    #expect(
      found.first?.summary.hasPrefix(
        "After `set starToggled = true` (line 3), the scene did more than the test expects:")
        == true)
  }

  @Test func aSceneGivenByItsPartsCannotRestartAndSaysWhy() async {
    let found = await failuresRunning(
      """
      scene StarView StarController StarStore
      context photoID = "p2"
      restart
      """)
    #expect(
      found.map(\.summary) == [
        """
        Cannot restart a scene given by its parts: saved navigation names each scene by its \
        registered name. To fix, test the scene by its registered name (`scene Search`, \
        `SceneTest(…, scene: "Search", …)`).
        """
      ])
  }
}
