import Foundation
public import MVCS

/// The promises every `Storage` keeps, as checks that prove a backend keeps them.
///
/// Call ``check(_:fileID:filePath:line:column:isolation:makeStorage:)`` from a test of your
/// backend. It runs every check on a fresh storage from the factory, and fails the test at the
/// line of the call for every promise the storage breaks, naming the check and why:
///
/// ```swift
/// @Test func sqliteStorageKeepsTheStorageContract() async {
///   await StorageConformance.check { try SQLiteStorage(at: temporaryFile()) }
/// }
/// ```
///
/// Under Swift Testing the failures are issues of the running test; under XCTest, `XCTFail`s.
/// To inspect them instead, for example in a tool, use
/// ``failures(_:isolation:makeStorage:)``. See <doc:ImplementingAStorage>.
public enum StorageConformance {
  /// One promise of `Storage`, named as the behaviour it checks.
  public enum Check: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A key never written reads as `nil`.
    case missingKeyReadsNil
    /// Integers, strings, Booleans and floating-point numbers read back equal.
    case scalarsRoundTrip
    /// Arrays, dictionaries and sets read back equal.
    case collectionsRoundTrip
    /// Optionals read back equal, and a stored `nil` is a value, not a missing key.
    case optionalsRoundTrip
    /// Nested structures and enums with payloads read back equal.
    case nestedValuesRoundTrip
    /// Unicode, control characters, path-like and very long keys, none confused with another.
    case unusualKeysRoundTrip
    /// Case matters in keys.
    case keysDifferingOnlyInCaseAreDistinct
    /// Keys compare as Swift strings do: "é" and "e\u{301}" are one key.
    case canonicallyEquivalentKeysNameOneValue
    /// The new value replaces the old whole: no merged fields, no appended elements.
    case writeReplacesValue
    /// Each key holds its own value.
    case keysHoldSeparateValues
    /// A removed key reads as `nil`, and can be written again.
    case removeDeletesValue
    /// Removing a key that holds nothing succeeds.
    case removingMissingKeySucceeds
    /// An empty key is `StorageError/invalidKey(_:)` for every operation.
    case emptyKeyIsInvalid
    /// Reading as the wrong type is `StorageError/typeMismatch(key:requested:reason:)`
    /// with the exact reason, which names the kind of value stored and never quotes it.
    case wrongTypeReadIsTypeMismatch
    /// A write that cannot be encoded throws and leaves the old value in place.
    case failedEncodeKeepsOldValue
    /// Concurrent writes to different keys all land.
    case concurrentWritesAllLand
    /// Concurrent writes to one key leave one of the values, whole.
    case concurrentWritesToOneKeyLeaveOneWholeValue
    /// A plain value read through a `SharedKey` of version 2 is upgraded by its steps, stored
    /// back as the version-2 envelope, and not upgraded again by the next read.
    case versionedValuesMigrateOnce
    /// A value of version 9 read through a key of version 2 is
    /// `StorageVersionError/newerVersion(key:stored:known:)` and stays as it was.
    case newerVersionIsRefusedUntouched
    /// `keys(prefix:)` lists exactly the live keys with the prefix, canonically composed and
    /// sorted by UTF-8 bytes, unusual and 10,000-character keys included; `%` and `_` are
    /// ordinary characters, and removed keys are gone.
    case keysListByPrefix
    /// `removeAll(prefix:)` removes the keys with the prefix and no other (`a/` keeps `a`, `ab`
    /// and `b/a/`), and refuses an empty prefix with `StorageError/invalidKey(_:)`.
    case removeAllRemovesOnlyThePrefix
    /// Every write and removal of a batch lands, the later of two operations on one key wins,
    /// and an empty batch changes nothing.
    case batchesApplyEveryOperation
    /// A batch holding an operation with an empty key throws `StorageError/invalidKey(_:)` and
    /// leaves every key with its old value.
    case batchWithARefusedOperationChangesNothing
    /// A write, a removal, a batch and a `removeAll(prefix:)` each appear in `changes()`, in
    /// order, naming their keys (or as `StorageChange/unknown`), within 5 seconds each.
    case changesAnnounceEveryWrite
    /// Changing a value after writing it, or after reading it, does not change what is stored.
    case valuesAreCopies

    public var description: String { rawValue }
  }

  /// A promise a storage broke: the check that found it, and what happened.
  public struct Failure: Sendable, Hashable, CustomStringConvertible {
    /// The check that failed.
    public let check: Check
    /// What the storage did, such as `Int under "value": wrote 42, read back nil`.
    public let message: String

    public var description: String {
      "The storage failed the conformance check \(check): \(message)"
    }
  }

  /// Runs checks, each on a fresh storage, and fails the running test at the caller's line for
  /// each promise the storage breaks.
  ///
  /// One failing check does not stop the others, so a run lists every broken promise.
  ///
  /// - Parameters:
  ///   - checks: The checks to run; all of them by default.
  ///   - makeStorage: Makes a new, empty storage of the backend under test; called once per
  ///     check. An error it throws fails that check.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  ///   - isolation: The actor the checks run on; leave the default, the caller's.
  public static func check(
    _ checks: [Check] = Check.allCases,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    makeStorage: () async throws -> any Storage
  ) async {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for failure in await failures(checks, isolation: isolation, makeStorage: makeStorage) {
      TestFailure.report(failure.description, at: location)
    }
  }

  /// Runs checks, each on a fresh storage, and returns the promises the storage broke.
  ///
  /// - Parameters:
  ///   - checks: The checks to run; all of them by default.
  ///   - makeStorage: Makes a new, empty storage of the backend under test; called once per
  ///     check. An error it throws fails that check.
  ///   - isolation: The actor the checks run on; leave the default, the caller's.
  /// - Returns: The failures, in the order of `checks`; empty when the storage keeps every
  ///   promise checked.
  public static func failures(
    _ checks: [Check] = Check.allCases,
    isolation: isolated (any Actor)? = #isolation,
    makeStorage: () async throws -> any Storage
  ) async -> [Failure] {
    var failures: [Failure] = []
    for check in checks {
      let recorder = Recorder()
      do {
        let storage: any Storage
        do {
          storage = try await makeStorage()
        } catch {
          throw Stop(message: "making the storage threw: \(error)")
        }
        try await Recorder.$current.withValue(recorder) { try await run(check, on: storage) }
      } catch let stop as Stop {
        recorder.record(stop.message)
      } catch {
        recorder.record("the storage threw where the check expects success: \(error)")
      }
      failures += recorder.messages.map { Failure(check: check, message: $0) }
    }
    return failures
  }

  static func run(_ check: Check, on storage: any Storage) async throws {
    switch check {
    case .missingKeyReadsNil: try await missingKeyReadsNil(storage)
    case .scalarsRoundTrip: try await scalarsRoundTrip(storage)
    case .collectionsRoundTrip: try await collectionsRoundTrip(storage)
    case .optionalsRoundTrip: try await optionalsRoundTrip(storage)
    case .nestedValuesRoundTrip: try await nestedValuesRoundTrip(storage)
    case .unusualKeysRoundTrip: try await unusualKeysRoundTrip(storage)
    case .keysDifferingOnlyInCaseAreDistinct: try await keysDifferingOnlyInCaseAreDistinct(storage)
    case .canonicallyEquivalentKeysNameOneValue:
      try await canonicallyEquivalentKeysNameOneValue(storage)
    case .writeReplacesValue: try await writeReplacesValue(storage)
    case .keysHoldSeparateValues: try await keysHoldSeparateValues(storage)
    case .removeDeletesValue: try await removeDeletesValue(storage)
    case .removingMissingKeySucceeds: try await removingMissingKeySucceeds(storage)
    case .emptyKeyIsInvalid: try await emptyKeyIsInvalid(storage)
    case .wrongTypeReadIsTypeMismatch: try await wrongTypeReadIsTypeMismatch(storage)
    case .failedEncodeKeepsOldValue: try await failedEncodeKeepsOldValue(storage)
    case .concurrentWritesAllLand: try await concurrentWritesAllLand(storage)
    case .concurrentWritesToOneKeyLeaveOneWholeValue:
      try await concurrentWritesToOneKeyLeaveOneWholeValue(storage)
    case .versionedValuesMigrateOnce: try await versionedValuesMigrateOnce(storage)
    case .newerVersionIsRefusedUntouched: try await newerVersionIsRefusedUntouched(storage)
    case .keysListByPrefix: try await keysListByPrefix(storage)
    case .removeAllRemovesOnlyThePrefix: try await removeAllRemovesOnlyThePrefix(storage)
    case .batchesApplyEveryOperation: try await batchesApplyEveryOperation(storage)
    case .batchWithARefusedOperationChangesNothing:
      try await batchWithARefusedOperationChangesNothing(storage)
    case .changesAnnounceEveryWrite: try await changesAnnounceEveryWrite(storage)
    case .valuesAreCopies: try await valuesAreCopies(storage)
    }
  }
}
