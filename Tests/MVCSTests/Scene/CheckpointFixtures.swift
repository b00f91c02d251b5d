import MVCS

// Scenes for checkpoints: Home takes a SearchScope when dismissed back to; Level scenes take
// nothing. Each scene's controller is reached through its AssembledScene's navigation.

@MainActor
final class CheckpointPipeline: Pipeline {
  @Piped var scope = SearchScope.all
}

@MainActor
final class CheckpointView: SceneView {
  let pipeline: CheckpointPipeline
  init(pipeline: CheckpointPipeline) { self.pipeline = pipeline }
}

/// A controller that takes no checkpoint result.
@MainActor
final class LevelController: SceneController {
  let pipeline: CheckpointPipeline
  init(pipeline: CheckpointPipeline) { self.pipeline = pipeline }
}

/// A checkpoint controller: records each result, and what the navigator's stack held then.
@MainActor
final class HomeController: CheckpointController {
  let pipeline: CheckpointPipeline
  let navigation: Navigation
  private(set) var received: [SearchScope] = []
  /// For each result, the scenes still on the recording navigator's stack when it arrived.
  private(set) var stackAtDelivery: [[String]] = []

  init(pipeline: CheckpointPipeline, navigation: Navigation) {
    (self.pipeline, self.navigation) = (pipeline, navigation)
  }

  func checkpointReached(with result: SearchScope) {
    received.append(result)
    let recording = navigation.currentNavigator as? RecordingNavigator
    stackAtDelivery.append(recording?.stack.compactMap(\.scene) ?? [])
    pipeline.scope = result
  }
}

@MainActor
final class CheckpointStore: SceneStore {
  let pipeline = CheckpointPipeline()
  init(environment: SceneEnvironment) {}
}

struct HomeRoute: SceneRoute {
  static let scene = "Home"
}

extension Mediator {
  /// Home (a checkpoint taking a SearchScope), and List, Detail and Photo, which take nothing.
  static func checkpointApp() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "CheckpointView") { CheckpointView(pipeline: $0) }
    mediator.register(controller: "HomeController") {
      HomeController(pipeline: $0, navigation: $1)
    }
    mediator.register(controller: "LevelController") { pipeline, _ in
      LevelController(pipeline: pipeline)
    }
    mediator.register(store: "CheckpointStore") { CheckpointStore(environment: $0) }
    mediator.register(
      scene: "Home",
      SceneParts(view: "CheckpointView", controller: "HomeController", store: "CheckpointStore"))
    for name in ["List", "Detail", "Photo"] {
      mediator.register(
        scene: name,
        SceneParts(
          view: "CheckpointView", controller: "LevelController", store: "CheckpointStore"))
    }
    return mediator
  }
}
