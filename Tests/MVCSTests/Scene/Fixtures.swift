import Testing

@testable import MVCS

// A small photo-search app: a Search scene (with a child pipeline for a subview and a substore
// for favorites) that navigates to a PhotoDetail scene. Every part records its lifecycle into a
// shared `EventLog`, and registers itself there so tests can check that it was deallocated.

struct Photo: Codable, Sendable, Equatable {
  let id: String
  let title: String
}

let samplePhotos = [
  Photo(id: "123", title: "cats on a mat"),
  Photo(id: "456", title: "cats in a hat"),
  Photo(id: "789", title: "dogs in a fog"),
]

// MARK: - Event log

/// Lifecycle events in order, and weak references to every part created.
@MainActor
final class EventLog {
  private final class WeakObject {
    weak var object: AnyObject?
    let name: String
    init(_ object: AnyObject, name: String) {
      self.object = object
      self.name = name
    }
  }

  private(set) var events: [String] = []
  private var objects: [WeakObject] = []

  func record(_ event: String) { events.append(event) }

  func track(_ object: AnyObject) {
    objects.append(WeakObject(object, name: String(describing: type(of: object))))
  }

  /// The type names of the tracked objects still alive.
  var liveObjects: [String] { objects.filter { $0.object != nil }.map(\.name) }

  /// How many objects were tracked in all.
  var trackedCount: Int { objects.count }

  func clear() { events.removeAll() }
}

/// Counts calls, such as how often a service is created.
@MainActor
final class CallCounter {
  private(set) var count = 0
  func increment() { count += 1 }
}

// MARK: - Pipelines

@MainActor
final class PhotoListPipeline: Pipeline {
  @Piped var photos: [Photo] = []
  @Piped var columns = 3
}

@MainActor
final class SearchPipeline: Pipeline {
  @Input var searchText = ""
  @Input var selectedIndex: Int?
  @Flag var requestFinished = false
  @Piped var photos: [Photo] = []
  @Context var selectedPhotoID: String?
  let photoList = PhotoListPipeline()
}

/// A pipeline unrelated to the search pipeline.
@MainActor
final class AlbumPipeline: Pipeline {
  @Piped var albumIDs: [String] = []
}

@MainActor
final class FavoritesPipeline: Pipeline {
  @Piped var ids: [String] = []
}

@MainActor
final class PhotoDetailPipeline: Pipeline {
  @Context var photoID = ""
  @Piped var title = ""
}

// MARK: - Services

/// Answers from a fixed list of photos: those whose title contains the query.
struct FakePhotoSearch: Service {
  var photos = samplePhotos
  func response(to query: String) async throws -> [Photo] {
    photos.filter { $0.title.contains(query) }
  }
}

/// Never answers: waits until its task is cancelled, then throws `CancellationError`.
struct HangingPhotoSearch: Service {
  func response(to query: String) async throws -> [Photo] {
    let (stream, continuation) = AsyncStream.makeStream(of: Never.self)
    for await _ in stream {}
    continuation.finish()  // Keeps the continuation alive, so the stream ends only when cancelled.
    try Task.checkCancellation()
    return []
  }
}

/// Looks up a photo's title by id.
struct FakePhotoLookup: Service {
  func response(to id: String) async throws -> String {
    samplePhotos.first { $0.id == id }?.title ?? "unknown"
  }
}

// MARK: - Search scene

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

// MARK: - PhotoDetail scene

@MainActor
final class PhotoDetailView: SceneView {
  let pipeline: PhotoDetailPipeline
  private(set) var shownTitle = ""

  init(pipeline: PhotoDetailPipeline, log: EventLog) {
    self.pipeline = pipeline
    log.record("detail view created")
    log.track(self)
  }

  func addObservers() {
    pipeline.observe(\.title, by: self) { view, change in view.shownTitle = change.newValue }
  }
}

@MainActor
final class PhotoDetailController: SceneController {
  let pipeline: PhotoDetailPipeline
  let navigation: Navigation

  init(pipeline: PhotoDetailPipeline, navigation: Navigation, log: EventLog) {
    self.pipeline = pipeline
    self.navigation = navigation
    log.track(self)
  }

  func close() throws { try navigation.dismiss() }
}

@MainActor
final class PhotoDetailStore: SceneStore {
  static let requiredContextKeys = ["photoID"]
  let pipeline = PhotoDetailPipeline()
  private let lookup: any Service<String, String>
  private let tasks: SceneTasks
  private let log: EventLog

  init(environment: SceneEnvironment, log: EventLog) throws {
    self.log = log
    pipeline.photoID = try environment.value("photoID", as: String.self)
    lookup = try environment.service("PhotoLookupService")
    tasks = environment.tasks
    log.record("detail store created for \(pipeline.photoID)")
    log.track(self)
    log.track(pipeline)
  }

  func start() {
    tasks.run { [pipeline, lookup] in
      pipeline.title = try await lookup.response(to: pipeline.photoID)
    }
  }

  func stop() { log.record("detail store stops") }
}

// MARK: - The mediator

let searchScene = SceneParts(
  view: "SearchView", controller: "SearchController", store: "SearchStore")
let detailScene = SceneParts(
  view: "PhotoDetailView", controller: "PhotoDetailController", store: "PhotoDetailStore")

/// A mediator with the whole app registered: the Search and PhotoDetail scenes, their
/// services and the Favorites storage.
@MainActor
func makeMediator(log: EventLog) -> Mediator {
  let mediator = Mediator()
  mediator.register(view: "SearchView") { SearchView(pipeline: $0, log: log) }
  mediator.register(controller: "SearchController") {
    SearchController(pipeline: $0, navigation: $1, log: log)
  }
  mediator.register(store: "SearchStore") { try SearchStore(environment: $0, log: log) }
  mediator.register(view: "PhotoDetailView") { PhotoDetailView(pipeline: $0, log: log) }
  mediator.register(controller: "PhotoDetailController") {
    PhotoDetailController(pipeline: $0, navigation: $1, log: log)
  }
  mediator.register(store: "PhotoDetailStore") { try PhotoDetailStore(environment: $0, log: log) }
  mediator.register(service: "SearchPhotoService") { FakePhotoSearch() }
  mediator.register(service: "PhotoLookupService") { FakePhotoLookup() }
  mediator.register(storage: "Favorites") { InMemoryStorage() }
  mediator.register(scene: "Search", searchScene, contextKeys: ["query"])
  mediator.register(scene: "PhotoDetail", detailScene, contextKeys: ["photoID"])
  return mediator
}

extension AssembledScene {
  /// Waits until the scene's tasks, and those of the scenes its navigator shows, are done.
  func waitUntilIdle() async {
    await tasks.waitUntilIdle()
    if let navigator = navigator as? RecordingNavigator {
      for scene in navigator.scenes { await scene.tasks.waitUntilIdle() }
    }
  }
}

extension AssembledScene {
  /// The pipeline of a Search scene.
  var searchPipeline: SearchPipeline {
    get throws { try #require(pipeline as? SearchPipeline) }
  }
}
