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
