/// A ``Storage`` was asked for an operation its type does not implement.
///
/// The protocol gives every requirement a default so that storages written before it grew still
/// compile, but some operations cannot be built from the others: nothing in `read`, `write` and
/// `remove` can list the keys a storage holds. Such a default throws this error, naming the
/// storage type and what to implement:
///
/// ```swift
/// do {
///   _ = try await storage.keys(prefix: "starred/")
/// } catch let error as StorageUnsupportedError {
///   print(error)
///   // KeychainStorage does not implement keys(prefix:) … To fix, implement keys(prefix:) …
/// }
/// ```
public struct StorageUnsupportedError: Error, Equatable, CustomStringConvertible {
  /// The requirement that is missing, such as `keys(prefix:)`.
  public let operation: String
  /// The name of the storage type that lacks it.
  public let storage: String

  /// Creates the error for a storage type that lacks a requirement.
  ///
  /// - Parameters:
  ///   - operation: The requirement that is missing, such as `keys(prefix:)`.
  ///   - storage: The name of the storage type.
  public init(operation: String, storage: String) {
    self.operation = operation
    self.storage = storage
  }

  /// The error as a message naming the storage type, the operation and the fix.
  public var description: String {
    """
    \(storage) does not implement \(operation), which cannot be built from read, write and \
    remove. To fix, implement \(operation) in \(storage) (its conformance check in \
    MVCSTesting's StorageConformance says what it must do), or use a storage that has it, \
    such as InMemoryStorage, FileStorage or SQLiteStorage.
    """
  }
}
