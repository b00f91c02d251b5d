import MVCS
import MVCSLists

/// A composite store: it owns a PhotoList store (most interesting first) and a TopImage store,
/// and has the highlighted or first photo drive the top image.
@MainActor final class InterestingnessStore: SceneStore {
  static var requiredContextKeys: [String] { InterestingnessRoute.requiredContextKeys }

  let pipeline: InterestingnessPipeline
  let photoList: PhotoListStore
  let topImage: TopImageStore

  init(environment: SceneEnvironment) throws {
    photoList = try PhotoListStore(
      environment: environment.forSubstore(named: "PhotoListStore"), sort: .interestingness)
    topImage = try TopImageStore(environment: environment.forSubstore(named: "TopImageStore"))
    pipeline = InterestingnessPipeline(photoList: photoList.pipeline, topImage: topImage.pipeline)
  }

  var substores: [any SceneStore] { [photoList, topImage] }

  func addObservers() {
    pipeline.observe(\.photoList.photos, by: self) { store, _ in store.showTopImage() }
    pipeline.observe(\.photoList.highlightedRow, by: self) { store, _ in store.showTopImage() }
  }

  private func showTopImage() {
    let photos = pipeline.photoList.photos.rows
    let row = pipeline.photoList.highlightedRow ?? 0
    guard photos.indices.contains(row), pipeline.topImage.photoID != photos[row].id else { return }
    pipeline.topImage.photoID = photos[row].id
  }
}
