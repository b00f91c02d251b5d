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
