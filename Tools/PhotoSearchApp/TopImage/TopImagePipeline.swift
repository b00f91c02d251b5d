import MVCS
import MVCSLoading

/// The data of the top image: which photo it shows and the size picked for it.
@MainActor final class TopImagePipeline: Pipeline {
  /// The photo to show; its owner writes it.
  @Input var photoID: String?
  /// The size picked, `nil` when the photo has none of a wanted height.
  @Piped var image: LoadState<PhotoSize?> = .idle
}
