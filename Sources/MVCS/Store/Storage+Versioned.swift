import MVCSSupport

// MARK: - Versioned values

extension Storage {
  /// The value stored under a key, upgraded to the key's version, or the key's default.
  ///
  /// A value stored at the key's ``SharedKey/version`` is returned as it is. A value of an older
  /// version (plain JSON, as every value written before the key had a version, reads as
  /// version 0) is decoded as the type of the key's step from that version, upgraded step by
  /// step, and written back once at the key's version before it is returned, so the next read
  /// runs no step:
  ///
  /// ```swift
  /// try await storage.write(["p1"], forKey: "favorites")  // bare JSON: version 0
  /// let favorites = try await storage.read(SharedKey.favorites)
  /// // Upgraded by the steps from 0 and 1, and stored as {"mvcs-version": 2, "value": […]}.
  /// ```
  ///
  /// If writing the upgraded value back fails, the upgraded value is still returned and the
  /// stored value stays as it was, so the next read upgrades it again. Two readers that meet
  /// the same old value at the same moment may both upgrade it and write the same result.
  ///
  /// - Parameter key: The key, its default, version and upgrade steps.
  /// - Returns: The stored value at the key's version, or ``SharedKey/defaultValue`` when
  ///   nothing is stored.
  /// - Throws: ``StorageVersionError/newerVersion(key:stored:known:)`` when a newer version of
  ///   the app wrote the value, ``StorageVersionError/missingStep(key:from:to:)`` or
  ///   ``StorageVersionError/stepFailed(key:from:reason:)`` when it cannot be upgraded (in each
  ///   case the stored value is left unchanged), ``StorageError`` when a value of the key's
  ///   version is not a `Value`, or the backend's error.
  public func read<Value>(_ key: SharedKey<Value>) async throws -> Value {
    try await readVersioned(key).value
  }

  /// Stores a value under a key at the key's version.
  ///
  /// At version 0 the value is stored exactly as ``write(_:forKey:)`` stores it; from version 1
  /// on it is stored as `{"mvcs-version": n, "value": …}`. The write replaces whatever is
  /// stored, whatever its version.
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - key: The key that says where and at which version.
  /// - Throws: ``StorageError`` as ``write(_:forKey:)`` does, or the backend's error.
  public func write<Value>(_ value: Value, for key: SharedKey<Value>) async throws {
    guard key.version > 0 else { return try await write(value, forKey: key.key) }
    do {
      try await write(VersionedValue(version: key.version, value: value), forKey: key.key)
    } catch StorageError.encodingFailed(let name, _, let reason) {
      throw StorageError.encodingFailed(key: name, type: TypeName.of(Value.self), reason: reason)
    }
  }
}

// MARK: - Reading and upgrading

/// What a versioned read found: the value, and whether it was upgraded and written back.
struct VersionedRead<Value: Sendable>: Sendable {
  let value: Value
  /// The stored version the value was upgraded from, or `nil` when it ran no step.
  let upgradedFrom: Int?
  /// Why writing the upgraded value back failed, or `nil`.
  let writeBackError: (any Error)?
}

extension Storage {
  /// How many times a read starts over because another writer changed the key between two of
  /// its reads, before it gives up.
  private static var attempts: Int { 5 }

  /// ``read(_:)`` with what happened on the way, for bindings that report a failed write-back.
  func readVersioned<Value>(_ key: SharedKey<Value>) async throws -> VersionedRead<Value> {
    for _ in 1...Self.attempts {
      guard let stored = try await read(VersionedValue<Value>.self, forKey: key.key) else {
        return VersionedRead(value: key.defaultValue, upgradedFrom: nil, writeBackError: nil)
      }
      if stored.version > key.version {
        throw StorageVersionError.newerVersion(
          key: key.key, stored: stored.version, known: key.version)
      }
      if stored.version == key.version {
        if case .value(let value) = stored.content {
          return VersionedRead(value: value, upgradedFrom: nil, writeBackError: nil)
        }
        // Throws the storage's own error, naming the shape of what is stored.
        guard let value = try await storedValue(Value.self, forKey: key.key, version: key.version)
        else { continue }
        return VersionedRead(value: value, upgradedFrom: nil, writeBackError: nil)
      }
      guard let value = try await upgrade(key, from: stored.version) else { continue }
      var writeBackError: (any Error)?
      do {
        try await write(value, for: key)
      } catch {
        writeBackError = error
      }
      return VersionedRead(
        value: value, upgradedFrom: stored.version, writeBackError: writeBackError)
    }
    throw StorageError.typeMismatch(
      key: key.key, requested: TypeName.of(Value.self),
      reason: "the stored value changed between every two of \(Self.attempts) reads")
  }

  /// The stored value upgraded from `version` to the key's version by its steps, or `nil` if
  /// the stored value is no longer of `version`.
  private func upgrade<Value>(_ key: SharedKey<Value>, from version: Int) async throws -> Value? {
    var steps: [StorageMigration] = []
    for from in version..<key.version {
      guard let step = key.migrations.first(where: { $0.version == from }) else {
        throw StorageVersionError.missingStep(key: key.key, from: from, to: key.version)
      }
      steps.append(step)
    }
    guard var json = try await steps[0].upgradeStored(self, key.key) else { return nil }
    for step in steps.dropFirst() {
      json = try step.upgradeJSON(json, key.key)
    }
    do throws(StorageCoding.Failure) {
      return try StorageCoding.decode(Value.self, from: json)
    } catch {
      throw StorageVersionError.stepFailed(
        key: key.key, from: key.version - 1,
        reason: "its result cannot be read as \(error.type): \(error.reason)")
    }
  }

  /// The value stored at `version` as a `Value`; `nil` if another version is stored now.
  ///
  /// - Throws: ``StorageError/typeMismatch(key:requested:reason:)`` naming `Value` and the shape
  ///   of what is stored, when the stored value of `version` is not a `Value`.
  func storedValue<Value: Codable & Sendable>(
    _ type: Value.Type, forKey key: String, version: Int
  ) async throws -> Value? {
    guard let stored = try await read(VersionedValue<Value>.self, forKey: key),
      stored.version == version
    else { return nil }
    if case .value(let value) = stored.content { return value }
    guard version > 0 else { return try await read(Value.self, forKey: key) }
    do {
      let strict = try await read(StrictEnvelope<Value>.self, forKey: key)
      return strict?.version == version ? strict?.value : nil
    } catch StorageError.typeMismatch(let name, _, let reason) {
      throw StorageError.typeMismatch(
        key: name, requested: TypeName.of(Value.self), reason: reason)
    }
  }
}
