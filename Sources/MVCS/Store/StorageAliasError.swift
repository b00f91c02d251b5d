/// A storage alias asked for with another location than the one it is open on.
///
/// A storage opened by alias, such as `FileStorage.named(_:in:)`, is one shared instance per
/// alias for the whole process: asking for the alias again with the same location returns that
/// instance, so two parts of an app never write one file through two connections. Asking for it
/// with another location is this error rather than a silent switch to another file:
///
/// ```swift
/// let favorites = try FileStorage.named("Favorites", in: documents.appending(path: "Favorites"))
/// let again = try FileStorage.named("Favorites", in: documents.appending(path: "Favorites"))
/// // again === favorites
/// _ = try FileStorage.named("Favorites", in: caches)
/// // The storage alias "Favorites" is open as FileStorage at …/Favorites; it cannot also be …
/// ```
public struct StorageAliasError: Error, Equatable, CustomStringConvertible {
  /// The alias asked for.
  public let alias: String
  /// The storage the alias is open as: its type and location, such as `FileStorage at /data`.
  public let registered: String
  /// The storage asked for under the same alias.
  public let requested: String

  /// Creates the error; storages opened by alias throw it.
  ///
  /// - Parameters:
  ///   - alias: The alias asked for.
  ///   - registered: The storage the alias is open as, with its location.
  ///   - requested: The storage asked for, with its location.
  public init(alias: String, registered: String, requested: String) {
    self.alias = alias
    self.registered = registered
    self.requested = requested
  }

  /// The error as a message naming the alias, both locations and the fix.
  public var description: String {
    """
    The storage alias "\(alias)" is open as \(registered); it cannot also be \(requested). \
    To fix, open "\(alias)" with the same location everywhere, or give the second storage \
    another alias.
    """
  }
}
