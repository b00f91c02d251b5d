import Foundation
import MVCS
import Testing

/// Listing keys and removing by prefix on a real folder.
struct FileStorageKeysTests {
  static let long = String(repeating: "k", count: 300)

  @Test func listsKeysFromFileNamesAndLongKeysFromTheirKeyFiles() async throws {
    let folder = FileStorageTests.temporaryFolder()
    let storage = FileStorage(folder: folder)
    #expect(try await storage.keys().isEmpty)  // no folder yet
    let keys = [
      "a", "a%b", "a_b", "A", "a/b", "cafe\u{301}", "nul\u{0}", "\u{10FFFF}", Self.long,
      Self.long + "\u{E9}",
    ]
    for key in keys { try await storage.write(1, forKey: key) }
    let listed = try await storage.keys()
    #expect(
      listed
        == [
          "A", "\u{10FFFF}", "a", "a%b", "a/b", "a_b", "caf\u{E9}", Self.long,
          Self.long + "\u{E9}", "nul\u{0}",
        ].sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(try await storage.keys(prefix: "a%") == ["a%b"])
    #expect(try await storage.keys(prefix: "a") == ["a", "a%b", "a/b", "a_b"])
    #expect(try await storage.keys(prefix: "k") == [Self.long, Self.long + "\u{E9}"])
    #expect(try await storage.keys(prefix: "cafe") == [])
  }

  @Test func ignoresFilesItDidNotWriteAndRemovedKeys() async throws {
    let folder = FileStorageTests.temporaryFolder()
    let storage = FileStorage(folder: folder)
    try await storage.write(1, forKey: "kept")
    try await storage.write(1, forKey: "gone")
    try await storage.write(1, forKey: Self.long)
    try await storage.remove(forKey: "gone")
    try await storage.remove(forKey: Self.long)
    for name in ["Upper.json", "notes.txt", ".tmp-x.json", "%ZZ.json", "~abc.json"] {
      try Data("1".utf8).write(to: folder.appending(path: name))
    }
    #expect(try await storage.keys() == ["kept"])
    // The long key's value and its key file are both gone.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!names.contains { $0.hasSuffix(".key") })
  }

  @Test func removeAllRemovesOnlyThePrefixWithLongKeys() async throws {
    let storage = FileStorage(folder: FileStorageTests.temporaryFolder())
    for key in ["a", "a/x", "a/" + Self.long, "ab", "b/a/"] {
      try await storage.write(1, forKey: key)
    }
    try await storage.removeAll(prefix: "a/")
    #expect(try await storage.keys() == ["a", "ab", "b/a/"])
    #expect(try await storage.read(Int.self, forKey: "a/" + Self.long) == nil)
    await #expect(throws: StorageError.invalidKey("")) { try await storage.removeAll(prefix: "") }
  }

  @Test func batchAppliesEveryOperation() async throws {
    let storage = FileStorage(folder: FileStorageTests.temporaryFolder())
    try await storage.write("old", forKey: "gone")
    var batch = StorageBatch()
    try batch.write("new", forKey: "x")
    try batch.write(["y": 1.5], forKey: Self.long)
    try batch.remove(forKey: "gone")
    try await storage.write(batch)
    #expect(try await storage.keys() == [Self.long, "x"])
    #expect(try await storage.read([String: Double].self, forKey: Self.long) == ["y": 1.5])
  }

  @Test func committedJournalIsRolledForwardByTheNextStorage() async throws {
    let folder = FileStorageTests.temporaryFolder()
    let first = FileStorage(folder: folder)
    try await first.write("old", forKey: "a")
    try await first.write("old", forKey: "b")
    // What a writer killed after its commit point leaves: flushed temporaries and the journal.
    try Data(#""new""#.utf8).write(to: folder.appending(path: ".tmp-1"))
    try Data(#""outside""#.utf8).write(to: folder.appending(path: ".tmp-2"))
    let journal = """
      R .tmp-1 a.json
      U b.json
      R .tmp-2 ../escaped.json
      U ../victim.json
      """
    try Data(journal.utf8).write(to: folder.appending(path: ".batch"))
    let victim = folder.deletingLastPathComponent().appending(path: "victim.json")
    try Data("1".utf8).write(to: victim)
    defer { try? FileManager.default.removeItem(at: victim) }

    let second = FileStorage(folder: folder)
    #expect(try await second.read(String.self, forKey: "a") == "new")
    #expect(try await second.read(String.self, forKey: "b") == nil)
    #expect(!FileManager.default.fileExists(atPath: folder.appending(path: ".batch").path))
    // Lines naming files outside the folder are not trusted.
    #expect(FileManager.default.fileExists(atPath: victim.path))
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.deletingLastPathComponent().appending(path: "escaped.json").path))
  }

  @Test func batchLeavesNoJournalOrTemporaryBehind() async throws {
    let folder = FileStorageTests.temporaryFolder()
    let storage = FileStorage(folder: folder)
    var batch = StorageBatch()
    for index in 0..<20 { try batch.write(index, forKey: "n/\(index)") }
    try batch.write(1, forKey: Self.long)
    try await storage.write(batch)
    try await storage.removeAll(prefix: "n/1")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!names.contains { $0.hasPrefix(".tmp-") || $0 == ".batch" })
    #expect(try await storage.keys().count == 21 - 11)  // n/1 and n/10…n/19 removed
  }
}
