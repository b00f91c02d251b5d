/// A failed read, write or upgrade of a bound stored value, as ``StorageStatus/failed(_:)``
/// carries it.
///
/// Its text names the operation, the storage and the key, and the error's description; it never
/// quotes the value, so a stored secret does not reach a view or a log.
public struct StorageFailure: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// What was being done when the storage failed.
  public enum Operation: String, Sendable, Hashable, Codable {
    /// Reading the value.
    case read
    /// Writing a new value.
    case write
    /// Upgrading an older value, or writing the upgraded value back.
    case migrate
  }

  /// What was being done.
  public let operation: Operation
  /// The registered name of the storage.
  public let storage: String
  /// The key of the value.
  public let key: String
  /// The description of the error the storage threw.
  public let message: String

  /// A failure of an operation on a key of a storage.
  ///
  /// - Parameters:
  ///   - operation: What was being done.
  ///   - storage: The registered name of the storage.
  ///   - key: The key of the value.
  ///   - message: The description of the error; never the value.
  public init(operation: Operation, storage: String, key: String, message: String) {
    self.operation = operation
    self.storage = storage
    self.key = key
    self.message = message
  }

  public var description: String {
    let verb =
      switch operation {
      case .read: "Reading"
      case .write: "Writing"
      case .migrate: "Upgrading"
      }
    return "\(verb) \"\(key)\" in the storage \"\(storage)\" failed: \(message)"
  }
}
