import Testing

@testable import MVCS

// Scenes for links, results and saved navigation: a Viewer whose store reads context of every
// type a link converts to, and a ScopePicker that hands its choice back to the Viewer.

enum SearchScope: String, Codable, Sendable, LinkValue {
  case all, favorites, recent
}

/// A value that is not `Encodable`, to put in a context that cannot be saved.
struct Unsaveable: Sendable {}

// MARK: - Viewer

@MainActor
final class ViewerPipeline: Pipeline {
  @Context var album = ""
  @Piped var page: Int?
  @Piped var zoom: Double?
  @Piped var isFavorite: Bool?
  @Piped var tags: [String]?
  @Piped var scope = SearchScope.all
  @Piped var photo: Photo?
}

@MainActor
final class ViewerView: SceneView {
  let pipeline: ViewerPipeline
  init(pipeline: ViewerPipeline) { self.pipeline = pipeline }
}

@MainActor
final class ViewerController: SceneController {
  let pipeline: ViewerPipeline
  let navigation: Navigation
  /// The results the picker handed back, in order.
  private(set) var receivedScopes: [SearchScope] = []
  /// Whether each result arrived on the main actor, checked at run time.
  private(set) var deliveredOnMainActor: [Bool] = []

  init(pipeline: ViewerPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func chooseScope(presenting scene: String = "ScopePicker") throws {
    try navigation.present(
      scene, context: ["scope": pipeline.scope.rawValue], expecting: SearchScope.self, by: self
    ) { controller, scope in
      controller.deliveredOnMainActor.append(Self.isOnMainActor())
      controller.receivedScopes.append(scope)
      controller.pipeline.scope = scope
    }
  }

  private nonisolated static func isOnMainActor() -> Bool {
    // Crashes off the main actor instead of returning false: a test would then fail loudly.
    MainActor.assumeIsolated { true }
  }
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
    pipeline.scope = try environment.valueIfPresent("scope", as: SearchScope.self) ?? .all
    pipeline.photo = try environment.valueIfPresent("photo", as: Photo.self)
  }
}

// MARK: - ScopePicker

@MainActor
final class ScopePickerPipeline: Pipeline {
  @Context var current = ""
}

@MainActor
final class ScopePickerView: SceneView {
  let pipeline: ScopePickerPipeline
  init(pipeline: ScopePickerPipeline) { self.pipeline = pipeline }
}

@MainActor
final class ScopePickerController: SceneController {
  let pipeline: ScopePickerPipeline
  let navigation: Navigation

  init(pipeline: ScopePickerPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func pick(_ scope: SearchScope) throws { try navigation.dismiss(with: scope) }
}

@MainActor
final class ScopePickerStore: SceneStore {
  let pipeline = ScopePickerPipeline()

  init(environment: SceneEnvironment) throws {
    pipeline.current = try environment.valueIfPresent("scope", as: String.self) ?? ""
  }
}

// MARK: - The mediator

/// The Search app's mediator with the Viewer and ScopePicker scenes added.
@MainActor
func makeNavigationMediator(log: EventLog = EventLog()) -> Mediator {
  let mediator = makeMediator(log: log)
  mediator.register(view: "ViewerView") { ViewerView(pipeline: $0) }
  mediator.register(controller: "ViewerController") {
    ViewerController(pipeline: $0, navigation: $1)
  }
  mediator.register(store: "ViewerStore") { try ViewerStore(environment: $0) }
  mediator.register(
    scene: "Viewer",
    SceneParts(view: "ViewerView", controller: "ViewerController", store: "ViewerStore"),
    contextKeys: ["album"])
  mediator.register(view: "ScopePickerView") { ScopePickerView(pipeline: $0) }
  mediator.register(controller: "ScopePickerController") {
    ScopePickerController(pipeline: $0, navigation: $1)
  }
  mediator.register(store: "ScopePickerStore") { try ScopePickerStore(environment: $0) }
  mediator.register(
    scene: "ScopePicker",
    SceneParts(
      view: "ScopePickerView", controller: "ScopePickerController", store: "ScopePickerStore"))
  return mediator
}

extension AssembledScene {
  var viewerPipeline: ViewerPipeline {
    get throws { try #require(pipeline as? ViewerPipeline) }
  }
  var viewerController: ViewerController {
    get throws { try #require(controller as? ViewerController) }
  }
  var pickerController: ScopePickerController {
    get throws { try #require(controller as? ScopePickerController) }
  }
}
