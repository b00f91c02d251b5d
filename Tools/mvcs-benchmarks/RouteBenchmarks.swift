import MVCS

// What a typed route costs over the names underneath: a navigation by route turns the route
// into context values, and its store reads them back as the route; by name, the caller builds
// the context and the store reads each key.

/// The benchmarked route: three keys, one optional.
struct BenchRoute: SceneRoute {
  static let scene = "RoutedStory"
  var id: Int
  var title: String
  var highlight: String?
}

@MainActor final class RoutedStore: SceneStore {
  static var requiredContextKeys: [String] { BenchRoute.requiredContextKeys }
  let pipeline = ListPipeline()
  init(environment: SceneEnvironment) throws {
    let route = try environment.route(BenchRoute.self)
    pipeline.results = route.id &+ route.title.utf8.count &+ (route.highlight?.utf8.count ?? 0)
  }
}

@MainActor final class NamedStore: SceneStore {
  static let requiredContextKeys = ["id", "title"]
  let pipeline = ListPipeline()
  init(environment: SceneEnvironment) throws {
    let id = try environment.value("id", as: Int.self)
    let title = try environment.value("title", as: String.self)
    let highlight = try environment.valueIfPresent("highlight", as: String.self)
    pipeline.results = id &+ title.utf8.count &+ (highlight?.utf8.count ?? 0)
  }
}

extension Bench {
  /// Times showing and dismissing a scene by its route against the same scene, parts and
  /// context by name, through a `RecordingNavigator`.
  func measureRoutes() async throws {
    let mediator = Mediator.benchmarked()
    mediator.register(store: "RoutedStore") { try RoutedStore(environment: $0) }
    mediator.register(store: "NamedStore") { try NamedStore(environment: $0) }
    mediator.register(
      BenchRoute.self,
      SceneParts(view: "MinimalView", controller: "MinimalController", store: "RoutedStore"))
    mediator.register(
      scene: "NamedStory",
      SceneParts(view: "MinimalView", controller: "MinimalController", store: "NamedStore"),
      contextKeys: ["highlight", "id", "title"])
    try mediator.validate()
    let navigator = RecordingNavigator(mediator: mediator)
    let navigation = Navigation(navigator)
    let overCase = BenchCase("show + dismiss by route, 3 keys") { n, _ in
      for index in 0..<n {
        try navigation.show(BenchRoute(id: index, title: "Owl", highlight: "dusk"))
        try navigation.dismiss()
      }
    }
    let underCase = BenchCase("show + dismiss by name, the same context") { n, _ in
      for index in 0..<n {
        try navigation.show(
          "NamedStory", context: ["id": index, "title": "Owl", "highlight": "dusk"])
        try navigation.dismiss()
      }
    }
    try await measureRatio(
      "navigation by route ÷ by name", target: 1.5, case: overCase, floor: underCase)
  }
}
