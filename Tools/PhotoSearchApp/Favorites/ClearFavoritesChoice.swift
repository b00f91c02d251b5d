/// What the user answers when asked before the favourites are cleared.
enum ClearFavoritesChoice: String, Codable, Sendable {
  /// Take the star off every photo.
  case clear
  /// Leave the favourites as they are.
  case keep
}
