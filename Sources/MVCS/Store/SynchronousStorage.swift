/// A storage that can also read a value without suspending.
///
/// A property bound with ``SceneEnvironment/bind(_:of:to:status:)`` holds its stored value
/// before the store starts only when the storage can read it at once: the bind reads it
/// synchronously, on the main actor. The built-in storages conform (a read is one small file or
/// one row). A storage that does not conform still works; its bound properties hold the default,
/// with the status ``StorageStatus/loading``, until the value arrives.
public protocol SynchronousStorage: Storage {
  /// The value stored under a key, read without suspending, or `nil` if there is none.
  ///
  /// It must agree with ``Storage/read(_:forKey:)``: same value, same errors.
  ///
  /// - Parameters:
  ///   - type: The type the value was written as.
  ///   - key: The non-empty name of the value.
  /// - Returns: A copy of the stored value, or `nil` when nothing is stored under `key`.
  /// - Throws: What ``Storage/read(_:forKey:)`` throws.
  func readSynchronously<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String)
    throws -> Value?
}
