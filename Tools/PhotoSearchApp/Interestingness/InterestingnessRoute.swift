import MVCS

/// The way to the Interestingness scene: what to search for, and where, as for
/// `PhotoListRoute`, whose store the scene's store owns.
///
/// A link opens it too: `photosearch://Interestingness?query=cats`.
struct InterestingnessRoute: SceneRoute {
  static let scene = "Interestingness"
  /// The words searched for.
  var query: String
  /// The raw value of the `SearchScope`; none means all.
  var scope: String?
}

extension SceneRoute where Self == InterestingnessRoute {
  /// Shows a query's most interesting photos, with a top image.
  ///
  /// - Parameters:
  ///   - query: The words to search for.
  ///   - scope: Where to look for them; `nil` for everywhere.
  static func interestingness(query: String, scope: SearchScope? = nil) -> Self {
    Self(query: query, scope: scope?.rawValue)
  }
}
