import MVCS
import Testing

@testable import MVCSTesting

/// A scene test preloads, observes and expects the writes of bound stored values like any other:
/// a preload is there before the store starts, a set writes the storage, another holder's write
/// reaches the bound property, and a failed write is reverted, shown and reported.
@MainActor
struct SceneTestSharedStateTests {
  static let failedWrite = StorageFailure(
    operation: .write, storage: "Favorites", key: "favorites",
    message: FakeStorageError.failedWrite(storage: "Favorites", key: "favorites").description)

  private func starTest(checking: SceneChecking = .exhaustive) -> SceneTest<StarPipeline> {
    SceneTest(
      StarPipeline.self, scene: "Star", mediator: .favoritesApp(), context: ["photoID": "p2"],
      checking: checking)
  }

  @Test func preloadedValueIsBoundBeforeTheStoreStarts() async throws {
    let found = try await failures {
      let test = starTest()
      try await test.storage("Favorites")?.preload(["p1"], forKey: "favorites")
      try await test.start()
      test.expect(\.favorites, ["p1"])
      test.expect(\.favoritesAtStart, ["p1"])
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func writingTheBoundPropertyWritesTheStorage() async throws {
    var storage: RecordingStorage?
    let found = try await failures {
      let test = starTest()
      storage = test.storage("Favorites")
      try await storage?.preload(["p1"], forKey: "favorites")
      try await test.start()
      test.expect(\.favorites, ["p1"])
      test.expect(\.favoritesAtStart, ["p1"])

      await test.set(\.starToggled, true)
      test.expect(\.favorites, ["p2", "p1"])
      // Settled: the write reached the storage before the step returned.
      test.expectWrite("Favorites", key: "favorites", ["p2", "p1"])
      await test.finish()
    }
    #expect(found == [])
    #expect(storage?.writes.map(\.description) == [#"Favorites favorites = ["p2","p1"]"#])
    #expect(try await storage?.read([String].self, forKey: "favorites") == ["p2", "p1"])
  }

  @Test func unexpectedWriteOfTheBoundPropertyFailsTheSet() async throws {
    var setLine = 0
    let found = try await failures {
      let test = starTest()
      try await test.start()
      setLine = #line + 1
      await test.set(\.starToggled, true)
      test.expect(\.favorites, ["p2"])
      await test.finish()
    }
    #expect(found.map(\.line) == [setLine])
    #expect(
      found.first?.summary.contains(#"- Favorites was written: Favorites favorites = ["p2"]"#)
        == true)
  }

  @Test func anotherHoldersWriteReachesTheBoundPropertyAndIsNoWriteToExpect() async throws {
    var storage: RecordingStorage?
    let found = try await failures {
      let test = starTest()
      storage = test.storage("Favorites")
      try await test.start()
      test.expect(\.favorites, [])
      test.expect(\.favoritesAtStart, [])

      await test.changeStorage("Favorites", key: "favorites", to: ["p7", "p8"])
      test.expect(\.favorites, ["p7", "p8"])
      await test.finish()
    }
    #expect(found == [])
    #expect(storage?.writes.isEmpty == true)
  }

  @Test func anotherHoldersWriteMustBeExpectedInTheScene() async throws {
    var changeLine = 0
    let found = try await failures {
      let test = starTest()
      try await test.start()
      test.expect(\.favorites, [])
      test.expect(\.favoritesAtStart, [])
      changeLine = #line + 1
      await test.changeStorage("Favorites", key: "favorites", to: ["p7"])
      await test.finish()
    }
    #expect(found.map(\.line) == [changeLine])
    #expect(
      found.first?.summary
        == """
        After another holder of Favorites wrote favorites = ["p7"], the scene did more than the \
        test expects:
        - favorites changed: [] → ["p7"]
        To fix, expect each of these (`expect …` in a script, `expect…` in Swift), or turn \
        exhaustive checking off (`option relaxed` in a script, `checking: .relaxed` in Swift).
        """)
  }

  @Test func failedWriteIsRevertedShownAndReported() async throws {
    var storage: RecordingStorage?
    let found = try await failures {
      let test = starTest()
      storage = test.storage("Favorites")
      try await storage?.preload(["p1"], forKey: "favorites")
      try await test.start()
      test.expect(\.favorites, ["p1"])
      test.expect(\.favoritesAtStart, ["p1"])

      storage?.failWrites(forKey: "favorites")
      await test.set(\.starToggled, true)
      test.expectChanges(\.favorites, [["p2", "p1"], ["p1"]])  // optimistic, then reverted
      test.expect(\.favoritesStatus, .failed(Self.failedWrite))
      test.expectDiagnostic(
        containing: #"Writing "favorites" to the storage "Favorites" failed"#)
      await test.finish()
    }
    #expect(found == [])
    #expect(storage?.writes.isEmpty == true)
    #expect(try await storage?.read([String].self, forKey: "favorites") == ["p1"])
  }

  @Test func failedWriteThatNoStepExpectsFailsTheSetWithTheDiagnostic() async throws {
    var setLine = 0
    let found = try await failures {
      let test = starTest(checking: .relaxed)
      try await test.start()
      test.storage("Favorites")?.failWrites(forKey: "favorites")
      setLine = #line + 1
      await test.set(\.starToggled, true)
      await test.finish()
    }
    #expect(found.map(\.line) == [setLine])
    #expect(
      found.first?.message.contains(#"Writing "favorites" to the storage "Favorites" failed"#)
        == true)
  }

  @Test func writesSucceedAgainAfterSucceedWrites() async throws {
    let found = try await failures {
      let test = starTest(checking: .relaxed)
      try await test.start()
      test.storage("Favorites")?.failWrites(forKey: "favorites")
      await test.set(\.starToggled, true)
      test.expectDiagnostic(containing: "failed")
      test.storage("Favorites")?.succeedWrites(forKey: "favorites")
      await test.set(\.starToggled, true)
      test.expect(\.favorites, ["p2"])
      test.expectWrite("Favorites", key: "favorites", ["p2"])
      test.expect(\.favoritesStatus, .current)
      await test.finish()
    }
    #expect(found == [])
  }

  /// A step settles work that a delivery starts and the writes that work makes, however they
  /// interleave: here a delivery starts a task, whose write is queued for the storage after
  /// the delivery's own wait for stored state returned.
  @Test func stepWaitsForWorkADeliveryStartsAndTheWritesItMakes() async throws {
    let found = try await failures {
      let test = SceneTest(CounterPipeline.self, scene: "Counter", mediator: .favoritesApp())
      try await test.start()
      await test.changeStorage("Favorites", key: "favorites", to: ["p1", "p2"])
      test.expect(\.favorites, ["p1", "p2"])
      test.expect(\.count, 2)
      test.expectWrite("Favorites", key: "count", 2)
      await test.finish()
    }
    #expect(found == [])
  }
}
