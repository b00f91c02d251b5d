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
  /// Dismisses every scene above a checkpoint in one step, newest first, and tears each down.
  ///
  /// ``Navigation/dismiss(to:)-(String)`` calls it with the checkpoint it found on this
  /// navigator's stack, after checking the result, if any; it hands the checkpoint its result
  /// once this returns. The default implementation calls ``dismiss()`` once per scene above the
  /// checkpoint. Implement it to leave in one step — a UIKit navigator's
  /// `popToViewController(_:animated:)` — tearing down each scene it removes.
  ///
  /// - Parameter checkpoint: A scene this navigator assembled and has not torn down.
  /// - Throws: ``CheckpointError/unknownCheckpoint(_:from:stack:suggestion:)`` when the scene is
  ///   not on this navigator's stack, or the error of a dismissal.
  func dismiss(to checkpoint: AssembledScene) throws
}

extension Navigator {
  /// Dismisses every scene above a checkpoint with ``dismiss()``, once per scene: the scenes
  /// this navigator assembled after the checkpoint and has not torn down.
  ///
  /// - Parameter checkpoint: A scene this navigator assembled and has not torn down.
  /// - Throws: ``CheckpointError/unknownCheckpoint(_:from:stack:suggestion:)`` when the scene is
  ///   not on this navigator's stack, or the error of a dismissal.
  public func dismiss(to checkpoint: AssembledScene) throws {
    let stack = NavigatorStacks.scenes(of: self)
    guard let index = stack.firstIndex(where: { $0 === checkpoint }) else {
      throw CheckpointError.unknownCheckpoint(
        checkpoint.displayName, from: nil, stack: stack.map(\.displayName), suggestion: nil)
    }
    for _ in stack.index(after: index)..<stack.endIndex { try dismiss() }
  }
}

extension AssembledScene {
  /// The scene's registered name, or its parts for a scene assembled from them: how a stack is
  /// listed in messages.
  var displayName: String {
    name ?? parts.description
  }
}
