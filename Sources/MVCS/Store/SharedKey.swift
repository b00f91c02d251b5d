/// A value kept under a key of a registered storage, with its default, its version and the
/// steps that upgrade values stored by older versions of the app.
///
/// Declare one key per stored value, as a static member, so that every reader and writer agrees
/// on the storage, the key, the type and the version:
///
/// ```swift
/// struct FavoritePhoto: Codable, Sendable, Equatable { let id: String; let title: String }
///
/// extension SharedKey where Value == [FavoritePhoto] {
///   /// The starred photos, newest first.
///   static let favorites = SharedKey(storage: "Favorites", key: "favorites", default: [])
/// }
///
/// let favorites = try await storage.read(SharedKey.favorites)  // [] when nothing is stored
/// try await storage.write(favorites, for: .favorites)
/// ```
///
/// When the value's type changes, raise ``version`` and add a ``StorageMigration`` step from
/// each older version; reading an old value through the key then upgrades it and writes it back
/// once (see ``Storage/read(_:)``):
///
/// ```swift
/// struct FavoriteV1: Codable, Sendable { let id: String }
///
/// extension SharedKey where Value == [FavoritePhoto] {
///   static let favorites = SharedKey(
///     storage: "Favorites", key: "favorites", default: [], version: 2,
///     migrations: [
///       .step(from: 0, decoding: [String].self) { ids in ids.map { FavoriteV1(id: $0) } },
///       .step(from: 1, decoding: [FavoriteV1].self) { old in
///         old.map { FavoritePhoto(id: $0.id, title: "") }
///       },
///     ])
/// }
/// ```
///
/// Version 0 is stored as plain JSON, exactly as ``Storage/write(_:forKey:)`` stores it, so every
/// value written before it had a version reads as version 0, and a key that never declares a
/// version never changes format. A value of version 1 or later is stored as the JSON object
/// `{"mvcs-version": 2, "value": …}`.
public struct SharedKey<Value: Codable & Sendable>: Sendable {
  /// The name the storage is registered under, as in `environment.storage("Favorites")`.
  public let storage: String
  /// The non-empty key the value is stored under.
  public let key: String
  /// The value a read returns when nothing is stored under the key.
  public let defaultValue: Value
  /// The version of the value's stored form that this app writes; 0 until the type first changes.
  public let version: Int
  /// The steps that upgrade values of older versions, one for each version still supported.
  public let migrations: [StorageMigration]

  /// A key with its storage, default, version and upgrade steps.
  ///
  /// Each step upgrades one version to the next, so a key of version 2 that reads values of
  /// every older version has steps from 0 and from 1. A version without a step is no longer
  /// supported: reading a value of that version throws
  /// ``StorageVersionError/missingStep(key:from:to:)``.
  ///
  /// - Parameters:
  ///   - storage: The name the storage is registered under.
  ///   - key: The non-empty key the value is stored under.
  ///   - defaultValue: The value a read returns when nothing is stored.
  ///   - version: The version this app writes, 0 or more.
  ///   - migrations: The upgrade steps, at most one from each version below `version`.
  /// - Precondition: `version` is not negative and every step's version is below `version` and
  ///   appears once. These are mistakes in the app's code, not in stored data, so they stop the
  ///   app with a message naming the key.
  public init(
    storage: String, key: String, default defaultValue: Value, version: Int = 0,
    migrations: [StorageMigration] = []
  ) {
    precondition(
      version >= 0,
      "The SharedKey \"\(key)\" has version \(version). To fix, use version 0 or more.")
    for step in migrations {
      precondition(
        (0..<version).contains(step.version),
        """
        The SharedKey "\(key)" of version \(version) has a step from version \(step.version). \
        To fix, keep only steps from versions 0 to \(version - 1), or raise the key's version.
        """)
      precondition(
        migrations.filter { $0.version == step.version }.count == 1,
        """
        The SharedKey "\(key)" has more than one step from version \(step.version). \
        To fix, keep one step from each version.
        """)
    }
    self.storage = storage
    self.key = key
    self.defaultValue = defaultValue
    self.version = version
    self.migrations = migrations
  }
}
