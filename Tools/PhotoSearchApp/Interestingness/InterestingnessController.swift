import MVCS

/// Shows the photo the user opened in the list.
@MainActor final class InterestingnessController: SceneController {
  let pipeline: InterestingnessPipeline
  let navigation: Navigation

  init(pipeline: InterestingnessPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    pipeline.observe(\.photoList.selectedPhotoID, by: self) { controller, change in
      guard let photoID = change.newValue else { return }
      do {
        try controller.navigation.show("PhotoDetail", context: ["photoID": photoID])
      } catch {
        controller.pipeline.photoList.navigationFailure = "\(error)"
      }
    }
  }
}
