import MVCS

/// Binds the list to the stored favourites, picks the photo a row opens, and clears the list
/// once the user confirms.
///
/// It neither loads nor reloads: the binding holds the stored list before the scene starts and
/// brings every later change, so starring a photo in a PhotoDetail scene shown over this one
/// changes the list underneath at once.
@MainActor final class FavoritesStore: SceneStore {
  static let requiredStorages = ["Favorites"]

  let pipeline = FavoritesPipeline()

  init(environment: SceneEnvironment) throws {
    try environment.bind(\.favorites, of: pipeline, to: .favorites, status: \.favoritesStatus)
  }

  func addObservers() {
    pipeline.observe(\.openedRow, by: self) { store, change in
      let favorites = store.pipeline.favorites
      guard let row = change.newValue, favorites.indices.contains(row) else { return }
      store.pipeline.navigationFailure = nil
      store.pipeline.selectedPhotoID.select(favorites[row].id)
    }
    pipeline.observe(\.clearTapped, by: self) { store, _ in store.askBeforeClearing() }
    // The alert is cleared first, then the choice acts: clearing writes the stored list.
    pipeline.observeAnswer(\.clearAnswer, clearing: \.clearAlert, by: self) { store, choice in
      if choice == .clear { store.pipeline.favorites = [] }
    }
  }

  private func askBeforeClearing() {
    let count = pipeline.favorites.count
    guard count > 0 else { return }
    pipeline.clearAlert = .confirmation(
      "Clear favourites?",
      message: "This takes the star off \(count == 1 ? "1 photo" : "\(count) photos").",
      buttons: [.destructive("Clear", choice: .clear), .cancel(choice: .keep)])
  }
}
