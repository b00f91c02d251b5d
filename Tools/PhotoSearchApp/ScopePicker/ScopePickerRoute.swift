import MVCS

/// The way to the ScopePicker scene, which hands back the `SearchScope` the user chose.
///
/// The scope travels as its raw value, as in `PhotoListRoute`, so that saved scenes keep their
/// format.
struct ScopePickerRoute: SceneRoute {
  typealias Result = SearchScope
  static let scene = "ScopePicker"
  /// The raw value of the scope the picker starts at; none means all.
  var scope: String?
}

extension SceneRoute where Self == ScopePickerRoute {
  /// Asks the user for a scope, starting at the current one.
  ///
  /// - Parameter current: The scope in use.
  static func scopePicker(current: SearchScope) -> Self { Self(scope: current.rawValue) }
}
