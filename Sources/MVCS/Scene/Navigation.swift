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
public enum NavigationAction: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
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
  /// The scene's tasks, closed when it is torn down: results it asks for are not delivered
  /// after that.
  let sceneTasks: SceneTasks?
  /// Where a result this scene delivers goes, when it was shown or presented for one.
  let resultChannel: ResultChannel?

  /// Creates a navigation that forwards to a navigator.
  ///
  /// - Parameter navigator: The navigator, held weakly.
  public init(_ navigator: any Navigator) {
    self.init(navigator, sceneTasks: nil, resultChannel: nil)
  }

  init(_ navigator: any Navigator, sceneTasks: SceneTasks?, resultChannel: ResultChannel?) {
    self.navigator = navigator
    self.sceneTasks = sceneTasks
    self.resultChannel = resultChannel
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

  func live() throws(NavigationError) -> any Navigator {
    guard let navigator else { throw .navigatorReleased }
    return navigator
  }
}

/// An error from moving between scenes.
public enum NavigationError: Error, Hashable, CustomStringConvertible {
  /// The navigator the scene was assembled with has been released.
  case navigatorReleased
  /// Dismiss was called with no scene shown or presented.
  case nothingToDismiss
  /// A scene delivered a result, but it was not shown or presented for one.
  case noResultExpected
  /// A scene delivered a result of another type than the scene that presented it expects.
  case resultTypeMismatch(expected: String, actual: String)
  /// A scene delivered a result a second time.
  case resultAlreadyDelivered

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
    case .noResultExpected:
      return """
        Cannot deliver a result: this scene was not shown or presented for one. To fix, present \
        it with navigation.present(_:context:expecting:by:onResult:), or dismiss it with \
        navigation.dismiss() instead.
        """
    case .resultTypeMismatch(let expected, let actual):
      return """
        Cannot deliver a result of type \(actual): the scene that presented this one expects \
        \(expected). To fix, deliver \(expected), or present the scene expecting \(actual).
        """
    case .resultAlreadyDelivered:
      return """
        Cannot deliver a result: this scene already delivered one, and a result is delivered \
        once. To fix, deliver a single result, usually with navigation.dismiss(with:).
        """
    }
  }
}
