import MVCS

/// Shows the favourite photo the user opened.
@MainActor final class FavoritesController: SceneController {
  let pipeline: FavoritesPipeline
  let navigation: Navigation

  init(pipeline: FavoritesPipeline, navigation: Navigation) {
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
