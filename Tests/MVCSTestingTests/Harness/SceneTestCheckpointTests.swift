import MVCS
import Testing

@testable import MVCSTesting

@MainActor
struct SceneTestCheckpointTests {
  private func viewer() -> SceneTest<ViewerPipeline> {
    SceneTest(ViewerPipeline.self, scene: "Viewer", mediator: .checkpointApp())
  }

  @Test func expectsADismissalToACheckpointWithItsResult() async throws {
    let found = try await failures {
      let test = viewer()
      try await test.start()
      await test.set(\.backWithScope, .favorites)
      test.expectNavigation(dismissingTo: "Album", with: PhotoScope.favorites)
      await test.set(\.backTapped, true)
      test.expectNavigation(dismissingTo: "Album")
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func anotherResultOrCheckpointFails() async throws {
    let found = try await failures {
      let test = viewer()
      try await test.start()
      await test.set(\.backWithScope, .favorites)
      test.expectNavigation(dismissingTo: "Album", with: PhotoScope.all)
      await test.set(\.backTapped, true)
      test.expectNavigation(dismissingTo: "Viewer")
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        #"The scene navigated: dismiss to Album with "favorites"; expected: dismiss to Album with "all"."#,
        "The scene navigated: dismiss to Album; expected: dismiss to Viewer.",
      ])
  }

  @Test func anUnexpectedDismissalToACheckpointIsUnasserted() async throws {
    let found = try await failures {
      let test = viewer()
      try await test.start()
      await test.set(\.backWithScope, .favorites)
      await test.finish()
    }
    #expect(found.count == 1)
    #expect(found.first?.summary.contains(#"dismiss to Album with "favorites""#) == true)
  }

  @Test func aResultTheCheckpointDoesNotTakeFailsNamingBothTypes() async throws {
    let found = try await failures {
      let test = viewer()
      try await test.start()
      await test.set(\.backWithNumber, 3)
      await test.finish()
    }
    #expect(
      found.contains {
        $0.summary.contains(
          """
          Cannot dismiss to "Album" with a result of type Int: its controller AlbumController \
          takes PhotoScope (its CheckpointResult).
          """)
      })
  }

  @Test func scriptExpectsADismissalToACheckpoint() async {
    let found = await failuresRunning(
      """
      scene Viewer
      set backWithScope = "favorites"
      expect navigation dismiss to Album with "favorites"
      set backTapped = true
      expect navigation dismiss to Album
      set backWithScope = "all"
      expect navigation dismiss to Album with "favorites"
      """)
    #expect(found.map(\.line) == [7])
    #expect(
      found.map(\.summary) == [
        #"The scene navigated: dismiss to Album with "all"; expected: dismiss to Album with "favorites"."#
      ])
  }

  @Test func scriptNamesAnUnknownCheckpoint() async {
    let found = await failuresRunning(
      """
      scene Viewer
      set backTapped = true
      expect navigation dismiss to Albun
      """)
    #expect(found.count == 1)
    #expect(found.first?.description.contains(#"Did you mean "Album"?"#) == true)
  }

  private func failuresRunning(_ text: String) async -> [RecordedFailure] {
    await failures {
      await SceneScriptFile.run(
        text, named: "Inline.scenetest", at: SceneScriptFile("Inline.scenetest").path,
        mediator: .checkpointApp(),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
  }
}
