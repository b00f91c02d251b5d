import MVCS

// An Album scene whose controller takes a PhotoScope when dismissed back to, and a Viewer shown
// above it that dismisses back to it: to test checkpoints in scene tests and scripts.

@MainActor final class AlbumPipeline: Pipeline {
  @Piped var scope = PhotoScope.all
}

@MainActor final class AlbumStore: SceneStore {
  let pipeline = AlbumPipeline()
  init(environment: SceneEnvironment) {}
}

@MainActor final class AlbumView: SceneView {
  let pipeline: AlbumPipeline
  init(pipeline: AlbumPipeline) { self.pipeline = pipeline }
}

@MainActor final class AlbumController: CheckpointController {
  let pipeline: AlbumPipeline
  init(pipeline: AlbumPipeline) { self.pipeline = pipeline }
  func checkpointReached(with scope: PhotoScope) { pipeline.scope = scope }
}

@MainActor final class ViewerPipeline: Pipeline {
  /// Back to the album, handing it a scope.
  @Input var backWithScope: PhotoScope?
  /// Back to the album with a number, which it does not take.
  @Input var backWithNumber: Int?
  /// Back to the album with no result.
  @Input var backTapped = false
}

@MainActor final class ViewerStore: SceneStore {
  let pipeline = ViewerPipeline()
  init(environment: SceneEnvironment) {}
}

@MainActor final class ViewerView: SceneView {
  let pipeline: ViewerPipeline
  init(pipeline: ViewerPipeline) { self.pipeline = pipeline }
}

@MainActor final class ViewerController: SceneController {
  let pipeline: ViewerPipeline
  let navigation: Navigation
  init(pipeline: ViewerPipeline, navigation: Navigation) {
    (self.pipeline, self.navigation) = (pipeline, navigation)
  }

  func addObservers() {
    pipeline.observe(\.backWithScope, by: self) { controller, change in
      guard let scope = change.newValue else { return }
      controller.navigation.withErrorsReported { try $0.dismiss(to: "Album", with: scope) }
    }
    pipeline.observe(\.backWithNumber, by: self) { controller, change in
      guard let number = change.newValue else { return }
      controller.navigation.withErrorsReported { try $0.dismiss(to: "Album", with: number) }
    }
    pipeline.observe(\.backTapped, by: self) { controller, _ in
      controller.navigation.withErrorsReported { try $0.dismiss(to: "Album") }
    }
  }
}

extension Mediator {
  static func checkpointApp() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "AlbumView") { AlbumView(pipeline: $0) }
    mediator.register(controller: "AlbumController") { pipeline, _ in
      AlbumController(pipeline: pipeline)
    }
    mediator.register(store: "AlbumStore") { AlbumStore(environment: $0) }
    mediator.register(view: "ViewerView") { ViewerView(pipeline: $0) }
    mediator.register(controller: "ViewerController") {
      ViewerController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "ViewerStore") { ViewerStore(environment: $0) }
    mediator.register(
      scene: "Album",
      SceneParts(view: "AlbumView", controller: "AlbumController", store: "AlbumStore"))
    mediator.register(
      scene: "Viewer",
      SceneParts(view: "ViewerView", controller: "ViewerController", store: "ViewerStore"))
    return mediator
  }
}
