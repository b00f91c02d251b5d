import MVCS

/// Shows the photo the user opened.
@MainActor final class PhotoListController: SceneController {
  let pipeline: PhotoListPipeline
  let navigation: Navigation

  init(pipeline: PhotoListPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    navigation.show(
      forEach: \.selectedPhotoID, of: pipeline,
      onFailure: { pipeline, error in pipeline.navigationFailure = "\(error)" },
      route: { .photoDetail(id: $0) })
  }
}
