import Foundation
import MVCS
import MVCSSQLite
import MVCSTestSupport
import Testing

#if os(macOS) || os(Linux) || os(Windows)

  /// A key written by another process reaches a pipeline property bound to it, in a live scene,
  /// for both storages that can be shared between processes.
  @MainActor
  struct OtherProcessBindingTests {
    @MainActor final class FavoritesPipeline: Pipeline {
      @Piped var ids: [String] = []
    }

    @MainActor final class FavoritesStore: SceneStore {
      static let requiredStorages = ["Favorites"]
      static let ids = SharedKey<[String]>(storage: "Favorites", key: "favorites/ids", default: [])
      let pipeline = FavoritesPipeline()

      init(environment: SceneEnvironment) throws {
        try environment.bind(\.ids, of: pipeline, to: Self.ids)
      }
    }

    @MainActor final class FavoritesView: SceneView {
      let pipeline: FavoritesPipeline
      init(pipeline: FavoritesPipeline) { self.pipeline = pipeline }
    }

    @MainActor final class FavoritesController: SceneController {
      let pipeline: FavoritesPipeline
      init(pipeline: FavoritesPipeline) { self.pipeline = pipeline }
    }

    /// Collects the values a property takes, for awaiting one of them.
    @MainActor final class Watcher {
      var values: AsyncStream<[String]>.Continuation?
    }

    @Test(arguments: ["file", "sqlite"])
    func anotherProcesssWriteReachesABoundProperty(backend: String) async throws {
      let folder = FileManager.default.temporaryDirectory
        .appending(path: "mvcs-bound-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let (storage, location) = try OtherProcessChangesTests.storage(backend, in: folder)
      try await storage.write(["p0"], forKey: "favorites/ids")

      let mediator = Mediator()
      if let sqlite = storage as? SQLiteStorage {
        mediator.register(storage: "Favorites") { sqlite }
      } else if let files = storage as? FileStorage {
        mediator.register(storage: "Favorites") { files }
      }
      mediator.register(store: "FavoritesStore") { try FavoritesStore(environment: $0) }
      mediator.register(view: "FavoritesView") { FavoritesView(pipeline: $0) }
      mediator.register(controller: "FavoritesController") { pipeline, _ in
        FavoritesController(pipeline: pipeline)
      }
      mediator.register(
        scene: "Favorites",
        SceneParts(
          view: "FavoritesView", controller: "FavoritesController", store: "FavoritesStore"))
      let scene = try mediator.assemble(named: "Favorites")
      defer { scene.tearDown() }
      let pipeline = try #require(scene.pipeline as? FavoritesPipeline)
      #expect(pipeline.ids == ["p0"])  // loaded before start

      let watcher = Watcher()
      let (values, continuation) = AsyncStream.makeStream(of: [String].self)
      watcher.values = continuation
      pipeline.observe(\.ids, by: watcher) { watcher, change in
        watcher.values?.yield(change.newValue)
      }
      try await OtherProcessChangesTests.set(backend, location, ["favorites/ids", #"["p1","p2"]"#])
      let arrived = await Self.first(of: values, equalTo: ["p1", "p2"])
      #expect(arrived, "the other process's value did not reach the bound property in time")
      #expect(pipeline.ids == ["p1", "p2"])
    }

    /// Whether `stream` yields `expected` within ``ChangeAwaiting/hangGuard``: a guard against a
    /// hang, not a measure of speed (the benchmark measures how soon it arrives).
    static func first(of stream: AsyncStream<[String]>, equalTo expected: [String]) async -> Bool {
      await withTaskGroup(of: Bool.self) { group in
        group.addTask {
          for await value in stream where value == expected { return true }
          return false
        }
        group.addTask {
          try? await Task.sleep(for: ChangeAwaiting.hangGuard)
          return false
        }
        let first = await group.next() ?? false
        group.cancelAll()
        return first
      }
    }
  }

#endif
