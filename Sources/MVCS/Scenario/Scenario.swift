public import Foundation
import MVCSSupport

/// A named set of answers for services — values, fixture files, failures, delays and
/// sequences — written once as a text file and used by scene tests, by a running app, and by
/// MVCSHTTP's demo stage.
///
/// A scenario is a `NAME.scenario` file, with its fixtures next to it:
///
/// ```
/// # Scenarios/slow.scenario: every answer takes 2 seconds
/// every answer after 2s
///
/// # Scenarios/empty.scenario
/// service SearchPhotos returns {"photos": [], "page": 1, "pages": 0}
///
/// # Scenarios/offline.scenario
/// service * fails offline
///
/// # Scenarios/browsing.scenario
/// service GetPhotoInfo returns fixture info-{photoID}.json      # {field}: the request's field
/// service SearchPhotos when {"page": 2} returns fixture page-2.json  # a request containing this
/// service SearchPhotos fails timeout, then returns fixture page-1.json after 1s  # the last repeats
/// ```
///
/// A `service` line answers the calls of one service (or of every service, `*`), in the
/// grammar of scene scripts: `returns` a JSON value or `fixture` file, or `fails` with
/// `offline`, `timeout`, `status 500` or a quoted message (a ``ServiceFailure``), optionally
/// `after` a delay; `, then` starts the next answer of a sequence, whose last answer repeats.
/// `when {json}` limits a line to requests whose JSON contains the object's fields; the first
/// line that matches a call answers it, and lines that name the service come before `*` lines.
/// `every answer after 2s` delays every answer that has no delay of its own — including the
/// answers of services the scenario does not name.
///
/// A service the scenario does not answer keeps its usual answer: in an app, its registration;
/// in a scene test, the test's prepared answers (which come before the scenario's).
///
/// ```swift
/// let offline = try Scenario.named("offline", in: scenariosFolder)
/// try mediator.use(offline)          // an app or demo: the scenario answers its services
/// test.use(offline)                  // a scene test (MVCSTesting); in a script: scenario offline
/// ```
///
/// Everything that can be checked is checked when the scenario is loaded: its syntax, that each
/// fixture exists and is JSON, and (by ``validate(services:)``, which `Mediator.use(_:)` calls)
/// that each service it names is registered. Each problem is reported at its file, line and
/// column, with how to fix it. A scenario counts the calls of each line for its sequences; load
/// it again to start over.
public final class Scenario: Sendable, CustomStringConvertible {
  /// The extension of scenario files: `scenario`.
  public static let pathExtension = "scenario"

  /// The scenario's name, such as `offline`.
  public let name: String
  /// The file it was read from, or the name it was given, for messages.
  public let file: String
  /// The services the scenario names in `service` lines, sorted; `*` is not among them.
  public let serviceNames: [String]
  /// Whether a `service *` line answers every service.
  public let answersEveryService: Bool
  /// How long every answer without a delay of its own takes (`every answer after 2s`).
  public let answerDelay: Duration?

  let rules: [ScenarioRule]
  let lines: [ServiceLine]
  let fixtures: [String: String]
  /// Whether a line reads the request (`when`, or a fixture name with `{field}`): the request is
  /// turned into JSON only then, which otherwise cost as much as decoding the answer.
  private let readsRequests: Bool
  /// How many calls each rule answered, by its index, for sequences.
  private let callCounts = Locked([Int: Int]())

  /// Reads a scenario from its text.
  ///
  /// ```swift
  /// let empty = try Scenario(
  ///   name: "empty", text: #"service SearchPhotos returns {"photos": [], "page": 1}"#)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The scenario's name, such as `empty`.
  ///   - text: The scenario's lines.
  ///   - file: The file name problems are reported at; `NAME.scenario` by default.
  ///   - fixtures: The folder the `fixture` answers' files are in; `nil` when it uses none.
  /// - Throws: ``ScenarioError/invalid(_:)`` with every problem of the text and its fixtures.
  public init(
    name: String, text: String, file: String? = nil, fixtures: URL? = nil
  ) throws(ScenarioError) {
    let file = file ?? "\(name).\(Self.pathExtension)"
    let parsed = try ScenarioParser(file: file, fixtureFolder: fixtures).parse(text)
    self.name = name
    self.file = file
    self.rules = parsed.rules
    self.lines = parsed.lines
    self.fixtures = parsed.fixtures
    self.answerDelay = parsed.answerDelay
    self.serviceNames = Set(parsed.lines.filter { !$0.isWildcard }.map(\.service.text)).sorted()
    self.answersEveryService = parsed.lines.contains(where: \.isWildcard)
    self.readsRequests = parsed.rules.contains { $0.readsRequest }
  }

  /// Reads a scenario file, whose fixtures are in the same folder; its name is the file's name
  /// without the extension.
  ///
  /// ```swift
  /// let slow = try Scenario(contentsOf: scenarios.appendingPathComponent("slow.scenario"))
  /// ```
  ///
  /// - Parameter url: The `.scenario` file.
  /// - Throws: ``ScenarioError/unreadable(file:reason:)`` when the file cannot be read, and
  ///   ``ScenarioError/invalid(_:)`` with every problem of its text and fixtures.
  public convenience init(contentsOf url: URL) throws(ScenarioError) {
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw .unreadable(file: url.path, reason: error.localizedDescription)
    }
    try self.init(
      name: url.deletingPathExtension().lastPathComponent, text: text, file: url.path,
      fixtures: url.deletingLastPathComponent())
  }

  /// Reads the scenario of a name from a folder of scenario files.
  ///
  /// ```swift
  /// let offline = try Scenario.named("offline", in: Bundle.module.resourceURL!
  ///   .appendingPathComponent("Scenarios"))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The scenario's name: its file's name without `.scenario`.
  ///   - folder: The folder with the scenario files.
  /// - Returns: The scenario.
  /// - Throws: ``ScenarioError/notFound(name:folder:available:suggestion:)`` listing the
  ///   folder's scenarios and the closest name, and what ``init(contentsOf:)`` throws.
  public static func named(_ name: String, in folder: URL) throws(ScenarioError) -> Scenario {
    let available = names(in: folder)
    // Only a name the folder lists: a name is never a path to elsewhere.
    guard available.contains(name) else {
      throw .notFound(
        name: name, folder: folder.path, available: available,
        suggestion: Suggestion.closest(to: name, in: available))
    }
    return try Scenario(
      contentsOf: folder.appendingPathComponent("\(name).\(pathExtension)"))
  }

  /// The names of the scenarios in a folder, sorted.
  ///
  /// - Parameter folder: The folder with the scenario files.
  /// - Returns: The file names without `.scenario`; empty when the folder is missing.
  public static func names(in folder: URL) -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let suffix = ".\(pathExtension)"
    return files.filter { $0.hasSuffix(suffix) && $0.count > suffix.count }
      .map { String($0.dropLast(suffix.count)) }.sorted()
  }

  /// Checks that every service the scenario names is one of the given names.
  ///
  /// `Mediator.use(_:)` checks against the registered services; MVCSHTTP checks against the
  /// messages a service knows.
  ///
  /// - Parameter services: The names of the services there are.
  /// - Throws: ``ScenarioError/invalid(_:)`` with a problem at each unknown name, with the
  ///   closest name and all of them.
  public func validate(services: [String]) throws(ScenarioError) {
    let known = services.sorted()
    let list = known.isEmpty ? "none" : known.joined(separator: ", ")
    let problems = lines.filter { !$0.isWildcard && !known.contains($0.service.text) }.map {
      line in
      ScriptProblem(
        location: line.service.location,
        message:
          "no service named \"\(line.service.text)\" is registered, so this line would never "
          + "answer.\(Suggestion.hint(for: line.service.text, in: known)) Registered services: "
          + "\(list). To fix, correct the name here, or register the service")
    }
    guard problems.isEmpty else { throw .invalid(problems) }
  }

  /// Whether some line of the scenario answers calls of a service (it names it, or `*`).
  ///
  /// A line with `when` answers only some calls; ``response(of:to:as:clock:)`` says for each.
  ///
  /// - Parameter service: The service's name.
  public func answers(_ service: String) -> Bool {
    answersEveryService || serviceNames.contains(service)
  }

  /// The scenario's answer to a call of a service, after its delay on a clock; `nil` when no
  /// line answers the call, after ``answerDelay`` if there is one, for the service to answer
  /// as usual.
  ///
  /// ```swift
  /// if let photos = try await scenario.response(of: "SearchPhotos", to: query, as: Page.self) {
  ///   return photos
  /// }
  /// return try await search.response(to: query)  // the scenario does not answer this call
  /// ```
  ///
  /// Each call that a line answers counts for its sequence: the first call gets its first
  /// answer, and so on, the last answer repeating.
  ///
  /// - Parameters:
  ///   - service: The service's name.
  ///   - request: The call's request; `when` and `{field}` read it as JSON when it is
  ///     `Encodable`.
  ///   - type: The service's response type, which the answer's JSON is decoded as.
  ///   - clock: The clock delays are waited on, such as a scene's clock.
  /// - Returns: The decoded answer, or `nil` when the scenario does not answer this call.
  /// - Throws: The ``ServiceFailure`` a `fails` answer names;
  ///   ``ScenarioError/unanswerable(_:)`` when the answer cannot be made or decoded; and
  ///   `CancellationError` when the task is cancelled during the delay.
  public func response<Request: Sendable, Response: Decodable>(
    of service: String, to request: Request, as type: Response.Type = Response.self,
    clock: any Clock<Duration> = ContinuousClock()
  ) async throws -> Response? {
    guard let resolution = try resolve(service, request: json(of: request)) else {
      if let answerDelay { try await clock.sleep(for: answerDelay) }
      return nil
    }
    if let delay = resolution.delay { try await clock.sleep(for: delay) }
    return try decode(resolution, of: service, as: Response.self)
  }

  /// The scenario's lines, as a description: `Scenario offline (offline.scenario, 1 line)`.
  public var description: String {
    let count = lines.count + (answerDelay == nil ? 0 : 1)
    return "Scenario \(name) (\(file), \(count) line\(count == 1 ? "" : "s"))"
  }

  // MARK: - Answering

  /// A call's request as the lines that read it see it; `nil` when none does.
  package func json(of request: Any) -> JSONValue? {
    readsRequests ? JSONValue(encodingIfPossible: request) : nil
  }

  /// What the scenario answers a call with, counting it; `nil` when no line answers it.
  package func resolve(
    _ service: String, request: JSONValue?
  ) throws(ScenarioError) -> ScenarioResolution? {
    let named = rules.indices.filter { rules[$0].service == service }
    let wildcard = rules.indices.filter { rules[$0].service == "*" }
    guard let index = (named + wildcard).first(where: { rules[$0].matches(request) }) else {
      return nil
    }
    let rule = rules[index]
    let call = callCounts.withLock { counts in
      defer { counts[index, default: 0] += 1 }
      return counts[index, default: 0]
    }
    let answer = rule.answers[min(call, rule.answers.count - 1)]
    let delay = answer.delay ?? answerDelay
    switch answer.outcome {
    case .json(let text):
      return ScenarioResolution(outcome: .json(text), delay: delay, location: answer.location)
    case .failure(let failure):
      return ScenarioResolution(outcome: .failure(failure), delay: delay, location: answer.location)
    case .fixture(let name):
      switch name.expanded(for: request) {
      case .failure(let missing):
        let fields: String =
          if case .object(let fields)? = request {
            fields.isEmpty ? "none" : fields.keys.sorted().joined(separator: ", ")
          } else {
            "none (it is not a JSON object)"
          }
        throw .unanswerable(
          ScriptProblem(
            location: name.location,
            message:
              "\(service)'s request has no field \"\(missing.field)\" (a string, number or "
              + "Boolean), which the fixture name \(name.text) takes. The request's fields: "
              + "\(fields). To fix, name one of them in braces"))
      case .success(let file):
        guard let text = fixtures[file] else {
          let matching = fixtures.keys.filter(name.matches).sorted()
          throw .unanswerable(
            ScriptProblem(
              location: name.location,
              message:
                "no fixture \(ControlCharacter.escaped(file, limit: 80)) for this call of "
                + "\(service) (\(name.text)); the fixtures that match: "
                + "\(matching.joined(separator: ", ")). To fix, add the file next to the "
                + "scenario, or answer this request with a line with \"when\" before this one"))
        }
        return ScenarioResolution(outcome: .json(text), delay: delay, location: answer.location)
      }
    }
  }

  /// A resolution's value as a response type, decoded at run time; or its failure thrown.
  package func decode<Response>(
    _ resolution: ScenarioResolution, of service: String, as type: Response.Type
  ) throws -> Response {
    switch resolution.outcome {
    case .failure(let failure):
      throw failure
    case .json(let text):
      guard let decodable = Response.self as? any Decodable.Type else {
        throw ScenarioError.unanswerable(
          ScriptProblem(
            location: resolution.location,
            message:
              "\(service) answers \(Response.self), which is not Decodable, so the scenario "
              + "cannot answer it with JSON. To fix, make \(Response.self) Decodable, or leave "
              + "\(service) out of the scenario"))
      }
      do {
        return try Self.decode(decodable, from: Data(text.utf8)) as! Response
      } catch {
        throw ScenarioError.unanswerable(
          ScriptProblem(
            location: resolution.location,
            message:
              "the answer cannot be read as \(Response.self), \(service)'s response type: "
              + "\(error). To fix, correct the JSON so that it decodes as \(Response.self)"))
      }
    }
  }

  private static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws
    -> Value
  {
    try JSONDecoder().decode(type, from: data)
  }
}
