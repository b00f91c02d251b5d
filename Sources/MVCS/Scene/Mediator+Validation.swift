import MVCSSupport

extension Mediator {
  /// Checks every registered scene at once: that its parts are registered, that they agree on
  /// the pipeline type, and that its context keys cover what its store requires; then every
  /// link route: that it opens a registered scene, and declares the keys its store requires.
  ///
  /// Call it in a test, or at launch in debug builds, to find every mistake in one run.
  ///
  /// - Returns: The report; empty when all is well.
  public func validationReport() -> ValidationReport {
    var problems: [ValidationReport.Problem] = []
    let (views, controllers, stores) = (allViews, allControllers, allStores)
    for (name, registration) in allScenes.sorted(by: { $0.key < $1.key }) {
      let scene = registration.parts
      var unknown: [MediatorError] = []
      if views[scene.view] == nil {
        unknown.append(.unknown(scene.view, kind: .view, registered: Array(views.keys)))
      }
      if controllers[scene.controller] == nil {
        unknown.append(
          .unknown(scene.controller, kind: .controller, registered: Array(controllers.keys)))
      }
      if stores[scene.store] == nil {
        unknown.append(.unknown(scene.store, kind: .store, registered: Array(stores.keys)))
      }
      problems += unknown.map { .init(scene: name, error: $0) }
      guard unknown.isEmpty else { continue }
      do {
        let (_, _, store) = try factories(for: scene)
        for key in store.requiredContextKeys where !registration.contextKeys.contains(key) {
          problems.append(
            .init(
              scene: name,
              error: .undeclaredContextKey(
                key, scene: name, store: scene.store,
                declared: registration.contextKeys.sorted())))
        }
        problems += unregisteredRequirements(of: store).map { .init(scene: name, error: $0) }
      } catch {
        problems.append(.init(scene: name, error: error))
      }
    }
    return ValidationReport(problems: problems + linkProblems())
  }

  /// The services and storages a store declares that are not registered, here or in a parent.
  func unregisteredRequirements(of store: any StoreFactory) -> [MediatorError] {
    var errors: [MediatorError] = []
    for (kind, names, registered) in [
      (Mediator.RegistrationKind.service, store.requiredServices, Array(allServices.keys)),
      (.storage, store.requiredStorages, Array(allStorages.keys)),
    ] {
      let sorted = registered.sorted()
      for name in names where !sorted.contains(name) {
        errors.append(
          .unregisteredRequirement(
            name, kind: kind, store: store.typeName,
            suggestion: Suggestion.closest(to: name, in: sorted), registered: sorted))
      }
    }
    return errors
  }

  private func linkProblems() -> [ValidationReport.Problem] {
    var problems: [ValidationReport.Problem] = []
    let (scenes, stores) = (allScenes, allStores)
    for (route, link) in allLinks.sorted(by: { $0.key < $1.key }) {
      guard let scene = scenes[link.scene] else {
        problems.append(
          .init(
            scene: link.scene, link: route,
            error: .unknown(link.scene, kind: .scene, registered: Array(scenes.keys))))
        continue
      }
      // An unknown store is the scene's problem, reported with it.
      guard let store = stores[scene.parts.store] else { continue }
      let declared = link.keys.keys.sorted()
      for key in store.requiredContextKeys where link.keys[key] == nil {
        problems.append(
          .init(
            scene: link.scene, link: route,
            error: .undeclaredLinkKey(
              key, link: route, store: scene.parts.store, declared: declared)))
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
