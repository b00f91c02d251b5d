import Foundation
import MVCS
import Testing

@testable import MVCSTesting

/// The fake storage of a scene test reads synchronously, announces every change, and fails the
/// writes of a key when the test says so.
@MainActor
struct RecordingStorageTests {
  static let failure = FakeStorageError.failedWrite(storage: "Favorites", key: "favorites")

  @Test func readsAPreloadedValueSynchronously() async throws {
    let storage = RecordingStorage(name: "Favorites")
    try await storage.preload(["p1"], forKey: "favorites")
    try await storage.preload(json: .array([.string("p2")]), forKey: "recent")
    let synchronous: any SynchronousStorage = storage
    #expect(try synchronous.readSynchronously([String].self, forKey: "favorites") == ["p1"])
    #expect(try synchronous.readSynchronously([String].self, forKey: "recent") == ["p2"])
    #expect(try synchronous.readSynchronously([String].self, forKey: "missing") == nil)
  }

  @Test func announcesWritesRemovalsAndBatchesWithTheirKeys() async throws {
    let storage = RecordingStorage(name: "Favorites")
    var changes = storage.changes().makeAsyncIterator()
    try await storage.write(["p1"], forKey: "favorites")
    try await storage.remove(forKey: "favorites")
    var batch = StorageBatch()
    try batch.write(1, forKey: "a")
    try batch.remove(forKey: "b")
    try await storage.write(batch)
    try await storage.preload(2, forKey: "c")  // another holder's write is announced too
    #expect(await changes.next() == .keys(["favorites"]))
    #expect(await changes.next() == .keys(["favorites"]))
    #expect(await changes.next() == .keys(["a", "b"]))
    #expect(await changes.next() == .keys(["c"]))
  }

  @Test func failedWriteThrowsChangesNothingAndIsNotRecorded() async throws {
    let storage = RecordingStorage(name: "Favorites")
    try await storage.preload(["p1"], forKey: "favorites")
    storage.failWrites(forKey: "favorites")
    await #expect(throws: Self.failure) { try await storage.write(["p2"], forKey: "favorites") }
    await #expect(throws: Self.failure) { try await storage.remove(forKey: "favorites") }
    #expect(try await storage.read([String].self, forKey: "favorites") == ["p1"])
    #expect(storage.writes.isEmpty)
    // Other keys still write.
    try await storage.write(["x"], forKey: "recent")
    #expect(storage.writes.map(\.description) == [#"Favorites recent = ["x"]"#])
  }

  @Test func batchOrPrefixRemovalTouchingAFailingKeyChangesNothing() async throws {
    let storage = RecordingStorage(name: "Favorites")
    try await storage.preload(["p1"], forKey: "favorites")
    try await storage.preload(1, forKey: "fa")
    storage.failWrites(forKey: "favorites")
    var batch = StorageBatch()
    try batch.write(2, forKey: "fa")
    try batch.write(["p2"], forKey: "favorites")
    await #expect(throws: Self.failure) { try await storage.write(batch) }
    await #expect(throws: Self.failure) { try await storage.removeAll(prefix: "fa") }
    #expect(try await storage.read(Int.self, forKey: "fa") == 1)
    #expect(try await storage.read([String].self, forKey: "favorites") == ["p1"])
    #expect(storage.writes.isEmpty)
  }

  @Test func writesSucceedAgainAfterSucceedWrites() async throws {
    let storage = RecordingStorage(name: "Favorites")
    storage.failWrites(forKey: "favorites")
    storage.succeedWrites(forKey: "favorites")
    try await storage.write(["p2"], forKey: "favorites")
    #expect(try await storage.read([String].self, forKey: "favorites") == ["p2"])
  }

  @Test func failingKeysCompareCanonically() async throws {
    let storage = RecordingStorage(name: "Favorites")
    storage.failWrites(forKey: "caf\u{E9}")
    await #expect(throws: FakeStorageError.self) {
      try await storage.write(1, forKey: "cafe\u{301}")
    }
  }

  @Test func preloadIsStoredEvenWhenWritesFail() async throws {
    let storage = RecordingStorage(name: "Favorites")
    storage.failWrites(forKey: "favorites")
    try await storage.preload(["p3"], forKey: "favorites")
    #expect(try await storage.read([String].self, forKey: "favorites") == ["p3"])
  }

  @Test func fakeFailureSaysItIsTheTestsAndHowToStopIt() {
    #expect(
      Self.failure.description
        == #"a fake failure: the test made writes of "favorites" to the storage "Favorites" fail "#
        + "with failWrites(forKey:) (in a script, `storage Favorites fails writes favorites`); "
        + "succeedWrites(forKey:) lets them succeed again")
  }
}
