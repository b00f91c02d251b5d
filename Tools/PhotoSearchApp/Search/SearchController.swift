import MVCS

/// Shows the scene the store chose, handing it the query as context.
@MainActor final class SearchController: SceneController {
  let pipeline: SearchPipeline
  let navigation: Navigation

  init(pipeline: SearchPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    pipeline.observe(\.destination, by: self) { controller, change in
      guard let destination = change.newValue else { return }
      do {
        try controller.navigation.show(destination.scene, context: ["query": destination.query])
      } catch {
        controller.pipeline.problem = "\(error)"
      }
    }
  }
}
