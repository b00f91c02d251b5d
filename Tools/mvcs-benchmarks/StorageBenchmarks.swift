import CSQLite
import Foundation
import MVCS
import MVCSSQLite

/// A small `Codable` value, as apps keep in storages: a settings record, a favourite.
struct BenchProfile: Codable, Sendable {
  let id: Int
  let name: String
  let tags: [String]
}

/// The storage figures the ratios are made of, in ns per operation; `nan` when skipped.
struct StorageTimes {
  var sqliteWrite = Double.nan
  var cWrite = Double.nan
  var sqliteRead = Double.nan
  var cRead = Double.nan
  var cReadDecoded = Double.nan
  var sqliteBatch = Double.nan
  var cBatch = Double.nan
  var fileBatch = Double.nan
  var fileSingles = Double.nan
}

extension Bench {
  /// Times SQLiteStorage writes and reads of a small value against hand-written prepared
  /// statements through the C API on the same schema and settings (WAL, synchronous NORMAL, a
  /// transaction a write), and FileStorage writes and reads.
  ///
  /// The ratios compare work off the main actor, both sides in a detached task (one hop a
  /// batch), so that they measure the storage rather than the main thread's hop to the
  /// storage's actor and back; the rows "from the main actor" show what that hop adds.
  func measureStorages() async throws -> StorageTimes {
    var times = StorageTimes()
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "mvcs-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let keys = (0..<100).map { "profile-\($0)" }
    let value = BenchProfile(id: 42, name: "Ann Example", tags: ["admin", "beta"])

    let storage = try SQLiteStorage(at: folder.appending(path: "storage.sqlite"))
    for key in keys { try await storage.write(value, forKey: key) }
    // The floor: what a hand-written app does with the C API.
    let blob = try JSONEncoder().encode(value)
    let raw = try RawSQLite(path: folder.appending(path: "raw.sqlite").path)
    for key in keys { raw.insert(key, blob) }

    let any: any Storage = storage
    times.sqliteWrite = try await measure("SQLiteStorage write, small Codable value") { n, _ in
      try await Task.detached {
        for index in 0..<n { try await any.write(value, forKey: keys[index % keys.count]) }
      }.value
    }
    // Like with like for a read: the C side decodes the same JSON with a `JSONDecoder`, as an
    // app reading a `Codable` value through the C API must. Paired, as the ratio's target is
    // tight for a shared machine's noise.
    (times.sqliteRead, times.cReadDecoded) = try await measurePair(
      "SQLiteStorage read, small Codable value",
      { n in
        sink(
          try await Task.detached {
            var total = 0
            for index in 0..<n {
              let read = try await any.read(BenchProfile.self, forKey: keys[index % keys.count])
              total &+= read?.id ?? 0
            }
            return total
          }.value)
      },
      against: "C API select, prepared, + JSONDecoder",
      { n in
        sink(
          try await Task.detached {
            let decoder = JSONDecoder()
            var total = 0
            for index in 0..<n {
              let data = raw.select(keys[index % keys.count])
              total &+= try decoder.decode(BenchProfile.self, from: data).id
            }
            return total
          }.value)
      })
    try await measure("SQLiteStorage write, from the main actor") { n, _ in
      for index in 0..<n { try await any.write(value, forKey: keys[index % keys.count]) }
    }
    try await measure("SQLiteStorage read, from the main actor") { n, _ in
      for index in 0..<n {
        sink(try await any.read(BenchProfile.self, forKey: keys[index % keys.count])?.id ?? 0)
      }
    }

    // The value's bytes already made: the floor of the storage's own overhead.
    times.cWrite = await measure("C API insert, prepared, in a transaction") { n, _ in
      await Task.detached {
        for index in 0..<n { raw.insert(keys[index % keys.count], blob) }
      }.value
    }
    times.cRead = await measure("C API select, prepared") { n, _ in
      sink(
        await Task.detached {
          var total = 0
          for index in 0..<n { total &+= raw.select(keys[index % keys.count]).count }
          return total
        }.value)
    }

    let files = FileStorage(folder: folder.appending(path: "files"))
    for key in keys { try await files.write(value, forKey: key) }
    try await measure("FileStorage write, small Codable value (fsync)") { n, _ in
      for index in 0..<n { try await files.write(value, forKey: keys[index % keys.count]) }
    }
    try await measure("FileStorage read, small Codable value") { n, _ in
      for index in 0..<n {
        let read = try await files.read(BenchProfile.self, forKey: keys[index % keys.count])
        sink(read?.id ?? 0)
      }
    }
    try await measureStorageBatches(in: folder, into: &times)
    return times
  }

  func printStorageRatios(_ times: StorageTimes) {
    for (name, value, target) in [
      ("SQLiteStorage write ÷ C API insert", times.sqliteWrite / times.cWrite, 3.0),
      ("SQLiteStorage read ÷ C API select", times.sqliteRead / times.cRead, 3.0),
      (
        "SQLiteStorage read ÷ C API select + JSONDecoder", times.sqliteRead / times.cReadDecoded,
        1.5
      ),
      ("SQLiteStorage batch of 50,000 small values ÷ C API", times.sqliteBatch / times.cBatch, 1.5),
      ("FileStorage batch of 1,000 ÷ 1,000 single writes", times.fileBatch / times.fileSingles, 1),
    ] where !value.isNaN {
      print(Report.ratio(name, value, target: target))
    }
  }
}

/// Hand-written SQLite: the same table and settings as SQLiteStorage, statements prepared once.
///
/// `@unchecked Sendable` is safe: the benchmark hands it to one detached task at a time and
/// waits for each before starting the next.
final class RawSQLite: @unchecked Sendable {
  private var database: OpaquePointer?
  private var insertStatement: OpaquePointer?
  private var selectStatement: OpaquePointer?
  private var begin: OpaquePointer?
  private var commit: OpaquePointer?

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  init(path: String) throws {
    guard sqlite3_open(path, &database) == SQLITE_OK,
      sqlite3_exec(
        database,
        """
        PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
        CREATE TABLE t (key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL) WITHOUT ROWID;
        """, nil, nil, nil) == SQLITE_OK,
      sqlite3_prepare_v2(
        database, "INSERT OR REPLACE INTO t (key, value) VALUES (?1, ?2)", -1, &insertStatement,
        nil) == SQLITE_OK,
      sqlite3_prepare_v2(database, "SELECT value FROM t WHERE key = ?1", -1, &selectStatement, nil)
        == SQLITE_OK,
      sqlite3_prepare_v2(database, "BEGIN IMMEDIATE", -1, &begin, nil) == SQLITE_OK,
      sqlite3_prepare_v2(database, "COMMIT", -1, &commit, nil) == SQLITE_OK
    else {
      throw Failure(description: "SQLite: \(String(cString: sqlite3_errmsg(database)))")
    }
  }

  deinit {
    for statement in [insertStatement, selectStatement, begin, commit] {
      sqlite3_finalize(statement)
    }
    sqlite3_close(database)
  }

  private static let transient = unsafeBitCast(
    OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

  func insert(_ key: String, _ value: Data) {
    sqlite3_step(begin)
    sqlite3_reset(begin)
    sqlite3_bind_text(insertStatement, 1, key, -1, Self.transient)
    value.withUnsafeBytes {
      _ = sqlite3_bind_blob(
        insertStatement, 2, $0.baseAddress, Int32($0.count), Self.transient)
    }
    sqlite3_step(insertStatement)
    sqlite3_reset(insertStatement)
    sqlite3_step(commit)
    sqlite3_reset(commit)
  }

  /// Upserts every row in one transaction, each value encoded by `encode` just before its
  /// insert, as a hand-written batch does.
  func insertAll<Value>(
    _ keys: [String], _ values: [Value], encode: (Value) throws -> Data
  ) rethrows {
    sqlite3_step(begin)
    sqlite3_reset(begin)
    for index in keys.indices {
      let data = try encode(values[index])
      sqlite3_bind_text(insertStatement, 1, keys[index], -1, Self.transient)
      data.withUnsafeBytes {
        _ = sqlite3_bind_blob(
          insertStatement, 2, $0.baseAddress, Int32($0.count), Self.transient)
      }
      sqlite3_step(insertStatement)
      sqlite3_reset(insertStatement)
    }
    sqlite3_step(commit)
    sqlite3_reset(commit)
  }

  func select(_ key: String) -> Data {
    sqlite3_bind_text(selectStatement, 1, key, -1, Self.transient)
    defer { sqlite3_reset(selectStatement) }
    guard sqlite3_step(selectStatement) == SQLITE_ROW,
      let bytes = sqlite3_column_blob(selectStatement, 0)
    else { return Data() }
    return Data(bytes: bytes, count: Int(sqlite3_column_bytes(selectStatement, 0)))
  }
}
