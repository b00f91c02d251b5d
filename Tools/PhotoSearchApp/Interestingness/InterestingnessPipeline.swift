import MVCS

/// The data of the Interestingness scene: the two child pipelines of its substores.
@MainActor final class InterestingnessPipeline: Pipeline {
  /// The photos, most interesting first: the PhotoList substore's pipeline.
  let photoList: PhotoListPipeline
  /// The image of the highlighted (or first) photo: the TopImage substore's pipeline.
  let topImage: TopImagePipeline

  init(photoList: PhotoListPipeline, topImage: TopImagePipeline) {
    self.photoList = photoList
    self.topImage = topImage
  }
}
