import CSQLite
import Foundation
import MVCS
import Testing

@testable import MVCSSQLite

/// Batches, listing and prefix removal on a real SQLite file.
struct SQLiteBatchTests {
  @Test func batchLandsWholeForAnotherConnection() async throws {
    let file = SQLiteStorageTests.temporaryFile()
    let storage = try SQLiteStorage(at: file)
    try await storage.write("old", forKey: "gone")
    var batch = StorageBatch()
    for index in 0..<100 { try batch.write(index, forKey: "n/\(index)") }
    try batch.remove(forKey: "gone")
    try await storage.write(batch)
    var database: OpaquePointer?
    #expect(sqlite3_open(file.path, &database) == SQLITE_OK)
    defer { sqlite3_close(database) }
    #expect(SQLiteStorageTests.text("SELECT count(*) FROM mvcs_storage", database) == "100")
    #expect(
      SQLiteStorageTests.text("SELECT value FROM mvcs_storage WHERE key = 'n/7'", database) == "7")
  }

  @Test func batchWithAFailingOperationLeavesEveryKeyOld() async throws {
    let storage = try await SQLiteLimitTests.storage()
    try await storage.write("old", forKey: "a")
    try await storage.write("old", forKey: "b")
    var batch = StorageBatch()
    try batch.write("new", forKey: "a")
    try batch.remove(forKey: "b")
    try batch.write("new", forKey: "c")
    // Over the lowered 1,000-byte limit: the last operation fails inside the transaction.
    try batch.write(String(repeating: "x", count: 2_000), forKey: "d")
    let error = await #expect(throws: SQLiteError.self) { try await storage.write(batch) }
    #expect(error?.code == SQLITE_TOOBIG)
    #expect(error?.key == "d")
    #expect(try await storage.read(String.self, forKey: "a") == "old")
    #expect(try await storage.read(String.self, forKey: "b") == "old")
    #expect(try await storage.read(String.self, forKey: "c") == nil)
    #expect(try await storage.keys() == ["a", "b"])
  }

  @Test func batchWithAnEmptyKeyChangesNothing() async throws {
    let storage = try SQLiteStorage(at: SQLiteStorageTests.temporaryFile())
    try await storage.write(1, forKey: "a")
    let batch = StorageBatch(unchecked: [.write(key: "a", json: Data("2".utf8)), .remove(key: "")])
    await #expect(throws: StorageError.invalidKey("")) { try await storage.write(batch) }
    #expect(try await storage.read(Int.self, forKey: "a") == 1)
  }

  static let keys = [
    "a", "a%b", "axb", "a_b", "a\\b", "ab", "b", "caf\u{E9}", "cafe\u{301}x", "caf\u{EA}",
    "\u{10FFFF}", "\u{10FFFF}x", "\u{10FFFE}", "nul\u{0}byte", "nul", "nul\u{1}",
  ]

  static func filled() async throws -> SQLiteStorage {
    let storage = try SQLiteStorage(at: SQLiteStorageTests.temporaryFile())
    for key in keys { try await storage.write(key, forKey: key) }
    return storage
  }

  @Test func keysMatchThePrefixByBytesWithoutWildcards() async throws {
    let storage = try await Self.filled()
    #expect(try await storage.keys(prefix: "a%") == ["a%b"])
    #expect(try await storage.keys(prefix: "a_") == ["a_b"])
    #expect(try await storage.keys(prefix: "a\\") == ["a\\b"])
    #expect(try await storage.keys(prefix: "a") == ["a", "a%b", "a\\b", "a_b", "ab", "axb"])
    // "é" composed is C3 A9; the bound C3 AA is "ê", which is not listed.
    #expect(try await storage.keys(prefix: "caf\u{E9}") == ["caf\u{E9}", "caf\u{E9}x"])
    #expect(try await storage.keys(prefix: "cafe\u{301}") == ["caf\u{E9}", "caf\u{E9}x"])
    #expect(try await storage.keys(prefix: "cafe") == [])
    // The last scalar's last byte incremented is not UTF-8; it bounds the range all the same.
    #expect(try await storage.keys(prefix: "\u{10FFFF}") == ["\u{10FFFF}", "\u{10FFFF}x"])
    #expect(try await storage.keys(prefix: "nul") == ["nul", "nul\u{0}byte", "nul\u{1}"])
    #expect(try await storage.keys(prefix: "nul\u{0}") == ["nul\u{0}byte"])
    let all = try await storage.keys()
    #expect(all.count == Self.keys.count)
    #expect(all.contains("caf\u{E9}x"))  // stored as "cafe\u{301}x", listed composed
    #expect(all == all.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(all.last == "\u{10FFFF}x")
  }

  @Test func removeAllRemovesExactlyThePrefixInOneTransaction() async throws {
    let storage = try await Self.filled()
    try await storage.removeAll(prefix: "a%")
    try await storage.removeAll(prefix: "\u{10FFFF}")
    try await storage.removeAll(prefix: "nul\u{0}")
    let left = try await storage.keys()
    #expect(
      !left.contains("a%b") && !left.contains("\u{10FFFF}x") && !left.contains("nul\u{0}byte"))
    #expect(left.contains("axb") && left.contains("\u{10FFFE}") && left.contains("nul"))
    #expect(left.count == Self.keys.count - 4)  // "a%b", both "\u{10FFFF}…", "nul\0byte"
    await #expect(throws: StorageError.invalidKey("")) { try await storage.removeAll(prefix: "") }
    #expect(try await storage.keys().count == left.count)
  }

  @Test func batchOfFiftyThousandValuesLandsAndLists() async throws {
    let storage = try SQLiteStorage(at: SQLiteStorageTests.temporaryFile())
    var batch = StorageBatch()
    for index in 0..<50_000 { try batch.write(["id": index], forKey: "photo/\(index)") }
    try await storage.write(batch)
    #expect(try await storage.keys(prefix: "photo/").count == 50_000)
    #expect(try await storage.read([String: Int].self, forKey: "photo/49999") == ["id": 49_999])
    try await storage.removeAll(prefix: "photo/")
    #expect(try await storage.keys().isEmpty)
  }
}
