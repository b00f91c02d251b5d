import MVCS

/// Shows the scene the store chose, handing it the query and scope as context; presents the
/// ScopePicker scene and takes the scope it returns; shows the Favorites scene.
@MainActor final class SearchController: SceneController {
  let pipeline: SearchPipeline
  let navigation: Navigation

  init(pipeline: SearchPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    pipeline.observe(\.destination, by: self) { controller, change in
      guard let destination = change.newValue.value else { return }
      do {
        try controller.navigation.show(
          destination.scene,
          context: ["query": destination.query, "scope": destination.scope.rawValue])
      } catch {
        controller.pipeline.problem = "\(error)"
      }
    }
    // Inputs notify at every write, so each press acts, with no flag to put back.
    pipeline.observe(\.scopeTapped, by: self) { controller, _ in controller.chooseScope() }
    pipeline.observe(\.favoritesTapped, by: self) { controller, _ in
      do {
        try controller.navigation.show("Favorites", context: [:])
      } catch {
        controller.pipeline.problem = "\(error)"
      }
    }
  }

  private func chooseScope() {
    do {
      try navigation.present(
        "ScopePicker", context: ["scope": pipeline.scope.rawValue],
        expecting: SearchScope.self, by: self
      ) { controller, scope in
        controller.pipeline.scope = scope
      }
    } catch {
      pipeline.problem = "\(error)"
    }
  }
}
