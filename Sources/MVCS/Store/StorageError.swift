import Foundation
import MVCSSupport

/// An error from a ``Storage``.
///
/// Its ``description`` says what went wrong, with which key, and how to fix it. It describes a
/// stored value by its shape only (a JSON string of 4 characters, a JSON object with 2 keys),
/// never by its content, since a stored value may be a token or personal data:
///
/// ```swift
/// do {
///   _ = try await storage.read(Int.self, forKey: "count")
/// } catch let error as StorageError {
///   print(error)
///   // The value stored under "count" cannot be read as Int: it holds a JSON string of 4
///   // characters. To fix, …
/// }
/// ```
public enum StorageError: Error, Equatable, CustomStringConvertible {
  /// Keys must not be empty.
  case invalidKey(String)
  /// The value stored under the key is not of the requested type; `reason` says what kind of
  /// value is stored, and where in it decoding failed, without quoting it.
  case typeMismatch(key: String, requested: String, reason: String)
  /// The value could not be encoded, so nothing was written and any previous value remains.
  case encodingFailed(key: String, type: String, reason: String)

  /// The error as a message that names the key and says how to fix the problem.
  public var description: String {
    switch self {
    case .invalidKey(let key):
      return """
        The storage key \(StorageCoding.quoted(key)) is invalid: keys must not be empty. \
        To fix, pass a key that names the value, such as "favorites".
        """
    case .typeMismatch(let key, let requested, let reason):
      return """
        The value stored under \(StorageCoding.quoted(key)) cannot be read as \(requested): \
        \(reason). \
        To fix, read it as the type it was written with, \
        or overwrite it with a value of type \(requested).
        """
    case .encodingFailed(let key, let type, let reason):
      return """
        Cannot store a value of type \(type) under \(StorageCoding.quoted(key)): \(reason). \
        Nothing was written; any previous value was kept. \
        To fix, make sure every part of the value can be encoded.
        """
    }
  }
}
