/// Every problem found in a ``Mediator``'s registry, in one report.
///
/// ```swift
/// do {
///   try mediator.validate()
/// } catch {
///   print(error)
///   // 2 problems in the registry:
///   // 1. Scene "Search": No view named "SerchView" is registered. Did you mean "SearchView"? …
///   // 2. Scene "PhotoDetail": PhotoDetailStore requires the context key "photoID", but …
/// }
/// ```
public struct ValidationReport: Error, Equatable, CustomStringConvertible {
  /// One problem, and the named scene it was found in.
  public struct Problem: Sendable, Equatable, CustomStringConvertible {
    /// The registered scene name.
    public let scene: String
    /// What is wrong.
    public let error: MediatorError

    public var description: String { "Scene \"\(scene)\": \(error)" }
  }

  /// The problems, by scene name and then in the order found.
  public let problems: [Problem]

  /// Whether the registry has no problem.
  public var isEmpty: Bool { problems.isEmpty }

  public var description: String {
    guard !problems.isEmpty else { return "No problems in the registry." }
    let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
    let lines = problems.enumerated().map { "\($0.offset + 1). \($0.element)" }
    return "\(count) in the registry:\n" + lines.joined(separator: "\n")
  }
}

extension Mediator {
  /// Checks every registered scene at once: that its parts are registered, that they agree on
  /// the pipeline type, and that its context keys cover what its store requires.
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
      } catch {
        problems.append(.init(scene: name, error: error))
      }
    }
    return ValidationReport(problems: problems)
  }

  /// Checks every registered scene at once; see ``validationReport()``.
  ///
  /// - Throws: The ``ValidationReport`` listing every problem, if there is any.
  public func validate() throws(ValidationReport) {
    let report = validationReport()
    if !report.isEmpty { throw report }
  }
}
