import CSQLite
import Foundation
import MVCS
import Testing

@testable import MVCSSQLite

/// Keys and values over SQLite's size limit are refused with a typed error that names both
/// sizes; none of them traps on a 32-bit length.
struct SQLiteLimitTests {
  static let limit: Int32 = 1_000

  static func storage() async throws -> SQLiteStorage {
    let storage = try SQLiteStorage(at: SQLiteStorageTests.temporaryFile())
    await storage.lowerLengthLimit(to: limit)
    return storage
  }

  @Test func valueJustOverTheLimitIsRefusedAndTheOldValueKept() async throws {
    let storage = try await Self.storage()
    try await storage.write("old", forKey: "note")
    // The JSON of a string is the string and two quotes: 1001 bytes.
    let error = await #expect(throws: SQLiteError.self) {
      try await storage.write(String(repeating: "x", count: 999), forKey: "note")
    }
    #expect(error?.code == SQLITE_TOOBIG)
    #expect(error?.operation == .write)
    #expect(
      error?.description == """
        Cannot write "note" in the SQLite database at \(storage.file.path): the value is 1001 \
        bytes, over the limit of 1000 bytes for one string or blob that SQLite has on this \
        database (SQLite code 18). Any previous value was kept. To fix, keep large data out of \
        the database: write it to a file of its own (FileStorage keeps values of any size) and \
        store the file's name here; keep keys short, such as an ID.
        """)
    #expect(try await storage.read(String.self, forKey: "note") == "old")
    try await storage.write(String(repeating: "x", count: 900), forKey: "note")
    #expect(try await storage.read(String.self, forKey: "note")?.count == 900)
  }

  @Test func keyOverTheLimitIsRefusedByEveryOperation() async throws {
    let storage = try await Self.storage()
    let key = String(repeating: "k", count: Int(Self.limit) + 1)
    let operations: [(SQLiteError.Operation, @Sendable () async throws -> Void)] = [
      (.write, { try await storage.write(1, forKey: key) }),
      (.read, { _ = try await storage.read(Int.self, forKey: key) }),
      (.remove, { try await storage.remove(forKey: key) }),
    ]
    for (operation, run) in operations {
      let error = await #expect(throws: SQLiteError.self) { try await run() }
      #expect(error?.operation == operation)
      #expect(error?.code == SQLITE_TOOBIG)
      #expect(
        error?.message == """
          the key is 1001 bytes, over the limit of 1000 bytes for one string or blob that \
          SQLite has on this database
          """)
      // The message shows the start of a long key, not all of it.
      #expect(error?.description.contains(#"…" (1001 characters)"#) == true)
      #expect(error?.description.contains(key) == false)
    }
  }

  @Test func keyAndValueThatFitAloneButNotInOneRowAreRefused() async throws {
    let storage = try await Self.storage()
    let key = String(repeating: "k", count: 600)
    let error = await #expect(throws: SQLiteError.self) {
      try await storage.write(String(repeating: "v", count: 598), forKey: key)
    }
    #expect(error?.code == SQLITE_TOOBIG)
    #expect(
      error?.message == """
        the key and the value together take 1200 bytes and SQLite's record header, over the \
        limit of 1000 bytes for one row that SQLite has on this database
        """)
    #expect(try await storage.read(String.self, forKey: key) == nil)
  }

  @Test func valueOfThreeGibibytesIsRefusedWithoutTrapping() throws {
    // Reserved address space that reads as zeros; no memory is committed, and nothing would
    // be read unless the size check let the value through to SQLite.
    let count = 3 << 30
    let pages = mmap(
      nil, count, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
    try #require(pages != MAP_FAILED)
    defer { munmap(pages, count) }
    let huge = Data(bytesNoCopy: pages!, count: count, deallocator: .none)
    let connection = try Connection(path: SQLiteStorageTests.temporaryFile().path)
    let error = #expect(throws: SQLiteError.self) {
      try connection.upsert("huge", huge, key: "huge")
    }
    #expect(error?.code == SQLITE_TOOBIG)
    #expect(
      error?.message == """
        the value is 3221225472 bytes (3.0 GiB), over the limit of \
        \(Connection.size(connection.lengthLimit)) for one string or blob that SQLite has on \
        this database
        """)
    // One billion by default; SQLite caps any build's limit below 2 GiB.
    #expect(connection.lengthLimit < count)
    #expect(try connection.select("huge", key: "huge") == nil)
  }

  @Test func sizesReadInBytesAndBinaryUnits() {
    #expect(Connection.size(Int(Int32.max) + 1) == "2147483648 bytes (2.0 GiB)")
    #expect(Connection.size(1_048_576) == "1048576 bytes (1.0 MiB)")
    #expect(Connection.size(1_023) == "1023 bytes")
  }

  @Test func limitCanBeLoweredForTests() throws {
    let connection = try Connection(path: SQLiteStorageTests.temporaryFile().path)
    #expect(connection.lengthLimit > 10)
    connection.lowerLengthLimit(to: 10)
    #expect(connection.lengthLimit == 10)
  }
}
