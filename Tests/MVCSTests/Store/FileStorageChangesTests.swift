import Foundation
import MVCSSupport
import MVCSTestSupport
import Testing

@testable import MVCS

struct FileStorageChangesTests {
  @Test func announcesItsOwnOperationsInOrder() async throws {
    let folder = FileStorageTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var storage: FileStorage? = FileStorage(folder: folder)
    let stream = storage!.changes()
    try await storage!.write(1, forKey: "a/1")
    try await storage!.write(2, forKey: "e\u{301}")
    try await storage!.remove(forKey: "a/1")
    var batch = StorageBatch()
    try batch.write(3, forKey: "a/2")
    try batch.remove(forKey: "b")
    try await storage!.write(batch)
    try await storage!.removeAll(prefix: "a/")
    storage = nil  // finishes the stream
    var received: [StorageChange] = []
    for await change in stream { received.append(change) }
    let expected: [StorageChange] = [
      .keys(["a/1"]), .keys(["\u{e9}"]), .keys(["a/1"]), .keys(["a/2", "b"]), .keys(["a/2"]),
    ]
    // The folder watcher may add echoes of the same keys between them.
    #expect(ChangeAwaiting.appearsInOrder(expected, in: received), "received \(received)")
    let named = received.reduce(into: Set<String>()) { all, change in
      if case .keys(let keys) = change { all.formUnion(keys) }
    }
    #expect(named == ["a/1", "\u{e9}", "a/2", "b"])
  }

  @Test func noticesWritesAndRemovalsOfAnotherInstance() async throws {
    let folder = FileStorageTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let watched = FileStorage(folder: folder)
    let other = FileStorage(folder: folder)
    let stream = watched.changes()
    let long = String(repeating: "k", count: 300)
    try await other.write("v", forKey: "Photos/1")
    try await other.write("w", forKey: long)
    #expect(await ChangeAwaiting.changes(stream, naming: ["Photos/1", long]) != nil)
    #expect(try watched.readSynchronously(String.self, forKey: long) == "w")

    try await other.remove(forKey: "Photos/1")
    #expect(await ChangeAwaiting.changes(stream, naming: ["Photos/1"]) != nil)
    #expect(try watched.readSynchronously(String.self, forKey: "Photos/1") == nil)
  }

  @Test func noticesEveryKeyOfAnotherInstancesBatch() async throws {
    let folder = FileStorageTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let watched = FileStorage(folder: folder)
    let other = FileStorage(folder: folder)
    try await other.write(0, forKey: "gone")
    let stream = watched.changes()
    var batch = StorageBatch()
    try batch.write(1, forKey: "one")
    try batch.write(2, forKey: "two")
    try batch.remove(forKey: "gone")
    try await other.write(batch)
    #expect(await ChangeAwaiting.changes(stream, naming: ["one", "two", "gone"]) != nil)
  }

  @Test func mapsFileNamesBackToKeys() throws {
    let folder = FileStorageTests.temporaryFolder()
    let names: Set<String> = [
      FileStorage.fileName(forKey: "Photos/2024"), FileStorage.fileName(forKey: "é"),
    ]
    #expect(FileStorage.change(forNames: names, in: folder) == .keys(["Photos/2024", "é"]))
    // Temporaries, the journal, the lock, key files and foreign names are no values.
    let ignored: Set<String> = [".tmp-1234", ".batch", ".lock", "~abc.key", "notes.txt", "A.json"]
    #expect(FileStorage.change(forNames: ignored, in: folder) == nil)
    // A hashed name whose key file is gone, or lost events, can name no key.
    let hashed = FileStorage.fileName(forKey: String(repeating: "k", count: 300))
    #expect(FileStorage.change(forNames: [hashed], in: folder) == .unknown)
    #expect(FileStorage.change(forNames: nil, in: folder) == .unknown)
  }

  @Test func readsSynchronouslyWhatWasWritten() async throws {
    let folder = FileStorageTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let storage = FileStorage(folder: folder)
    #expect(try storage.readSynchronously(Int.self, forKey: "count") == nil)
    try await storage.write(3, forKey: "count")
    #expect(try storage.readSynchronously(Int.self, forKey: "count") == 3)
    #expect(throws: StorageError.invalidKey("")) {
      try storage.readSynchronously(Int.self, forKey: "")
    }
  }
}
