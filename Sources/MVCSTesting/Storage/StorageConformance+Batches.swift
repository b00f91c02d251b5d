import Foundation
import MVCS
import MVCSSupport

// MARK: - Listing, prefix removal and batches

extension StorageConformance {
  static func keysListByPrefix(_ storage: any Storage) async throws {
    let long = "a/" + String(repeating: "k", count: 10_000)
    let keys = [
      "a", "a/x", "a/y", "ab", "b/a/", "x/a/", "caf\u{E9}/1", "cafe\u{301}/2", "a%", "a_", "aX",
      long, "🔑/1", "line\nbreak", "nul\u{0}byte",
    ]
    for key in keys { try await storage.write(1, forKey: key) }
    try await storage.write(1, forKey: "a/gone")
    try await storage.remove(forKey: "a/gone")
    try await expectKeys(storage, prefix: "a/", ["a/x", "a/y", long])
    try await expectKeys(storage, prefix: "", keys)
    try await expectKeys(storage, prefix: "caf\u{E9}/", ["caf\u{E9}/1", "caf\u{E9}/2"])
    try await expectKeys(storage, prefix: "cafe\u{301}/", ["caf\u{E9}/1", "caf\u{E9}/2"])
    try await expectKeys(storage, prefix: "a%", ["a%"])
    try await expectKeys(storage, prefix: "a_", ["a_"])
    try await expectKeys(storage, prefix: "nul\u{0}", ["nul\u{0}byte"])
    try await expectKeys(storage, prefix: "zzz", [])
  }

  static func removeAllRemovesOnlyThePrefix(_ storage: any Storage) async throws {
    let kept = ["a", "ab", "b/a/", "A/x"]
    for key in kept + ["a/x", "a/y/z"] { try await storage.write(1, forKey: key) }
    try await storage.removeAll(prefix: "a/")
    for key in ["a/x", "a/y/z"] {
      try await expect(
        try await storage.read(Int.self, forKey: key) == nil,
        "removeAll(prefix: \"a/\") left \(StorageCoding.quoted(key)).")
    }
    for key in kept {
      try await expect(
        try await storage.read(Int.self, forKey: key) == 1,
        "removeAll(prefix: \"a/\") removed \(StorageCoding.quoted(key)).")
    }
    try await expectError(.invalidKey("")) { try await storage.removeAll(prefix: "") }
    try await expect(
      try await storage.read(Int.self, forKey: "a") == 1, "removeAll(prefix: \"\") removed \"a\".")
  }

  static func batchesApplyEveryOperation(_ storage: any Storage) async throws {
    try await storage.write("old", forKey: "removed")
    try await storage.write("old", forKey: "replaced")
    var batch = StorageBatch()
    try batch.write("new", forKey: "replaced")
    try batch.write(Profile.ann, forKey: "added")
    try batch.write(1, forKey: "twice")
    try batch.remove(forKey: "removed")
    try batch.write(2, forKey: "twice")
    try batch.write([1, 2, 3], forKey: "last")
    try await storage.write(batch)
    try await expect(
      try await storage.read(String.self, forKey: "replaced") == "new",
      "A batch did not replace \"replaced\".")
    try await expect(
      try await storage.read(Profile.self, forKey: "added") == Profile.ann,
      "A batch did not write \"added\".")
    try await expect(
      try await storage.read(Int.self, forKey: "twice") == 2,
      "A batch with two writes to \"twice\" did not leave the later one.")
    try await expect(
      try await storage.read(String.self, forKey: "removed") == nil,
      "A batch did not remove \"removed\".")
    try await expect(
      try await storage.read([Int].self, forKey: "last") == [1, 2, 3],
      "A batch did not write its last operation, \"last\".")

    try await storage.write(StorageBatch())
    try await expect(
      try await storage.read(String.self, forKey: "replaced") == "new",
      "An empty batch changed \"replaced\".")
  }

  static func batchWithARefusedOperationChangesNothing(_ storage: any Storage) async throws {
    try await storage.write("old", forKey: "a")
    let batch = StorageBatch(unchecked: [
      .write(key: "a", json: Data(#""new""#.utf8)), .write(key: "b", json: Data("1".utf8)),
      .remove(key: ""),
    ])
    try await expectError(.invalidKey("")) { try await storage.write(batch) }
    try await expect(
      try await storage.read(String.self, forKey: "a") == "old",
      "A refused batch changed \"a\", an operation before the refused one.")
    try await expect(
      try await storage.read(Int.self, forKey: "b") == nil,
      "A refused batch wrote \"b\", an operation before the refused one.")
  }

  /// Checks `keys(prefix:)` against the expected keys, canonically composed and sorted.
  private static func expectKeys(_ storage: any Storage, prefix: String, _ expected: [String])
    async throws
  {
    let expected = Set(expected.map(StorageKey.canonical)).sorted(by: StorageKey.precedes)
    let listed = try await storage.keys(prefix: prefix)
    guard listed != expected else { return }
    let show = { (keys: [String]) in keys.map(StorageCoding.quoted).joined(separator: ", ") }
    Recorder.current?.record(
      "keys(prefix: \(StorageCoding.quoted(prefix))) listed [\(show(listed))], expected "
        + "[\(show(expected))] (canonically composed, sorted by UTF-8 bytes).")
  }
}
