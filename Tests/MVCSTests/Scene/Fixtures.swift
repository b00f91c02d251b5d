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
