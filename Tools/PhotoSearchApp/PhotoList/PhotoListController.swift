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
    pipeline.observe(\.selectedPhotoID, by: self) { controller, change in
      guard let photoID = change.newValue else { return }
      do {
        try controller.navigation.show("PhotoDetail", context: ["photoID": photoID])
      } catch {
        controller.pipeline.navigationFailure = "\(error)"
      }
    }
  }
}
