// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/SharedState.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/SharedState.md", line: 19)
import MVCS

struct Story: Codable, Sendable, Equatable {
  let id: Int
  let title: String
}

extension SharedKey where Value == [Story] {
  /// The starred stories, newest first.
  static let favorites = SharedKey(storage: "Favorites", key: "favorites", default: [])
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/SharedState.md", line: 36)
@MainActor final class StoryPipeline: Pipeline {
  @Piped var favorites: [Story] = []
  @Status var favoritesStatus: StorageStatus = .current
  @Input var starTapped = false
}

@MainActor final class StoryStore: SceneStore {
  static let requiredContextKeys = ["story"]
  static let requiredStorages = ["Favorites"]
  let pipeline = StoryPipeline()
  private let story: Story

  init(environment: SceneEnvironment) throws {
    story = try environment.value("story")
    try environment.bind(\.favorites, of: pipeline, to: .favorites, status: \.favoritesStatus)
  }

  func addObservers() {
    pipeline.observe(\.starTapped, by: self) { store, _ in store.toggleStar() }
  }

  private func toggleStar() {
    let favorites = pipeline.favorites
    pipeline.favorites =
      favorites.contains(story) ? favorites.filter { $0 != story } : [story] + favorites
  }
}

@MainActor final class FavoritesPipeline: Pipeline {
  @Piped var stories: [Story] = []
}

@MainActor final class FavoritesStore: SceneStore {
  static let requiredStorages = ["Favorites"]
  let pipeline = FavoritesPipeline()

  init(environment: SceneEnvironment) throws {
    try environment.bind(\.stories, of: pipeline, to: .favorites)
  }
}

@MainActor final class FavoritesView: SceneView {
  let pipeline: FavoritesPipeline
  init(pipeline: FavoritesPipeline) { self.pipeline = pipeline }
  func addObservers() {
    pipeline.observe(\.stories, by: self, initial: true) { _, change in
      print("Favourites:", change.newValue.map(\.title))
    }
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/SharedState.md", line: 92)
@MainActor final class StoryView: SceneView {
  let pipeline: StoryPipeline
  init(pipeline: StoryPipeline) { self.pipeline = pipeline }
}

@MainActor final class Stays<P: Pipeline>: SceneController {
  let pipeline: P
  init(pipeline: P) { self.pipeline = pipeline }
}

let favoritesStorage = InMemoryStorage()
let mediator = Mediator()
mediator.register(storage: "Favorites") { favoritesStorage }
mediator.register(store: "StoryStore") { try StoryStore(environment: $0) }
mediator.register(view: "StoryView") { StoryView(pipeline: $0) }
mediator.register(controller: "StoryController") { p, _ in Stays<StoryPipeline>(pipeline: p) }
mediator.register(scene: "Story", SceneParts(
  view: "StoryView", controller: "StoryController", store: "StoryStore"))
mediator.register(store: "FavoritesStore") { try FavoritesStore(environment: $0) }
mediator.register(view: "FavoritesView") { FavoritesView(pipeline: $0) }
mediator.register(controller: "FavoritesController") { p, _ in
  Stays<FavoritesPipeline>(pipeline: p)
}
mediator.register(scene: "Favorites", SceneParts(
  view: "FavoritesView", controller: "FavoritesController", store: "FavoritesStore"))

let list = try mediator.assemble(named: "Favorites")
let page = try mediator.assemble(
  named: "Story", context: ["story": Story(id: 42, title: "Owls at dusk")])
let story = page.pipeline as! StoryPipeline
story.starTapped = true
await mediator.waitUntilStored()
let stored = try await favoritesStorage.read(SharedKey.favorites)
print("Stored:", stored.map(\.title))
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/SharedState.md", line: 231)
struct StoryV1: Codable, Sendable { let id: Int }

extension SharedKey where Value == [Story] {
  static let favoritesV2 = SharedKey(
    storage: "Favorites", key: "favorites", default: [], version: 2,
    migrations: [
      .step(from: 0, decoding: [Int].self) { ids in ids.map { StoryV1(id: $0) } },
      .step(from: 1, decoding: [StoryV1].self) { old in
        old.map { Story(id: $0.id, title: "") }
      },
    ])
}

let storage: any Storage = InMemoryStorage()
try await storage.write([7, 42], forKey: "favorites")  // written by version 0 of the app
let upgraded = try await storage.read(SharedKey.favoritesV2)
print(upgraded.map(\.id))
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/SharedState.md", line: 268)
var batch = StorageBatch()
try batch.write([Story(id: 42, title: "Owls at dusk")], forKey: "favorites")
try batch.write(true, forKey: "starred/42")
try await storage.write(batch)
print(try await storage.keys(prefix: "starred/"))
try await storage.removeAll(prefix: "starred/")
print(try await storage.keys())
#sourceLocation()

