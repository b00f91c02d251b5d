internal import CSQLite
import Foundation

/// One SQLite connection and the statements ``SQLiteStorage`` reuses.
///
/// Used only from its storage's actor, or, for the read-only one, behind a lock. It is a class
/// so that `deinit` closes the database.
final class Connection {
  private let database: OpaquePointer
  private let path: String
  private let select: OpaquePointer
  private let upsert: OpaquePointer
  private let delete: OpaquePointer
  private let selectKeys: OpaquePointer
  private let deleteRange: OpaquePointer
  private let begin: OpaquePointer
  private let commit: OpaquePointer
  private let rollback: OpaquePointer
  private let dataVersion: OpaquePointer

  static let table = "mvcs_storage"

  /// Opens a connection; a read-only one expects the writer to have set the database up.
  init(path: String, readOnly: Bool = false) throws(SQLiteError) {
    self.path = path
    var handle: OpaquePointer?
    let flags =
      (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
      | SQLITE_OPEN_NOMUTEX
    let status = sqlite3_open_v2(path, &handle, flags, nil)
    guard status == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(handle)
      throw SQLiteError(
        operation: .open, key: nil, path: path, code: status, message: message)
    }
    database = handle
    var prepared: [OpaquePointer] = []
    do {
      sqlite3_busy_timeout(handle, 5_000)
      if !readOnly {
        try Self.execute(
          """
          PRAGMA journal_mode = WAL;
          PRAGMA synchronous = NORMAL;
          CREATE TABLE IF NOT EXISTS \(Self.table) (
            key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL) WITHOUT ROWID;
          """, on: handle, path: path)
      }
      for sql in [
        "SELECT value FROM \(Self.table) WHERE key = ?1",
        "INSERT OR REPLACE INTO \(Self.table) (key, value) VALUES (?1, ?2)",
        "DELETE FROM \(Self.table) WHERE key = ?1",
        "BEGIN IMMEDIATE", "COMMIT", "ROLLBACK",
        // A range on the primary key, so both use its index; BINARY collation compares bytes.
        "SELECT key FROM \(Self.table) WHERE key >= ?1 AND key < ?2 ORDER BY key",
        "DELETE FROM \(Self.table) WHERE key >= ?1 AND key < ?2",
        // Changes when another connection commits: how other processes' writes are noticed.
        "PRAGMA data_version",
      ] {
        prepared.append(try Self.prepare(sql, on: handle, path: path))
      }
    } catch {
      for statement in prepared { sqlite3_finalize(statement) }
      sqlite3_close_v2(handle)
      throw error
    }
    (select, upsert, delete) = (prepared[0], prepared[1], prepared[2])
    (begin, commit, rollback) = (prepared[3], prepared[4], prepared[5])
    (selectKeys, deleteRange, dataVersion) = (prepared[6], prepared[7], prepared[8])
  }

  deinit {
    for statement in [
      select, upsert, delete, begin, commit, rollback, selectKeys, deleteRange, dataVersion,
    ] {
      sqlite3_finalize(statement)
    }
    sqlite3_close_v2(database)
  }

  // MARK: - Operations

  func select(_ canonicalKey: String, key: String) throws(SQLiteError) -> Data? {
    try checkLength(of: canonicalKey, .read, key: key)
    defer { reset(select) }
    try bind(canonicalKey, to: select, operation: .read, key: key)
    switch sqlite3_step(select) {
    case SQLITE_ROW:
      let count = Int(sqlite3_column_bytes(select, 0))
      guard count > 0, let bytes = sqlite3_column_blob(select, 0) else { return Data() }
      return Data(bytes: bytes, count: count)
    case SQLITE_DONE: return nil
    case let status: throw failure(.read, key: key, status: status)
    }
  }

  func upsert(_ canonicalKey: String, _ value: Data, key: String) throws(SQLiteError) {
    try transaction(.write, key: key) { () throws(SQLiteError) in
      try upsertRow(canonicalKey, value, key: key)
    }
  }

  func delete(_ canonicalKey: String, key: String) throws(SQLiteError) {
    try transaction(.remove, key: key) { () throws(SQLiteError) in
      try deleteRow(canonicalKey, key: key)
    }
  }

  /// Applies every operation in one `BEGIN IMMEDIATE` transaction: all of them or, on an
  /// error, none (the transaction rolls back).
  func apply(_ operations: [(canonicalKey: String, value: Data?, key: String)])
    throws(SQLiteError)
  {
    guard let first = operations.first else { return }
    try transaction(.write, key: first.key) { () throws(SQLiteError) in
      for operation in operations {
        if let value = operation.value {
          try upsertRow(operation.canonicalKey, value, key: operation.key)
        } else {
          try deleteRow(operation.canonicalKey, key: operation.key)
        }
      }
    }
  }

  /// The keys from `lower` (inclusive) to `upper` (exclusive), by bytes, sorted.
  func keys(from lower: String, below upper: [UInt8], prefix: String) throws(SQLiteError)
    -> [String]
  {
    defer { reset(selectKeys) }
    try bindRange(lower, upper, to: selectKeys, operation: .read, key: prefix)
    var keys: [String] = []
    while true {
      switch sqlite3_step(selectKeys) {
      case SQLITE_ROW:
        let count = Int(sqlite3_column_bytes(selectKeys, 0))
        guard count > 0, let text = sqlite3_column_text(selectKeys, 0) else {
          keys.append("")
          continue
        }
        keys.append(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
      case SQLITE_DONE: return keys
      case let status: throw failure(.read, key: prefix, status: status)
      }
    }
  }

  /// Deletes the keys from `lower` (inclusive) to `upper` (exclusive) in one transaction.
  ///
  /// - Returns: The keys deleted, so that they can be announced.
  @discardableResult
  func deleteKeys(from lower: String, below upper: [UInt8], prefix: String) throws(SQLiteError)
    -> [String]
  {
    var deleted: [String] = []
    try transaction(.remove, key: prefix) { () throws(SQLiteError) in
      deleted = try keys(from: lower, below: upper, prefix: prefix)
      defer { reset(deleteRange) }
      try bindRange(lower, upper, to: deleteRange, operation: .remove, key: prefix)
      try step(deleteRange, .remove, key: prefix)
    }
    return deleted
  }

  /// SQLite's `PRAGMA data_version`: a number that changes when another connection, in this
  /// process or another, commits; `nil` when it cannot be read.
  func version() -> Int64? {
    defer { sqlite3_reset(dataVersion) }
    guard sqlite3_step(dataVersion) == SQLITE_ROW else { return nil }
    return sqlite3_column_int64(dataVersion, 0)
  }

  private func upsertRow(_ canonicalKey: String, _ value: Data, key: String) throws(SQLiteError) {
    try checkLength(of: canonicalKey, .write, key: key)
    guard value.count <= lengthLimit else {
      throw tooBig(.value, bytes: value.count, .write, key: key)
    }
    defer { reset(upsert) }
    try bind(canonicalKey, to: upsert, operation: .write, key: key)
    let status = value.withUnsafeBytes { bytes in
      // SQLITE_TRANSIENT: SQLite copies the bytes, which live only in this closure.
      sqlite3_bind_blob64(
        upsert, 2, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1),
        sqlite3_uint64(bytes.count), Self.transient)
    }
    guard status == SQLITE_OK else { throw failure(.write, key: key, status: status) }
    do throws(SQLiteError) {
      try step(upsert, .write, key: key)
    } catch {
      // Each part fits, but the row that holds both does not.
      guard error.code == SQLITE_TOOBIG else { throw error }
      throw tooBig(.row, bytes: canonicalKey.utf8.count + value.count, .write, key: key)
    }
  }

  private func deleteRow(_ canonicalKey: String, key: String) throws(SQLiteError) {
    try checkLength(of: canonicalKey, .remove, key: key)
    defer { reset(delete) }
    try bind(canonicalKey, to: delete, operation: .remove, key: key)
    try step(delete, .remove, key: key)
  }

  // MARK: - Size limits

  /// The most bytes SQLite takes in one string, blob or row on this connection: its
  /// `SQLITE_LIMIT_LENGTH`, one billion unless SQLite was built with another.
  var lengthLimit: Int { Int(sqlite3_limit(database, SQLITE_LIMIT_LENGTH, -1)) }

  /// Lowers `SQLITE_LIMIT_LENGTH` on this connection, so that a test can check the refusal of
  /// a value over it without allocating a gigabyte.
  func lowerLengthLimit(to bytes: Int32) {
    sqlite3_limit(database, SQLITE_LIMIT_LENGTH, bytes)
  }

  /// What is over the limit.
  enum Part: String {
    case key = "the key"
    case value = "the value"
    case row = "the key and the value together"
  }

  /// Why SQLite cannot hold `bytes` bytes of `part`, naming the size and the limit. Sizes are
  /// checked before binding: a value of 2 GiB or more does not fit SQLite's 32-bit lengths.
  static func refusal(_ part: Part, bytes: Int, limit: Int) -> String {
    let limit = "the limit of \(size(limit))"
    switch part {
    case .key, .value:
      return "\(part.rawValue) is \(size(bytes)), over \(limit) for one string or blob that "
        + "SQLite has on this database"
    case .row:
      return "\(part.rawValue) take \(size(bytes)) and SQLite's record header, over \(limit) "
        + "for one row that SQLite has on this database"
    }
  }

  /// "1001 bytes", or "2147483648 bytes (2.0 GiB)".
  static func size(_ bytes: Int) -> String {
    let units = [(1 << 30, "GiB"), (1 << 20, "MiB")]
    guard let (unit, name) = units.first(where: { bytes >= $0.0 }) else { return "\(bytes) bytes" }
    let scaled = (Double(bytes) / Double(unit) * 10).rounded() / 10
    return "\(bytes) bytes (\(scaled) \(name))"
  }

  private func tooBig(
    _ part: Part, bytes: Int, _ operation: SQLiteError.Operation, key: String
  ) -> SQLiteError {
    SQLiteError(
      operation: operation, key: key, path: path, code: SQLITE_TOOBIG,
      message: Self.refusal(part, bytes: bytes, limit: lengthLimit))
  }

  private func checkLength(
    of canonicalKey: String, _ operation: SQLiteError.Operation, key: String
  ) throws(SQLiteError) {
    let bytes = canonicalKey.utf8.count
    guard bytes <= lengthLimit else { throw tooBig(.key, bytes: bytes, operation, key: key) }
  }

  // MARK: - Helpers

  private static let transient = unsafeBitCast(
    OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

  private func transaction(
    _ operation: SQLiteError.Operation, key: String, _ body: () throws(SQLiteError) -> Void
  ) throws(SQLiteError) {
    try step(begin, operation, key: key)
    reset(begin)
    do {
      try body()
      try step(commit, operation, key: key)
      reset(commit)
    } catch {
      reset(commit)
      _ = sqlite3_step(rollback)
      reset(rollback)
      throw error
    }
  }

  private func bindRange(
    _ lower: String, _ upper: [UInt8], to statement: OpaquePointer,
    operation: SQLiteError.Operation, key: String
  ) throws(SQLiteError) {
    try bind(lower, to: statement, operation: operation, key: key)
    // As TEXT, not a blob: SQLite sorts every blob after every text. The bound need not be
    // valid UTF-8; the BINARY collation only compares its bytes.
    let status = upper.withUnsafeBytes { bytes in
      sqlite3_bind_text64(
        statement, 2, bytes.baseAddress!.assumingMemoryBound(to: CChar.self),
        sqlite3_uint64(bytes.count), Self.transient, UInt8(SQLITE_UTF8))
    }
    guard status == SQLITE_OK else { throw failure(operation, key: key, status: status) }
  }

  private func bind(
    _ text: String, to statement: OpaquePointer, operation: SQLiteError.Operation, key: String
  ) throws(SQLiteError) {
    var text = text
    let status = text.withUTF8 { bytes in
      sqlite3_bind_text64(
        statement, 1,
        UnsafeRawPointer(bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!)
          .assumingMemoryBound(to: CChar.self), sqlite3_uint64(bytes.count), Self.transient,
        UInt8(SQLITE_UTF8))
    }
    guard status == SQLITE_OK else { throw failure(operation, key: key, status: status) }
  }

  private func step(_ statement: OpaquePointer, _ operation: SQLiteError.Operation, key: String)
    throws(SQLiteError)
  {
    let status = sqlite3_step(statement)
    guard status == SQLITE_DONE || status == SQLITE_ROW else {
      let error = failure(operation, key: key, status: status)
      reset(statement)
      throw error
    }
  }

  private func reset(_ statement: OpaquePointer) {
    sqlite3_reset(statement)
    sqlite3_clear_bindings(statement)
  }

  private func failure(_ operation: SQLiteError.Operation, key: String?, status: Int32)
    -> SQLiteError
  {
    SQLiteError(
      operation: operation, key: key, path: path, code: status,
      message: String(cString: sqlite3_errmsg(database)))
  }

  private static func prepare(_ sql: String, on database: OpaquePointer, path: String)
    throws(SQLiteError) -> OpaquePointer
  {
    var statement: OpaquePointer?
    let status = sqlite3_prepare_v3(
      database, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    guard status == SQLITE_OK, let statement else {
      throw SQLiteError(
        operation: .open, key: nil, path: path, code: status,
        message: String(cString: sqlite3_errmsg(database)))
    }
    return statement
  }

  private static func execute(_ sql: String, on database: OpaquePointer, path: String)
    throws(SQLiteError)
  {
    var message: UnsafeMutablePointer<CChar>?
    let status = sqlite3_exec(database, sql, nil, nil, &message)
    guard status == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(database))
      sqlite3_free(message)
      throw SQLiteError(operation: .open, key: nil, path: path, code: status, message: text)
    }
  }
}
