import MVCS

/// Shows the scene the store chose by its route, with the query and scope; presents the
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
        let (query, scope) = (destination.query, destination.scope)
        switch destination.scene {
        case InterestingnessRoute.scene:
          try controller.navigation.show(.interestingness(query: query, scope: scope))
        default:
          try controller.navigation.show(.photoList(query: query, scope: scope))
        }
      } catch {
        controller.pipeline.problem = "\(error)"
      }
    }
    // Inputs notify at every write, so each press acts, with no flag to put back.
    pipeline.observe(\.scopeTapped, by: self) { controller, _ in controller.chooseScope() }
    pipeline.observe(\.favoritesTapped, by: self) { controller, _ in
      do {
        try controller.navigation.show(.favorites)
      } catch {
        controller.pipeline.problem = "\(error)"
      }
    }
  }

  private func chooseScope() {
    do {
      // The scope comes back typed by the route's Result.
      try navigation.present(.scopePicker(current: pipeline.scope), by: self) { controller, scope in
        controller.pipeline.scope = scope
      }
    } catch {
      pipeline.problem = "\(error)"
    }
  }
}
