import MVCS
import MVCSTesting
import Testing

struct InMemoryStorageChangesTests {
  /// Every change a stream receives, collected until the storage is released.
  private func changes(
    of operations: (InMemoryStorage) async throws -> Void, consumers: Int = 1
  ) async throws -> [[StorageChange]] {
    var storage: InMemoryStorage? = InMemoryStorage()
    let streams = (0..<consumers).map { _ in storage!.changes() }
    try await operations(storage!)
    storage = nil  // finishes every stream
    var received: [[StorageChange]] = []
    for stream in streams {
      var changes: [StorageChange] = []
      for await change in stream { changes.append(change) }
      received.append(changes)
    }
    return received
  }

  @Test func announcesWritesRemovalsBatchesAndPrefixRemovalsInOrder() async throws {
    let received = try await changes { storage in
      try await storage.write(1, forKey: "a/1")
      try await storage.write(2, forKey: "e\u{301}")
      try await storage.remove(forKey: "a/1")
      var batch = StorageBatch()
      try batch.write(3, forKey: "a/2")
      try batch.write(4, forKey: "a/3")
      try batch.remove(forKey: "b")
      try await storage.write(batch)
      try await storage.removeAll(prefix: "a/")
    }
    #expect(
      received == [
        [
          .keys(["a/1"]), .keys(["\u{e9}"]), .keys(["a/1"]), .keys(["a/2", "a/3", "b"]),
          .keys(["a/2", "a/3"]),
        ]
      ])
  }

  @Test func everyConsumerReceivesEveryChange() async throws {
    let received = try await changes(
      of: { storage in
        try await storage.write("x", forKey: "one")
        try await storage.write("y", forKey: "two")
      }, consumers: 3)
    #expect(received == Array(repeating: [.keys(["one"]), .keys(["two"])], count: 3))
  }

  @Test func emptyBatchesAndPrefixesThatMatchNothingAreNotAnnounced() async throws {
    let received = try await changes { storage in
      try await storage.write(StorageBatch())
      try await storage.removeAll(prefix: "none/")
      try await storage.write(1, forKey: "last")
    }
    #expect(received == [[.keys(["last"])]])
  }

  @Test func readsSynchronouslyWhatWasWritten() async throws {
    let storage = InMemoryStorage()
    try await storage.write(["p1"], forKey: "favorites")
    #expect(try storage.readSynchronously([String].self, forKey: "favorites") == ["p1"])
    #expect(try storage.readSynchronously(Int.self, forKey: "missing") == nil)
    #expect(throws: StorageError.invalidKey("")) {
      try storage.readSynchronously(Int.self, forKey: "")
    }
  }
}
