import MVCS

// A small app to test bound stored values against: a photo's page with a star that adds the
// photo to, or removes it from, a list of favourites bound to the "Favorites" storage.

extension SharedKey where Value == [String] {
  /// The starred photos' IDs, newest first.
  static let favoriteIDs = SharedKey(storage: "Favorites", key: "favorites", default: [])
}

extension SharedKey where Value == Int {
  /// How many photos are starred, kept beside them.
  static let favoriteCount = SharedKey(storage: "Favorites", key: "count", default: 0)
}

@MainActor final class StarPipeline: Pipeline {
  @Piped var favorites: [String] = []
  @Status var favoritesStatus: StorageStatus = .current
  @Input var starToggled = false
  /// The favourites the store saw when it started: the bound value is there before `start()`.
  @Piped var favoritesAtStart: [String] = []
}

/// Toggles its photo in the favourites.
@MainActor final class StarStore: SceneStore {
  let pipeline = StarPipeline()
  private let photoID: String

  init(environment: SceneEnvironment) throws {
    photoID = try environment.value("photoID")
    try environment.bind(
      \.favorites, of: pipeline, to: .favoriteIDs, status: \.favoritesStatus)
  }

  func addObservers() {
    pipeline.observe(\.starToggled, by: self) { store, _ in
      let favorites = store.pipeline.favorites
      store.pipeline.favorites =
        favorites.contains(store.photoID)
        ? favorites.filter { $0 != store.photoID } : [store.photoID] + favorites
    }
  }

  func start() { pipeline.favoritesAtStart = pipeline.favorites }
}

@MainActor final class CounterPipeline: Pipeline {
  @Piped var favorites: [String] = []
  @Piped var count = 0
}

/// Counts the favourites in a task of its own, and stores the count: work that a delivery
/// starts, and that writes the storage once it ends.
@MainActor final class CounterStore: SceneStore {
  let pipeline = CounterPipeline()
  private let tasks: SceneTasks

  init(environment: SceneEnvironment) throws {
    tasks = environment.tasks
    try environment.bind(\.favorites, of: pipeline, to: .favoriteIDs)
    try environment.bind(\.count, of: pipeline, to: .favoriteCount)
  }

  func addObservers() {
    pipeline.observe(\.favorites, by: self) { store, change in
      _ = store.tasks.run { [pipeline = store.pipeline] in
        // Work that takes several turns of the main actor.
        for _ in 0..<20 { await Task.yield() }
        pipeline.count = change.newValue.count
      }
    }
  }
}

@MainActor final class CounterView: SceneView {
  let pipeline: CounterPipeline
  init(pipeline: CounterPipeline) { self.pipeline = pipeline }
}

@MainActor final class CounterController: SceneController {
  let pipeline: CounterPipeline
  init(pipeline: CounterPipeline) { self.pipeline = pipeline }
}

@MainActor final class StarView: SceneView {
  let pipeline: StarPipeline
  init(pipeline: StarPipeline) { self.pipeline = pipeline }
}

@MainActor final class StarController: SceneController {
  let pipeline: StarPipeline
  init(pipeline: StarPipeline) { self.pipeline = pipeline }
}

extension Mediator {
  /// The star scene's registrations, as the app would make them.
  static func favoritesApp() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "StarView") { StarView(pipeline: $0) }
    mediator.register(controller: "StarController") { pipeline, _ in
      StarController(pipeline: pipeline)
    }
    mediator.register(store: "StarStore") { try StarStore(environment: $0) }
    mediator.register(view: "CounterView") { CounterView(pipeline: $0) }
    mediator.register(controller: "CounterController") { pipeline, _ in
      CounterController(pipeline: pipeline)
    }
    mediator.register(store: "CounterStore") { try CounterStore(environment: $0) }
    mediator.register(
      scene: "Counter",
      SceneParts(view: "CounterView", controller: "CounterController", store: "CounterStore"))
    mediator.register(storage: "Favorites") { InMemoryStorage() }
    mediator.register(
      scene: "Star", SceneParts(view: "StarView", controller: "StarController", store: "StarStore"),
      contextKeys: ["photoID"])
    return mediator
  }
}
