import Foundation
import MVCSSupport

/// One step that upgrades a stored value from one version of its type to the next.
///
/// A ``SharedKey`` lists its steps; reading a value stored at version *n* through a key of
/// version *m* decodes it as the type of the step from *n*, runs the steps from *n* to *m − 1*,
/// and writes the result back once:
///
/// ```swift
/// .step(from: 0, decoding: [String].self) { ids in ids.map { FavoriteV1(id: $0) } }
/// ```
///
/// Each step's result is encoded to JSON and decoded as the next step's input, so a step needs
/// only the types of its own two versions, and those types may stay in the app as they were.
public struct StorageMigration: Sendable {
  /// The version this step upgrades from; its result is version `version + 1`.
  public let version: Int

  /// Reads the stored value of ``version`` and runs the step on it; `nil` when the stored value
  /// is no longer of that version, because another writer changed it meanwhile.
  let upgradeStored: @Sendable (_ storage: any Storage, _ key: String) async throws -> Data?

  /// Runs the step on the JSON of the previous step's result.
  let upgradeJSON: @Sendable (_ json: Data, _ key: String) throws -> Data

  /// A step from `version` that decodes the stored value as `Old` and returns its upgrade.
  ///
  /// - Parameters:
  ///   - version: The version the step upgrades from, 0 for values stored before the key had a
  ///     version.
  ///   - old: The type the value had at `version`.
  ///   - upgrade: Turns the old value into the next version's value. An error it throws stops
  ///     the read with ``StorageVersionError/stepFailed(key:from:reason:)`` and leaves the
  ///     stored value unchanged.
  /// - Returns: The step, for a key's `migrations`.
  public static func step<Old: Codable & Sendable, New: Encodable & Sendable>(
    from version: Int, decoding old: Old.Type,
    _ upgrade: @escaping @Sendable (Old) throws -> New
  ) -> StorageMigration {
    return StorageMigration(
      version: version,
      upgradeStored: { storage, key in
        let stored: Old?
        do {
          stored = try await storage.storedValue(Old.self, forKey: key, version: version)
        } catch StorageError.typeMismatch(_, let requested, let reason) {
          throw StorageVersionError.stepFailed(
            key: key, from: version,
            reason: "the stored value cannot be read as \(requested): \(reason)")
        }
        guard let stored else { return nil }
        return try run(upgrade, on: stored, from: version, key: key)
      },
      upgradeJSON: { json, key in
        let value: Old
        do throws(StorageCoding.Failure) {
          value = try StorageCoding.decode(Old.self, from: json)
        } catch {
          throw StorageVersionError.stepFailed(
            key: key, from: version,
            reason: "the previous step's result cannot be read as \(error.type): \(error.reason)")
        }
        return try run(upgrade, on: value, from: version, key: key)
      })
  }

  /// Runs a step's upgrade and encodes its result, turning each failure into
  /// ``StorageVersionError/stepFailed(key:from:reason:)``.
  private static func run<Old, New: Encodable>(
    _ upgrade: (Old) throws -> New, on value: Old, from version: Int, key: String
  ) throws(StorageVersionError) -> Data {
    let new: New
    do {
      new = try upgrade(value)
    } catch {
      throw .stepFailed(
        key: key, from: version,
        reason: "it threw an error of type \(TypeName.of(type(of: error)))")
    }
    do throws(StorageCoding.Failure) {
      return try StorageCoding.encode(new)
    } catch {
      throw .stepFailed(
        key: key, from: version,
        reason: "its result of type \(error.type) cannot be encoded: \(error.reason)")
    }
  }
}
