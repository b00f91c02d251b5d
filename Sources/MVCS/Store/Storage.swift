import Foundation
import MVCSSupport

/// A way to keep local data: `Codable` values read, written and removed by key.
///
/// A store never names a concrete storage. It asks its ``SceneEnvironment`` for one by the name it
/// was registered under, so an in-memory storage in tests, or SQLite in the app, swaps in
/// without touching the store.
///
/// ```swift
/// mediator.register(storage: "Favorites") { InMemoryStorage() }
///
/// // In the store:
/// let favorites = try environment.storage("Favorites")
/// try await favorites.write(["p1", "p2"], forKey: "ids")
/// let ids = try await favorites.read([String].self, forKey: "ids")  // ["p1", "p2"]
/// ```
///
/// Every implementation must pass the storage conformance tests: a missing key reads as `nil`,
/// a write replaces the value whole or not at all, a value read back is a copy, any non-empty
/// string is a key and an empty one is an error, and reading a value as the wrong type is a
/// ``StorageError`` naming the key, the requested type and the kind of value stored, never the
/// value itself, so that a token read as the wrong type does not reach a log. Keys compare as
/// Swift strings do: case matters, and canonically equivalent spellings such as "é" and
/// "e\u{301}" are one key.
public protocol Storage: Sendable {
  /// The value stored under a key, or `nil` if there is none.
  ///
  /// - Parameters:
  ///   - type: The type the value was written as.
  ///   - key: The non-empty name of the value.
  /// - Returns: A copy of the stored value, or `nil` when nothing is stored under `key`.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key,
  ///   ``StorageError/typeMismatch(key:requested:reason:)`` when the stored value is not a `Value`,
  ///   or the backend's error.
  func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) async throws
    -> Value?

  /// Stores a value under a key, replacing any value there. On failure the old value remains.
  ///
  /// - Parameters:
  ///   - value: The value to store; later changes to it do not change the stored copy.
  ///   - key: The non-empty name of the value.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key,
  ///   ``StorageError/encodingFailed(key:type:reason:)``, or the backend's error.
  func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws

  /// Removes the value under a key; removing a missing key does nothing.
  ///
  /// - Parameter key: The non-empty name of the value.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key, or the backend's error.
  func remove(forKey key: String) async throws
}
