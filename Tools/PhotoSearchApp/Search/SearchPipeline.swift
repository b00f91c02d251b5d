import MVCS

/// The data of the Search scene: the query being typed and where it leads.
@MainActor final class SearchPipeline: Pipeline {
  /// What the user typed; the view writes it at each key.
  @Input var query = ""
  /// The user pressed Enter (photos) or Tab (interestingness).
  @Input var action: SearchAction?
  /// Where the search looks; the ScopePicker scene's result.
  @Input var scope = SearchScope.all
  /// The user asked to choose the scope (each write is a press); the controller presents the
  /// ScopePicker scene.
  @Input var scopeTapped = false
  /// The user asked for the favourite photos (each write is a press); the controller shows the
  /// Favorites scene.
  @Input var favoritesTapped = false
  /// Why the last action did nothing, or why navigating failed; the view shows it.
  @Status var problem: String?
  /// The scene to show next with the query; the controller shows it, at each search.
  @Context var destination: Selection<SearchDestination> = nil
  /// The last searches, newest first; bound to the stored value.
  @Piped var recentSearches: [String] = []
  /// Whether `recentSearches` agrees with the storage.
  @Status var recentSearchesStatus: StorageStatus = .current
  /// The user asked to clear the recent searches (each write is a press); the store asks first.
  @Input var clearRecentTapped = false
  /// The question before the recent searches are cleared; the view shows it.
  @Piped var clearRecentAlert: SceneAlert<ClearChoice>?
  /// The choice of the button the user picked on `clearRecentAlert`; the store acts on it.
  @Input var clearRecentAnswer: ClearChoice?
}
