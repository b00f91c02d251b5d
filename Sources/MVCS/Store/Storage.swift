/// A way to keep local data: `Codable` values read, written and removed by key.
///
/// A store never names a concrete storage. It asks its ``SceneContext`` for one by the name it
/// was registered under, so an in-memory storage in tests, or SQLite in the app, swaps in
/// without touching the store.
///
/// ```swift
/// mediator.register(storage: "Favorites") { InMemoryStorage() }
///
/// // In the store:
/// let favorites = try context.storage("Favorites")
/// try await favorites.write(["p1", "p2"], forKey: "ids")
/// let ids = try await favorites.read([String].self, forKey: "ids")  // ["p1", "p2"]
/// ```
///
/// Every implementation must pass the storage conformance tests: a missing key reads as `nil`,
/// a write replaces the value whole or not at all, an empty key is an error, and reading a value
/// as the wrong type is a ``StorageError`` naming the key and both types.
public protocol Storage: Sendable {
  /// The value stored under a key, or `nil` if there is none.
  ///
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key,
  ///   ``StorageError/typeMismatch(key:requested:reason:)`` when the stored value is not a `Value`,
  ///   or the backend's error.
  func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) async throws
    -> Value?

  /// Stores a value under a key, replacing any value there. On failure the old value remains.
  ///
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key,
  ///   ``StorageError/encodingFailed(key:type:reason:)``, or the backend's error.
  func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws

  /// Removes the value under a key; removing a missing key does nothing.
  ///
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key, or the backend's error.
  func remove(forKey key: String) async throws
}

/// An error from a ``Storage``.
public enum StorageError: Error, Equatable, CustomStringConvertible {
  /// Keys must not be empty.
  case invalidKey(String)
  /// The value stored under the key is not of the requested type.
  case typeMismatch(key: String, requested: String, reason: String)
  /// The value could not be encoded, so nothing was written.
  case encodingFailed(key: String, type: String, reason: String)

  public var description: String {
    switch self {
    case .invalidKey(let key):
      return "The storage key \"\(key)\" is invalid: keys must not be empty. To fix, name the value."
    case .typeMismatch(let key, let requested, let reason):
      return """
        The value stored under "\(key)" cannot be read as \(requested): \(reason). \
        To fix, read it as the type it was written with, or write a \(requested) first.
        """
    case .encodingFailed(let key, let type, let reason):
      return """
        Cannot store a \(type) under "\(key)": \(reason). The previous value was kept. \
        To fix, make sure every part of the value can be encoded.
        """
    }
  }
}
