import Foundation
import MVCSSupport

/// A way to keep local data: `Codable` values read, written and removed by key.
///
/// A store never names a concrete storage. It asks its ``SceneEnvironment`` for one by the name it
/// was registered under, so an in-memory storage in tests, or SQLite in the app, swaps in
/// without touching the store.
///
/// ```swift
/// mediator.register(storage: "Favorites") { InMemoryStorage() }
///
/// // In the store:
/// let favorites = try environment.storage("Favorites")
/// try await favorites.write(["p1", "p2"], forKey: "ids")
/// let ids = try await favorites.read([String].self, forKey: "ids")  // ["p1", "p2"]
/// ```
///
/// Every implementation must pass the storage conformance tests: a missing key reads as `nil`,
/// a write replaces the value whole or not at all, a value read back is a copy, any non-empty
/// string is a key and an empty one is an error, and reading a value as the wrong type is a
/// ``StorageError`` naming the key, the requested type and the kind of value stored, never the
/// value itself, so that a token read as the wrong type does not reach a log. Keys compare as
/// Swift strings do: case matters, and canonically equivalent spellings such as "é" and
/// "e\u{301}" are one key.
public protocol Storage: Sendable {
  /// The value stored under a key, or `nil` if there is none.
  ///
  /// - Parameters:
  ///   - type: The type the value was written as.
  ///   - key: The non-empty name of the value.
  /// - Returns: A copy of the stored value, or `nil` when nothing is stored under `key`.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key,
  ///   ``StorageError/typeMismatch(key:requested:reason:)`` when the stored value is not a `Value`,
  ///   or the backend's error.
  func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) async throws
    -> Value?

  /// Stores a value under a key, replacing any value there. On failure the old value remains.
  ///
  /// - Parameters:
  ///   - value: The value to store; later changes to it do not change the stored copy.
  ///   - key: The non-empty name of the value.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key,
  ///   ``StorageError/encodingFailed(key:type:reason:)``, or the backend's error.
  func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws

  /// Removes the value under a key; removing a missing key does nothing.
  ///
  /// - Parameter key: The non-empty name of the value.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key, or the backend's error.
  func remove(forKey key: String) async throws

  /// The keys that hold a value and start with a prefix, sorted.
  ///
  /// A key matches when its canonically composed form starts with the canonically composed
  /// prefix, compared by Unicode scalars (UTF-8 bytes), not by characters: "é" does not start
  /// with "e". The keys come back canonically composed and sorted by their UTF-8 bytes. An empty
  /// prefix lists every key; ``keys()`` says so by name.
  ///
  /// ```swift
  /// let starred = try await storage.keys(prefix: "starred/")  // ["starred/p1", "starred/p2"]
  /// ```
  ///
  /// Storages that do not implement it throw ``StorageUnsupportedError``: nothing in
  /// `read`, `write` and `remove` can list keys.
  ///
  /// - Parameter prefix: The start every listed key has; `""` for all keys.
  /// - Returns: The matching keys, canonically composed, sorted by their UTF-8 bytes.
  /// - Throws: ``StorageUnsupportedError`` from a storage that cannot list keys, or the
  ///   backend's error.
  func keys(prefix: String) async throws -> [String]

  /// Removes every value whose key starts with a prefix, all together or not at all.
  ///
  /// Keys match as in ``keys(prefix:)``. An empty prefix is refused rather than clearing the
  /// storage, since an empty variable would do it by accident.
  ///
  /// ```swift
  /// try await storage.removeAll(prefix: "starred/")  // keeps "starred", removes "starred/p1"
  /// ```
  ///
  /// - Parameter prefix: The non-empty start of the keys to remove.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty prefix,
  ///   ``StorageUnsupportedError`` from a storage that cannot list keys, or the backend's error;
  ///   on an error no value is removed.
  func removeAll(prefix: String) async throws

  /// Applies a batch of writes and removals all together or not at all.
  ///
  /// The built-in storages apply a batch atomically: a reader never sees part of it, and a
  /// crash or a kill leaves every key old or every key new. The default for other storages is
  /// weaker: it undoes the operations after an error, but a crash can leave part of the batch
  /// applied and a concurrent reader can see part of it.
  ///
  /// ```swift
  /// var batch = StorageBatch()
  /// try batch.write(favorites, forKey: "favorites")
  /// try batch.remove(forKey: "starred/p1")
  /// try await storage.write(batch)
  /// ```
  ///
  /// - Parameter batch: The operations; an empty batch changes nothing.
  /// - Throws: ``StorageError/invalidKey(_:)`` when an operation has an empty key, or the
  ///   backend's error; on an error every key keeps its old value.
  func write(_ batch: StorageBatch) async throws

  /// The changes to this storage's values, as they happen.
  ///
  /// Each element names the keys a write, removal or batch changed, whoever made it: this
  /// process, other code holding the same storage, or another process; or
  /// ``StorageChange/unknown`` when the storage only knows that something changed. A stream
  /// does work only while it is consumed, and each call returns a new one. Bound pipeline
  /// properties follow their storage through it.
  ///
  /// ```swift
  /// for await change in storage.changes() { print(change) }
  /// ```
  ///
  /// Storages that do not implement it return a stream that finishes at once: bound
  /// properties of one process still agree, since their writes are routed to each other, but
  /// writes made outside a binding are not seen.
  ///
  /// - Returns: A stream of changes that ends when the consumer stops or the storage is
  ///   released.
  func changes() -> AsyncStream<StorageChange>
}

// MARK: - Defaults for storages written before these requirements

extension Storage {
  /// Every key that holds a value, sorted by UTF-8 bytes: ``keys(prefix:)`` with `""`.
  ///
  /// ```swift
  /// for key in try await storage.keys() { print(key) }
  /// ```
  ///
  /// - Returns: Every key, canonically composed, sorted by its UTF-8 bytes.
  /// - Throws: What ``keys(prefix:)`` throws.
  public func keys() async throws -> [String] {
    try await keys(prefix: "")
  }

  /// Throws ``StorageUnsupportedError``: a storage that does not implement `keys(prefix:)`
  /// cannot list its keys, since `read`, `write` and `remove` give no way to.
  ///
  /// Implement it to list keys; the conformance check `keysListByPrefix` says what it must do.
  ///
  /// - Parameter prefix: Unused.
  /// - Returns: Never returns.
  /// - Throws: ``StorageUnsupportedError`` naming this storage type, always.
  public func keys(prefix: String) async throws -> [String] {
    throw StorageUnsupportedError(
      operation: "keys(prefix:)", storage: String(describing: type(of: self)))
  }

  /// A stream that finishes at once: a storage that does not implement `changes()` announces
  /// nothing.
  ///
  /// Implement it so that writes made outside bindings, and by other processes, reach bound
  /// properties; the conformance check `changesAnnounceEveryWrite` says what it must do.
  ///
  /// - Returns: A finished stream.
  public func changes() -> AsyncStream<StorageChange> {
    AsyncStream { $0.finish() }
  }

  /// Lists the keys with ``keys(prefix:)``, then removes them in one ``write(_:)`` batch.
  ///
  /// It is as atomic as the storage's batch, and a key written between the listing and the
  /// batch may survive. Storages that can should implement it as one step.
  ///
  /// - Parameter prefix: The non-empty start of the keys to remove.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty prefix, or what ``keys(prefix:)``
  ///   and ``write(_:)`` throw.
  public func removeAll(prefix: String) async throws {
    guard !prefix.isEmpty else { throw StorageError.invalidKey(prefix) }
    var batch = StorageBatch()
    for key in try await keys(prefix: prefix) {
      try batch.remove(forKey: key)
    }
    try await write(batch)
  }

  /// Applies the operations one at a time with `write` and `remove`, undoing them on an error.
  ///
  /// It first checks every key, then reads the value each operation replaces, then applies the
  /// operations in order; when one throws, it restores the values it replaced, newest first,
  /// and rethrows. That is all-or-nothing only against errors: **it is not atomic against a
  /// crash or a kill (which can leave part of the batch applied), nor against a concurrent
  /// reader (which can see part of it)**, and it cannot be, built from single writes. A value
  /// restored after an error is re-encoded from its JSON, so a number keeps its value but may
  /// change spelling (`1.0` becomes `1`). Storages that can apply a batch in one step, such as
  /// in one database transaction, should implement `write(_:)`.
  ///
  /// - Parameter batch: The operations; an empty batch changes nothing.
  /// - Throws: ``StorageError/invalidKey(_:)`` when an operation has an empty key (nothing is
  ///   changed then), or the first error of `write`, `remove` or `read`.
  public func write(_ batch: StorageBatch) async throws {
    for operation in batch.operations where operation.key.isEmpty {
      throw StorageError.invalidKey(operation.key)
    }
    var replaced: [(key: String, old: StoredJSON?)] = []
    do {
      for operation in batch.operations {
        let old = try await read(StoredJSON.self, forKey: operation.key)
        switch operation {
        case .write(let key, let json):
          let value = try StorageCoding.decode(StoredJSON.self, from: json, forKey: key)
          replaced.append((key, old))
          try await write(value, forKey: key)
        case .remove(let key):
          replaced.append((key, old))
          try await remove(forKey: key)
        }
      }
    } catch {
      for (key, old) in replaced.reversed() {
        if let old {
          try? await write(old, forKey: key)
        } else {
          try? await remove(forKey: key)
        }
      }
      throw error
    }
  }
}
