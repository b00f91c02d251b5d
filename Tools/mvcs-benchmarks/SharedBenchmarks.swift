import Foundation
import MVCS
import MVCSSQLite

// A stored value bound in ten scenes: what a write of it costs beyond the storage write.

extension SharedKey where Value == BenchProfile {
  /// The benchmarked key.
  static let benchProfile = SharedKey(
    storage: "Profiles", key: "profile",
    default: BenchProfile(id: 0, name: "Ann Example", tags: ["admin", "beta"]))
}

@MainActor final class SharedPipeline: Pipeline {
  @Piped var profile = BenchProfile(id: 0, name: "", tags: [])
}

/// Binds `profile` and observes it, as a view showing the value would.
@MainActor final class SharedStore: SceneStore {
  static let requiredStorages = ["Profiles"]
  let pipeline = SharedPipeline()
  private(set) var seen = 0

  init(environment: SceneEnvironment) throws {
    try environment.bind(\.profile, of: pipeline, to: .benchProfile)
  }

  func addObservers() {
    pipeline.observe(\.profile, by: self) { store, change in store.seen &+= change.newValue.id }
  }
}

/// The view and the controller of the bound scenes, which add nothing.
@MainActor final class SharedPart: SceneView, SceneController {
  let pipeline: SharedPipeline
  init(pipeline: SharedPipeline) { self.pipeline = pipeline }
  func addObservers() {}
}

extension Bench {
  /// Times a write of a property bound in 10 live scenes (delivered to the other 9, written to
  /// a SQLiteStorage, awaited with `waitUntilStored()`) against the same write to a
  /// SQLiteStorage that nothing binds or follows, both from the main actor.
  func measureShared() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "mvcs-bench-shared-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let storage = try SQLiteStorage(at: folder.appending(path: "shared.sqlite"))
    // The floor: the same write to a storage of its own, which no scene binds or follows.
    let alone: any Storage = try SQLiteStorage(at: folder.appending(path: "alone.sqlite"))
    let mediator = Mediator()
    mediator.register(storage: "Profiles") { storage }
    mediator.register(view: "SharedView") { SharedPart(pipeline: $0) }
    mediator.register(controller: "SharedController") { pipeline, _ in
      SharedPart(pipeline: pipeline)
    }
    mediator.register(store: "SharedStore") { try SharedStore(environment: $0) }
    let parts = SceneParts(view: "SharedView", controller: "SharedController", store: "SharedStore")
    let scenes = try (0..<10).map { _ in try mediator.assemble(parts) }
    defer { for scene in scenes { scene.tearDown() } }
    let writer = scenes[0].pipeline as! SharedPipeline
    func profile(_ id: Int) -> BenchProfile {
      BenchProfile(id: id, name: "Ann Example", tags: ["admin", "beta"])
    }

    // The two take turns, so that a busy machine slows both sides of the ratio alike.
    var next = 0
    let overCase = BenchCase("bound write, 10 scenes, until waitUntilStored()") { n, _ in
      for _ in 0..<n {
        next &+= 1
        writer.profile = profile(next)
        await mediator.waitUntilStored()
      }
    }
    let underCase = BenchCase("SQLiteStorage write, unbound, main actor") { n, _ in
      for _ in 0..<n {
        next &+= 1
        try await alone.write(profile(next), for: .benchProfile)
      }
    }
    try await measureRatio(
      "bound write to 10 scenes + waitUntilStored ÷ storage write", target: 3, case: overCase,
      floor: underCase)
    sink(scenes.map { ($0.store as! SharedStore).seen }.reduce(0, &+))
  }
}
