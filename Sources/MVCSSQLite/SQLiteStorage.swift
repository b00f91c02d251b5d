public import Foundation
public import MVCS
import MVCSSupport

/// A storage that keeps values in one table of a SQLite file, through the system's libsqlite3.
///
/// Each value is stored as the same JSON MVCS's other storages keep, in a single key/value
/// table. The database runs in write-ahead-log mode, every write is its own transaction, and the
/// statements are prepared once and reused, so a write costs little more than SQLite's own
/// insert, and a crash at any moment leaves each key with its old value or its new one.
///
/// ```swift
/// let file = URL.documentsDirectory.appending(path: "app.sqlite")
/// let favorites = try SQLiteStorage(at: file)
/// mediator.register(storage: "Favorites") { favorites }
///
/// // In a store:
/// try await favorites.write(["p1", "p2"], forKey: "ids")
/// let ids = try await favorites.read([String].self, forKey: "ids")  // ["p1", "p2"]
/// ```
///
/// It is an actor with one connection for writing, so any number of tasks can use one instance
/// at once; a second, read-only connection serves ``readSynchronously(_:forKey:)`` and notices
/// other connections' commits for ``changes()``. Open one instance per file, and share it by
/// name with ``named(_:at:)``. Commits are `synchronous = NORMAL`: a committed write survives
/// the app crashing or being killed; after a power loss the last writes may be gone, but the
/// database stays whole.
public actor SQLiteStorage: SynchronousStorage {
  /// The database file.
  public nonisolated let file: URL
  private let connection: Connection
  /// The read-only connection, used from any thread, one at a time.
  let reader: Locked<Connection>
  /// The streams of ``changes()``; while one is consumed, `reader` is polled.
  let feed: StorageChangeFeed
  private let encoder = JSONEncoder()
  private let decoder = JSONDecoder()

  /// Opens, or creates, a SQLite database file to keep values in.
  ///
  /// The folder must exist. The storage's table, `mvcs_storage`, is created if missing, so
  /// the file may be shared with the app's other tables.
  ///
  /// - Parameter file: The database file, such as `app.sqlite` in the app's documents folder.
  /// - Throws: ``SQLiteError`` with SQLite's message when the file cannot be opened as a
  ///   database or the table cannot be created.
  public init(at file: URL) throws(SQLiteError) {
    self.file = file
    connection = try Connection(path: file.path)
    let reader = Locked(try Connection(path: file.path, readOnly: true))
    self.reader = reader
    let poll = VersionPoll(reader: reader)
    feed = StorageChangeFeed { feed, isConsumed in
      guard isConsumed else { return poll.stop() }
      poll.start { [weak feed] in feed?.announce(.unknown) }
    }
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  deinit {
    feed.finish()
  }

  /// The storage open under an alias, opened on `file` the first time.
  ///
  /// Asking again with the same file returns the same instance, from anywhere in the process,
  /// so one file has one connection; asking with another file is an error rather than a second
  /// storage under one name.
  ///
  /// ```swift
  /// let favorites = try SQLiteStorage.named("Favorites", at: file)
  /// mediator.register(storage: "Favorites") { favorites }
  /// ```
  ///
  /// - Parameters:
  ///   - alias: The name the storage is shared under, such as `Favorites`.
  ///   - file: The database file.
  /// - Returns: The one storage open under `alias`.
  /// - Throws: `StorageAliasError` when `alias` is open on another file or as another kind of
  ///   storage; ``SQLiteError`` when the file cannot be opened.
  public static func named(_ alias: String, at file: URL) throws -> SQLiteStorage {
    try StorageAliases.instance(alias, location: file) { () throws(SQLiteError) in
      try SQLiteStorage(at: file)
    }
  }

  /// The value stored under a key, or `nil` if there is none.
  ///
  /// - Parameters:
  ///   - type: The type the value was written as.
  ///   - key: The non-empty name of the value.
  /// - Returns: A copy of the stored value, or `nil` when nothing is stored under `key`.
  /// - Throws: `StorageError.invalidKey(_:)` for an empty key,
  ///   `StorageError.typeMismatch(key:requested:reason:)` when the stored value is not a
  ///   `Value`, or ``SQLiteError`` with SQLite's message.
  public func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) throws
    -> Value?
  {
    guard !key.isEmpty else { throw StorageError.invalidKey(key) }
    guard let data = try connection.select(Self.canonical(key), key: key) else { return nil }
    if let value = try? decoder.decode(type, from: data) { return value }
    // The shared coding says what is stored, in the words every storage uses.
    return try StorageCoding.decode(type, from: data, forKey: key)
  }

  /// The value stored under a key, read without suspending, or `nil` if there is none.
  ///
  /// It reads through the storage's read-only connection, from any thread, and sees every
  /// committed write, this storage's and other connections'.
  ///
  /// ```swift
  /// let ids = try storage.readSynchronously([String].self, forKey: "ids") ?? []
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the value was written as.
  ///   - key: The non-empty name of the value.
  /// - Returns: A copy of the stored value, or `nil` when nothing is stored under `key`.
  /// - Throws: What ``read(_:forKey:)`` throws.
  public nonisolated func readSynchronously<Value: Codable & Sendable>(
    _ type: Value.Type, forKey key: String
  ) throws -> Value? {
    guard !key.isEmpty else { throw StorageError.invalidKey(key) }
    let canonical = Self.canonical(key)
    let data = try reader.withLock { reader throws(SQLiteError) in
      try reader.select(canonical, key: key)
    }
    guard let data else { return nil }
    return try StorageCoding.decode(type, from: data, forKey: key)
  }

  /// Stores a value under a key, in its own transaction, replacing any value there.
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - key: The non-empty name of the value.
  /// - Throws: `StorageError.invalidKey(_:)` for an empty key,
  ///   `StorageError.encodingFailed(key:type:reason:)`, or ``SQLiteError`` with SQLite's
  ///   message (code 18, `SQLITE_TOOBIG`, with both sizes when the key or the value is over
  ///   SQLite's size limit, one billion bytes by default); the old value stays in every case.
  public func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) throws {
    guard !key.isEmpty else { throw StorageError.invalidKey(key) }
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      data = try StorageCoding.encode(value, forKey: key)
    }
    try connection.upsert(Self.canonical(key), data, key: key)
    feed.announce(keys: [key])
  }

  /// Removes the value under a key; removing a missing key does nothing.
  ///
  /// - Parameter key: The non-empty name of the value.
  /// - Throws: `StorageError.invalidKey(_:)` for an empty key, or ``SQLiteError``.
  public func remove(forKey key: String) throws {
    guard !key.isEmpty else { throw StorageError.invalidKey(key) }
    try connection.delete(Self.canonical(key), key: key)
    feed.announce(keys: [key])
  }

  /// The keys that hold a value and start with a prefix, canonically composed and sorted by
  /// their UTF-8 bytes.
  ///
  /// One query on a range of the table's primary key, so it reads only the matching rows. `%`,
  /// `_` and every other character in a prefix match only themselves.
  ///
  /// ```swift
  /// let starred = try await storage.keys(prefix: "starred/")
  /// ```
  ///
  /// - Parameter prefix: The start every listed key has, compared by Unicode scalars; `""` for
  ///   all keys.
  /// - Returns: The matching keys, sorted.
  /// - Throws: ``SQLiteError`` with SQLite's message.
  public func keys(prefix: String) async throws -> [String] {
    // `async`, like the two below, so that a call on a `SQLiteStorage` picks this method over
    // `Storage`'s default: from outside the actor a synchronous method loses to it.
    let canonical = StorageKey.canonical(prefix)
    return try connection.keys(
      from: canonical, below: StorageKey.upperBound(canonical), prefix: prefix)
  }

  /// Removes every value whose key starts with a prefix, in one transaction.
  ///
  /// ```swift
  /// try await storage.removeAll(prefix: "starred/")
  /// ```
  ///
  /// - Parameter prefix: The non-empty start of the keys to remove; matched as in
  ///   ``keys(prefix:)``.
  /// - Throws: `StorageError.invalidKey(_:)` for an empty prefix, or ``SQLiteError`` with
  ///   SQLite's message; nothing is removed then.
  public func removeAll(prefix: String) async throws {
    guard !prefix.isEmpty else { throw StorageError.invalidKey(prefix) }
    let canonical = StorageKey.canonical(prefix)
    let removed = try connection.deleteKeys(
      from: canonical, below: StorageKey.upperBound(canonical), prefix: prefix)
    feed.announce(keys: removed)
  }

  /// Applies a batch of writes and removals in one `BEGIN IMMEDIATE` transaction.
  ///
  /// Other connections, in this process or another, see all of the batch or none of it, and a
  /// crash or a kill leaves every key old or every key new.
  ///
  /// ```swift
  /// var batch = StorageBatch()
  /// for photo in photos { try batch.write(photo, forKey: "photos/\(photo.id)") }
  /// try await storage.write(batch)
  /// ```
  ///
  /// - Parameter batch: The operations; an empty batch changes nothing.
  /// - Throws: `StorageError.invalidKey(_:)` when an operation has an empty key, or
  ///   ``SQLiteError`` with SQLite's message and the key of the operation that failed; every key
  ///   keeps its old value in both cases.
  public func write(_ batch: StorageBatch) async throws {
    var operations: [(canonicalKey: String, value: Data?, key: String)] = []
    operations.reserveCapacity(batch.operations.count)
    for operation in batch.operations {
      switch operation {
      case .write(let key, let json):
        guard !key.isEmpty else { throw StorageError.invalidKey(key) }
        operations.append((Self.canonical(key), json, key))
      case .remove(let key):
        guard !key.isEmpty else { throw StorageError.invalidKey(key) }
        operations.append((Self.canonical(key), nil, key))
      }
    }
    try connection.apply(operations)
    feed.announce(keys: operations.map(\.canonicalKey))
  }

  /// Lowers SQLite's limit on the size of one string, blob or row for this storage's
  /// connection, so that tests reach it without allocating a gigabyte.
  func lowerLengthLimit(to bytes: Int32) {
    connection.lowerLengthLimit(to: bytes)
    reader.withLock { $0.lowerLengthLimit(to: bytes) }
  }

  /// Keys are stored canonically composed, so that "é" and "e\u{301}" are one key, as Swift
  /// strings compare.
  private static func canonical(_ key: String) -> String {
    StorageKey.canonical(key)
  }
}
