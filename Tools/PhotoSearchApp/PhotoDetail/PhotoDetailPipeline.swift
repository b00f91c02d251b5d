import MVCS
import MVCSLoading

/// The data of the PhotoDetail scene: one photo's details, its neighbours and its star.
@MainActor final class PhotoDetailPipeline: Pipeline {
  /// The photo shown: the context's at first, then each neighbour the user moves to.
  @Status var photoID = ""
  /// The photo's details, from `GetPhotoInfo`.
  @Piped var info: LoadState<PhotoInfo> = .idle
  /// The photos before and after it, from `GetPhotoContext`.
  @Piped var neighbours: LoadState<PhotoContext> = .idle
  /// The user asked for the previous or the next photo.
  @Input var step: PhotoStep?
  /// The starred photos, newest first; bound to the stored value, so every scene agrees.
  @Piped var favorites: [FavoritePhoto] = []
  /// Whether `favorites` agrees with the storage; the view shows a failure.
  @Status var favoritesStatus: StorageStatus = .current
  /// The user pressed `*`: star the photo shown, or take its star off. Every write counts.
  @Input var starToggled = false
}
