import MVCSSupport

/// A file a ``FileStorage`` could not read, write or remove.
///
/// ```swift
/// do {
///   try await storage.write(profile, forKey: "profile")
/// } catch let error as FileStorageError {
///   print(error)
///   // Cannot write "profile" at /data/profile.json: Permission denied (errno 13). To fix, …
/// }
/// ```
public struct FileStorageError: Error, Equatable, CustomStringConvertible {
  /// What the storage was doing.
  public enum Operation: String, Sendable, Equatable {
    /// Reading a value.
    case read
    /// Writing a value.
    case write
    /// Removing a value.
    case remove
  }

  /// What the storage was doing.
  public let operation: Operation
  /// The key of the value.
  public let key: String
  /// The file or folder that failed.
  public let path: String
  /// The system's reason, such as `No space left on device (errno 28)`.
  public let reason: String

  /// The error as a message naming the key, the file, the reason and the fix.
  public var description: String {
    """
    Cannot \(operation.rawValue) \(StorageCoding.quoted(key)) at \(path): \(reason). \
    Any previous value was kept. \
    To fix, make sure the folder exists or can be created, is writable by the app, and that \
    the disk has space.
    """
  }
}
