import CSQLite
import Foundation
import MVCS
import MVCSSQLite
import Synchronization
import Testing

/// Versioned values in a real SQLite file, checked in the table's own text.
struct SQLiteStorageVersionTests {
  struct FavoriteV1: Codable, Sendable, Equatable { let id: String }
  struct Favorite: Codable, Sendable, Equatable {
    let id: String
    let title: String
  }

  /// How many times the first step ran.
  final class StepRuns: Sendable {
    private let count = Mutex(0)
    func record() { count.withLock { $0 += 1 } }
    var total: Int { count.withLock { $0 } }
  }

  static func favorites(runs: StepRuns = StepRuns()) -> SharedKey<[Favorite]> {
    SharedKey(
      storage: "Favorites", key: "favorites", default: [], version: 2,
      migrations: [
        .step(from: 0, decoding: [String].self) { ids in
          runs.record()
          return ids.map { FavoriteV1(id: $0) }
        },
        .step(from: 1, decoding: [FavoriteV1].self) { old in
          old.map { Favorite(id: $0.id, title: "") }
        },
      ])
  }

  static let upgraded = [Favorite(id: "p1", title: ""), Favorite(id: "p2", title: "")]

  /// The JSON text stored under a key, read with SQLite's C API from the file itself.
  static func storedText(_ key: String, in file: URL) -> String? {
    var database: OpaquePointer?
    guard sqlite3_open(file.path, &database) == SQLITE_OK else { return nil }
    defer { sqlite3_close(database) }
    return SQLiteStorageTests.text(
      "SELECT value FROM mvcs_storage WHERE key = '\(key)'", database)
  }

  @Test func bareValueIsUpgradedAndWrittenBackOnceIntoTheFile() async throws {
    let file = SQLiteStorageTests.temporaryFile()
    let storage = try SQLiteStorage(at: file)
    try await storage.write(["p1", "p2"], forKey: "favorites")
    #expect(Self.storedText("favorites", in: file) == #"["p1","p2"]"#)
    let runs = StepRuns()

    #expect(try await storage.read(Self.favorites(runs: runs)) == Self.upgraded)
    #expect(
      Self.storedText("favorites", in: file)
        == #"{"mvcs-version":2,"value":[{"id":"p1","title":""},{"id":"p2","title":""}]}"#)

    let again = try SQLiteStorage(at: file)
    #expect(try await again.read(Self.favorites(runs: runs)) == Self.upgraded)
    #expect(runs.total == 1, "the stored value was upgraded again")
  }

  @Test func valueOfANewerVersionIsRefusedAndTheFileIsUnchanged() async throws {
    let file = SQLiteStorageTests.temporaryFile()
    let storage = try SQLiteStorage(at: file)
    let newer = SharedKey<[Favorite]>(
      storage: "Favorites", key: "favorites", default: [], version: 3)
    try await storage.write(Self.upgraded, for: newer)
    let before = Self.storedText("favorites", in: file)

    let error = await #expect(throws: StorageVersionError.self) {
      _ = try await storage.read(Self.favorites())
    }

    #expect(error == .newerVersion(key: "favorites", stored: 3, known: 2))
    #expect(
      error?.description == """
        The value under "favorites" was written by a newer version of the app (value version \
        3; this app reads versions up to 2). It was left unchanged. To fix, update the app, or \
        remove the key to start over.
        """)
    #expect(before?.hasPrefix(#"{"mvcs-version":3,"#) == true)
    #expect(Self.storedText("favorites", in: file) == before)
  }

  @Test func failingStepLeavesTheFileUnchanged() async throws {
    struct StepError: Error {}
    let file = SQLiteStorageTests.temporaryFile()
    let storage = try SQLiteStorage(at: file)
    try await storage.write(["p1"], forKey: "favorites")
    let key = SharedKey<[FavoriteV1]>(
      storage: "Favorites", key: "favorites", default: [], version: 1,
      migrations: [
        .step(from: 0, decoding: [String].self) { _ -> [FavoriteV1] in throw StepError() }
      ])

    let error = await #expect(throws: StorageVersionError.self) {
      _ = try await storage.read(key)
    }

    guard case .stepFailed(key: "favorites", from: 0, let reason) = error else {
      Issue.record("expected stepFailed from 0, got \(String(describing: error))")
      return
    }
    #expect(reason.hasPrefix("it threw an error of type "))
    #expect(reason.hasSuffix("StepError"))
    #expect(Self.storedText("favorites", in: file) == #"["p1"]"#)
  }

  @Test func concurrentReadersOfAnOldValueAllSeeTheUpgradedValue() async throws {
    let file = SQLiteStorageTests.temporaryFile()
    let storage = try SQLiteStorage(at: file)
    try await storage.write(["p1", "p2"], forKey: "favorites")
    let key = Self.favorites()

    let values = try await withThrowingTaskGroup(of: [Favorite].self) { group in
      for _ in 0..<20 { group.addTask { try await storage.read(key) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }

    #expect(values.count == 20)
    #expect(values.allSatisfy { $0 == Self.upgraded })
    #expect(
      Self.storedText("favorites", in: file)
        == #"{"mvcs-version":2,"value":[{"id":"p1","title":""},{"id":"p2","title":""}]}"#)
  }
}
