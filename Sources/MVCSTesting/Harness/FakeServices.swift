import Foundation
package import MVCS
import MVCSSupport

/// Fakes for every service the app registers, answering from prepared answers and recording
/// every call.
///
/// Answers are used in the order they were prepared; the last one also answers later calls,
/// until another answer is prepared.
/// A service with no answer prepared gets the answer of the test's scenario, if it uses one
/// (``SceneTest/use(_:fileID:filePath:line:column:)``, or `scenario NAME` in a script): the
/// test's own answers come first. A call that neither answers fails the test, naming the service.
@MainActor
public final class FakeServices {
  /// The calls the scene made, oldest first.
  public private(set) var calls: [ServiceCall] = []
  private var answers: [String: [FakeAnswer]] = [:]
  // Services whose one remaining answer was used, and answers again until another is prepared.
  private var answeredLast: Set<String> = []
  private let clock: SceneTestClock
  /// The scenario that answers calls the test prepared no answer for.
  var scenario: Scenario?
  // Tells the session, which reports failures where the test stands.
  var onCall: (ServiceCall) -> Void = { _ in }
  var onFailure: (String, FailureLocation?) -> Void = { _, _ in }

  // The names the app registers, to catch an answer prepared under a misspelt one.
  private let registeredNames: [String]

  init(clock: SceneTestClock, registeredNames: [String]) {
    self.clock = clock
    self.registeredNames = registeredNames
  }

  /// Prepares the next answer of a service.
  ///
  /// A name the app does not register fails the test here, with the closest registered name:
  /// an answer under a misspelt name would never be used.
  ///
  /// - Parameters:
  ///   - service: The service's registered name.
  ///   - answer: What it answers.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func answer(
    _ service: String, with answer: FakeAnswer,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.answer(
      service, with: answer,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Prepares the next answer of a service, failing at a location for a name the app does not
  /// register.
  func answer(_ service: String, with answer: FakeAnswer, at location: FailureLocation) {
    guard registeredNames.contains(service) else {
      onFailure(
        "No service named \"\(service)\" is registered, so this answer would never be used."
          + Suggestion.hint(for: service, in: registeredNames)
          + " Registered services: "
          + (registeredNames.isEmpty ? "none" : registeredNames.joined(separator: ", ")) + ".",
        location)
      return
    }
    // A last answer already used stays only until a newer one is prepared.
    if answeredLast.remove(service) != nil { answers[service]?.removeFirst() }
    answers[service, default: []].append(answer)
  }

  /// Records a call and returns its answer, or fails the test when none was prepared.
  func answer<Request: Sendable>(_ service: String, to request: Request)
    throws(FakeServiceError) -> FakeAnswer
  {
    let call = ServiceCall(
      service: service, request: request, requestJSON: JSONValue(encodingIfPossible: request))
    calls.append(call)
    onCall(call)
    guard var queue = answers[service], let answer = queue.first else {
      return try scenarioAnswer(service, to: call)
    }
    if queue.count > 1 {
      queue.removeFirst()
      answers[service] = queue
    } else {
      answeredLast.insert(service)
    }
    // A scenario's `every answer after` slows the test's answers too, unless they say otherwise.
    guard answer.delay == nil, let delay = scenario?.answerDelay else { return answer }
    return FakeAnswer(payload: answer.payload, delay: delay)
  }

  /// The scenario's answer to a call the test prepared no answer for, or the test's failure.
  private func scenarioAnswer(
    _ service: String, to call: ServiceCall
  ) throws(FakeServiceError) -> FakeAnswer {
    let resolution: ScenarioResolution?
    do {
      resolution = try scenario?.resolve(service, request: call.requestJSON)
    } catch {
      throw fail(error.description)
    }
    guard let resolution else {
      let request = call.requestJSON?.description ?? "\(call.request)"
      let scenarioText =
        scenario.map { ", and the scenario \($0.name) has no line that answers it" } ?? ""
      let message =
        "\(service) was called with \(request), but no answer was prepared\(scenarioText). To fix, "
        + "prepare one before the step that calls it: `service \(service) returns …` in a script, "
        + "or `services.answer(\"\(service)\", with: …)` in Swift."
      onFailure(message, nil)
      throw FakeServiceError.unanswerable(message)
    }
    switch resolution.outcome {
    case .json(let text): return .json(text, after: resolution.delay)
    case .failure(let failure): return .error(failure, after: resolution.delay)
    }
  }

  func wait(_ delay: Duration) async throws {
    try await clock.sleep(for: delay)
  }

  func fail(_ message: String) -> FakeServiceError {
    onFailure(message, nil)
    return .unanswerable(message)
  }
}

extension FakeServices: ServiceFaking {
  /// The fake for a service a store asks for, with the types it asks for.
  package func fake<Request: Sendable, Response: Sendable>(
    named name: String, as type: (any Service<Request, Response>).Type
  ) -> any Service<Request, Response> {
    FakeService<Request, Response>(name: name, fakes: self)
  }
}
