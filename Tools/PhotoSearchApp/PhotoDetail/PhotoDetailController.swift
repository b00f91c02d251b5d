import MVCS

/// The detail page moves within itself (previous and next); Escape, handled by the app's
/// navigator, goes back. So its controller has nothing to observe.
@MainActor final class PhotoDetailController: SceneController {
  let pipeline: PhotoDetailPipeline

  init(pipeline: PhotoDetailPipeline) {
    self.pipeline = pipeline
  }
}
