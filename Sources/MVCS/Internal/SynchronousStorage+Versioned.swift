import Foundation
import MVCSSupport

extension SynchronousStorage {
  /// How many times a read starts over because the stored version changed between two of its
  /// reads, before it gives up; as ``Storage/read(_:)``.
  private static var attempts: Int { 5 }

  /// ``Storage/read(_:)`` without suspending and without writing back: the value at the key's
  /// version, upgraded by the key's steps when it is older, or `nil` when nothing is stored.
  ///
  /// The caller writes an upgraded value back (the shared hub queues it with the key's other
  /// writes), so a binding holds its value before its store starts.
  ///
  /// - Returns: The value, and whether it was upgraded; `nil` when nothing is stored.
  /// - Throws: What ``Storage/read(_:)`` throws.
  func readVersionedSynchronously<Value>(_ key: SharedKey<Value>) throws
    -> (value: Value, isUpgraded: Bool)?
  {
    for _ in 1...Self.attempts {
      guard let stored = try readSynchronously(VersionedValue<Value>.self, forKey: key.key) else {
        return nil
      }
      if stored.version > key.version {
        throw StorageVersionError.newerVersion(
          key: key.key, stored: stored.version, known: key.version)
      }
      if stored.version == key.version {
        if case .value(let value) = stored.content { return (value, false) }
        try throwMismatch(Value.self, forKey: key.key, version: key.version)
        continue
      }
      guard let value = try upgradeSynchronously(key, from: stored.version) else { continue }
      return (value, true)
    }
    throw StorageError.typeMismatch(
      key: key.key, requested: TypeName.of(Value.self),
      reason: "the stored value changed between every two of \(Self.attempts) reads")
  }

  /// Throws the storage's own error for a value of `version` that is not a `Value`, naming the
  /// shape of what is stored; returns if the value changed meanwhile.
  private func throwMismatch<Value: Codable & Sendable>(
    _ type: Value.Type, forKey key: String, version: Int
  ) throws {
    guard version > 0 else {
      _ = try readSynchronously(Value.self, forKey: key)
      return
    }
    do {
      _ = try readSynchronously(StrictEnvelope<Value>.self, forKey: key)
    } catch StorageError.typeMismatch(let name, _, let reason) {
      throw StorageError.typeMismatch(
        key: name, requested: TypeName.of(Value.self), reason: reason)
    }
  }

  /// The stored value of `version` upgraded to the key's version, or `nil` if another version
  /// is stored now.
  private func upgradeSynchronously<Value>(_ key: SharedKey<Value>, from version: Int) throws
    -> Value?
  {
    var steps: [StorageMigration] = []
    for from in version..<key.version {
      guard let step = key.migrations.first(where: { $0.version == from }) else {
        throw StorageVersionError.missingStep(key: key.key, from: from, to: key.version)
      }
      steps.append(step)
    }
    guard var json = try storedJSON(forKey: key.key, version: version) else { return nil }
    for (index, step) in steps.enumerated() {
      do {
        json = try step.upgradeJSON(json, key.key)
      } catch StorageVersionError.stepFailed(let name, let from, let reason) where index == 0 {
        // The first step reads the stored value, not a previous step's result.
        throw StorageVersionError.stepFailed(
          key: name, from: from,
          reason: reason.replacingOccurrences(
            of: "the previous step's result", with: "the stored value"))
      }
    }
    do throws(StorageCoding.Failure) {
      return try StorageCoding.decode(Value.self, from: json)
    } catch {
      throw StorageVersionError.stepFailed(
        key: key.key, from: key.version - 1,
        reason: "its result cannot be read as \(error.type): \(error.reason)")
    }
  }

  /// The JSON of the value stored at `version`, without its envelope; `nil` if another version
  /// is stored now.
  private func storedJSON(forKey key: String, version: Int) throws -> Data? {
    // Any JSON decodes as `StoredJSON`, so the content is a value, envelope or not.
    guard let stored = try readSynchronously(VersionedValue<StoredJSON>.self, forKey: key),
      stored.version == version, case .value(let value) = stored.content
    else { return nil }
    do throws(StorageCoding.Failure) {
      return try StorageCoding.encode(value)
    } catch {
      throw StorageError.encodingFailed(key: key, type: error.type, reason: error.reason)
    }
  }
}
