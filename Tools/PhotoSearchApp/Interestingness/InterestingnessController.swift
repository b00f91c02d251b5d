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
    navigation.show(
      forEach: \.photoList.selectedPhotoID, of: pipeline,
      onFailure: { pipeline, error in pipeline.photoList.navigationFailure = "\(error)" },
      route: { .photoDetail(id: $0) })
  }
}
