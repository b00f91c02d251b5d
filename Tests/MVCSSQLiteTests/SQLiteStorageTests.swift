import CSQLite
import Foundation
import MVCS
import MVCSSQLite
import MVCSTestSupport
import MVCSTesting
import Testing

struct SQLiteStorageTests {
  /// A new database path in the test process's folder, which is removed when the tests end.
  static func temporaryFile() -> URL {
    TestFolder.path("mvcs", extension: "sqlite")
  }

  @Test func keepsTheStorageContract() async {
    await StorageConformance.check { try SQLiteStorage(at: Self.temporaryFile()) }
  }

  @Test func valuesOutliveTheConnectionThatWroteThem() async throws {
    let file = Self.temporaryFile()
    do {
      let storage = try SQLiteStorage(at: file)
      try await storage.write(["p1", "p2"], forKey: "favorites")
    }
    let again = try SQLiteStorage(at: file)
    #expect(try await again.read([String].self, forKey: "favorites") == ["p1", "p2"])
  }

  @Test func usesWriteAheadLoggingAndOneTable() async throws {
    let file = Self.temporaryFile()
    let storage = try SQLiteStorage(at: file)
    try await storage.write(1, forKey: "one")
    var database: OpaquePointer?
    #expect(sqlite3_open(file.path, &database) == SQLITE_OK)
    defer { sqlite3_close(database) }
    #expect(Self.text("PRAGMA journal_mode", database) == "wal")
    #expect(
      Self.text("SELECT group_concat(name) FROM sqlite_master WHERE type = 'table'", database)
        == "mvcs_storage")
    #expect(Self.text("SELECT value FROM mvcs_storage WHERE key = 'one'", database) == "1")
  }

  @Test func fileThatIsNotADatabaseIsAnErrorWithSQLitesMessage() throws {
    let file = Self.temporaryFile()
    try Data(repeating: 0x41, count: 4_096).write(to: file)
    let error = #expect(throws: SQLiteError.self) { _ = try SQLiteStorage(at: file) }
    #expect(error?.operation == .open)
    #expect(error?.code == SQLITE_NOTADB)
    #expect(
      error?.description == """
        Cannot open the SQLite database at \(file.path): file is not a database (SQLite code \
        26). To fix, the file is not a SQLite database or is damaged: point the storage at \
        another file, or delete this one if its data can be lost.
        """)
  }

  @Test func missingFolderIsAnOpenError() {
    let file = URL(filePath: "/nonexistent-\(UUID().uuidString)/app.sqlite")
    let error = #expect(throws: SQLiteError.self) { _ = try SQLiteStorage(at: file) }
    #expect(error?.message == "unable to open database file")
  }

  @Test func aliasSharesOneInstanceAndRefusesAnotherFile() throws {
    let file = Self.temporaryFile()
    let alias = "Cache-\(UUID().uuidString)"
    let first = try SQLiteStorage.named(alias, at: file)
    #expect(try SQLiteStorage.named(alias, at: file) === first)
    #expect(throws: StorageAliasError.self) {
      _ = try SQLiteStorage.named(alias, at: Self.temporaryFile())
    }
  }

  @Test func wrongTypeReadNamesTheShapeNotTheValue() async throws {
    let secret = "ghp_Zq8TfB3kLm1Xw9RvN2cY7uJ4pH6sD0aE5gKi"
    let storage = try SQLiteStorage(at: Self.temporaryFile())
    try await storage.write(secret, forKey: "token")
    try await storage.write(["token": secret], forKey: "tokens")
    let reads: [@Sendable () async throws -> Void] = [
      { _ = try await storage.read(Int.self, forKey: "token") },
      { _ = try await storage.read(Kind.self, forKey: "token") },
      { _ = try await storage.read([String: Int].self, forKey: "tokens") },
      { _ = try await storage.read([String: Kind].self, forKey: "tokens") },
    ]
    for read in reads {
      let error = await #expect(throws: StorageError.self) { try await read() }
      guard let error else { continue }
      var dumped = ""
      dump(error, to: &dumped)
      for text in [
        "\(error)", String(reflecting: error), error.localizedDescription, dumped,
      ] {
        #expect(!text.contains(secret.prefix(12)), "\(text)")
      }
    }
    let error = await #expect(throws: StorageError.self) {
      _ = try await storage.read(Int.self, forKey: "token")
    }
    #expect(
      error
        == .typeMismatch(
          key: "token", requested: "Int", reason: "it holds a JSON string of 40 characters"))
  }

  enum Kind: String, Codable, Sendable {
    case admin
  }

  static func text(_ sql: String, _ database: OpaquePointer?) -> String? {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK else { return nil }
    defer { sqlite3_finalize(statement) }
    guard sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0)
    else { return nil }
    return String(cString: text)
  }
}
