import Foundation
import MVCS
import Testing

@testable import MVCSTesting

/// Shows that the conformance checks fail for backends that break the contract, so a backend
/// that passes them keeps it.
struct StorageConformanceTests {
  @Test(arguments: FaultyStorage.Fault.allCases)
  func checkFailsForBackendWithFault(fault: FaultyStorage.Fault) async {
    let found = await StorageConformance.failures([fault.check]) { FaultyStorage(fault) }
    #expect(!found.isEmpty, "\(fault) must fail \(fault.check)")
    #expect(found.allSatisfy { $0.check == fault.check })
    // Reported as issues of the running test, too.
    await withKnownIssue("\(fault) must fail \(fault.check)") {
      await StorageConformance.check([fault.check]) { FaultyStorage(fault) }
    }
  }

  @Test func migrationCheckFailsWhenTheWriteBackIsLost() async {
    let found = await StorageConformance.failures([.versionedValuesMigrateOnce]) {
      FaultyStorage(.ignoresOverwrites)
    }
    #expect(
      found.map(\.message) == [
        #"After the upgrade, "versioned" does not hold {"mvcs-version": 2, "value": …} with "#
          + "the upgraded value: the write-back was lost or changed.",
        "The second read ran steps again (steps from versions [0, 1, 0, 1] in all), so the "
          + "upgraded value was not kept.",
      ])
  }

  @Test func newerVersionCheckFailsWhenTheEnvelopeGainsAMember() async {
    let found = await StorageConformance.failures([.newerVersionIsRefusedUntouched]) {
      FaultyStorage(.stampsObjects)
    }
    #expect(
      found.map(\.message) == [
        #"Reading a value of version 9 through a key of version 2 threw The value under "#
          + #""versioned" cannot be upgraded: the migration step from version 0 to 1 failed: "#
          + "the stored value cannot be read as Array<String>: it holds a JSON object with 3 "
          + "keys. It was left unchanged. To fix, make the step accept every value stored at "
          + "version 0, or remove the key to start over., expected newerVersion(key: "
          + #""versioned", stored: 9, known: 2)."#
      ])
  }

  @Test func changesCheckNamesTheOperationThatWasNotAnnounced() async {
    let silent = await StorageConformance.failures([.changesAnnounceEveryWrite]) {
      FaultyStorage(.announcesNothing)
    }
    #expect(
      silent.map(\.message) == [
        #"changes() finished before announcing write(_:forKey: "a/1"); a storage that does "#
          + "not implement changes() announces nothing, so bound properties never see writes "
          + "made elsewhere."
      ])
    let forgetful = await StorageConformance.failures([.changesAnnounceEveryWrite]) {
      FaultyStorage(.forgetsRemovals)
    }
    #expect(
      forgetful.map(\.message) == [
        #"changes() announced nothing naming "a/1" (or .unknown) within 5.0 seconds of "#
          + #"remove(forKey: "a/1")."#
      ])
  }

  @Test func runningEveryCheckReachesFaultInLastCheck() async {
    // `sharesInstances` fails only the last check, so this fails if the run stops early.
    #expect(StorageConformance.Check.allCases.last == FaultyStorage.Fault.sharesInstances.check)
    let found = await StorageConformance.failures { FaultyStorage(.sharesInstances) }
    #expect(
      found.map(\.description) == [
        "The storage failed the conformance check valuesAreCopies: Changing a value after "
          + "writing it changed the stored value.",
        "The storage failed the conformance check valuesAreCopies: Changing a value read back "
          + "changed the stored value.",
        "The storage failed the conformance check valuesAreCopies: Two reads returned the same "
          + "instance.",
      ])
  }

  @Test func failureNamesTheCheckAndWhatTheStorageDidAtTheCallersLine() async {
    let line = #line + 2
    let found = await failures {
      await StorageConformance.check([.scalarsRoundTrip]) { FaultyStorage(.dropsWrites) }
    }
    #expect(found.first?.line == line)
    #expect(found.first?.file == "MVCSTestingTests/StorageConformanceTests.swift")
    #expect(
      found.first?.message
        == #"The storage failed the conformance check scalarsRoundTrip: Int under "value": "#
        + "wrote 0, read back nil")
  }

  @Test func storageThatCannotBeMadeFailsEveryCheck() async {
    struct NoDisk: Error {}
    let found = await StorageConformance.failures([.missingKeyReadsNil]) { throw NoDisk() }
    #expect(
      found.map(\.description) == [
        "The storage failed the conformance check missingKeyReadsNil: making the storage threw: "
          + "NoDisk()"
      ])
  }

  @Test func errorWhereSuccessIsExpectedFailsTheCheck() async {
    let found = await StorageConformance.failures([.missingKeyReadsNil]) {
      FaultyStorage(.throwsForMissingKey)
    }
    #expect(
      found.map(\.description) == [
        "The storage failed the conformance check missingKeyReadsNil: the storage threw where "
          + "the check expects success: MissingValue()"
      ])
  }

  @Test func inMemoryStorageKeepsTheContract() async {
    await StorageConformance.check { InMemoryStorage() }
  }

  @MainActor @Test func recordingStorageKeepsTheContract() async {
    await StorageConformance.check { RecordingStorage(name: "Recents") }
  }
}

/// An in-memory storage with one deliberate fault.
actor FaultyStorage: Storage {
  enum Fault: String, CaseIterable, Sendable {
    case throwsForMissingKey
    case dropsWrites
    case ignoresOverwrites
    case ignoresRemoves
    case throwsRemovingMissingKey
    case acceptsEmptyKeys
    case foldsKeyCase
    case truncatesLongKeys
    case comparesKeysByBytes
    case readsWrongTypeAsNil
    case clearsBeforeWriting
    case stampsObjects
    case cannotListKeys
    case listsRemovedKeys
    case matchesKeysBySubstring
    case removesByContains
    case dropsLastBatchOperation
    case appliesBatchUntilRefusedOperation
    case announcesNothing
    case forgetsRemovals
    case sharesInstances

    /// The check that must catch the fault.
    var check: StorageConformance.Check {
      switch self {
      case .throwsForMissingKey: .missingKeyReadsNil
      case .dropsWrites: .scalarsRoundTrip
      case .ignoresOverwrites: .writeReplacesValue
      case .ignoresRemoves: .removeDeletesValue
      case .throwsRemovingMissingKey: .removingMissingKeySucceeds
      case .acceptsEmptyKeys: .emptyKeyIsInvalid
      case .foldsKeyCase: .keysDifferingOnlyInCaseAreDistinct
      case .truncatesLongKeys: .unusualKeysRoundTrip
      case .comparesKeysByBytes: .canonicallyEquivalentKeysNameOneValue
      case .readsWrongTypeAsNil: .wrongTypeReadIsTypeMismatch
      case .clearsBeforeWriting: .failedEncodeKeepsOldValue
      case .stampsObjects: .newerVersionIsRefusedUntouched
      case .cannotListKeys, .listsRemovedKeys, .matchesKeysBySubstring: .keysListByPrefix
      case .removesByContains: .removeAllRemovesOnlyThePrefix
      case .dropsLastBatchOperation: .batchesApplyEveryOperation
      case .appliesBatchUntilRefusedOperation: .batchWithARefusedOperationChangesNothing
      case .announcesNothing, .forgetsRemovals: .changesAnnounceEveryWrite
      case .sharesInstances: .valuesAreCopies
      }
    }
  }

  struct MissingValue: Error {}

  private let fault: Fault
  private let base = InMemoryStorage()
  /// Its own announcements, so that a fault can leave some out.
  private let feed = StorageChangeFeed()
  private var keys: Set<String> = []
  /// Every key ever written, removed ones included.
  private var everWritten: Set<String> = []
  private var instances: [String: any Sendable] = [:]

  init(_ fault: Fault) { self.fault = fault }

  func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) async throws
    -> Value?
  {
    switch fault {
    case .throwsForMissingKey where !keys.contains(key): throw MissingValue()
    case .readsWrongTypeAsNil: return try? await base.read(type, forKey: stored(key))
    case .sharesInstances: if let instance = instances[key] as? Value { return instance }
    default: break
    }
    return try await base.read(type, forKey: stored(key))
  }

  func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws {
    switch fault {
    case .dropsWrites: return
    case .ignoresOverwrites where keys.contains(key): return
    case .clearsBeforeWriting: try await base.remove(forKey: stored(key))
    case .sharesInstances: instances[key] = value
    case .stampsObjects:
      // Adds a member of its own to every object it stores, as a backend keeping metadata
      // inside values would; ordinary types ignore it, a version envelope no longer is one.
      let json = try JSONSerialization.jsonObject(
        with: JSONEncoder().encode(value), options: .fragmentsAllowed)
      if var object = json as? [String: Any] {
        object["stored-by"] = "faulty"
        try await base.writeEncoded(
          JSONSerialization.data(withJSONObject: object), forKey: stored(key))
        keys.insert(key)
        return
      }
    default: break
    }
    try await base.write(value, forKey: stored(key))
    keys.insert(key)
    everWritten.insert(key)
    feed.announce(keys: [key])
  }

  func remove(forKey key: String) async throws {
    switch fault {
    case .ignoresRemoves: return
    case .throwsRemovingMissingKey where !keys.contains(key): throw MissingValue()
    default: break
    }
    try await base.remove(forKey: stored(key))
    keys.remove(key)
    instances[key] = nil
    if fault != .forgetsRemovals { feed.announce(keys: [key]) }
  }

  nonisolated func changes() -> AsyncStream<StorageChange> {
    // `.announcesNothing` keeps what `Storage`'s default does: a stream that finishes at once.
    fault == .announcesNothing ? AsyncStream { $0.finish() } : feed.stream()
  }

  func keys(prefix: String) async throws -> [String] {
    let listed: Set<String>
    switch fault {
    case .cannotListKeys:
      // What `Storage`'s default does.
      throw StorageUnsupportedError(operation: "keys(prefix:)", storage: "FaultyStorage")
    case .listsRemovedKeys: listed = everWritten.filter { Self.canonical($0).hasPrefix(prefix) }
    case .matchesKeysBySubstring:
      listed = keys.filter { prefix.isEmpty || Self.canonical($0).contains(prefix) }
    default: return await base.keys(prefix: prefix)
    }
    return listed.map(Self.canonical).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  func removeAll(prefix: String) async throws {
    guard !prefix.isEmpty else { throw StorageError.invalidKey(prefix) }
    let removed = keys.filter {
      fault == .removesByContains ? $0.contains(prefix) : Self.canonical($0).hasPrefix(prefix)
    }
    for key in removed { try await remove(forKey: key) }
  }

  func write(_ batch: StorageBatch) async throws {
    var operations = batch.operations
    if fault == .dropsLastBatchOperation { operations = Array(operations.dropLast()) }
    if fault != .appliesBatchUntilRefusedOperation {
      for operation in operations where operation.key.isEmpty {
        throw StorageError.invalidKey(operation.key)
      }
    }
    for operation in operations {
      switch operation {
      case .write(let key, let json):
        guard !key.isEmpty else { throw StorageError.invalidKey(key) }
        try await base.writeEncoded(json, forKey: stored(key))
        keys.insert(key)
        everWritten.insert(key)
        instances[key] = nil
        feed.announce(keys: [key])
      case .remove(let key):
        try await remove(forKey: key)
      }
    }
  }

  private static func canonical(_ key: String) -> String {
    key.precomposedStringWithCanonicalMapping
  }

  /// The key the fault stores a value under.
  private func stored(_ key: String) -> String {
    switch fault {
    case .acceptsEmptyKeys: key.isEmpty ? "(empty)" : key
    case .foldsKeyCase: key.lowercased()
    case .truncatesLongKeys: String(key.prefix(255))
    case .comparesKeysByBytes: Data(key.utf8).base64EncodedString()
    default: key
    }
  }
}
