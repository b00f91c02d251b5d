import MVCS

/// The way to the PhotoList scene: what to search for, and where.
///
/// A link opens it too: `photosearch://PhotoList?query=cats&scope=tags`. The scope travels as
/// its raw value, so that the state file stays as earlier versions wrote it (`{"string": "tags"}`)
/// and a link naming a scope that does not exist gets the store's answer, which lists the scopes:
/// the store reads it as a `SearchScope`.
struct PhotoListRoute: SceneRoute {
  static let scene = "PhotoList"
  /// The words searched for.
  var query: String
  /// The raw value of the `SearchScope`; none means all.
  var scope: String?
}

extension SceneRoute where Self == PhotoListRoute {
  /// Shows the photos that match a query.
  ///
  /// - Parameters:
  ///   - query: The words to search for.
  ///   - scope: Where to look for them; `nil` for everywhere.
  static func photoList(query: String, scope: SearchScope? = nil) -> Self {
    Self(query: query, scope: scope?.rawValue)
  }
}
