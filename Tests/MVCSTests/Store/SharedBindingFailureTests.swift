import Foundation
import Testing

@testable import MVCS

/// Bound stored values when writes fail, when a newer app stored the value, when writes pile
/// up, and when stored values are old.
@MainActor
struct SharedBindingFailureTests {
  /// Collects the diagnostics reported while `body` runs, and by the work it starts.
  private func collectingDiagnostics(_ body: () async throws -> Void) async rethrows
    -> [Diagnostic]
  {
    let collected = Locked<[Diagnostic]>([])
    let handler = DiagnosticHandler { diagnostic in collected.withLock { $0.append(diagnostic) } }
    try await Diagnostics.$handler.withValue(handler) { try await body() }
    return collected.withLock { $0 }
  }

  @Test func aFailedWriteRevertsEverySceneAndSaysSo() async throws {
    let storage = SharedTestStorage()
    storage.preload(json: #"["s1"]"#, forKey: "favorites")
    storage.failWrites(forKey: "favorites")
    let app = readerApp { storage }
    var story: AssembledScene!
    var list: AssembledScene!
    let diagnostics = try await collectingDiagnostics {
      story = try app.assemble(named: "Reader")
      list = try app.assemble(named: "Reader")
      story.reader.starTapped = "s2"
      #expect(list.reader.favorites == ["s2", "s1"])
      await app.waitUntilStored()
    }
    #expect(story.reader.favorites == ["s1"])
    #expect(list.reader.favorites == ["s1"])
    #expect(list.readerStore.favoritesSeenByObserver == [["s2", "s1"], ["s1"]])
    let failure = StorageFailure(
      operation: .write, storage: "Favorites", key: "favorites",
      message: RefusedWrite().description)
    #expect(story.reader.favoritesStatus == .failed(failure))
    #expect(list.reader.favoritesStatus == .failed(failure))
    #expect(
      diagnostics.map(\.message) == [
        """
        Writing "favorites" to the storage "Favorites" failed: The test storage refuses writes \
        of this key. Every scene bound to it shows the stored value again. To fix, find out \
        from the error why the storage refused the write (disk space, file permissions, a \
        locked database), and bind a status (bind(_:of:to:status:)) so the view tells the user \
        the change was not kept.
        """
      ])
    #expect(storage.json(forKey: "favorites") == #"["s1"]"#)

    // The next successful write makes the status current again.
    storage.failWrites(forKey: "favorites", false)
    story.reader.starTapped = "s3"
    await app.waitUntilStored()
    #expect(story.reader.favoritesStatus == .current)
    #expect(list.reader.favoritesStatus == .current)
    #expect(storage.json(forKey: "favorites") == #"["s3","s1"]"#)
    story.tearDown()
    list.tearDown()
  }

  @Test func aFailedWriteFollowedByAnotherIsRevertedOnceAfterTheLast() async throws {
    let storage = SharedTestStorage()
    storage.failWrites(forKey: "favorites")
    storage.holdWrites()
    let app = readerApp { storage }
    var scene: AssembledScene!
    let diagnostics = try await collectingDiagnostics {
      scene = try app.assemble(named: "Reader")
      scene.reader.favorites = ["a"]
      await storage.waitUntilAWriteIsHeld()
      scene.reader.favorites = ["b"]
      storage.releaseWrites()
      await app.waitUntilStored()
    }
    #expect(scene.readerStore.favoritesSeenByObserver == [["a"], ["b"], []])
    #expect(diagnostics.count == 1)
    scene.tearDown()
  }

  @Test func aKeyWrittenAgainBeforeItsWriteStartedIsWrittenOnceWithTheLatestValue() async throws {
    let storage = SharedTestStorage()
    storage.holdWrites()
    let app = readerApp { storage }
    let story = try app.assemble(named: "Reader")
    let list = try app.assemble(named: "Reader")
    story.reader.favorites = ["a"]
    await storage.waitUntilAWriteIsHeld()
    story.reader.favorites = ["b"]
    list.reader.favorites = ["c"]
    story.reader.position.offset = 3
    storage.releaseWrites()
    await app.waitUntilStored()
    #expect(storage.writes(ofKey: "favorites") == [#"["a"]"#, #"["c"]"#])
    #expect(storage.writes(ofKey: "position").count == 1)
    #expect(story.reader.favorites == ["c"])
    story.tearDown()
    list.tearDown()
  }

  @Test func aValueFromANewerVersionIsShownAsTheDefaultAndNeverOverwritten() async throws {
    let storage = SharedTestStorage()
    let stored = #"{"mvcs-version":9,"value":["from the future"]}"#
    storage.preload(json: stored, forKey: "favorites")
    let app = readerApp { storage }
    var scene: AssembledScene!
    let diagnostics = try await collectingDiagnostics {
      scene = try app.assemble(named: "Reader")
      #expect(scene.reader.favorites == [])
      scene.reader.starTapped = "s1"
      #expect(scene.reader.favorites == [])
      await app.waitUntilStored()
    }
    let refusal = StorageVersionError.newerVersion(key: "favorites", stored: 9, known: 0)
    #expect(
      scene.reader.favoritesStatus
        == .failed(
          StorageFailure(
            operation: .read, storage: "Favorites", key: "favorites",
            message: refusal.description)))
    #expect(diagnostics.count == 2)
    #expect(
      diagnostics.first?.message.hasPrefix(
        #"Reading "favorites" from the storage "Favorites" failed: The value under "favorites""#)
        == true)
    #expect(
      diagnostics.last?.message.hasPrefix(
        #"Writing "favorites" to the storage "Favorites" was refused"#) == true)
    #expect(storage.json(forKey: "favorites") == stored)
    #expect(storage.writes(ofKey: "favorites").isEmpty)

    // Once the newer value is gone (another app removed it), the key can be written again.
    try await storage.remove(forKey: "favorites")
    await app.waitUntilStored()
    #expect(scene.reader.favoritesStatus == .current)
    scene.reader.starTapped = "s1"
    await app.waitUntilStored()
    #expect(storage.json(forKey: "favorites") == #"["s1"]"#)
    scene.tearDown()
  }

  @Test func aValueThatCannotBeReadIsNeverOverwritten() async throws {
    let storage = SharedTestStorage()
    let stored = #"{"written by":"another app"}"#
    storage.preload(json: stored, forKey: "favorites")
    let app = readerApp { storage }
    var scene: AssembledScene!
    let diagnostics = try await collectingDiagnostics {
      scene = try app.assemble(named: "Reader")
      #expect(scene.reader.favorites == [])
      scene.reader.starTapped = "s1"
      #expect(scene.reader.favorites == [])
      await app.waitUntilStored()
    }
    guard case .failed(let failure) = scene.reader.favoritesStatus else {
      Issue.record("status \(scene.reader.favoritesStatus), expected a failed read")
      return
    }
    #expect(failure.operation == .read)
    #expect(
      diagnostics.last?.message.hasPrefix(
        #"Writing "favorites" to the storage "Favorites" was refused"#) == true)
    #expect(storage.json(forKey: "favorites") == stored)
    #expect(storage.writes(ofKey: "favorites").isEmpty)

    // Once a readable value is stored, the key can be written again.
    try await storage.write(["s0"], forKey: "favorites")
    await app.waitUntilStored()
    #expect(scene.reader.favorites == ["s0"])
    scene.reader.starTapped = "s1"
    await app.waitUntilStored()
    #expect(storage.json(forKey: "favorites") == #"["s1","s0"]"#)
    scene.tearDown()
  }

  @Test func anOldValueIsUpgradedBeforeTheStoreStartsAndWrittenBackOnce() async throws {
    let storage = SharedTestStorage()
    storage.preload(json: #"["a","b"]"#, forKey: "notes")
    let app = readerApp { storage }
    app.registerNotes()
    let scene = try app.assemble(named: "Notes")
    let store = scene.store as! NotesStore
    #expect(store.notesAtStart == [Note(text: "a"), Note(text: "b")])
    await app.waitUntilStored()
    #expect(
      storage.writes(ofKey: "notes") == [
        #"{"mvcs-version":1,"value":[{"text":"a"},{"text":"b"}]}"#
      ])
    let again = try app.assemble(named: "Notes")
    await app.waitUntilStored()
    #expect(storage.writes(ofKey: "notes").count == 1)
    scene.tearDown()
    again.tearDown()
  }

  @Test func aFailedWriteBackOfAnUpgradeKeepsTheUpgradedValueAndSaysSo() async throws {
    let storage = SharedTestStorage()
    storage.preload(json: #"["a"]"#, forKey: "notes")
    storage.failWrites(forKey: "notes")
    let app = readerApp { storage }
    app.registerNotes()
    var scene: AssembledScene!
    let diagnostics = try await collectingDiagnostics {
      scene = try app.assemble(named: "Notes")
      await app.waitUntilStored()
    }
    let pipeline = scene.pipeline as! NotesPipeline
    #expect(pipeline.notes == [Note(text: "a")])
    #expect(
      pipeline.notesStatus
        == .failed(
          StorageFailure(
            operation: .migrate, storage: "Favorites", key: "notes",
            message: RefusedWrite().description)))
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.message.hasPrefix(
        #"Writing the upgraded value of "notes" back to the storage "Favorites" failed"#) == true)
    #expect(storage.json(forKey: "notes") == #"["a"]"#)
    scene.tearDown()
  }

  /// Two scenes that answer each delivery with a write loop through the hub; the deliveries
  /// are nested writes, so the engine's depth limit stops the loop with its diagnostic (were
  /// they asynchronous, the loop would never be stopped).
  @Test func deliveriesBetweenScenesAreCountedByTheLoopLimit() async throws {
    let storage = SharedTestStorage()
    let app = readerApp { storage }
    var story: AssembledScene!
    var list: AssembledScene!
    let diagnostics = try await collectingDiagnostics {
      story = try app.assemble(named: "Reader")
      list = try app.assemble(named: "Reader")
      story.readerStore.movesOnEachPosition = true
      list.readerStore.movesOnEachPosition = true
      story.reader.position.offset = 1
      await app.waitUntilStored()
    }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.hasPrefix("Writes nested 64 deep and were stopped") == true)
    story.tearDown()
    list.tearDown()
  }
}
