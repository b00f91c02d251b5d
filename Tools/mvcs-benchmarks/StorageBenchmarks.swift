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

extension Bench {
  /// Times SQLiteStorage writes and reads of a small value against hand-written prepared
  /// statements through the C API on the same schema and settings (WAL, synchronous NORMAL, a
  /// transaction a write), and FileStorage writes and reads.
  ///
  /// The ratios compare work off the main actor, both sides in a detached task (one hop a
  /// batch), so that they measure the storage rather than the main thread's hop to the
  /// storage's actor and back; the rows "from the main actor" show what that hop adds.
  func measureStorages() async throws {
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
    let sqliteWrite = BenchCase("SQLiteStorage write, small Codable value") { n, _ in
      try await Task.detached {
        for index in 0..<n { try await any.write(value, forKey: keys[index % keys.count]) }
      }.value
    }
    // Like with like: the C side encodes the same value to the same JSON, with the storage's
    // encoder settings, as an app writing a `Codable` value through the C API must.
    let cWrite = BenchCase("C API insert, prepared, + JSONEncoder") { n, _ in
      try await Task.detached {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for index in 0..<n { raw.insert(keys[index % keys.count], try encoder.encode(value)) }
      }.value
    }
    try await measureRatio(
      "SQLiteStorage write ÷ C API insert + JSONEncoder", target: 3, case: sqliteWrite,
      floor: cWrite)
    // Like with like for a read: the C side decodes the same JSON with a `JSONDecoder`, as an
    // app reading a `Codable` value through the C API must. The select alone is the floor of
    // the storage's own overhead.
    let sqliteRead = BenchCase("SQLiteStorage read, small Codable value") { n, _ in
      sink(
        try await Task.detached {
          var total = 0
          for index in 0..<n {
            let read = try await any.read(BenchProfile.self, forKey: keys[index % keys.count])
            total &+= read?.id ?? 0
          }
          return total
        }.value)
    }
    let cReadDecoded = BenchCase("C API select, prepared, + JSONDecoder") { n, _ in
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
    }
    let cRead = BenchCase("C API select, prepared") { n, _ in
      sink(
        await Task.detached {
          var total = 0
          for index in 0..<n { total &+= raw.select(keys[index % keys.count]).count }
          return total
        }.value)
    }
    try await compare(
      [sqliteRead, cReadDecoded, cRead],
      ratios: [
        RatioRow(
          name: "SQLiteStorage read ÷ C API select", over: sqliteRead.name, under: cRead.name,
          target: 3),
        RatioRow(
          name: "SQLiteStorage read ÷ C API select + JSONDecoder", over: sqliteRead.name,
          under: cReadDecoded.name, target: 1.5),
      ])
    try await measure("SQLiteStorage write, from the main actor") { n, _ in
      for index in 0..<n { try await any.write(value, forKey: keys[index % keys.count]) }
    }
    try await measure("SQLiteStorage read, from the main actor") { n, _ in
      for index in 0..<n {
        sink(try await any.read(BenchProfile.self, forKey: keys[index % keys.count])?.id ?? 0)
      }
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
    try await measureStorageBatches(in: folder)
  }
}

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
