import Foundation
import Testing

@testable import MVCS

/// Many writes from scenes and from code holding the storage, interleaved: afterwards every
/// scene shows what is stored.
@MainActor
struct SharedBindingStressTests {
  /// A small deterministic generator, so that a failure can be replayed.
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// With the test storage, the hub reads every announced key back; with `InMemoryStorage`,
  /// whose feed announces each of its writes once, it takes the announcement of its own write
  /// without a read, and must still read another holder's write made meanwhile.
  @Test(arguments: [1, 2, 3, 4], [false, true])
  func everySceneEndsOnTheStoredValue(seed: UInt64, feedBacked: Bool) async throws {
    let storage: any SynchronousStorage
    let app: Mediator
    if feedBacked {
      let memory = InMemoryStorage()
      (storage, app) = (memory, readerApp { memory })
    } else {
      let test = SharedTestStorage()
      (storage, app) = (test, readerApp { test })
    }
    let scenes = try (0..<3).map { _ in try app.assemble(named: "Reader") }
    scenes[1].readerStore.sortsFavorites = true
    var random = Generator(state: seed)
    var outside: [Task<Void, any Error>] = []
    for step in 0..<300 {
      let value = (0..<random.next(3)).map { _ in "s\(random.next(5))" } + ["\(step)"]
      switch random.next(6) {
      case 0:
        // Code holding the storage, not awaited, so that its write lands among the hub's.
        outside.append(Task { try await storage.write(value, forKey: "favorites") })
      case 1:
        await Task.yield()
      case 2 where random.next(10) == 0:
        await app.waitUntilStored()
      default:
        scenes[random.next(3)].reader.favorites = value
      }
    }
    for task in outside { try await task.value }
    await app.waitUntilStored()
    let stored = try #require(try storage.readSynchronously([String].self, forKey: "favorites"))
    for scene in scenes {
      #expect(scene.reader.favorites == stored)
      #expect(scene.reader.favoritesStatus == .current)
    }
    for scene in scenes { scene.tearDown() }
  }
}
