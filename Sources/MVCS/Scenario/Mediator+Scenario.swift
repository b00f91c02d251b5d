extension Mediator {
  /// Answers the services a scenario names from it, from now on: in an app, this runs it as
  /// "offline", "slow" or "empty".
  ///
  /// ```swift
  /// let mediator = Mediator.app()
  /// try mediator.use(Scenario.named(options.scenario, in: scenariosFolder))
  /// ```
  ///
  /// Each call of a service the scenario answers gets the scenario's answer: its JSON decoded as
  /// the service's response type, or its ``ServiceFailure`` thrown. Delays are waited on the
  /// mediator's ``clock`` (a scene test's manual clock drives them). Services the scenario does
  /// not name, and calls no line of it matches, keep their registered service, after the
  /// scenario's `every answer after` delay if it has one. A mediator with a parent uses the
  /// parent's scenario unless it uses one of its own. Services that stores already hold keep
  /// what they had: use the scenario before assembling scenes.
  ///
  /// - Parameter scenario: The scenario.
  /// - Throws: ``ScenarioError/invalid(_:)`` when the scenario names a service that is not
  ///   registered, naming the line, the closest registered name and all of them; the mediator
  ///   then keeps what it used before.
  public func use(_ scenario: Scenario) throws(ScenarioError) {
    try scenario.validate(services: registeredNames(of: .service))
    self.scenario = scenario
  }

  /// The scenario in use: this mediator's, or else its parent's.
  package var activeScenario: Scenario? { scenario ?? parent?.activeScenario }
}

/// A registered service under a scenario: the scenario's answer where it has one, else the
/// service's.
struct ScenarioService<Request: Sendable, Response: Sendable>: Service {
  let name: String
  let scenario: Scenario
  let clock: any Clock<Duration>
  let otherwise: any Service<Request, Response>

  func response(to request: Request) async throws -> Response {
    guard let resolution = try scenario.resolve(name, request: scenario.json(of: request)) else {
      if let delay = scenario.answerDelay { try await clock.sleep(for: delay) }
      return try await otherwise.response(to: request)
    }
    if let delay = resolution.delay { try await clock.sleep(for: delay) }
    return try scenario.decode(resolution, of: name, as: Response.self)
  }
}
