import MVCS

/// The way to the Search scene, the app's first: it needs no context.
struct SearchRoute: SceneRoute {
  static let scene = "Search"
}

extension SceneRoute where Self == SearchRoute {
  /// The search screen.
  static var search: Self { Self() }
}
