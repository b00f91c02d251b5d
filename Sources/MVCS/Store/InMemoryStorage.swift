package import Foundation
import MVCSSupport

/// A storage that keeps values in memory for as long as it lives.
///
/// Use it in tests, previews and demos, or for data that need not outlive the app. It keeps each
/// value as JSON, exactly as a file or database would, so code that works against it works
/// against a persistent backend too: a value read back is a decoded copy, a value that cannot be
/// encoded is refused, and reading a value as the wrong type is an error rather than a crash.
///
/// Each instance is separate; two instances never share values. It is an actor, so any number
/// of tasks can use one instance at once, and it can also be read without suspending
/// (``readSynchronously(_:forKey:)``). ``changes()`` announces each of its writes, removals and
/// batches, so properties bound to it in different scenes stay in step.
///
/// ```swift
/// let storage = InMemoryStorage()
/// try await storage.write(["p1", "p2"], forKey: "favorites")
/// let favorites = try await storage.read([String].self, forKey: "favorites")  // ["p1", "p2"]
/// try await storage.remove(forKey: "favorites")
/// ```
public actor InMemoryStorage: SynchronousStorage {
  /// The JSON of every stored value, by key; locked, so that synchronous reads need no actor hop.
  private let values = Locked<[String: Data]>([:])

  /// The streams of ``changes()``.
  private let feed = StorageChangeFeed()

  /// Creates an empty storage.
  ///
  /// ```swift
  /// mediator.register(storage: "Favorites") { InMemoryStorage() }
  /// ```
  public init() {}

  deinit {
    feed.finish()
  }

  /// The value stored under a key, or `nil` if there is none.
  ///
  /// Each read decodes a fresh copy, so changing the result never changes what is stored.
  ///
  /// ```swift
  /// let count = try await storage.read(Int.self, forKey: "count") ?? 0
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the value was written as.
  ///   - key: The non-empty name of the value.
  /// - Returns: A copy of the stored value, or `nil` when nothing is stored under `key`.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key;
  ///   ``StorageError/typeMismatch(key:requested:reason:)`` when the stored value cannot be
  ///   decoded as `Value`, with a reason that says what kind of value is stored, not what it
  ///   holds.
  public func read<Value: Codable & Sendable>(
    _ type: Value.Type, forKey key: String
  ) throws(StorageError) -> Value? {
    try readSynchronously(type, forKey: key)
  }

  /// The value stored under a key, read without suspending, or `nil` if there is none.
  ///
  /// It sees every write that has returned, from any task.
  ///
  /// ```swift
  /// let count = try storage.readSynchronously(Int.self, forKey: "count") ?? 0
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the value was written as.
  ///   - key: The non-empty name of the value.
  /// - Returns: A copy of the stored value, or `nil` when nothing is stored under `key`.
  /// - Throws: What ``read(_:forKey:)`` throws.
  public nonisolated func readSynchronously<Value: Codable & Sendable>(
    _ type: Value.Type, forKey key: String
  ) throws(StorageError) -> Value? {
    guard !key.isEmpty else { throw .invalidKey(key) }
    guard let data = values.withLock({ $0[key] }) else { return nil }
    return try StorageCoding.decode(type, from: data, forKey: key)
  }

  /// Stores a value under a key, replacing any value there.
  ///
  /// The value is encoded as JSON before anything changes, so a value that cannot be encoded
  /// (such as `Double.nan`, or one whose `encode(to:)` throws) leaves the old value in place.
  ///
  /// ```swift
  /// try await storage.write(Profile(name: "Ann", age: 41), forKey: "profile")
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to store; later changes to it do not change the stored copy.
  ///   - key: The non-empty name of the value.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key;
  ///   ``StorageError/encodingFailed(key:type:reason:)`` when the value cannot be encoded.
  public func write<Value: Codable & Sendable>(
    _ value: Value, forKey key: String
  ) throws(StorageError) {
    guard !key.isEmpty else { throw .invalidKey(key) }
    let data = try StorageCoding.encode(value, forKey: key)
    values.withLock { $0[key] = data }
    feed.announce(keys: [key])
  }

  /// Removes the value under a key; removing a missing key does nothing.
  ///
  /// ```swift
  /// try await storage.remove(forKey: "profile")
  /// ```
  ///
  /// - Parameter key: The non-empty name of the value.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key.
  public func remove(forKey key: String) throws(StorageError) {
    guard !key.isEmpty else { throw .invalidKey(key) }
    values.withLock { $0[key] = nil }
    feed.announce(keys: [key])
  }
  /// The keys that hold a value and start with a prefix, canonically composed and sorted by
  /// their UTF-8 bytes.
  ///
  /// ```swift
  /// let starred = try await storage.keys(prefix: "starred/")
  /// ```
  ///
  /// - Parameter prefix: The start every listed key has, compared by Unicode scalars; `""` for
  ///   all keys.
  /// - Returns: The matching keys, sorted.
  public func keys(prefix: String) async -> [String] {
    // `async`, like the two below, so that a call on an `InMemoryStorage` picks this method
    // over `Storage`'s default: from outside the actor a synchronous method loses to it.
    let prefix = StorageKey.canonical(prefix)
    return values.withLock { Array($0.keys) }.map(StorageKey.canonical)
      .filter { StorageKey.hasPrefix($0, prefix) }
      .sorted(by: StorageKey.precedes)
  }

  /// Removes every value whose key starts with a prefix, in one step.
  ///
  /// ```swift
  /// try await storage.removeAll(prefix: "starred/")
  /// ```
  ///
  /// - Parameter prefix: The non-empty start of the keys to remove.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty prefix; nothing is removed then.
  public func removeAll(prefix: String) async throws(StorageError) {
    guard !prefix.isEmpty else { throw .invalidKey(prefix) }
    let prefix = StorageKey.canonical(prefix)
    let removed = values.withLock { values in
      let removed = values.keys.filter { StorageKey.hasPrefix(StorageKey.canonical($0), prefix) }
      for key in removed { values[key] = nil }
      return removed
    }
    feed.announce(keys: removed)
  }

  /// Applies a batch of writes and removals in one step: no other task sees part of it.
  ///
  /// ```swift
  /// var batch = StorageBatch()
  /// try batch.write(["p1"], forKey: "favorites")
  /// try batch.remove(forKey: "starred/p2")
  /// try await storage.write(batch)
  /// ```
  ///
  /// - Parameter batch: The operations; an empty batch changes nothing.
  /// - Throws: ``StorageError/invalidKey(_:)`` when an operation has an empty key; nothing
  ///   changes then.
  public func write(_ batch: StorageBatch) async throws(StorageError) {
    for operation in batch.operations where operation.key.isEmpty {
      throw .invalidKey(operation.key)
    }
    values.withLock { values in
      for operation in batch.operations {
        switch operation {
        case .write(let key, let json): values[key] = json
        case .remove(let key): values[key] = nil
        }
      }
    }
    feed.announce(keys: batch.operations.map(\.key))
  }

  /// The keys each write, removal and batch of this storage changes, as they happen.
  ///
  /// Every call returns a new stream; each stream receives every change made after it was
  /// created, until its consumer stops or the storage is released. A removal of a missing key is
  /// announced too; an empty batch, or a ``removeAll(prefix:)`` that matched nothing, is not.
  /// Only this instance's own operations exist, so every change names its keys.
  ///
  /// ```swift
  /// for await change in storage.changes() { print(change) }  // keys(["favorites"])
  /// ```
  ///
  /// - Returns: A stream of ``StorageChange/keys(_:)``, canonically composed.
  public nonisolated func changes() -> AsyncStream<StorageChange> {
    feed.stream()
  }

  package nonisolated var changeFeed: StorageChangeFeed { feed }

  /// Stores a value already encoded as JSON, as a test preloads data it read from a script.
  package func writeEncoded(_ data: Data, forKey key: String) throws(StorageError) {
    guard !key.isEmpty else { throw .invalidKey(key) }
    values.withLock { $0[key] = data }
    feed.announce(keys: [key])
  }

}

extension InMemoryStorage: FeedBackedStorage {}
