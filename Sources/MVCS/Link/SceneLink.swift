/// A deep link resolved by a ``Mediator``: the scene it opens and its context, each value of the
/// type its route declares.
///
/// ```swift
/// let link = try mediator.link(for: URL(string: "photosearch://PhotoDetail?photoID=p2")!)
/// link.scene    // "PhotoDetail"
/// link.context  // ["photoID": "p2"]
/// try navigator.show(link)
/// ```
public struct SceneLink: Sendable, CustomStringConvertible {
  /// The registered route the link names.
  public let route: String
  /// The registered scene the route opens.
  public let scene: String
  /// The context the scene is opened with.
  public let context: ContextValues

  /// `PhotoDetail ["photoID": "p2"]`.
  public var description: String { "\(scene) \(context)" }
}

extension Navigator {
  /// Shows the scene a deep link opens, with its context.
  ///
  /// - Parameter link: The resolved link, from ``Mediator/link(for:)``.
  /// - Throws: The navigator's error, such as the mediator's when the scene cannot be assembled.
  public func show(_ link: SceneLink) throws {
    try show(link.scene, context: link.context)
  }

  /// Presents the scene a deep link opens, with its context.
  ///
  /// - Parameter link: The resolved link, from ``Mediator/link(for:)``.
  /// - Throws: The navigator's error, such as the mediator's when the scene cannot be assembled.
  public func present(_ link: SceneLink) throws {
    try present(link.scene, context: link.context)
  }
}

extension Navigation {
  /// Shows the scene a deep link opens, with its context: for a link inside the app's content.
  ///
  /// - Parameter link: The resolved link, from ``Mediator/link(for:)``.
  /// - Throws: ``NavigationError/navigatorReleased`` if the navigator is gone, or the
  ///   navigator's error.
  public func show(_ link: SceneLink) throws {
    try show(link.scene, context: link.context)
  }

  /// Presents the scene a deep link opens, with its context.
  ///
  /// - Parameter link: The resolved link, from ``Mediator/link(for:)``.
  /// - Throws: ``NavigationError/navigatorReleased`` if the navigator is gone, or the
  ///   navigator's error.
  public func present(_ link: SceneLink) throws {
    try present(link.scene, context: link.context)
  }
}
