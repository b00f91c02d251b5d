@testable import MVCS

// The Search scene of the fixture app (see Fixtures.swift): a view with a subview on a child
// pipeline, a controller, a store with a favorites substore, and stores that misbehave.

@MainActor
final class PhotoListView {
  let pipeline: PhotoListPipeline
  private(set) var shownPhotos: [Photo] = []

  init(pipeline: PhotoListPipeline, log: EventLog) {
    self.pipeline = pipeline
    log.record("subview created")
    log.track(self)
  }

  func addObservers() {
    pipeline.observe(\.photos, by: self) { view, change in view.shownPhotos = change.newValue }
  }
}

@MainActor
final class SearchView: SceneView {
  let pipeline: SearchPipeline
  let photoList: PhotoListView
  private let log: EventLog
  private(set) var reloadCount = 0

  init(pipeline: SearchPipeline, log: EventLog) {
    self.pipeline = pipeline
    self.log = log
    log.record("view created")
    photoList = PhotoListView(pipeline: pipeline.photoList, log: log)
    log.track(self)
  }

  func addObservers() {
    log.record("view observes")
    pipeline.observe(\.requestFinished, by: self) { view, _ in view.reloadCount += 1 }
    photoList.addObservers()
  }

  func userTyped(_ text: String) { pipeline.searchText = text }
  func userSelected(_ index: Int) { pipeline.selectedIndex = index }
}

@MainActor
final class SearchController: SceneController {
  let pipeline: SearchPipeline
  let navigation: Navigation
  private let log: EventLog
  private(set) var navigationErrors: [any Error] = []

  init(pipeline: SearchPipeline, navigation: Navigation, log: EventLog) {
    self.pipeline = pipeline
    self.navigation = navigation
    self.log = log
    log.record("controller created")
    log.track(self)
  }

  func addObservers() {
    log.record("controller observes")
    pipeline.observe(\.selectedIndex, by: self) { controller, change in
      controller.showPhoto(at: change.newValue)
    }
  }

  private func showPhoto(at index: Int?) {
    guard let index, pipeline.photos.indices.contains(index) else { return }
    let id = pipeline.photos[index].id
    pipeline.selectedPhotoID = id
    do {
      try navigation.show("PhotoDetail", context: ["photoID": id])
    } catch {
      navigationErrors.append(error)
    }
  }
}

@MainActor
final class FavoritesStore: SceneStore {
  let pipeline = FavoritesPipeline()
  private let storage: any Storage
  private let tasks: SceneTasks
  private let log: EventLog

  init(environment: SceneEnvironment, log: EventLog) throws {
    self.log = log
    storage = try environment.storage("Favorites")
    tasks = environment.tasks
    log.record("substore created")
    log.track(self)
    log.track(pipeline)
  }

  func addObservers() { log.record("substore observes") }

  func start() {
    log.record("substore starts")
    tasks.run { [pipeline, storage] in
      pipeline.ids = try await storage.read([String].self, forKey: "ids") ?? []
    }
  }

  func stop() { log.record("substore stops") }
}

@MainActor
final class SearchStore: SceneStore {
  static let requiredContextKeys = ["query"]
  static let requiredServices = ["SearchPhotoService"]
  static let requiredStorages = ["Favorites"]  // its substore's
  let pipeline = SearchPipeline()
  let favorites: FavoritesStore
  private let search: any Service<String, [Photo]>
  private let tasks: SceneTasks
  private let log: EventLog

  init(environment: SceneEnvironment, log: EventLog) throws {
    self.log = log
    log.record("store created")
    pipeline.searchText = try environment.value("query", as: String.self)
    search = try environment.service("SearchPhotoService")
    tasks = environment.tasks
    favorites = try FavoritesStore(
      environment: environment.forSubstore(named: "FavoritesStore"), log: log)
    try pipeline.attach(favorites.pipeline, as: "favorites")
    log.track(self)
    log.track(pipeline)
  }

  var substores: [any SceneStore] { [favorites] }

  func addObservers() {
    log.record("store observes")
    pipeline.observe(\.searchText, by: self) { store, _ in store.fetch() }
  }

  func start() {
    log.record("store starts")
    fetch()
  }

  func stop() { log.record("store stops") }

  private func fetch() {
    tasks.run { [pipeline, search, log] in
      do {
        let photos = try await search.response(to: pipeline.searchText)
        pipeline.photos = photos
        pipeline.photoList.photos = photos
        pipeline.requestFinished = true
      } catch is CancellationError {
        log.record("search cancelled")
      }
    }
  }
}

/// A view that works with a superclass of the store's pipeline: any pipeline at all.
@MainActor
final class PipelineInspectorView: SceneView {
  let pipeline: Pipeline
  init(pipeline: Pipeline) { self.pipeline = pipeline }
}

/// A view for another pipeline type, to make a scene whose parts disagree.
@MainActor
final class AlbumView: SceneView {
  let pipeline: AlbumPipeline
  init(pipeline: AlbumPipeline) { self.pipeline = pipeline }
}

/// The error a store's initialiser throws on its own.
struct QuotaExceeded: Error, Equatable {
  let limit: Int
}

@MainActor
final class FailingStore: SceneStore {
  let pipeline = SearchPipeline()

  init(environment: SceneEnvironment, log: EventLog) throws {
    environment.tasks.run {
      let (stream, continuation) = AsyncStream.makeStream(of: Never.self)
      for await _ in stream {}
      continuation.finish()
      log.record("failing store task ended, cancelled: \(Task.isCancelled)")
    }
    throw QuotaExceeded(limit: 3)
  }
}

/// Selects the first photo as soon as it starts, so its controller navigates while the scene is
/// still being assembled.
@MainActor
final class PreselectingSearchStore: SceneStore {
  let pipeline = SearchPipeline()

  func start() {
    pipeline.photos = samplePhotos
    pipeline.selectedIndex = 0
  }
}

/// Observes another scene's pipeline, passed in the context under "search".
@MainActor
final class SelectionWatcherStore: SceneStore {
  static let requiredContextKeys = ["search"]
  let pipeline = PhotoDetailPipeline()
  private let search: SearchPipeline
  private(set) var selections: [Int?] = []

  init(environment: SceneEnvironment) throws {
    search = try environment.value("search", as: SearchPipeline.self)
  }

  func addObservers() {
    search.observe(\.selectedIndex, by: self) { store, change in
      store.selections.append(change.newValue)
    }
  }
}
