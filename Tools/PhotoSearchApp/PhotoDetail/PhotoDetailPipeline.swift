import MVCS
import MVCSLoading

/// The data of the PhotoDetail scene: one photo's details and its neighbours.
@MainActor final class PhotoDetailPipeline: Pipeline {
  /// The photo shown: the context's at first, then each neighbour the user moves to.
  @Status var photoID = ""
  /// The photo's details, from `GetPhotoInfo`.
  @Piped var info: LoadState<PhotoInfo> = .idle
  /// The photos before and after it, from `GetPhotoContext`.
  @Piped var neighbours: LoadState<PhotoContext> = .idle
  /// The user asked for the previous or the next photo.
  @Input var step: PhotoStep?
}
