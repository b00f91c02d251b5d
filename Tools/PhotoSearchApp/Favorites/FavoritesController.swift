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
