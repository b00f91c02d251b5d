import Foundation
public import MVCS
import MVCSSupport

/// An in-memory storage that records every write and removal: the fake of a registered
/// storage in a scene test.
///
/// It behaves as the app's storages do for bound pipeline properties
/// (`SceneEnvironment.bind(_:of:to:status:)`): it reads synchronously, so a bound property
/// holds its preloaded value before the store starts, and it announces every change through
/// ``changes()``, so a write by another holder
/// (``SceneTest/changeStorage(_:key:to:fileID:filePath:line:column:)``) reaches every bound
/// property. A test can make the writes of a key fail, to see what the scene does then:
///
/// ```swift
/// try await test.storage("Favorites")?.preload([sofa], forKey: "favorites")
/// try await test.start()
/// test.storage("Favorites")?.failWrites(forKey: "favorites")
/// ```
@MainActor
public final class RecordingStorage: SynchronousStorage {
  /// The storage's registered name.
  public let name: String
  /// The writes and removals the scene made, oldest first (preloaded values, values another
  /// holder wrote and writes that failed are not included).
  public private(set) var writes: [StorageWrite] = []
  private let contents = InMemoryStorage()
  // Canonical keys whose writes fail.
  private var failingKeys: Set<String> = []
  var onWrite: (StorageWrite) -> Void = { _ in }

  init(name: String) {
    self.name = name
  }

  /// Stores a value before the scene starts, without recording it as a write.
  ///
  /// To change a value while the scene runs, call `changeStorage` on the scene test instead,
  /// which waits for the scene's bound properties to follow.
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - key: The non-empty name of the value.
  /// - Throws: What `InMemoryStorage.write(_:forKey:)` throws.
  public func preload<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws {
    try await contents.write(value, forKey: key)
  }

  /// Stores JSON before the scene starts, without recording it as a write.
  ///
  /// - Parameters:
  ///   - json: The value to store, as JSON.
  ///   - key: The non-empty name of the value.
  /// - Throws: `StorageError.invalidKey(_:)` for an empty key.
  public func preload(json: JSONValue, forKey key: String) async throws {
    try await contents.writeEncoded(Data(json.description.utf8), forKey: key)
  }

  // MARK: - Failing writes

  /// Makes every later write, removal or batch that changes a key throw
  /// ``FakeStorageError/failedWrite(storage:key:)``, until ``succeedWrites(forKey:)``.
  ///
  /// A failed operation changes nothing and is not recorded as a write. Values a test stores
  /// itself, with ``preload(_:forKey:)`` or `changeStorage`, are stored anyway.
  ///
  /// ```swift
  /// test.storage("Favorites")?.failWrites(forKey: "favorites")
  /// await test.set(\.starToggled, true)  // the scene's write fails
  /// ```
  ///
  /// - Parameter key: The key whose writes fail.
  public func failWrites(forKey key: String) {
    failingKeys.insert(StorageKey.canonical(key))
  }

  /// Lets writes of a key succeed again after ``failWrites(forKey:)``.
  ///
  /// ```swift
  /// test.storage("Favorites")?.succeedWrites(forKey: "favorites")
  /// ```
  ///
  /// - Parameter key: The key whose writes succeed again.
  public func succeedWrites(forKey key: String) {
    failingKeys.remove(StorageKey.canonical(key))
  }

  /// Throws when a test made writes of one of the keys fail.
  private func checkWritable(_ keys: some Sequence<String>) throws(FakeStorageError) {
    for key in keys where failingKeys.contains(StorageKey.canonical(key)) {
      throw .failedWrite(storage: name, key: key)
    }
  }

  // MARK: - Storage

  /// The value stored under a key, or `nil` if there is none.
  ///
  /// - Parameters:
  ///   - type: The type the value was written as.
  ///   - key: The non-empty name of the value.
  /// - Returns: A copy of the stored value, or `nil` when nothing is stored under `key`.
  /// - Throws: What `InMemoryStorage.read(_:forKey:)` throws.
  public func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) async throws
    -> Value?
  {
    try await contents.read(type, forKey: key)
  }

  /// The value stored under a key, read without suspending, or `nil` if there is none: how a
  /// bound property holds a preloaded value before the store starts.
  ///
  /// - Parameters:
  ///   - type: The type the value was written as.
  ///   - key: The non-empty name of the value.
  /// - Returns: A copy of the stored value, or `nil` when nothing is stored under `key`.
  /// - Throws: What ``read(_:forKey:)`` throws.
  public nonisolated func readSynchronously<Value: Codable & Sendable>(
    _ type: Value.Type, forKey key: String
  ) throws -> Value? {
    try contents.readSynchronously(type, forKey: key)
  }

  /// Stores a value under a key and records the write.
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - key: The non-empty name of the value.
  /// - Throws: ``FakeStorageError/failedWrite(storage:key:)`` when the test made writes of
  ///   `key` fail; otherwise what `InMemoryStorage.write(_:forKey:)` throws.
  public func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws {
    try checkWritable([key])
    try await contents.write(value, forKey: key)
    record(StorageWrite(storage: name, key: key, value: try JSONValue(encoding: value)))
  }

  /// Removes the value under a key and records the removal.
  ///
  /// - Parameter key: The non-empty name of the value.
  /// - Throws: ``FakeStorageError/failedWrite(storage:key:)`` when the test made writes of
  ///   `key` fail; otherwise what `InMemoryStorage.remove(forKey:)` throws.
  public func remove(forKey key: String) async throws {
    try checkWritable([key])
    try await contents.remove(forKey: key)
    record(StorageWrite(storage: name, key: key, value: nil))
  }

  /// The keys with the prefix, canonically composed and sorted by UTF-8 bytes.
  ///
  /// - Parameter prefix: The start every listed key has; `""` for all keys.
  /// - Returns: The matching keys, sorted.
  public func keys(prefix: String) async throws -> [String] {
    await contents.keys(prefix: prefix)
  }

  /// Removes the keys with the prefix, recording a removal for each.
  ///
  /// - Parameter prefix: The non-empty start of the keys to remove.
  /// - Throws: ``FakeStorageError/failedWrite(storage:key:)`` when the test made writes of one
  ///   of the keys fail, and nothing is removed; otherwise what
  ///   `InMemoryStorage.removeAll(prefix:)` throws.
  public func removeAll(prefix: String) async throws {
    let removed = await contents.keys(prefix: prefix)
    try checkWritable(removed)
    try await contents.removeAll(prefix: prefix)
    for key in removed { record(StorageWrite(storage: name, key: key, value: nil)) }
  }

  /// Applies the batch in one step, recording each of its operations in order.
  ///
  /// - Parameter batch: The operations.
  /// - Throws: ``FakeStorageError/failedWrite(storage:key:)`` when the test made writes of one
  ///   of its keys fail, and nothing changes; otherwise what `InMemoryStorage.write(_:)` throws.
  public func write(_ batch: StorageBatch) async throws {
    try checkWritable(batch.operations.map(\.key))
    try await contents.write(batch)
    for operation in batch.operations {
      switch operation {
      case .write(let key, let json):
        let value = try JSONValue(parsing: String(decoding: json, as: UTF8.self))
        record(StorageWrite(storage: name, key: key, value: value))
      case .remove(let key):
        record(StorageWrite(storage: name, key: key, value: nil))
      }
    }
  }

  /// The changes to the storage's values, whoever made them: the scene, a preload, or another
  /// holder (`changeStorage` in a scene test).
  ///
  /// - Returns: A stream of the changed keys that ends when the consumer stops.
  public nonisolated func changes() -> AsyncStream<StorageChange> {
    contents.changes()
  }

  package nonisolated var changeFeed: StorageChangeFeed { contents.changeFeed }

  private func record(_ write: StorageWrite) {
    writes.append(write)
    onWrite(write)
  }
}

extension RecordingStorage: FeedBackedStorage {}
