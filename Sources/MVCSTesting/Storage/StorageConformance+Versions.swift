import Foundation
import MVCS

// MARK: - Versioned values

extension StorageConformance {
  struct FavoriteV1: Codable, Equatable, Sendable { var id: String }
  struct Favorite: Codable, Equatable, Sendable {
    var id: String
    var title: String
  }

  /// The versions whose steps ran, in order. `@unchecked Sendable` is safe: `lock` guards
  /// `recorded`.
  final class StepRuns: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Int] = []

    func record(_ version: Int) { lock.withLock { recorded.append(version) } }
    var versions: [Int] { lock.withLock { recorded } }
  }

  /// An envelope as a `SharedKey` of version 1 or more stores it.
  struct StoredEnvelope: Codable, Equatable, Sendable {
    var version: Int
    var value: [Favorite]

    enum CodingKeys: String, CodingKey {
      case version = "mvcs-version"
      case value
    }
  }

  static let upgradedFavorites = [Favorite(id: "p1", title: ""), Favorite(id: "p2", title: "")]

  /// A key of version 2 whose steps upgrade plain ids (version 0) and `FavoriteV1`s.
  static func favoritesKey(runs: StepRuns) -> SharedKey<[Favorite]> {
    SharedKey(
      storage: "Conformance", key: "versioned", default: [], version: 2,
      migrations: [
        .step(from: 0, decoding: [String].self) { ids in
          runs.record(0)
          return ids.map { FavoriteV1(id: $0) }
        },
        .step(from: 1, decoding: [FavoriteV1].self) { old in
          runs.record(1)
          return old.map { Favorite(id: $0.id, title: "") }
        },
      ])
  }

  static func versionedValuesMigrateOnce(_ storage: any Storage) async throws {
    try await storage.write(["p1", "p2"], forKey: "versioned")
    let runs = StepRuns()
    let key = favoritesKey(runs: runs)

    let first = try await storage.read(key)
    try await expect(
      first == upgradedFavorites,
      #"Reading the plain value ["p1", "p2"] through a key of version 2 gave \#(first), "#
        + "expected \(upgradedFavorites).")
    try await expect(
      runs.versions == [0, 1],
      "The first read ran the steps from versions \(runs.versions), expected [0, 1].")
    let stored = try? await storage.read(StoredEnvelope.self, forKey: "versioned")
    try await expect(
      stored == StoredEnvelope(version: 2, value: upgradedFavorites),
      #"After the upgrade, "versioned" does not hold {"mvcs-version": 2, "value": …} with the "#
        + "upgraded value: the write-back was lost or changed.")

    let second = try await storage.read(key)
    try await expect(
      second == upgradedFavorites,
      "The second read gave \(second), expected \(upgradedFavorites).")
    try await expect(
      runs.versions == [0, 1],
      "The second read ran steps again (steps from versions \(runs.versions) in all), so the "
        + "upgraded value was not kept.")
  }

  static func newerVersionIsRefusedUntouched(_ storage: any Storage) async throws {
    let newer = SharedKey<[Favorite]>(
      storage: "Conformance", key: "versioned", default: [], version: 9)
    try await storage.write(upgradedFavorites, for: newer)
    let runs = StepRuns()

    do {
      let value = try await storage.read(favoritesKey(runs: runs))
      Recorder.current?.record(
        "Reading a value of version 9 through a key of version 2 gave \(value) instead of "
          + "throwing StorageVersionError.newerVersion.")
    } catch let error as StorageVersionError {
      try await expect(
        error == .newerVersion(key: "versioned", stored: 9, known: 2),
        "Reading a value of version 9 through a key of version 2 threw \(error), expected "
          + "newerVersion(key: \"versioned\", stored: 9, known: 2).")
    } catch {
      Recorder.current?.record(
        "Reading a value of version 9 through a key of version 2 threw \(error), expected "
          + "StorageVersionError.newerVersion.")
    }
    try await expect(runs.versions.isEmpty, "Steps ran on a value of a newer version.")
    let stored = try? await storage.read(StoredEnvelope.self, forKey: "versioned")
    try await expect(
      stored == StoredEnvelope(version: 9, value: upgradedFavorites),
      #"The refused value of version 9 under "versioned" changed."#)
  }
}
