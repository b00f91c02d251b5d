import Foundation
@_spi(Testing) import MVCS
import MVCSSupport

/// What a fake service answers a call with, and after how long on the test clock.
///
/// ```swift
/// test.services.answer("SearchPhotoService", with: .value([Photo.sample]))
/// test.services.answer("SearchPhotoService", with: .json(#"[{"id": "1"}]"#, after: .seconds(2)))
/// test.services.answer("SearchPhotoService", with: .error(URLError(.notConnectedToInternet)))
/// ```
public struct ServiceAnswer: Sendable {
  enum Payload: Sendable {
    case value(any Sendable)
    case json(String)
    case error(any Error)
  }

  let payload: Payload
  /// How long the answer takes, on the scene's test clock.
  public let delay: Duration?

  /// Answers with a value of the service's response type.
  public static func value(_ value: some Sendable, after delay: Duration? = nil) -> ServiceAnswer {
    ServiceAnswer(payload: .value(value), delay: delay)
  }

  /// Answers with JSON, decoded to the service's response type when the call is made.
  public static func json(_ text: String, after delay: Duration? = nil) -> ServiceAnswer {
    ServiceAnswer(payload: .json(text), delay: delay)
  }

  /// Answers with the JSON in a file, such as a fixture next to the test.
  ///
  /// - Throws: The file system's error when the file cannot be read as UTF-8 text.
  public static func fixture(at path: String, after delay: Duration? = nil) throws -> ServiceAnswer
  {
    .json(try String(contentsOfFile: path, encoding: .utf8), after: delay)
  }

  /// Answers by throwing an error.
  public static func error(_ error: any Error, after delay: Duration? = nil) -> ServiceAnswer {
    ServiceAnswer(payload: .error(error), delay: delay)
  }
}

/// A call a store made to a fake service.
public struct ServiceCall: Sendable, CustomStringConvertible {
  /// The service's registered name.
  public let service: String
  /// The request the store sent.
  public let request: any Sendable
  /// The request as JSON when it is `Encodable`, for comparing and printing.
  public let requestJSON: JSONValue?

  public var description: String {
    "\(service) with \(requestJSON?.description ?? String(describing: request))"
  }
}

/// The error a fake service throws when it cannot answer; the test has already failed with a
/// message saying why.
public struct FakeServiceError: Error, CustomStringConvertible {
  /// Why the fake could not answer.
  public let description: String
}

/// Fakes for every service the app registers, answering from prepared answers and recording
/// every call.
///
/// Answers are used in the order they were prepared; the last one also answers later calls,
/// until another answer is prepared.
/// A call with no answer prepared fails the test, naming the service.
@MainActor
public final class FakeServices {
  /// The calls the scene made, oldest first.
  public private(set) var calls: [ServiceCall] = []
  private var answers: [String: [ServiceAnswer]] = [:]
  // Services whose one remaining answer was used, and answers again until another is prepared.
  private var answeredLast: Set<String> = []
  private let clock: TestClock
  // Tells the session, which reports failures where the test stands.
  var onCall: (ServiceCall) -> Void = { _ in }
  var onFailure: (String, FailureLocation?) -> Void = { _, _ in }

  // The names the app registers, to catch an answer prepared under a misspelt one.
  private let registeredNames: [String]

  init(clock: TestClock, registeredNames: [String]) {
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
    _ service: String, with answer: ServiceAnswer,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    guard registeredNames.contains(service) else {
      onFailure(
        "No service named \"\(service)\" is registered, so this answer would never be used."
          + Suggestion.hint(for: service, in: registeredNames)
          + " Registered services: "
          + (registeredNames.isEmpty ? "none" : registeredNames.joined(separator: ", ")) + ".",
        FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      return
    }
    // A last answer already used stays only until a newer one is prepared.
    if answeredLast.remove(service) != nil { answers[service]?.removeFirst() }
    answers[service, default: []].append(answer)
  }

  /// Records a call and returns its answer, or fails the test when none was prepared.
  fileprivate func answer<Request: Sendable>(_ service: String, to request: Request)
    throws(FakeServiceError) -> ServiceAnswer
  {
    let call = ServiceCall(
      service: service, request: request, requestJSON: JSONValue(encodingIfPossible: request))
    calls.append(call)
    onCall(call)
    guard var queue = answers[service], let answer = queue.first else {
      let message =
        "\(service) was called with \(call.requestJSON?.description ?? "\(request)"), but no "
        + "answer was prepared. To fix, prepare one before the step that calls it: "
        + "`service \(service) returns …` in a script, or "
        + "`services.answer(\"\(service)\", with: …)` in Swift."
      onFailure(message, nil)
      throw FakeServiceError(description: message)
    }
    if queue.count > 1 {
      queue.removeFirst()
      answers[service] = queue
    } else {
      answeredLast.insert(service)
    }
    return answer
  }

  fileprivate func wait(_ delay: Duration) async throws {
    try await clock.sleep(for: delay)
  }

  fileprivate func fail(_ message: String) -> FakeServiceError {
    onFailure(message, nil)
    return FakeServiceError(description: message)
  }
}

/// Gives the mediator a fake for each service a store asks for.
@MainActor
final class FakeServiceStandIn: ServiceStandIn {
  let fakes: FakeServices

  init(_ fakes: FakeServices) { self.fakes = fakes }

  func service<Request: Sendable, Response: Sendable>(
    named name: String, as type: (any Service<Request, Response>).Type
  ) -> any Service<Request, Response> {
    FakeService<Request, Response>(name: name, fakes: fakes)
  }
}

/// The fake that stands in for one service, with the types the store asked for.
struct FakeService<Request: Sendable, Response: Sendable>: Service {
  let name: String
  let fakes: FakeServices

  // On the main actor, where the scene's work runs: a call needs no hop to another thread and
  // back, which keeps a step's work settling in microseconds.
  @MainActor
  func response(to request: Request) async throws -> Response {
    let answer = try fakes.answer(name, to: request)
    if let delay = answer.delay { try await fakes.wait(delay) }
    switch answer.payload {
    case .value(let value):
      guard let response = value as? Response else {
        throw fakes.fail(
          "\(name)'s answer is \(type(of: value) as Any.Type), but the store expects "
            + "\(Response.self). To fix, answer with a value of type \(Response.self).")
      }
      return response
    case .json(let text):
      return try decode(text)
    case .error(let error):
      throw error
    }
  }

  @MainActor
  private func decode(_ text: String) throws(FakeServiceError) -> Response {
    guard let decodable = Response.self as? any Decodable.Type else {
      throw fakes.fail(
        "\(name) answers \(Response.self), which is not Decodable, so it cannot answer with JSON. "
          + "To fix, answer with a value from Swift, or make \(Response.self) Decodable.")
    }
    do {
      return try Self.decode(decodable, from: Data(text.utf8)) as! Response
    } catch {
      throw fakes.fail(
        "\(name)'s JSON answer cannot be read as \(Response.self): \(error). The answer was: "
          + text)
    }
  }

  private static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws
    -> Value
  {
    try JSONDecoder().decode(type, from: data)
  }
}

extension JSONValue {
  /// The value as JSON when it is `Encodable` and encodes; `nil` otherwise. A set's elements
  /// are sorted, so that equal sets give equal arrays.
  init?(encodingIfPossible value: Any) {
    if ValueText.isSet(value), let text = ValueText.canonicalJSON(value),
      let json = try? JSONValue(parsing: text)
    {
      self = json
      return
    }
    guard let encodable = value as? any Encodable, let json = try? JSONValue(encoding: encodable)
    else { return nil }
    self = json
  }
}
