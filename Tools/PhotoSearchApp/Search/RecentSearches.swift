import MVCS

extension SharedKey where Value == [String] {
  /// The last searches, newest first, kept beside the favourites in the `Favorites` storage:
  /// the Search scene lists them and clears them once the user confirms.
  static let recentSearches = SharedKey(
    storage: "Favorites", key: "recentSearches", default: [])
}

/// How many recent searches the Search scene keeps.
let recentSearchLimit = 5
