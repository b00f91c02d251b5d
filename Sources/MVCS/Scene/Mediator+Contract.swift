// The result contract between scenes: what a scene is registered as delivering, what a
// checkpoint's controller takes, and the navigations controllers declare, checked by
// `validate()` against both.

extension Mediator {
  /// Registers a named scene that hands back a result of a type to a scene that shows or
  /// presents it for one, as a scene registered by a ``SceneRoute`` with that
  /// ``SceneRoute/Result`` does.
  ///
  /// ```swift
  /// mediator.register(
  ///   scene: "ScopePicker",
  ///   SceneParts(view: "ScopePickerView", controller: "ScopePickerController",
  ///              store: "ScopePickerStore"),
  ///   contextKeys: ["scope"], delivers: SearchScope.self)
  /// ```
  ///
  /// ``validate()`` checks each navigation a controller declares
  /// (``SceneController/declaredNavigations``) against it: a scene shown or presented
  /// expecting another type, or one not registered as delivering any, is reported. At run time,
  /// a navigation by name expecting another type throws
  /// ``MediatorError/undeliveredRegisteredResult(scene:delivers:expected:)`` before the scene
  /// is assembled.
  ///
  /// - Parameters:
  ///   - name: The scene's name.
  ///   - scene: Its parts.
  ///   - contextKeys: The context keys every navigation to this scene passes.
  ///   - resultType: The type of result the scene hands back.
  public func register<Result: Sendable>(
    scene name: String, _ scene: SceneParts, contextKeys: [String] = [],
    delivers resultType: Result.Type
  ) {
    scenes[name] = SceneRegistration(
      parts: scene, contextKeys: contextKeys,
      delivers: (ObjectIdentifier(Result.self), String(describing: Result.self)))
  }

  /// Why the controller of a registered scene would refuse `result` as a checkpoint result, as
  /// ``Navigation/dismiss(to:with:)-(String,_)`` would: for a test harness, which has no
  /// checkpoint scene to ask.
  ///
  /// - Parameters:
  ///   - result: The result.
  ///   - name: The checkpoint's registered scene name.
  /// - Returns: The error; `nil` when the controller takes it, or the scene or its controller
  ///   is not registered (assembling it would report that).
  package func checkpointRefusal(of result: Any, atScene name: String) -> CheckpointError? {
    guard let registration = sceneRegistration(name),
      let controller = controllerFactory(registration.parts.controller)
    else { return nil }
    return CheckpointAcceptance.refusal(
      of: result, at: name, controller: controller.typeName, accepted: controller.checkpointResult)
  }

  /// The problems with the navigations a scene's controller declares: a scene it navigates to
  /// that is not registered, or not as delivering the result it expects; a checkpoint whose
  /// controller does not take the result it hands back.
  func declaredNavigationProblems(of controller: any ControllerFactory) -> [MediatorError] {
    var problems: [MediatorError] = []
    for declared in controller.declaredNavigations {
      guard let target = sceneRegistration(declared.scene) else {
        problems.append(
          .unknown(declared.scene, kind: .scene, registered: registeredNames(of: .scene)))
        continue
      }
      switch declared.kind {
      case .show, .present:
        let delivers: (type: ObjectIdentifier, name: String)? =
          target.route.map { route in
            route.resultType == Never.self
              ? nil
              : (
                ObjectIdentifier(route.resultType),
                "\(route.resultTypeName) (\(route.routeName).Result)"
              )
          } ?? target.delivers
        guard delivers?.type != declared.resultType else { continue }
        problems.append(
          .undeliveredDeclaredResult(
            declared.description, controller: controller.typeName, scene: declared.scene,
            delivers: delivers?.name, expected: declared.resultTypeName))
      case .checkpoint:
        // An unregistered controller is the checkpoint scene's problem, reported with it.
        guard let checkpoint = controllerFactory(target.parts.controller) else { continue }
        let accepted = checkpoint.checkpointResult
        guard accepted.map({ ObjectIdentifier($0.type) }) != declared.resultType else {
          continue
        }
        problems.append(
          .undeliverableCheckpointResult(
            declared.description, controller: controller.typeName,
            refusal: .resultNotAccepted(
              checkpoint: declared.scene, controller: checkpoint.typeName,
              accepts: accepted?.typeName, actual: declared.resultTypeName)))
      }
    }
    return problems
  }
}
