import Foundation
import MVCS
import Testing

@testable import MVCSTesting

/// A scene test sees each operation of a batch, and each key of a prefix removal, as a write.
@MainActor
struct RecordingStorageBatchTests {
  @Test func recordsEveryOperationOfABatchInOrder() async throws {
    let storage = RecordingStorage(name: "Favorites")
    var batch = StorageBatch()
    try batch.write(["p1"], forKey: "favorites")
    try batch.remove(forKey: "starred/p2")
    try await storage.write(batch)
    #expect(
      storage.writes.map(\.description) == [
        #"Favorites favorites = ["p1"]"#, "Favorites starred/p2 removed",
      ])
  }

  @Test func recordsARemovalForEachKeyRemovedByPrefix() async throws {
    let storage = RecordingStorage(name: "Favorites")
    try await storage.preload(1, forKey: "starred/p1")
    try await storage.preload(1, forKey: "starred/p2")
    try await storage.preload(1, forKey: "starred")
    try await storage.removeAll(prefix: "starred/")
    #expect(
      storage.writes.map(\.description) == [
        "Favorites starred/p1 removed", "Favorites starred/p2 removed",
      ])
    #expect(try await storage.keys() == ["starred"])
  }
}
