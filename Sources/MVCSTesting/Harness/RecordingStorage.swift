import Foundation
public import MVCS

/// An in-memory storage that records every write and removal: the fake of a registered
/// storage in a scene test.
@MainActor
public final class RecordingStorage: Storage {
  /// The storage's registered name.
  public let name: String
  /// The writes and removals the scene made, oldest first (preloaded values are not included).
  public private(set) var writes: [StorageWrite] = []
  private let contents = InMemoryStorage()
  var onWrite: (StorageWrite) -> Void = { _ in }

  init(name: String) {
    self.name = name
  }

  /// Stores a value before the scene starts, without recording it as a write.
  public func preload<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws {
    try await contents.write(value, forKey: key)
  }

  /// Stores JSON before the scene starts, without recording it as a write.
  public func preload(json: JSONValue, forKey key: String) async throws {
    try await contents.writeEncoded(Data(json.description.utf8), forKey: key)
  }

  public func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) async throws
    -> Value?
  {
    try await contents.read(type, forKey: key)
  }

  public func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws {
    try await contents.write(value, forKey: key)
    record(StorageWrite(storage: name, key: key, value: try JSONValue(encoding: value)))
  }

  public func remove(forKey key: String) async throws {
    try await contents.remove(forKey: key)
    record(StorageWrite(storage: name, key: key, value: nil))
  }

  /// The keys with the prefix, canonically composed and sorted by UTF-8 bytes.
  public func keys(prefix: String) async throws -> [String] {
    await contents.keys(prefix: prefix)
  }

  /// Removes the keys with the prefix, recording a removal for each.
  public func removeAll(prefix: String) async throws {
    let removed = await contents.keys(prefix: prefix)
    try await contents.removeAll(prefix: prefix)
    for key in removed { record(StorageWrite(storage: name, key: key, value: nil)) }
  }

  /// Applies the batch in one step, recording each of its operations in order.
  public func write(_ batch: StorageBatch) async throws {
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

  /// The changes of its values, as its in-memory contents announce them.
  ///
  /// - Returns: A stream of every change made from now on, preloads included.
  public nonisolated func changes() -> AsyncStream<StorageChange> {
    contents.changes()
  }

  private func record(_ write: StorageWrite) {
    writes.append(write)
    onWrite(write)
  }
}
