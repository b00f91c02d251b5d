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
}
