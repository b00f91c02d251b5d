/// Moves between scenes: shows, presents and dismisses scenes by name.
///
/// An app implements one over its UI (pushing a `UIViewController` that hosts the assembled
/// scene, say); ``RecordingNavigator`` assembles scenes headless and records the route stack for
/// tests. Either way the ``Mediator`` assembles the next scene.
@MainActor
public protocol Navigator: AnyObject {
  /// Shows a registered scene with a context, as a push onto a navigation stack does.
  ///
  /// - Throws: The mediator's error when the scene cannot be assembled.
  func show(_ scene: String, context: ContextValues) throws
  /// Presents a registered scene with a context, as a modal presentation does.
  ///
  /// - Throws: The mediator's error when the scene cannot be assembled.
  func present(_ scene: String, context: ContextValues) throws
  /// Dismisses the scene shown or presented last, and tears it down.
  ///
  /// - Throws: ``NavigationError/nothingToDismiss`` when no scene was shown or presented.
  func dismiss() throws
}

/// How a scene moves to another: the one set of words navigators, their records and scene tests
/// share.
public enum NavigationAction: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Shows a scene, as a push onto a navigation stack does.
  case show
  /// Presents a scene, as a modal presentation does.
  case present
  /// Dismisses the scene shown or presented last.
  case dismiss

  public var description: String { rawValue }
}

/// A controller's way to move to other scenes: forwards to the scene's ``Navigator`` without
/// keeping it alive, so that no scene and navigator keep each other alive.
///
/// ```swift
/// try navigation.show("PhotoDetail", context: ["photoID": photo.id])
/// ```
@MainActor
public struct Navigation {
  private weak var navigator: (any Navigator)?

  /// Creates a navigation that forwards to a navigator.
  public init(_ navigator: any Navigator) {
    self.navigator = navigator
  }

  /// The navigator, while it lives.
  public var currentNavigator: (any Navigator)? { navigator }

  /// Shows a registered scene with a context.
  ///
  /// - Throws: ``NavigationError/navigatorReleased`` if the navigator is gone, or the
  ///   navigator's error.
  public func show(_ scene: String, context: ContextValues = [:]) throws {
    try live().show(scene, context: context)
  }

  /// Presents a registered scene with a context.
  ///
  /// - Throws: ``NavigationError/navigatorReleased`` if the navigator is gone, or the
  ///   navigator's error.
  public func present(_ scene: String, context: ContextValues = [:]) throws {
    try live().present(scene, context: context)
  }

  /// Dismisses the scene shown or presented last.
  ///
  /// - Throws: ``NavigationError/navigatorReleased`` if the navigator is gone, or the
  ///   navigator's error.
  public func dismiss() throws {
    try live().dismiss()
  }

  private func live() throws(NavigationError) -> any Navigator {
    guard let navigator else { throw .navigatorReleased }
    return navigator
  }
}

/// An error from moving between scenes.
public enum NavigationError: Error, Equatable, CustomStringConvertible {
  /// The navigator the scene was assembled with has been released.
  case navigatorReleased
  /// Dismiss was called with no scene shown or presented.
  case nothingToDismiss

  public var description: String {
    switch self {
    case .navigatorReleased:
      return """
        Cannot navigate: the navigator this scene was assembled with has been released. \
        To fix, keep the navigator alive as long as its scenes, for example in the app's \
        coordinator.
        """
    case .nothingToDismiss:
      return """
        Cannot dismiss: no scene was shown or presented. \
        To fix, dismiss only a scene that was shown or presented.
        """
    }
  }
}
