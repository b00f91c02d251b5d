import MVCS

/// Binds the list to the stored favourites and picks the photo a row opens.
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
  }
}
