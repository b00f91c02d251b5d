import MVCS

/// Checks the query, decides where each action leads, and keeps the recent searches, which it
/// clears once the user confirms.
@MainActor final class SearchStore: SceneStore {
  static let requiredStorages = ["Favorites"]

  let pipeline = SearchPipeline()

  init(environment: SceneEnvironment) throws {
    try environment.bind(
      \.recentSearches, of: pipeline, to: .recentSearches, status: \.recentSearchesStatus)
  }

  func addObservers() {
    pipeline.observe(\.query, by: self) { store, _ in store.pipeline.problem = nil }
    pipeline.observe(\.action, by: self) { store, change in
      guard let action = change.newValue else { return }
      store.perform(action)
    }
    pipeline.observe(\.clearRecentTapped, by: self) { store, _ in store.askBeforeClearing() }
    pipeline.observeAnswer(\.clearRecentAnswer, clearing: \.clearRecentAlert, by: self) {
      store, choice in
      if choice == .clear { store.pipeline.recentSearches = [] }
    }
  }

  private func askBeforeClearing() {
    let count = pipeline.recentSearches.count
    guard count > 0 else { return }
    pipeline.clearRecentAlert = .confirmation(
      "Clear recent searches?",
      message: "This forgets \(count == 1 ? "1 search" : "the last \(count) searches").",
      buttons: [.destructive("Clear", choice: .clear), .cancel(choice: .keep)])
  }

  private func perform(_ action: SearchAction) {
    let query = pipeline.query.trimmingWhitespace()
    guard !query.isEmpty else {
      pipeline.problem = "Type a word to search for first, such as cats."
      return
    }
    // The newest first, each once.
    let recent = [query] + pipeline.recentSearches.filter { $0 != query }
    pipeline.recentSearches = Array(recent.prefix(recentSearchLimit))
    pipeline.destination.select(
      SearchDestination(scene: action.scene, query: query, scope: pipeline.scope))
  }
}
