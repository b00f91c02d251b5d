import Foundation
import MVCS
import MVCSSQLite
import MVCSTestSupport
import Testing

struct SQLiteStorageChangesTests {
  @Test func announcesItsOwnOperationsWithTheirKeysInOrder() async throws {
    let file = SQLiteStorageTests.temporaryFile()
    var storage: SQLiteStorage? = try SQLiteStorage(at: file)
    let stream = storage!.changes()
    try await storage!.write(1, forKey: "a/1")
    try await storage!.write(2, forKey: "e\u{301}")
    try await storage!.remove(forKey: "a/1")
    var batch = StorageBatch()
    try batch.write(3, forKey: "a/2")
    try batch.write(4, forKey: "a/3")
    try batch.remove(forKey: "b")
    try await storage!.write(batch)
    try await storage!.removeAll(prefix: "a/")
    storage = nil  // finishes the stream
    var received: [StorageChange] = []
    for await change in stream { received.append(change) }
    let expected: [StorageChange] = [
      .keys(["a/1"]), .keys(["\u{e9}"]), .keys(["a/1"]), .keys(["a/2", "a/3", "b"]),
      .keys(["a/2", "a/3"]),
    ]
    // The data_version poll may add `.unknown` between them for the same commits.
    #expect(ChangeAwaiting.appearsInOrder(expected, in: received), "received \(received)")
    #expect(received.filter { $0 != .unknown }.count == expected.count)
  }

  @Test func noticesACommitOfAnotherConnection() async throws {
    let file = SQLiteStorageTests.temporaryFile()
    let watched = try SQLiteStorage(at: file)
    let other = try SQLiteStorage(at: file)
    let stream = watched.changes()
    try await other.write(["p1"], forKey: "favorites")
    let received = await ChangeAwaiting.changes(stream, naming: ["favorites"], orUnknown: true)
    #expect(received == [.unknown])
    #expect(try watched.readSynchronously([String].self, forKey: "favorites") == ["p1"])
  }

  @Test func readsSynchronouslyWhatWasWritten() async throws {
    let storage = try SQLiteStorage(at: SQLiteStorageTests.temporaryFile())
    #expect(try storage.readSynchronously(Int.self, forKey: "count") == nil)
    try await storage.write(3, forKey: "count")
    #expect(try storage.readSynchronously(Int.self, forKey: "count") == 3)
    #expect(try storage.readSynchronously(Int.self, forKey: "e\u{301}") == nil)
    try await storage.write("x", forKey: "\u{e9}")
    #expect(try storage.readSynchronously(String.self, forKey: "e\u{301}") == "x")
    #expect(throws: StorageError.invalidKey("")) {
      try storage.readSynchronously(Int.self, forKey: "")
    }
    let mismatch = #expect(throws: StorageError.self) {
      try storage.readSynchronously(Int.self, forKey: "\u{e9}")
    }
    let viaRead = await #expect(throws: StorageError.self) {
      try await storage.read(Int.self, forKey: "\u{e9}")
    }
    #expect(mismatch == viaRead)
  }
}
