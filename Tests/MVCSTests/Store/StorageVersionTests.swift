import Foundation
import MVCS
import Testing

/// Versioned values read and written through a `SharedKey`, on the built-in storages.
struct StorageVersionTests {
  struct FavoriteV1: Codable, Sendable, Equatable { let id: String }
  struct Favorite: Codable, Sendable, Equatable {
    let id: String
    let title: String
  }
  struct StepError: Error {}

  /// The storages the tests run on: each a real one, FileStorage in a new temporary folder.
  enum Backend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case memory, files
    var testDescription: String { rawValue }

    func make() -> any Storage {
      switch self {
      case .memory: InMemoryStorage()
      case .files:
        FileStorage(
          folder: FileManager.default.temporaryDirectory.appending(
            path: "mvcs-versions-\(UUID().uuidString)"))
      }
    }
  }

  /// How many times each step ran, to prove that an upgraded value is not upgraded again.
  final class StepRuns: Sendable {
    private let runs = Locked<[Int]>([])
    func record(_ version: Int) { runs.withLock { $0.append(version) } }
    var versions: [Int] { runs.withLock { $0 } }
  }

  /// The favorites key at version 2, with steps from 0 (bare ids) and 1.
  static func favorites(runs: StepRuns = StepRuns(), failing: Bool = false) -> SharedKey<
    [Favorite]
  > {
    SharedKey(
      storage: "Favorites", key: "favorites", default: [], version: 2,
      migrations: [
        .step(from: 0, decoding: [String].self) { ids in
          runs.record(0)
          if failing { throw StepError() }
          return ids.map { FavoriteV1(id: $0) }
        },
        .step(from: 1, decoding: [FavoriteV1].self) { old in
          runs.record(1)
          return old.map { Favorite(id: $0.id, title: "") }
        },
      ])
  }

  static let upgraded = [Favorite(id: "p1", title: ""), Favorite(id: "p2", title: "")]
  static let upgradedJSON =
    #"{"mvcs-version":2,"value":[{"id":"p1","title":""},{"id":"p2","title":""}]}"#

  // MARK: - Upgrading

  @Test(arguments: Backend.allCases)
  func bareValueIsUpgradedByTwoStepsAndWrittenBackOnce(_ backend: Backend) async throws {
    let base = backend.make()
    try await base.write(["p1", "p2"], forKey: "favorites")
    let storage = WriteRecordingStorage(base)
    let runs = StepRuns()
    let key = Self.favorites(runs: runs)

    #expect(try await storage.read(key) == Self.upgraded)
    #expect(runs.versions == [0, 1])
    #expect(await storage.writes == [.init(key: "favorites", json: Self.upgradedJSON)])

    #expect(try await storage.read(key) == Self.upgraded)
    #expect(runs.versions == [0, 1], "the second read ran a step again")
    #expect(await storage.writes.count == 1, "the second read wrote again")
  }

  @Test(arguments: Backend.allCases)
  func valueOfAMiddleVersionRunsOnlyTheStepsAfterIt(_ backend: Backend) async throws {
    let storage = backend.make()
    let version1 = SharedKey<[FavoriteV1]>(
      storage: "Favorites", key: "favorites", default: [], version: 1,
      migrations: [.step(from: 0, decoding: [String].self) { $0.map(FavoriteV1.init) }])
    try await storage.write([FavoriteV1(id: "p1"), FavoriteV1(id: "p2")], for: version1)
    let runs = StepRuns()

    #expect(try await storage.read(Self.favorites(runs: runs)) == Self.upgraded)
    #expect(runs.versions == [1])
  }

  @Test(arguments: Backend.allCases)
  func valueOfTheKeysVersionIsReadWithoutWriting(_ backend: Backend) async throws {
    let storage = WriteRecordingStorage(backend.make())
    let runs = StepRuns()
    let key = Self.favorites(runs: runs)
    try await storage.write(Self.upgraded, for: key)
    #expect(await storage.writes == [.init(key: "favorites", json: Self.upgradedJSON)])

    #expect(try await storage.read(key) == Self.upgraded)
    #expect(runs.versions == [])
    #expect(await storage.writes.count == 1)
  }

  @Test(arguments: Backend.allCases)
  func missingValueReadsAsTheDefaultWithoutWriting(_ backend: Backend) async throws {
    let storage = WriteRecordingStorage(backend.make())
    let key = SharedKey<[Favorite]>(
      storage: "Favorites", key: "favorites", default: [Favorite(id: "d", title: "Default")],
      version: 2)
    #expect(try await storage.read(key) == [Favorite(id: "d", title: "Default")])
    #expect(await storage.writes == [])
  }

  @Test(arguments: Backend.allCases)
  func versionZeroIsStoredAsPlainJSON(_ backend: Backend) async throws {
    let storage = WriteRecordingStorage(backend.make())
    let key = SharedKey(storage: "Counts", key: "count", default: 0)
    try await storage.write(7, for: key)
    #expect(await storage.writes == [.init(key: "count", json: "7")])
    #expect(try await storage.read(Int.self, forKey: "count") == 7)
    try await storage.write(8, forKey: "count")
    #expect(try await storage.read(key) == 8)
  }

  @Test(arguments: Backend.allCases)
  func concurrentReadersOfAnOldValueAllSeeTheUpgradedValue(_ backend: Backend) async throws {
    let base = backend.make()
    try await base.write(["p1", "p2"], forKey: "favorites")
    let storage = WriteRecordingStorage(base)
    let key = Self.favorites()

    let values = try await withThrowingTaskGroup(of: [Favorite].self) { group in
      for _ in 0..<20 { group.addTask { try await storage.read(key) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }

    #expect(values.count == 20)
    #expect(values.allSatisfy { $0 == Self.upgraded })
    let writes = await storage.writes
    // Readers that met the old value at the same moment each write the same upgrade back.
    #expect(!writes.isEmpty)
    #expect(writes.allSatisfy { $0 == .init(key: "favorites", json: Self.upgradedJSON) })
    #expect(try await base.read(StoredEnvelope.self, forKey: "favorites")?.version == 2)
  }

  @Test func upgradeWrittenByAnotherReaderMeanwhileIsReadInsteadOfUpgradingAgain() async throws {
    let base = InMemoryStorage()
    try await base.write(["p1", "p2"], forKey: "favorites")
    let runs = StepRuns()
    let key = Self.favorites(runs: runs)
    // Another reader writes its upgrade back right after this reader's first read.
    let storage = InterferingStorage(base) { base, reads in
      if reads == 1 { try await base.write(Self.upgraded, for: Self.favorites()) }
    }

    #expect(try await storage.read(key) == Self.upgraded)
    #expect(runs.versions == [], "a step ran on a value another reader had upgraded")
    #expect(await storage.writes == 0)
  }

  @Test func valueThatChangesBetweenEveryTwoReadsIsAnErrorNotAnEndlessRead() async throws {
    let base = InMemoryStorage()
    try await base.write(["p1"], forKey: "favorites")
    let version1 = SharedKey<[FavoriteV1]>(
      storage: "Favorites", key: "favorites", default: [], version: 1)
    let storage = InterferingStorage(base) { base, reads in
      if reads.isMultiple(of: 2) {
        try await base.write(["p1"], forKey: "favorites")
      } else {
        try await base.write([FavoriteV1(id: "p1")], for: version1)
      }
    }

    let error = await #expect(throws: StorageError.self) {
      _ = try await storage.read(Self.favorites())
    }

    #expect(
      error
        == .typeMismatch(
          key: "favorites", requested: "Array<MVCSTests.StorageVersionTests.Favorite>",
          reason: "the stored value changed between every two of 5 reads"))
    #expect(await storage.reads == 10)
  }

  // MARK: - Refusals

  @Test(arguments: Backend.allCases)
  func valueOfANewerVersionIsRefusedAndLeftUnchanged(_ backend: Backend) async throws {
    let base = backend.make()
    let newer = SharedKey<[Favorite]>(
      storage: "Favorites", key: "favorites", default: [], version: 3)
    try await base.write(Self.upgraded, for: newer)
    let storage = WriteRecordingStorage(base)

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
    #expect(await storage.writes == [])
    #expect(try await base.read(newer) == Self.upgraded)
  }

  @Test(arguments: Backend.allCases)
  func failingStepIsAnErrorNamingTheStep(_ backend: Backend) async throws {
    let base = backend.make()
    try await base.write(["p1"], forKey: "favorites")
    let storage = WriteRecordingStorage(base)

    let error = await #expect(throws: StorageVersionError.self) {
      _ = try await storage.read(Self.favorites(failing: true))
    }

    #expect(
      error
        == .stepFailed(
          key: "favorites", from: 0,
          reason: "it threw an error of type MVCSTests.StorageVersionTests.StepError"))
    #expect(
      error?.description == """
        The value under "favorites" cannot be upgraded: the migration step from version 0 to 1 \
        failed: it threw an error of type MVCSTests.StorageVersionTests.StepError. It was \
        left unchanged. To fix, make the step accept every value stored at version 0, or remove \
        the key to start over.
        """)
    #expect(await storage.writes == [])
    #expect(try await base.read([String].self, forKey: "favorites") == ["p1"])
  }

  @Test(arguments: Backend.allCases)
  func oldValueOfTheWrongShapeNamesItsShapeNotItsContent(_ backend: Backend) async throws {
    let storage = backend.make()
    try await storage.write("sk-live-secret-token", forKey: "favorites")

    let error = await #expect(throws: StorageVersionError.self) {
      _ = try await storage.read(Self.favorites())
    }

    #expect(
      error
        == .stepFailed(
          key: "favorites", from: 0,
          reason: "the stored value cannot be read as Array<String>: it holds a JSON string of 20 "
            + "characters"))
    #expect(error?.description.contains("secret") == false)
    #expect(try await storage.read(String.self, forKey: "favorites") == "sk-live-secret-token")
  }

  @Test(arguments: Backend.allCases)
  func versionWithoutAStepIsAnErrorNamingTheMissingStep(_ backend: Backend) async throws {
    let storage = backend.make()
    try await storage.write(["p1"], forKey: "favorites")
    let key = SharedKey<[Favorite]>(
      storage: "Favorites", key: "favorites", default: [], version: 2,
      migrations: [
        .step(from: 1, decoding: [FavoriteV1].self) { $0.map { Favorite(id: $0.id, title: "") } }
      ])

    let error = await #expect(throws: StorageVersionError.self) {
      _ = try await storage.read(key)
    }

    #expect(error == .missingStep(key: "favorites", from: 0, to: 2))
    #expect(
      error?.description == """
        The value under "favorites" cannot be upgraded to version 2, the version this app \
        reads: no migration step upgrades version 0. It was left unchanged. To fix, add \
        `.step(from: 0, decoding: …)` to the key's migrations, or remove the key to start over.
        """)
    #expect(try await storage.read([String].self, forKey: "favorites") == ["p1"])
  }

  @Test(arguments: Backend.allCases)
  func valueOfTheKeysVersionOfAnotherTypeIsAStorageError(_ backend: Backend) async throws {
    let storage = backend.make()
    let texts = SharedKey<String>(storage: "S", key: "favorites", default: "", version: 2)
    try await storage.write("sk-live-secret-token", for: texts)

    let error = await #expect(throws: StorageError.self) {
      _ = try await storage.read(Self.favorites())
    }

    #expect(
      error
        == .typeMismatch(
          key: "favorites", requested: "Array<MVCSTests.StorageVersionTests.Favorite>",
          reason: "expected Array<Any> at .value but found a JSON string of 20 characters"))
  }
}
