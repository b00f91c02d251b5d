import MVCS

/// Checks the query and decides where each action leads.
@MainActor final class SearchStore: SceneStore {
  let pipeline = SearchPipeline()

  func addObservers() {
    pipeline.observe(\.query, by: self) { store, _ in store.pipeline.problem = nil }
    pipeline.observe(\.action, by: self) { store, change in
      guard let action = change.newValue else { return }
      store.perform(action)
    }
  }

  private func perform(_ action: SearchAction) {
    let query = pipeline.query.trimmingWhitespace()
    guard !query.isEmpty else {
      pipeline.problem = "Type a word to search for first, such as cats."
      return
    }
    pipeline.destination.select(
      SearchDestination(scene: action.scene, query: query, scope: pipeline.scope))
  }
}
