/// A controller whose scene takes a typed result when a scene above it dismisses back to it as
/// a checkpoint.
///
/// ```swift
/// @MainActor final class SearchController: CheckpointController {
///   let pipeline: SearchPipeline
///   let navigation: Navigation
///   init(pipeline: SearchPipeline, navigation: Navigation) {
///     (self.pipeline, self.navigation) = (pipeline, navigation)
///   }
///
///   func checkpointReached(with scope: SearchScope) {
///     pipeline.scope = scope
///   }
/// }
///
/// // In a scene shown above Search, however deep:
/// try navigation.dismiss(to: "Search", with: SearchScope.favorites)
/// ```
///
/// Any scene on the stack is a checkpoint that ``Navigation/dismiss(to:)-(String)`` goes back
/// to; only a scene whose controller conforms takes a result, and only of its
/// ``CheckpointResult`` type. A result of another type is refused with
/// ``CheckpointError/resultNotAccepted(checkpoint:controller:accepts:actual:)`` before anything is
/// dismissed, and ``Mediator/validate()`` reports a declared
/// ``DeclaredNavigation/dismiss(to:with:)-(String,_)`` the checkpoint would refuse.
@MainActor
public protocol CheckpointController: SceneController {
  /// The type of result the scene takes when dismissed back to: an enum when it takes several
  /// kinds.
  associatedtype CheckpointResult: Sendable

  /// Takes the result a scene above handed back, once the scenes above this one are dismissed
  /// and torn down; called on the main actor, synchronously, by
  /// ``Navigation/dismiss(to:with:)-(String,_)``.
  ///
  /// - Parameter result: The result.
  func checkpointReached(with result: CheckpointResult)
}

/// What a controller takes as a checkpoint, opened from a controller known only as
/// `any SceneController`.
@MainActor
enum CheckpointAcceptance {
  /// Hands `value` to the controller; it was checked with ``refusal(of:at:controller:accepted:)``.
  static func deliver(_ value: Any, to controller: any SceneController) {
    guard let controller = controller as? any CheckpointController else { return }
    opened(controller, deliver: value)
  }

  /// What a controller type takes as a checkpoint result, known from its type alone.
  struct Accepted {
    let type: Any.Type
    let typeName: String
    /// Whether a value is of the type (or a subclass of it).
    let accepts: (Any) -> Bool
  }

  /// What a controller type takes as a checkpoint result; `nil` when it takes none. From the
  /// type alone, since validation and test harnesses have no controller.
  static func accepted(byControllerType type: any SceneController.Type) -> Accepted? {
    guard let type = type as? any CheckpointController.Type else { return nil }
    return opened(type)
  }

  /// Why a checkpoint scene refuses `result`: `nil` when its controller, named `controller`,
  /// takes it (`accepted`, from ``accepted(byControllerType:)``).
  static func refusal(
    of result: Any, at checkpoint: String, controller: String, accepted: Accepted?
  ) -> CheckpointError? {
    if let accepted, accepted.accepts(result) { return nil }
    return .resultNotAccepted(
      checkpoint: checkpoint, controller: controller, accepts: accepted?.typeName,
      actual: String(describing: type(of: result)))
  }

  // Named apart from the methods above, which overload resolution would pick over these.
  private static func opened<C: CheckpointController>(_ controller: C, deliver value: Any) {
    guard let result = value as? C.CheckpointResult else { return }
    controller.checkpointReached(with: result)
  }
  private static func opened<C: CheckpointController>(_: C.Type) -> Accepted {
    Accepted(
      type: C.CheckpointResult.self, typeName: String(describing: C.CheckpointResult.self),
      accepts: { $0 is C.CheckpointResult })
  }
}
