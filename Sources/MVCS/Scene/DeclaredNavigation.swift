/// A navigation a controller makes for a result, declared so that ``Mediator/validate()`` can
/// check both ends before the app runs.
///
/// ```swift
/// extension SearchController {
///   static let declaredNavigations: [DeclaredNavigation] = [
///     .present("ScopePicker", expecting: SearchScope.self)
///   ]
/// }
/// extension PhotoDetailController {
///   static let declaredNavigations: [DeclaredNavigation] = [
///     .dismiss(to: "Search", with: SearchScope.self)
///   ]
/// }
/// ```
///
/// A controller navigates at run time, so ``Mediator/validate()`` cannot see a navigation until
/// it is made; what a controller declares in ``SceneController/declaredNavigations`` it checks
/// against the registrations: that a scene shown or presented expecting a result is registered
/// as delivering that type (by a ``SceneRoute`` whose ``SceneRoute/Result`` it is, or with
/// `delivers:`), and that a checkpoint dismissed to with a result has a
/// ``CheckpointController`` taking that type.
public struct DeclaredNavigation: Sendable, Equatable, CustomStringConvertible {
  enum Kind: Sendable, Equatable {
    case show, present, checkpoint
  }

  let kind: Kind
  /// The scene navigated to, or the checkpoint dismissed to.
  let scene: String
  let resultType: ObjectIdentifier
  let resultTypeName: String

  private init<Result>(_ kind: Kind, _ scene: String, _: Result.Type) {
    self.kind = kind
    self.scene = scene
    resultType = ObjectIdentifier(Result.self)
    resultTypeName = String(describing: Result.self)
  }

  /// Shows a scene expecting a result of a type, as
  /// ``Navigation/show(_:context:expecting:by:onResult:)`` does.
  ///
  /// - Parameters:
  ///   - scene: The registered scene name.
  ///   - resultType: The type of result expected.
  /// - Returns: The declaration.
  public static func show<Result>(_ scene: String, expecting resultType: Result.Type) -> Self {
    Self(.show, scene, resultType)
  }

  /// Presents a scene expecting a result of a type, as
  /// ``Navigation/present(_:context:expecting:by:onResult:)`` does.
  ///
  /// - Parameters:
  ///   - scene: The registered scene name.
  ///   - resultType: The type of result expected.
  /// - Returns: The declaration.
  public static func present<Result>(_ scene: String, expecting resultType: Result.Type)
    -> Self
  {
    Self(.present, scene, resultType)
  }

  /// Dismisses back to a checkpoint with a result of a type, as
  /// ``Navigation/dismiss(to:with:)-(String,_)`` does.
  ///
  /// - Parameters:
  ///   - checkpoint: The checkpoint's registered scene name.
  ///   - resultType: The type of result handed back.
  /// - Returns: The declaration.
  public static func dismiss<Result>(to checkpoint: String, with resultType: Result.Type)
    -> Self
  {
    Self(.checkpoint, checkpoint, resultType)
  }

  /// Dismisses back to the scene of a typed route with a result of a type, as
  /// ``Navigation/dismiss(to:with:)-(Route.Type,_)`` does.
  ///
  /// - Parameters:
  ///   - route: The checkpoint's route type.
  ///   - resultType: The type of result handed back.
  /// - Returns: The declaration.
  public static func dismiss<Route: SceneRoute, Result>(
    to route: Route.Type, with resultType: Result.Type
  ) -> Self {
    Self(.checkpoint, Route.scene, resultType)
  }

  /// `present ScopePicker expecting SearchScope`, `dismiss to Search with SearchScope`.
  public var description: String {
    switch kind {
    case .show: "show \(scene) expecting \(resultTypeName)"
    case .present: "present \(scene) expecting \(resultTypeName)"
    case .checkpoint: "dismiss to \(scene) with \(resultTypeName)"
    }
  }
}
