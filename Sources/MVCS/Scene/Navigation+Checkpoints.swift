import MVCSSupport

extension Navigation {
  /// Dismisses every scene above a named scene on the stack in one step: back to a checkpoint.
  ///
  /// ```swift
  /// try navigation.dismiss(to: "Search")  // from PhotoDetail, over PhotoList
  /// ```
  ///
  /// The checkpoint is the nearest scene of that name below this one on the navigator's stack:
  /// the scenes the navigator assembled and has not torn down, bottom to top. The navigator
  /// dismisses and tears down the scenes above it, newest first, with
  /// ``Navigator/dismiss(to:)``.
  ///
  /// - Parameter checkpoint: The registered name of a scene below this one.
  /// - Throws: ``CheckpointError/unknownCheckpoint(_:from:stack:suggestion:)``, listing the
  ///   stack, when no scene of that name is below this one;
  ///   ``NavigationError/navigatorReleased`` if the navigator is gone; or the navigator's error.
  public func dismiss(to checkpoint: String) throws {
    try dismiss(toCheckpoint: checkpoint, result: nil)
  }

  /// Dismisses every scene above a named scene on the stack in one step, then hands that
  /// scene's controller a result.
  ///
  /// ```swift
  /// try navigation.dismiss(to: "Search", with: SearchScope.favorites)
  /// ```
  ///
  /// The checkpoint's controller takes the result in
  /// ``CheckpointController/checkpointReached(with:)``: on the main actor, synchronously, after
  /// the scenes above it are torn down. The result is checked first, so a result the
  /// checkpoint does not take throws before anything is dismissed.
  ///
  /// - Parameters:
  ///   - checkpoint: The registered name of a scene below this one.
  ///   - result: The result, of the checkpoint controller's
  ///     ``CheckpointController/CheckpointResult`` type.
  /// - Throws: What ``dismiss(to:)-(String)`` throws, and
  ///   ``CheckpointError/resultNotAccepted(checkpoint:controller:accepts:actual:)`` when the
  ///   checkpoint's controller does not take a result of this type.
  public func dismiss<Result: Sendable>(to checkpoint: String, with result: Result) throws {
    try dismiss(toCheckpoint: checkpoint, result: result)
  }

  /// Dismisses every scene above the scene of a typed route, as ``dismiss(to:)-(String)`` does
  /// by name.
  ///
  /// ```swift
  /// try navigation.dismiss(to: SearchRoute.self)
  /// ```
  ///
  /// - Parameter route: The checkpoint's route type; its ``SceneRoute/scene`` is the name.
  /// - Throws: What ``dismiss(to:)-(String)`` throws.
  public func dismiss<Route: SceneRoute>(to route: Route.Type) throws {
    try dismiss(toCheckpoint: Route.scene, result: nil)
  }

  /// Dismisses every scene above the scene of a typed route, then hands it a result, as
  /// ``dismiss(to:with:)-(String,_)`` does by name.
  ///
  /// ```swift
  /// try navigation.dismiss(to: SearchRoute.self, with: SearchScope.favorites)
  /// ```
  ///
  /// - Parameters:
  ///   - route: The checkpoint's route type; its ``SceneRoute/scene`` is the name.
  ///   - result: The result, of the checkpoint controller's
  ///     ``CheckpointController/CheckpointResult`` type.
  /// - Throws: What ``dismiss(to:with:)-(String,_)`` throws.
  public func dismiss<Route: SceneRoute, Result: Sendable>(
    to route: Route.Type, with result: Result
  ) throws {
    try dismiss(toCheckpoint: Route.scene, result: result)
  }

  private func dismiss(toCheckpoint name: String, result: (any Sendable)?) throws {
    let navigator = try live()
    if let recorder = navigator as? any CheckpointRecording {
      return try recorder.recordDismissal(to: name, result: result)
    }
    let stack = NavigatorStacks.scenes(of: navigator)
    // Below the scene that dismisses; from the top when it is not on the stack (a navigation
    // made without a scene).
    let current = stack.lastIndex { $0.tasks === sceneTasks }
    let below = stack[..<(current ?? stack.endIndex)]
    guard let index = below.lastIndex(where: { $0.name == name }) else {
      throw CheckpointError.unknownCheckpoint(
        name, from: current.map { stack[$0].displayName }, stack: stack.map(\.displayName),
        suggestion: Suggestion.closest(to: name, in: below.compactMap(\.name)))
    }
    let checkpoint = stack[index]
    if let result {
      let controller = type(of: checkpoint.controller)
      if let refusal = CheckpointAcceptance.refusal(
        of: result, at: name, controller: String(describing: controller),
        accepted: CheckpointAcceptance.accepted(byControllerType: controller))
      {
        throw refusal
      }
    }
    try navigator.dismiss(to: checkpoint)
    guard let result, !checkpoint.isTornDown else { return }
    CheckpointAcceptance.deliver(result, to: checkpoint.controller)
  }
}

/// A navigator that records a dismissal to a checkpoint instead of searching its stack, as a
/// test harness's, which assembles only the scene under test: it checks what it can — the
/// checkpoint's registration and the type its controller takes — and records the rest.
@MainActor
package protocol CheckpointRecording: Navigator {
  /// Records a dismissal to the named checkpoint with its result, if any.
  ///
  /// - Throws: Why the app's navigation would fail, such as a result the checkpoint's
  ///   controller does not take.
  func recordDismissal(to checkpoint: String, result: (any Sendable)?) throws
}
