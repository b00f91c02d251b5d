import Foundation
import MVCS

// Two scenes of a small reader app that bind the same stored favourites, as a story page with
// a star and a favourites list would.

/// A value that is not `Equatable`: bindings compare it by its JSON.
struct ReadingPosition: Codable, Sendable {
  var story: String
  var offset: Int
}

extension SharedKey where Value == [String] {
  /// The starred story IDs.
  static let favorites = SharedKey(storage: "Favorites", key: "favorites", default: [])
}

extension SharedKey where Value == ReadingPosition {
  static let position = SharedKey(
    storage: "Favorites", key: "position", default: ReadingPosition(story: "", offset: 0))
}

@MainActor
final class ReaderPipeline: Pipeline {
  @Piped var favorites: [String] = ["not loaded"]
  @Status var favoritesStatus: StorageStatus = .current
  @Input var position = ReadingPosition(story: "", offset: 0)
  @Input var starTapped = ""
}

/// Binds `favorites` (with its status) and `position`; records what it saw.
@MainActor
final class ReaderStore: SceneStore {
  static let requiredStorages = ["Favorites"]
  let pipeline = ReaderPipeline()
  private(set) var favoritesAtStart: [String]?
  private(set) var favoritesSeenByObserver: [[String]] = []
  /// Whether each change of `position` is answered with a write one further on, which loops
  /// when two scenes do it.
  var movesOnEachPosition = false
  /// Whether each change of `favorites` is answered by writing them sorted.
  var sortsFavorites = false
  let favoritesBinding: SharedBinding

  init(environment: SceneEnvironment) throws {
    favoritesBinding = try environment.bind(
      \.favorites, of: pipeline, to: .favorites, status: \.favoritesStatus)
    try environment.bind(\.position, of: pipeline, to: .position)
  }

  func addObservers() {
    pipeline.observe(\.favorites, by: self) { store, change in
      store.favoritesSeenByObserver.append(change.newValue)
      if store.sortsFavorites { store.pipeline.favorites = change.newValue.sorted() }
    }
    pipeline.observe(\.starTapped, by: self) { store, change in
      let id = change.newValue
      let favorites = store.pipeline.favorites
      store.pipeline.favorites =
        favorites.contains(id) ? favorites.filter { $0 != id } : [id] + favorites
    }
    pipeline.observe(\.position, by: self) { store, change in
      guard store.movesOnEachPosition else { return }
      store.pipeline.position.offset = change.newValue.offset + 1
    }
  }

  func start() { favoritesAtStart = pipeline.favorites }
}

@MainActor
final class ReaderView: SceneView {
  let pipeline: ReaderPipeline
  init(pipeline: ReaderPipeline) { self.pipeline = pipeline }
}

@MainActor
final class ReaderController: SceneController {
  let pipeline: ReaderPipeline
  init(pipeline: ReaderPipeline, navigation: Navigation) { self.pipeline = pipeline }
}

/// An app whose "Reader" scene binds the favourites of the storage registered as "Favorites".
@MainActor
func readerApp(storage: @escaping @MainActor () -> some Storage) -> Mediator {
  let mediator = Mediator()
  mediator.register(view: "ReaderView") { ReaderView(pipeline: $0) }
  mediator.register(controller: "ReaderController") {
    ReaderController(pipeline: $0, navigation: $1)
  }
  mediator.register(store: "ReaderStore") { try ReaderStore(environment: $0) }
  mediator.register(
    scene: "Reader",
    SceneParts(view: "ReaderView", controller: "ReaderController", store: "ReaderStore"))
  mediator.register(storage: "Favorites", storage)
  return mediator
}

extension AssembledScene {
  var reader: ReaderPipeline { pipeline as! ReaderPipeline }
  var readerStore: ReaderStore { store as! ReaderStore }
}

// MARK: - A versioned key

struct Note: Codable, Sendable, Equatable {
  let text: String
}

extension SharedKey where Value == [Note] {
  /// Notes, stored as bare strings before version 1.
  static let notes = SharedKey(
    storage: "Favorites", key: "notes", default: [], version: 1,
    migrations: [.step(from: 0, decoding: [String].self) { $0.map { Note(text: $0) } }])
}

@MainActor
final class NotesPipeline: Pipeline {
  @Piped var notes: [Note] = []
  @Status var notesStatus: StorageStatus = .current
}

@MainActor
final class NotesStore: SceneStore {
  static let requiredStorages = ["Favorites"]
  let pipeline = NotesPipeline()
  private(set) var notesAtStart: [Note]?

  init(environment: SceneEnvironment) throws {
    try environment.bind(\.notes, of: pipeline, to: .notes, status: \.notesStatus)
  }

  func start() { notesAtStart = pipeline.notes }
}

@MainActor
final class NotesView: SceneView {
  let pipeline: NotesPipeline
  init(pipeline: NotesPipeline) { self.pipeline = pipeline }
}

@MainActor
final class NotesController: SceneController {
  let pipeline: NotesPipeline
  init(pipeline: NotesPipeline, navigation: Navigation) { self.pipeline = pipeline }
}

extension Mediator {
  /// Registers the "Notes" scene, which binds the versioned notes key.
  func registerNotes() {
    register(view: "NotesView") { NotesView(pipeline: $0) }
    register(controller: "NotesController") { NotesController(pipeline: $0, navigation: $1) }
    register(store: "NotesStore") { try NotesStore(environment: $0) }
    register(
      scene: "Notes",
      SceneParts(view: "NotesView", controller: "NotesController", store: "NotesStore"))
  }
}
