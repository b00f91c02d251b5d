import MVCS

// A small app for the link and navigation targets: a Viewer whose store reads context of every
// type a link converts to, and a Detail scene that a route of another name opens. The stores
// start nothing, so scenes assemble and tear down synchronously inside one fuzz input.

/// The order a Viewer shows photos in, read from a link by its raw value.
enum ViewerScope: String, Codable, Sendable, LinkValue {
  case all, favorites, recent
}

/// A value saved as JSON in a context.
struct ViewerPhoto: Codable, Equatable, Sendable {
  var id: String
  var title: String
}

@MainActor
final class ViewerPipeline: Pipeline {
  @Context var album = ""
  @Piped var page: Int?
  @Piped var zoom: Double?
  @Piped var isFavorite: Bool?
  @Piped var tags: [String]?
  @Piped var scope = ViewerScope.all
  @Piped var photo: ViewerPhoto?
}

@MainActor
final class ViewerView: SceneView {
  let pipeline: ViewerPipeline
  init(pipeline: ViewerPipeline) { self.pipeline = pipeline }
}

@MainActor
final class ViewerController: SceneController {
  let pipeline: ViewerPipeline
  init(pipeline: ViewerPipeline) { self.pipeline = pipeline }
}

@MainActor
final class ViewerStore: SceneStore {
  static let requiredContextKeys = ["album"]
  let pipeline = ViewerPipeline()

  init(environment: SceneEnvironment) throws {
    pipeline.album = try environment.value("album", as: String.self)
    pipeline.page = try environment.valueIfPresent("page", as: Int.self)
    pipeline.zoom = try environment.valueIfPresent("zoom", as: Double.self)
    pipeline.isFavorite = try environment.valueIfPresent("isFavorite", as: Bool.self)
    pipeline.tags = try environment.valueIfPresent("tags", as: [String].self)
    pipeline.scope = try environment.valueIfPresent("scope", as: ViewerScope.self) ?? .all
    pipeline.photo = try environment.valueIfPresent("photo", as: ViewerPhoto.self)
  }
}

@MainActor
final class DetailPipeline: Pipeline {
  @Context var photoID = ""
}

@MainActor
final class DetailView: SceneView {
  let pipeline: DetailPipeline
  init(pipeline: DetailPipeline) { self.pipeline = pipeline }
}

@MainActor
final class DetailController: SceneController {
  let pipeline: DetailPipeline
  init(pipeline: DetailPipeline) { self.pipeline = pipeline }
}

@MainActor
final class DetailStore: SceneStore {
  static let requiredContextKeys = ["photoID"]
  let pipeline = DetailPipeline()

  init(environment: SceneEnvironment) throws {
    pipeline.photoID = try environment.value("photoID", as: String.self)
  }
}

enum FuzzScenes {
  /// The link routes, each with the keys it declares.
  static let viewerKeys: [String: any LinkValue.Type] = [
    "album": String.self, "page": Int.self, "zoom": Double.self, "isFavorite": Bool.self,
    "tags": [String].self, "scope": ViewerScope.self,
  ]

  /// The mediator with the Viewer and Detail scenes and their routes: `Viewer`, and `photo`,
  /// which opens Detail.
  @MainActor static func mediator() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "ViewerView") { ViewerView(pipeline: $0) }
    mediator.register(controller: "ViewerController") { pipeline, _ in
      ViewerController(pipeline: pipeline)
    }
    mediator.register(store: "ViewerStore") { try ViewerStore(environment: $0) }
    mediator.register(
      scene: "Viewer",
      SceneParts(view: "ViewerView", controller: "ViewerController", store: "ViewerStore"),
      contextKeys: ["album"])
    mediator.register(view: "DetailView") { DetailView(pipeline: $0) }
    mediator.register(controller: "DetailController") { pipeline, _ in
      DetailController(pipeline: pipeline)
    }
    mediator.register(store: "DetailStore") { try DetailStore(environment: $0) }
    mediator.register(
      scene: "Detail",
      SceneParts(view: "DetailView", controller: "DetailController", store: "DetailStore"),
      contextKeys: ["photoID"])
    mediator.register(link: "Viewer", keys: viewerKeys)
    mediator.register(link: "photo", scene: "Detail", keys: ["photoID": String.self])
    return mediator
  }

  /// One mediator for every input: registering is not what is fuzzed.
  @MainActor static let shared = mediator()
}
