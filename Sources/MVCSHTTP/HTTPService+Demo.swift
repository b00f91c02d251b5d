import Foundation
import MVCS
import MVCSSupport

extension HTTPService {
  /// The demo stage's answer to a message: the scenario's, if it answers the message, else its
  /// demo response's next step, after the step's delay on `clock`.
  func demoAnswer<M: Message>(to message: M, clock: any Clock<Duration>)
    async throws(HTTPError) -> M.Response
  {
    if let answer = try await scenarioAnswer(to: message, clock: clock) { return answer }
    guard let demo = M.demoResponse else { throw Self.noDemoResponse(M.self) }
    let step = try nextStep(of: demo, for: M.self)
    if step.delay > .zero {
      do {
        try await clock.sleep(for: step.delay)
      } catch {
        throw .cancelled(message: M.name)
      }
    }
    return try answer(step, to: message)
  }

  /// The step of a demo response that answers now: for a sequence, the one at this service's
  /// position for the message type, which moves on (and stays on the last step).
  private func nextStep<M: Message>(of demo: DemoResponse<M.Response>, for type: M.Type)
    throws(HTTPError) -> DemoResponse<M.Response>
  {
    guard case .sequence(let steps) = demo.source else { return demo }
    guard !steps.isEmpty else { throw Self.noDemoResponse(type) }
    let position = demoPositions.withLock { positions in
      let position = positions[ObjectIdentifier(type), default: 0]
      positions[ObjectIdentifier(type)] = min(position + 1, steps.count - 1)
      return position
    }
    return steps[min(position, steps.count - 1)]
  }

  /// What one step (not a sequence) answers or throws.
  private func answer<M: Message>(_ step: DemoResponse<M.Response>, to message: M)
    throws(HTTPError) -> M.Response
  {
    switch step.source {
    case .value(let value):
      return value
    case .json(let text):
      return try Self.decode(M.self, from: Data(text.utf8))
    case .resource(let name, let url):
      guard let url, let data = try? Data(contentsOf: url) else {
        throw .missingDemoFile(message: M.name, name: name)
      }
      return try Self.decode(M.self, from: data)
    case .answer(let messageType, let answer):
      let response: M.Response?
      do {
        response = try answer(message)
      } catch let error as HTTPError {
        throw error
      } catch let error as any ServiceFailureConvertible {
        guard let failure = error.serviceFailure else {
          throw .demoFailure(message: M.name, reason: "\(error)")
        }
        throw self.error(for: failure, of: message, scenario: nil)
      } catch {
        throw .demoFailure(message: M.name, reason: "\(error)")
      }
      guard let response else {
        throw .demoAnswerMismatch(message: M.name, answers: messageType)
      }
      return response
    case .failure(let error):
      throw error
    case .serviceFailure(let failure):
      throw error(for: failure, of: message, scenario: nil)
    case .sequence:
      // Sequences are flat, and nextStep picks one of their steps.
      throw Self.noDemoResponse(M.self)
    }
  }

  /// Why a message cannot answer in the demo stage, found without sending it; `nil` when it can.
  func demoProblem<M: Message>(for type: M.Type) -> HTTPError? {
    guard let demo = M.demoResponse else { return Self.noDemoResponse(type) }
    let steps = demo.steps
    if steps.isEmpty { return Self.noDemoResponse(type) }
    for step in steps {
      switch step.source {
      case .json(let text):
        do { _ = try Self.decode(M.self, from: Data(text.utf8)) } catch { return error }
      case .resource(let name, let url):
        guard let url, let data = try? Data(contentsOf: url) else {
          return .missingDemoFile(message: M.name, name: name)
        }
        do { _ = try Self.decode(M.self, from: data) } catch { return error }
      case .answer(let messageType, _) where messageType != M.name:
        return .demoAnswerMismatch(message: M.name, answers: messageType)
      case .value, .answer, .failure, .serviceFailure, .sequence:
        continue
      }
    }
    return nil
  }

  private static func noDemoResponse<M: Message>(_ type: M.Type) -> HTTPError {
    .noDemoResponse(message: M.name, response: String(describing: M.Response.self))
  }
}
