// What the README's examples leave out on purpose: the PhotoDetail scene they navigate to, the
// app's mediator that the scene test reuses, and the test's sample photo. main.swift, the
// README's own blocks, is generated; this file is written by hand.

import MVCS

extension Photo {
  /// The photo a scene test's fake search service answers with.
  static let sample = Photo(id: "p9", title: "a sample photo")
}

@MainActor final class PhotoDetailPipeline: Pipeline {
  @Piped var photoID = ""
}

@MainActor final class PhotoDetailStore: SceneStore {
  static let requiredContextKeys = ["photoID"]
  let pipeline = PhotoDetailPipeline()

  init(environment: SceneEnvironment) throws {
    pipeline.photoID = try environment.value("photoID", as: String.self)
  }
}

@MainActor final class PhotoDetailView: SceneView {
  let pipeline: PhotoDetailPipeline
  init(pipeline: PhotoDetailPipeline) { self.pipeline = pipeline }
}

@MainActor final class PhotoDetailController: SceneController {
  let pipeline: PhotoDetailPipeline
  init(pipeline: PhotoDetailPipeline) { self.pipeline = pipeline }
}

extension Mediator {
  /// Registers the PhotoDetail scene, which the README's search navigates to.
  func registerPhotoDetail() {
    register(view: "PhotoDetailView") { PhotoDetailView(pipeline: $0) }
    register(controller: "PhotoDetailController") { pipeline, _ in
      PhotoDetailController(pipeline: pipeline)
    }
    register(store: "PhotoDetailStore") { try PhotoDetailStore(environment: $0) }
    register(
      scene: "PhotoDetail",
      SceneParts(
        view: "PhotoDetailView", controller: "PhotoDetailController", store: "PhotoDetailStore"),
      contextKeys: ["photoID"])
  }

  /// The app's mediator, with every scene of the README registered, as a scene test reuses it;
  /// named as `mvcs new` names it in the `Mediator+Scenes.swift` it generates for the module
  /// PhotoSearch.
  static func photoSearchScenes() -> Mediator {
    let mediator = Mediator()
    mediator.registerPhotoSearchScenes()
    return mediator
  }

  /// Registers every scene of the README: its view, controller and store, and the services its
  /// store uses.
  func registerPhotoSearchScenes() {
    register(view: "SearchView") { SearchView(pipeline: $0) }
    register(controller: "SearchController") {
      SearchController(pipeline: $0, navigation: $1)
    }
    register(store: "SearchStore") { try SearchStore(environment: $0) }
    register(service: "SearchPhotoService") { SamplePhotoSearch() }
    register(
      scene: "Search",
      SceneParts(view: "SearchView", controller: "SearchController", store: "SearchStore"),
      contextKeys: ["query"])
    registerPhotoDetail()
  }
}
