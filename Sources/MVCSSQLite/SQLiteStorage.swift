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
/// It is an actor with one connection, so any number of tasks can use one instance at once.
/// Open one instance per file, and share it by name with ``named(_:at:)``. Commits are
/// `synchronous = NORMAL`: a committed write survives the app crashing or being killed; after a
/// power loss the last writes may be gone, but the database stays whole.
public actor SQLiteStorage: Storage {
  /// The database file.
  public nonisolated let file: URL
  private let connection: Connection
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
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
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
  }

  /// Removes the value under a key; removing a missing key does nothing.
  ///
  /// - Parameter key: The non-empty name of the value.
  /// - Throws: `StorageError.invalidKey(_:)` for an empty key, or ``SQLiteError``.
  public func remove(forKey key: String) throws {
    guard !key.isEmpty else { throw StorageError.invalidKey(key) }
    try connection.delete(Self.canonical(key), key: key)
  }

  /// Lowers SQLite's limit on the size of one string, blob or row for this storage's
  /// connection, so that tests reach it without allocating a gigabyte.
  func lowerLengthLimit(to bytes: Int32) {
    connection.lowerLengthLimit(to: bytes)
  }

  /// Keys are stored canonically composed, so that "é" and "e\u{301}" are one key, as Swift
  /// strings compare.
  private static func canonical(_ key: String) -> String {
    // ASCII is already composed; skipping Foundation's normalization saves most of a read.
    key.utf8.allSatisfy { $0 < 0x80 } ? key : key.precomposedStringWithCanonicalMapping
  }
}
