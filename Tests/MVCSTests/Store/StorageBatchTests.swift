import Foundation
import MVCS
import Testing

struct StorageBatchTests {
  @Test func laterOperationOnAKeyReplacesTheEarlierOne() throws {
    var batch = StorageBatch()
    try batch.write(1, forKey: "caf\u{E9}")
    try batch.write(2, forKey: "other")
    try batch.remove(forKey: "cafe\u{301}")
    #expect(
      batch.operations == [.remove(key: "cafe\u{301}"), .write(key: "other", json: Data("2".utf8))])
  }

  @Test func refusesEmptyKeysAndUnencodableValuesWithoutChangingTheBatch() throws {
    var batch = StorageBatch()
    try batch.write(1, forKey: "a")
    #expect(throws: StorageError.invalidKey("")) { try batch.write(2, forKey: "") }
    #expect(throws: StorageError.invalidKey("")) { try batch.remove(forKey: "") }
    #expect(throws: StorageError.self) { try batch.write(Double.nan, forKey: "a") }
    #expect(batch.operations == [.write(key: "a", json: Data("1".utf8))])
  }
}

struct InMemoryStorageBatchTests {
  @Test func batchWritesAndRemovesEveryKey() async throws {
    let storage = InMemoryStorage()
    try await storage.write("old", forKey: "gone")
    try await storage.write("old", forKey: "kept")
    var batch = StorageBatch()
    try batch.write("new", forKey: "kept")
    try batch.write(["p1"], forKey: "added")
    try batch.remove(forKey: "gone")
    try await storage.write(batch)
    #expect(try await storage.read(String.self, forKey: "kept") == "new")
    #expect(try await storage.read([String].self, forKey: "added") == ["p1"])
    #expect(try await storage.read(String.self, forKey: "gone") == nil)
  }

  @Test func batchWithAnEmptyKeyChangesNothing() async throws {
    let storage = InMemoryStorage()
    try await storage.write("old", forKey: "a")
    let batch = StorageBatch(unchecked: [
      .write(key: "a", json: Data(#""new""#.utf8)), .remove(key: ""),
    ])
    await #expect(throws: StorageError.invalidKey("")) { try await storage.write(batch) }
    #expect(try await storage.read(String.self, forKey: "a") == "old")
  }

  @Test func keysListsCanonicalKeysWithThePrefixSortedByBytes() async throws {
    let storage = InMemoryStorage()
    for key in ["b/2", "b/10", "b", "bb/1", "a/1", "b/cafe\u{301}", "b/%_", "b/\u{10FFFF}"] {
      try await storage.write(1, forKey: key)
    }
    #expect(
      await storage.keys(prefix: "b/")
        == ["b/%_", "b/10", "b/2", "b/caf\u{E9}", "b/\u{10FFFF}"])
    #expect(await storage.keys(prefix: "b/%") == ["b/%_"])
    #expect(try await storage.keys().count == 8)
    // By Unicode scalars: "é" does not start with "e".
    #expect(await storage.keys(prefix: "b/cafe") == [])
  }

  @Test func removeAllRemovesOnlyThePrefix() async throws {
    let storage = InMemoryStorage()
    for key in ["a", "a/x", "a/y/z", "ab", "b/a/"] {
      try await storage.write(1, forKey: key)
    }
    try await storage.removeAll(prefix: "a/")
    #expect(try await storage.keys() == ["a", "ab", "b/a/"])
    await #expect(throws: StorageError.invalidKey("")) { try await storage.removeAll(prefix: "") }
    #expect(try await storage.keys().count == 3)
  }
}

/// A storage written before batches and listing: only the three original requirements.
private actor LegacyStorage: Storage {
  var values: [String: Data] = [:]
  var failingKey: String?

  func failWrites(to key: String) { failingKey = key }

  func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) throws -> Value? {
    guard !key.isEmpty else { throw StorageError.invalidKey(key) }
    return try values[key].map { try JSONDecoder().decode(type, from: $0) }
  }

  func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) throws {
    guard !key.isEmpty else { throw StorageError.invalidKey(key) }
    if key == failingKey { throw CocoaError(.fileWriteNoPermission) }
    values[key] = try JSONEncoder().encode(value)
  }

  func remove(forKey key: String) throws {
    guard !key.isEmpty else { throw StorageError.invalidKey(key) }
    values[key] = nil
  }
}

struct StorageDefaultsTests {
  @Test func defaultKeysSaysTheStorageCannotListAndHowToFix() async {
    let storage = LegacyStorage()
    do {
      _ = try await storage.keys()
      Issue.record("keys() did not throw.")
    } catch let error as StorageUnsupportedError {
      #expect(
        error == StorageUnsupportedError(operation: "keys(prefix:)", storage: "LegacyStorage"))
      #expect(
        error.description == """
          LegacyStorage does not implement keys(prefix:), which cannot be built from read, write \
          and remove. To fix, implement keys(prefix:) in LegacyStorage (its conformance check in \
          MVCSTesting's StorageConformance says what it must do), or use a storage that has it, \
          such as InMemoryStorage, FileStorage or SQLiteStorage.
          """)
    } catch {
      Issue.record("Unexpected error: \(error)")
    }
    await #expect(throws: StorageUnsupportedError.self) {
      try await storage.removeAll(prefix: "a")
    }
  }

  @Test func defaultBatchAppliesEveryOperation() async throws {
    let storage = LegacyStorage()
    try await storage.write(["old"], forKey: "gone")
    var batch = StorageBatch()
    try batch.write(["x": [1.5, 2]], forKey: "map")
    try batch.remove(forKey: "gone")
    try await storage.write(batch)
    #expect(try await storage.read([String: [Double]].self, forKey: "map") == ["x": [1.5, 2]])
    #expect(try await storage.read([String].self, forKey: "gone") == nil)
  }

  @Test func defaultBatchRestoresWhatItReplacedWhenAWriteFails() async throws {
    let storage = LegacyStorage()
    try await storage.write("old a", forKey: "a")
    try await storage.write("old b", forKey: "b")
    await storage.failWrites(to: "c")
    var batch = StorageBatch()
    try batch.write("new a", forKey: "a")
    try batch.remove(forKey: "b")
    try batch.write("new new", forKey: "n")
    try batch.write("new c", forKey: "c")
    await #expect(throws: CocoaError.self) { try await storage.write(batch) }
    #expect(try await storage.read(String.self, forKey: "a") == "old a")
    #expect(try await storage.read(String.self, forKey: "b") == "old b")
    #expect(try await storage.read(String.self, forKey: "n") == nil)
    #expect(try await storage.read(String.self, forKey: "c") == nil)
  }

  @Test func defaultBatchWithAnEmptyKeyChangesNothing() async throws {
    let storage = LegacyStorage()
    try await storage.write(1, forKey: "a")
    let batch = StorageBatch(unchecked: [.write(key: "a", json: Data("2".utf8)), .remove(key: "")])
    await #expect(throws: StorageError.invalidKey("")) { try await storage.write(batch) }
    #expect(try await storage.read(Int.self, forKey: "a") == 1)
  }
}
