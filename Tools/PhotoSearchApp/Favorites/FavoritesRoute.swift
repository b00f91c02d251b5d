import MVCS

/// The way to the Favorites scene: it needs no context, its list comes from the storage.
struct FavoritesRoute: SceneRoute {
  static let scene = "Favorites"
}

extension SceneRoute where Self == FavoritesRoute {
  /// The starred photos.
  static var favorites: Self { Self() }
}
