import MVCSSupport

extension Mediator {
  /// Checks every registered scene at once: that its parts are registered, that they agree on
  /// the pipeline type, that its context keys cover what its store requires, and that the
  /// navigations its controller declares (``SceneController/declaredNavigations``) fit the
  /// scenes they go to; then every link route: that it opens a registered scene, and declares
  /// the keys its store requires.
  ///
  /// A scene registered by its ``SceneRoute`` is checked against the route: a key its store
  /// requires must be a key of the route, and not an optional one; every key's type must be one
  /// MVCS can learn without a value. A link registered by a route must be able to give each of
  /// its required keys (a ``LinkValue``).
  ///
  /// Call it in a test, or at launch in debug builds, to find every mistake in one run.
  ///
  /// - Returns: The report; empty when all is well.
  public func validationReport() -> ValidationReport {
    // Only the scenes with problems are sorted: sorting every name would make validating grow
    // faster than the number of scenes.
    var troubled: [(name: String, problems: [ValidationReport.Problem])] = []
    forEachRegisteredScene { name, registration in
      let problems = sceneProblems(ofScene: name, registration: registration)
      if !problems.isEmpty { troubled.append((name, problems)) }
    }
    troubled.sort { $0.name < $1.name }
    return ValidationReport(
      problems: troubled.flatMap(\.problems) + linkProblems(opening: nil)
        + restorationProblems())
  }

  /// Checks one registered scene as ``validationReport()`` checks each: its parts, their
  /// pipeline type, its context keys and its store's services and storages; then every link
  /// route that opens it.
  ///
  /// Test harnesses call it before assembling a scene, so that a scene test fails on a
  /// registration the app's ``validate()`` would reject, with the same report.
  ///
  /// - Parameter name: The scene's registered name. An unregistered name has no problems here:
  ///   assembling it reports the unknown name.
  /// - Returns: The scene's problems and its links'; empty when all is well.
  package func validationReport(scene name: String) -> ValidationReport {
    guard let registration = sceneRegistration(name) else { return ValidationReport(problems: []) }
    return ValidationReport(
      problems: sceneProblems(ofScene: name, registration: registration)
        + linkProblems(opening: name))
  }

  /// One scene's problems, in the order ``validationReport()`` reports them.
  private func sceneProblems(ofScene name: String, registration: SceneRegistration)
    -> [ValidationReport.Problem]
  {
    let scene = registration.parts
    guard let view = viewFactory(scene.view), let controller = controllerFactory(scene.controller),
      let store = storeFactory(scene.store)
    else {
      return unknownParts(of: scene).map { .init(scene: name, error: $0) }
    }
    var problems: [ValidationReport.Problem] = []
    do {
      try Self.checkPipelineTypes(of: scene, view: view, controller: controller, store: store)
      if let route = registration.route {
        problems += routeProblems(of: route, scene: name, store: store, storeName: scene.store)
          .map { .init(scene: name, error: $0) }
      } else {
        for key in store.requiredContextKeys where !registration.contextKeys.contains(key) {
          problems.append(
            .init(
              scene: name,
              error: .undeclaredContextKey(
                key, scene: name, store: scene.store,
                declared: registration.contextKeys.sorted())))
        }
      }
      problems += unregisteredRequirements(of: store).map { .init(scene: name, error: $0) }
      problems += declaredNavigationProblems(of: controller).map { .init(scene: name, error: $0) }
    } catch {
      problems.append(.init(scene: name, error: error))
    }
    return problems
  }

  /// The errors for the parts of a scene that are not registered, view first.
  private func unknownParts(of scene: SceneParts) -> [MediatorError] {
    var unknown: [MediatorError] = []
    if viewFactory(scene.view) == nil {
      unknown.append(.unknown(scene.view, kind: .view, registered: registeredNames(of: .view)))
    }
    if controllerFactory(scene.controller) == nil {
      unknown.append(
        .unknown(
          scene.controller, kind: .controller, registered: registeredNames(of: .controller)))
    }
    if storeFactory(scene.store) == nil {
      unknown.append(.unknown(scene.store, kind: .store, registered: registeredNames(of: .store)))
    }
    return unknown
  }

  /// A route-registered scene's problems with its route: a key whose type has no placeholder,
  /// and keys its store requires that the route lacks or makes optional.
  private func routeProblems(
    of route: RouteShape, scene: String, store: any StoreFactory, storeName: String
  ) -> [MediatorError] {
    var errors: [MediatorError] = []
    if let unlearnt = route.unlearnt {
      errors.append(
        .unlearntRouteKey(unlearnt.key, route: route.routeName, type: unlearnt.typeName))
    }
    for name in store.requiredContextKeys {
      guard let key = route.key(name) else {
        // Past an unlearnt key, a key may be in the route without MVCS knowing it.
        guard route.unlearnt == nil else { continue }
        errors.append(
          .undeclaredRouteKey(
            name, scene: scene, route: route.routeName, store: storeName,
            declared: route.keys.map(\.name)))
        continue
      }
      if key.isOptional {
        errors.append(
          .optionalContextKey(name, scene: scene, route: route.routeName, store: storeName))
      }
    }
    return errors
  }

  /// The services and storages a store declares that are not registered, here or in a parent.
  func unregisteredRequirements(of store: any StoreFactory) -> [MediatorError] {
    // Every assembly asks: the registered names are listed only when one is missing.
    let services = store.requiredServices.filter { serviceRegistration($0) == nil }
    let storages = store.requiredStorages.filter { storageRegistration($0) == nil }
    var errors: [MediatorError] = []
    for (kind, names) in [
      (Mediator.RegistrationKind.service, services), (.storage, storages),
    ] where !names.isEmpty {
      let registered = registeredNames(of: kind)
      for name in names {
        errors.append(
          .unregisteredRequirement(
            name, kind: kind, store: store.typeName,
            suggestion: Suggestion.closest(to: name, in: registered), registered: registered))
      }
    }
    return errors
  }

  /// The link routes' problems, by route: every route's, or only those of the routes that open
  /// `sceneName`.
  private func linkProblems(opening sceneName: String?) -> [ValidationReport.Problem] {
    var problems: [ValidationReport.Problem] = []
    for route in registeredNames(of: .link) {
      guard let link = linkRoute(route), sceneName == nil || link.scene == sceneName else {
        continue
      }
      guard let scene = sceneRegistration(link.scene) else {
        problems.append(
          .init(
            scene: link.scene, link: route,
            error: .unknown(link.scene, kind: .scene, registered: registeredNames(of: .scene))))
        continue
      }
      if let shape = link.route {
        // A required key the link cannot give: no link could open the scene.
        for key in shape.keys where !key.isOptional && key.linkType == nil {
          problems.append(
            .init(
              scene: link.scene, link: route,
              error: .unconvertibleLinkKey(
                key.name, link: route, route: shape.routeName, type: key.typeName)))
        }
        if let unlearnt = shape.unlearnt, scene.route == nil {
          problems.append(
            .init(
              scene: link.scene, link: route,
              error: .unlearntRouteKey(
                unlearnt.key, route: shape.routeName, type: unlearnt.typeName)))
        }
      }
      // An unknown store is the scene's problem, reported with it.
      guard let store = storeFactory(scene.parts.store) else { continue }
      let declared = link.keys.keys.sorted()
      for key in store.requiredContextKeys where link.keys[key] == nil {
        guard let shape = link.route else {
          problems.append(
            .init(
              scene: link.scene, link: route,
              error: .undeclaredLinkKey(
                key, link: route, store: scene.parts.store, declared: declared)))
          continue
        }
        // A key of the route the link cannot give is reported above; one the route lacks is
        // the route's problem, reported with the scene when the scene is registered by it.
        guard shape.key(key) == nil, shape.unlearnt == nil,
          scene.route?.routeName != shape.routeName
        else { continue }
        problems.append(
          .init(
            scene: link.scene, link: route,
            error: .undeclaredRouteKey(
              key, scene: link.scene, route: shape.routeName, store: scene.parts.store,
              declared: shape.keyNames)))
      }
    }
    return problems
  }

  /// Checks every registered scene at once; see ``validationReport()``.
  ///
  /// - Throws: The ``ValidationReport`` listing every problem, if there is any.
  public func validate() throws(ValidationReport) {
    let report = validationReport()
    if !report.isEmpty { throw report }
  }
}
