import MVCS

/// The data of the Favorites scene: the starred photos, kept in the `Favorites` storage.
@MainActor final class FavoritesPipeline: Pipeline {
  /// The starred photos, newest first; bound to the stored value, so a star changed in any
  /// scene shows here at once.
  @Piped var favorites: [FavoritePhoto] = []
  /// Whether `favorites` agrees with the storage; the view shows a failure.
  @Status var favoritesStatus: StorageStatus = .current
  /// The row the user moved to.
  @Input var highlightedRow: Int?
  /// The row the user opened with Enter.
  @Input var openedRow: Int?
  /// The photo the user picked; the controller shows PhotoDetail with it, at each pick.
  @Context var selectedPhotoID: Selection<String> = nil
  /// Why showing the photo failed; the view shows it.
  @Status var navigationFailure: String?
  /// The user asked to clear the favourites (each write is a press); the store asks first.
  @Input var clearTapped = false
  /// The question before the favourites are cleared; the view shows it in place of the list.
  @Piped var clearAlert: SceneAlert<ClearChoice>?
  /// The choice of the button the user picked on `clearAlert`; the store acts on it.
  @Input var clearAnswer: ClearChoice?
}
