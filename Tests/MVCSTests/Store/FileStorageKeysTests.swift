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
}
