import Foundation
import MVCS

extension HTTPService {
  /// The scenario's answer to a message in the demo stage, or `nil` when no line of it answers
  /// the message, after the scenario's `every answer after` delay if it has one.
  ///
  /// A scenario's ``ServiceFailure`` is thrown as the ``HTTPError`` a real failure would be.
  func scenarioAnswer<M: Message>(to message: M, clock: any Clock<Duration>)
    async throws(HTTPError) -> M.Response?
  {
    guard let scenario else { return nil }
    do {
      return try await scenario.response(
        of: M.name, to: message, as: M.Response.self, clock: clock)
    } catch let failure as ServiceFailure {
      throw error(for: failure, of: message, scenario: scenario)
    } catch let error as ScenarioError {
      throw .scenario(problem: error.description)
    } catch {
      throw .cancelled(message: M.name)
    }
  }

  /// The error a real exchange would throw for a failure: not connected, timed out, a status,
  /// or (for a message) a demo failure.
  func error<M: Message>(for failure: ServiceFailure, of message: M, scenario: Scenario?)
    -> HTTPError
  {
    let url = message.path.percentEncoded
    switch failure {
    case .offline:
      let source = scenario.map { "the scenario \"\($0.name)\" says so" } ?? "the demo says so"
      return .notConnected(
        message: M.name, url: url, reason: "offline in the demo stage (\(source))")
    case .timedOut:
      return .timedOut(message: M.name, url: url, after: message.timeout ?? timeout)
    case .status(let code):
      return .status(message: M.name, url: url, code: code, body: nil)
    case .message(let text):
      return .demoFailure(message: M.name, reason: text)
    }
  }

  /// Problems of the scenario with the messages the app sends: each name it answers must be one
  /// of them, and it answers only in the demo stage.
  func scenarioProblems(with messages: [any Message.Type]) -> [HTTPError] {
    guard let scenario else { return [] }
    guard stage == .demo else {
      return [
        .scenario(
          problem:
            """
            The scenario "\(scenario.name)" answers only in the demo stage, and the service runs \
            in the \(stage.name) stage. To fix, create the service with stage .demo, or without \
            the scenario.
            """)
      ]
    }
    do {
      try scenario.validate(services: messages.map { String(describing: $0) })
      return []
    } catch .invalid(let problems) {
      return problems.map { .scenario(problem: $0.description) }
    } catch {
      return [.scenario(problem: error.description)]
    }
  }
}
