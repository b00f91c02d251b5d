import MVCS
import Testing

@testable import MVCSTesting

// A Story scene whose store requires the context key "id": the case of a registration
// that lacks it, which every scene test passed while the app's `validate()` rejected it.

@MainActor final class StoryPipeline: Pipeline {
  @Context var id = 0
}

@MainActor final class StoryStore: SceneStore {
  static let requiredContextKeys = ["id"]
  let pipeline = StoryPipeline()

  init(environment: SceneEnvironment) throws {
    pipeline.id = try environment.value("id", as: Int.self)
  }
}

@MainActor final class StoryView: SceneView {
  let pipeline: StoryPipeline
  init(pipeline: StoryPipeline) { self.pipeline = pipeline }
}

@MainActor final class StoryController: SceneController {
  let pipeline: StoryPipeline
  init(pipeline: StoryPipeline, navigation: Navigation) { self.pipeline = pipeline }
}

/// A store that uses a service and a storage, for registrations that lack them.
@MainActor final class ArchiveStore: SceneStore {
  static let requiredServices = ["ArchiveService"]
  static let requiredStorages = ["Archive"]
  let pipeline = StoryPipeline()
  init(environment: SceneEnvironment) {}
}

extension Mediator {
  /// The Story scene, registered with `contextKeys`.
  static func storyApp(contextKeys: [String]) -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "StoryView") { StoryView(pipeline: $0) }
    mediator.register(controller: "StoryController") {
      StoryController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "StoryStore") { try StoryStore(environment: $0) }
    mediator.register(
      scene: "Story",
      SceneParts(view: "StoryView", controller: "StoryController", store: "StoryStore"),
      contextKeys: contextKeys)
    return mediator
  }
}

@MainActor
struct SceneTestValidationTests {
  private static let storyReport = """
    1 problem in the mediator:
    1. Scene "Story": StoryStore requires the context key "id", but the scene "Story" is \
    registered without it (contextKeys: none). To fix, add "id" to contextKeys: in \
    mediator.register(scene: "Story", …), and pass it whenever you navigate there.
    """

  @Test func storyRegisteredWithoutTheKeyItsStoreRequiresFailsToStart() async throws {
    let app = Mediator.storyApp(contextKeys: [])
    // The test's context has the key, so the scene would assemble; the app's navigations,
    // which pass only the registered keys, would not.
    let test = SceneTest(StoryPipeline.self, scene: "Story", mediator: app, context: ["id": 42])
    let error = await #expect(throws: ValidationReport.self) { try await test.start() }
    #expect(error?.description == Self.storyReport)
    // The same report the app's `validate()` gives.
    #expect(error == app.validationReport())
    #expect(test.pipeline == nil)
    await test.finish()
  }

  @Test func storyRegisteredWithTheKeyStarts() async throws {
    let found = try await failures {
      let test = SceneTest(
        StoryPipeline.self, scene: "Story", mediator: .storyApp(contextKeys: ["id"]),
        context: ["id": 42])
      try await test.start()
      test.expect(\.id, 42)
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func scriptOfTheStoryRegisteredWithoutTheKeyFailsWithTheReport() async {
    let found = await failures {
      await SceneScriptFile.run(
        """
        scene Story
        context id = 42
        expect id == 42
        """, named: "Story.scenetest", at: SceneScriptFile("Story.scenetest").path,
        mediator: .storyApp(contextKeys: []),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
    #expect(
      found.map(\.description) == [
        "scripts/Story.scenetest:1: The scene could not be assembled: \(Self.storyReport)"
      ])
  }

  @Test func scriptOfTheStoryRegisteredWithTheKeyPasses() async {
    let found = await failures {
      await SceneScriptFile.run(
        """
        scene Story
        context id = 42
        expect id == 42
        """, named: "Story.scenetest", at: SceneScriptFile("Story.scenetest").path,
        mediator: .storyApp(contextKeys: ["id"]),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
    #expect(found == [])
  }

  @Test func linkRouteOpeningTheSceneWithoutTheKeyFailsItsTest() async throws {
    let app = Mediator.storyApp(contextKeys: ["id"])
    app.register(link: "Story", keys: [:])
    let test = SceneTest(StoryPipeline.self, scene: "Story", mediator: app, context: ["id": 42])
    let error = await #expect(throws: ValidationReport.self) { try await test.start() }
    #expect(
      error?.description == """
        1 problem in the mediator:
        1. Link "Story": StoryStore requires the context key "id", but the link route "Story" \
        does not declare it (keys: none), so no link could open its scene. To fix, add "id" to \
        keys: in mediator.register(link: "Story", …), with the type StoryStore reads it as.
        """)
    await test.finish()
  }

  @Test func everyMissingServiceAndStorageIsReportedAtOnce() async throws {
    let app = Mediator.storyApp(contextKeys: [])
    app.register(store: "ArchiveStore") { ArchiveStore(environment: $0) }
    app.register(
      scene: "Archive",
      SceneParts(view: "StoryView", controller: "StoryController", store: "ArchiveStore"))
    let test = SceneTest(StoryPipeline.self, scene: "Archive", mediator: app)
    let error = await #expect(throws: ValidationReport.self) { try await test.start() }
    #expect(
      error?.problems.map(\.error) == [
        .unregisteredRequirement(
          "ArchiveService", kind: .service, store: "ArchiveStore", suggestion: nil,
          registered: []),
        .unregisteredRequirement(
          "Archive", kind: .storage, store: "ArchiveStore", suggestion: nil, registered: []),
      ])
    await test.finish()
  }

  @Test func anotherScenesProblemDoesNotFailThisScenesTest() async throws {
    let app = Mediator.storyApp(contextKeys: ["id"])
    app.register(
      scene: "Broken", SceneParts(view: "StoryView", controller: "StoryController", store: "Nope"))
    app.register(link: "Elsewhere", scene: "Missing", keys: [:])
    let found = try await failures {
      let test = SceneTest(StoryPipeline.self, scene: "Story", mediator: app, context: ["id": 1])
      try await test.start()
      test.expect(\.id, 1)
      await test.finish()
    }
    #expect(found == [])
  }
}
