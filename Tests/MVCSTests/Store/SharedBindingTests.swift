import Foundation
import Testing

@testable import MVCS

/// Bound stored values across two live scenes of one mediator: loading, writes, deliveries,
/// changes made outside bindings, and how bindings end.
@MainActor
struct SharedBindingTests {
  @Test func holdsTheStoredValueBeforeTheStoreStarts() throws {
    let storage = SharedTestStorage()
    storage.preload(json: #"["s1","s2"]"#, forKey: "favorites")
    let app = readerApp { storage }
    let scene = try app.assemble(named: "Reader")
    #expect(scene.reader.favorites == ["s1", "s2"])
    #expect(scene.readerStore.favoritesAtStart == ["s1", "s2"])
    // The binding set it before any observer was added, so no observer saw a default first.
    #expect(scene.readerStore.favoritesSeenByObserver.isEmpty)
    #expect(scene.reader.favoritesStatus == .current)
    scene.tearDown()
  }

  @Test func holdsTheDefaultWhenNothingIsStoredAndWritesNothing() async throws {
    let storage = SharedTestStorage()
    let app = readerApp { storage }
    let scene = try app.assemble(named: "Reader")
    #expect(scene.reader.favorites == [])
    await app.waitUntilStored()
    #expect(storage.json(forKey: "favorites") == nil)
    #expect(storage.writes(ofKey: "favorites").isEmpty)
    scene.tearDown()
  }

  @Test func aWriteReachesTheOtherSceneBeforeItReturnsAndIsStoredOnce() async throws {
    let storage = SharedTestStorage()
    let app = readerApp { storage }
    let story = try app.assemble(named: "Reader")
    let list = try app.assemble(named: "Reader")
    story.reader.starTapped = "s7"
    // Synchronous: no await between the write and the check.
    #expect(list.reader.favorites == ["s7"])
    #expect(list.readerStore.favoritesSeenByObserver == [["s7"]])
    await app.waitUntilStored()
    #expect(storage.json(forKey: "favorites") == #"["s7"]"#)
    // The delivery to the list scene was not written back.
    #expect(storage.writes(ofKey: "favorites") == [#"["s7"]"#])
    story.tearDown()
    list.tearDown()
  }

  @Test func aDeliveryIsAPlainWriteThatTheJournalRecords() async throws {
    let app = readerApp { SharedTestStorage() }
    let story = try app.assemble(named: "Reader")
    let list = try app.assemble(named: "Reader")
    let journal = list.reader.startJournal()
    story.reader.favorites = ["s1"]
    let entry = try #require(journal.entries.first)
    #expect(entry.property == "favorites")
    #expect(entry.newText == #"["s1"]"#)
    #expect(entry.notified)
    #expect(entry.observers.map(\.ownerType) == ["SharedBinding", "ReaderStore"])
    await app.waitUntilStored()
    story.tearDown()
    list.tearDown()
  }

  @Test func aSceneThatAnswersADeliveryWithAWriteWinsEverywhere() async throws {
    let storage = SharedTestStorage()
    let app = readerApp { storage }
    let first = try app.assemble(named: "Reader")
    let sorting = try app.assemble(named: "Reader")
    let last = try app.assemble(named: "Reader")
    sorting.readerStore.sortsFavorites = true
    first.reader.favorites = ["b", "a"]
    #expect(first.reader.favorites == ["a", "b"])
    #expect(sorting.reader.favorites == ["a", "b"])
    #expect(last.reader.favorites == ["a", "b"])
    // The older value never reached the last scene after the newer one.
    #expect(last.readerStore.favoritesSeenByObserver == [["a", "b"]])
    await app.waitUntilStored()
    #expect(storage.writes(ofKey: "favorites") == [#"["a","b"]"#])
    for scene in [first, sorting, last] { scene.tearDown() }
  }

  @Test func aNewSceneTakesTheValueOfALiveBindingBeforeItIsStored() async throws {
    let storage = SharedTestStorage()
    storage.holdWrites()
    let app = readerApp { storage }
    let story = try app.assemble(named: "Reader")
    story.reader.favorites = ["s1"]
    await storage.waitUntilAWriteIsHeld()
    let list = try app.assemble(named: "Reader")
    #expect(list.reader.favorites == ["s1"])
    storage.releaseWrites()
    await app.waitUntilStored()
    story.tearDown()
    list.tearDown()
  }

  @Test func valuesThatAreNotEquatableAreComparedByTheirJSON() async throws {
    let storage = SharedTestStorage()
    let app = readerApp { storage }
    let story = try app.assemble(named: "Reader")
    let list = try app.assemble(named: "Reader")
    story.reader.position = ReadingPosition(story: "s1", offset: 40)
    #expect(list.reader.position.offset == 40)
    // The same value again is no change: nothing more to store.
    story.reader.position = ReadingPosition(story: "s1", offset: 40)
    await app.waitUntilStored()
    #expect(storage.writes(ofKey: "position") == [#"{"offset":40,"story":"s1"}"#])
    story.tearDown()
    list.tearDown()
  }

  @Test func aWriteByCodeHoldingTheStorageReachesEveryBoundProperty() async throws {
    let storage = SharedTestStorage()
    let app = readerApp { storage }
    let story = try app.assemble(named: "Reader")
    let list = try app.assemble(named: "Reader")
    // Awaits the delivery itself, not waitUntilStored(), so that only the change feed can
    // bring it.
    await withCheckedContinuation { continuation in
      list.reader.observe(\.favorites, by: list.readerStore) { _, _ in continuation.resume() }
      Task { try await storage.write(["s9"], forKey: "favorites") }
    }
    #expect(list.reader.favorites == ["s9"])
    #expect(story.reader.favorites == ["s9"])
    await app.waitUntilStored()
    // Delivered, not written back.
    #expect(storage.writes(ofKey: "favorites") == [#"["s9"]"#])
    story.tearDown()
    list.tearDown()
  }

  @Test func aReadOvertakenByAWriteOfTheKeyIsNotDelivered() async throws {
    let storage = SharedTestStorage()
    let app = readerApp { storage }
    let scene = try app.assemble(named: "Reader")
    storage.holdReads()
    // Code holding the storage writes; the hub's read of it returns, late, the value it read.
    try await storage.write(["b"], forKey: "favorites")
    await storage.waitUntilAReadIsHeld()
    scene.reader.favorites = ["c"]
    storage.releaseReads()
    await app.waitUntilStored()
    // The older value read before the write never replaced the newer one, not even briefly.
    #expect(scene.readerStore.favoritesSeenByObserver == [["c"]])
    #expect(storage.json(forKey: "favorites") == #"["c"]"#)
    scene.tearDown()
  }

  @Test func waitUntilStoredDeliversAChangeAnnouncedBeforeIt() async throws {
    let storage = SharedTestStorage()
    let app = readerApp { storage }
    let scene = try app.assemble(named: "Reader")
    try await storage.write(["s3"], forKey: "favorites")
    await app.waitUntilStored()
    #expect(scene.reader.favorites == ["s3"])
    scene.tearDown()
  }

  @Test func waitUntilStoredReturnsOnceTheWriteIsStored() async throws {
    let storage = SharedTestStorage()
    let app = readerApp { storage }
    let scene = try app.assemble(named: "Reader")
    scene.reader.favorites = ["s1", "s2"]
    await app.waitUntilStored()
    #expect(storage.json(forKey: "favorites") == #"["s1","s2"]"#)
    scene.tearDown()
  }

  @Test func waitUntilStoredReturnsWhenNothingIsBound() async {
    let app = readerApp { SharedTestStorage() }
    await app.waitUntilStored()
    await Mediator(parent: app).waitUntilStored()
  }

  @Test func aStorageThatLoadsLaterShowsLoadingThenTheValue() async throws {
    let storage = AsyncOnlyStorage()
    await storage.preload(json: #"["s4"]"#, forKey: "favorites")
    let app = readerApp { storage }
    let scene = try app.assemble(named: "Reader")
    #expect(scene.reader.favorites == [])
    #expect(scene.reader.favoritesStatus == .loading)
    await app.waitUntilStored()
    #expect(scene.reader.favorites == ["s4"])
    #expect(scene.reader.favoritesStatus == .current)
    scene.tearDown()
  }

  // MARK: - Ending

  @Test func tearingASceneDownEndsItsBindingButNotItsQueuedWrite() async throws {
    let storage = SharedTestStorage()
    let app = readerApp { storage }
    let story = try app.assemble(named: "Reader")
    let list = try app.assemble(named: "Reader")
    list.reader.favorites = ["s1"]
    list.tearDown()
    await app.waitUntilStored()
    #expect(storage.writes(ofKey: "favorites") == [#"["s1"]"#])
    story.reader.favorites = ["s2"]
    #expect(list.reader.favorites == ["s1"])
    list.reader.favorites = ["after teardown"]
    await app.waitUntilStored()
    #expect(storage.writes(ofKey: "favorites") == [#"["s1"]"#, #"["s2"]"#])
    story.tearDown()
    // The last binding of the storage ended: the hub stops consuming its changes.
    await storage.waitUntilUnsubscribed()
    #expect(storage.subscriberCount == 0)
  }

  @Test func aCancelledBindingNeitherFollowsNorWrites() async throws {
    let storage = SharedTestStorage()
    let app = readerApp { storage }
    let story = try app.assemble(named: "Reader")
    let list = try app.assemble(named: "Reader")
    list.readerStore.favoritesBinding.cancel()
    list.readerStore.favoritesBinding.cancel()
    story.reader.favorites = ["s1"]
    #expect(list.reader.favorites == [])
    list.reader.favorites = ["mine"]
    #expect(story.reader.favorites == ["s1"])
    await app.waitUntilStored()
    #expect(storage.writes(ofKey: "favorites") == [#"["s1"]"#])
    story.tearDown()
    list.tearDown()
  }

  @Test func aReleasedSceneEndsItsBinding() async throws {
    let storage = SharedTestStorage()
    let app = readerApp { storage }
    let story = try app.assemble(named: "Reader")
    weak var released: ReaderPipeline?
    do {
      let list = try app.assemble(named: "Reader")
      released = list.reader
    }
    story.reader.favorites = ["s1"]
    #expect(released == nil)
    #expect(SharedHub.shared.homes.values.contains { $0.storage as AnyObject === storage })
    story.tearDown()
    await app.waitUntilStored()
    #expect(!SharedHub.shared.homes.values.contains { $0.storage as AnyObject === storage })
  }
}
