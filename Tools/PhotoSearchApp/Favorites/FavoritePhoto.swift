import MVCS

/// A photo the user starred: enough to list it and to open it again.
struct FavoritePhoto: Codable, Sendable, Equatable {
  let id: String
  let title: String
}

extension SharedKey where Value == [FavoritePhoto] {
  /// The starred photos, newest first, in the `Favorites` storage: the PhotoDetail scene
  /// stars and unstars, the Favorites scene lists them, and both see every change at once.
  static let favorites = SharedKey(storage: "Favorites", key: "favorites", default: [])
}
