import MVCSSupport

/// Why a value read through a ``SharedKey`` cannot be delivered at the key's version.
///
/// In each case the stored value is left as it was: a value written by a newer version of the
/// app is never overwritten, and never replaced by the key's default.
///
/// ```swift
/// do {
///   favorites = try await storage.read(SharedKey.favorites)
/// } catch let error as StorageVersionError {
///   print(error)
///   // The value under "favorites" was written by a newer version of the app (value version 3;
///   // this app reads versions up to 2). It was left unchanged. To fix, …
/// }
/// ```
///
/// Like ``StorageError``, its text describes a stored value by its shape only, never by its
/// content, since a stored value may be a token or personal data.
public enum StorageVersionError: Error, Equatable, CustomStringConvertible {
  /// The stored value has version `stored`, newer than the version `known` this app reads.
  case newerVersion(key: String, stored: Int, known: Int)
  /// No step upgrades version `from`, so the stored value cannot reach version `to`.
  case missingStep(key: String, from: Int, to: Int)
  /// The step from version `from` failed; `reason` says how, without quoting the value.
  case stepFailed(key: String, from: Int, reason: String)

  /// The error as a message that names the key, the versions and how to fix the problem.
  public var description: String {
    switch self {
    case .newerVersion(let key, let stored, let known):
      return """
        The value under \(StorageCoding.quoted(key)) was written by a newer version of the app \
        (value version \(stored); this app reads versions up to \(known)). \
        It was left unchanged. \
        To fix, update the app, or remove the key to start over.
        """
    case .missingStep(let key, let from, let to):
      return """
        The value under \(StorageCoding.quoted(key)) cannot be upgraded to version \(to), \
        the version this app reads: no migration step upgrades version \(from). \
        It was left unchanged. \
        To fix, add `.step(from: \(from), decoding: …)` to the key's migrations, \
        or remove the key to start over.
        """
    case .stepFailed(let key, let from, let reason):
      return """
        The value under \(StorageCoding.quoted(key)) cannot be upgraded: the migration step \
        from version \(from) to \(from + 1) failed: \(reason). \
        It was left unchanged. \
        To fix, make the step accept every value stored at version \(from), \
        or remove the key to start over.
        """
    }
  }
}
