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
  /// The name of the type the controller takes as a checkpoint result; `nil` when it takes none.
  static func acceptedTypeName(of controller: any SceneController) -> String? {
    guard let controller = controller as? any CheckpointController else { return nil }
    return typeName(of: controller)
  }

  /// Whether the controller takes `value` as a checkpoint result.
  static func accepts(_ value: Any, by controller: any SceneController) -> Bool {
    guard let controller = controller as? any CheckpointController else { return false }
    return opened(controller, accepts: value)
  }

  /// Hands `value` to the controller; it was checked with ``accepts(_:by:)``.
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

  /// What a controller type takes as a checkpoint result; `nil` when it takes none. For
  /// validation and test harnesses, which know the controller's type but have no controller.
  static func accepted(byControllerType type: any SceneController.Type) -> Accepted? {
    guard let type = type as? any CheckpointController.Type else { return nil }
    return opened(type)
  }

  private static func typeName<C: CheckpointController>(of _: C) -> String {
    String(describing: C.CheckpointResult.self)
  }
  // Named apart from the methods above, which overload resolution would pick over these.
  private static func opened<C: CheckpointController>(_: C, accepts value: Any) -> Bool {
    value is C.CheckpointResult
  }
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
