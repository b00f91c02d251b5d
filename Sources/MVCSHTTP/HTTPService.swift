package import Foundation
public import MVCS
import MVCSSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends any ``Message`` over HTTP, or answers its demo response, and decodes the response.
///
/// Create one service when the app starts, choosing its ``Stage``; the demo stage is the
/// default and needs no network. Register it for the messages your stores send; each message
/// type becomes a `Service` registered under its type name, so stores, MVCSTesting's fakes
/// and scripts use it like any other service:
///
/// ```swift
/// let http = HTTPService(
///   stage: .production(URL(string: "https://api.example.com")!),
///   headers: ["Authorization": "Bearer \(token)"],
///   timeout: .seconds(15),
///   log: { print($0) })
/// mediator.register(messages: [SearchPhotos.self, AddFavorite.self], on: http)
///
/// // In a store:
/// search = try environment.service(for: SearchPhotos.self)
/// let photos = try await search.response(to: SearchPhotos(query: "cats"))
///
/// // Or anywhere, directly:
/// let photos = try await http.send(SearchPhotos(query: "cats"))
/// ```
///
/// Failures are ``HTTPError``s naming the message. Cancelling the task that sends a message, as
/// tearing down its scene does, cancels the request.
///
/// ### Credentials stay with their origin and out of logs
///
/// The service treats as credentials the headers and query items named in
/// ``defaultSecretNames`` (`Authorization`, `Cookie`, `X-Api-Key`, `token`, `api_key`, …) and
/// any the app adds with `secretNames`. When the server redirects a message to another origin
/// (another scheme, host or port), those headers are not sent there; redirects within the
/// origin keep them. The log hook and every ``HTTPError`` show their values as `<redacted>`, and
/// a status error leaves out the response body unless the app asks for it:
///
/// ```swift
/// let http = HTTPService(
///   stage: .production(URL(string: "https://api.example.com")!),
///   headers: ["Authorization": "Bearer \(token)", "X-Tenant-Key": tenantKey],
///   secretNames: ["X-Tenant-Key"],  // besides Authorization, X-Api-Key, token, …
///   maximumResponseSize: 2 * 1_024 * 1_024,  // 10 MiB when not given
///   errorsIncludeResponseBody: false,  // the default: a status error shows no body
///   log: { print($0) })  // > Authorization: <redacted>
/// ```
///
/// ### Responses are bounded
///
/// A response body larger than the message's ``Message/maximumResponseSize``, or else the
/// service's ``maximumResponseSize`` (10 MiB by default), fails with
/// ``HTTPError/responseTooLarge(message:url:limit:declared:)``: at once when its
/// `Content-Length` says so, otherwise as soon as the bytes read pass the limit, so it is never
/// held in memory whole.
public final class HTTPService: Sendable {
  /// Where messages go.
  public let stage: Stage
  /// Headers sent with every message, such as `Authorization`; a message's own win.
  public let headers: [String: String]
  /// How long a message waits for its response unless it sets its own ``Message/timeout``.
  public let timeout: Duration
  /// The largest response body accepted, in bytes, unless a message sets its own
  /// ``Message/maximumResponseSize``.
  public let maximumResponseSize: Int
  /// The scenario that answers the messages it names in the demo stage, before their demo
  /// responses; `nil` for none.
  public let scenario: Scenario?
  /// Whether a ``HTTPError/status(message:url:code:body:)`` error carries the start of the
  /// response body; `false` by default, since a body may hold personal data or credentials.
  public let errorsIncludeResponseBody: Bool
  /// The clock the demo stage waits on for delayed answers; `nil` for the scene's clock when
  /// registered on a `Mediator`, else the continuous clock.
  let clock: (any Clock<Duration>)?
  /// Where each message type stands in its demo sequence.
  let demoPositions = Locked<[ObjectIdentifier: Int]>([:])
  let secrets: SecretNames
  private let log: (@Sendable (HTTPLogEntry) -> Void)?
  /// The URL session, made with the service in a stage with a base URL (see ``session``).
  private let madeSession = Locked<URLSession?>(nil)
  private let transport: Transport

  /// The timeout when none is given: 30 seconds.
  public static let defaultTimeout: Duration = .seconds(30)

  /// The maximum response size when none is given: 10 MiB (10,485,760 bytes).
  public static let defaultMaximumResponseSize = 10 * 1_024 * 1_024

  /// The header and query item names whose values are always treated as credentials.
  ///
  /// Names match case-insensitively, with `-` and `_` alike (`api_key` is `API-Key`); a name
  /// containing `token`, `secret`, `password`, `passwd`, `api-key`, `apikey` or `signature`
  /// (`X-Auth-Token`, `refresh_token`) is a credential too. Add the app's own with the
  /// `secretNames` parameter of ``init(stage:scenario:headers:secretNames:timeout:maximumResponseSize:errorsIncludeResponseBody:clock:log:)``.
  public static let defaultSecretNames: Set<String> = [
    "Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie", "X-Api-Key", "Api-Key",
    "X-Auth", "Auth", "Token", "Access_Token", "Key", "Password", "Secret", "Client_Secret",
    "Signature", "Sig", "Session", "Session_Id", "SessionId", "X-CSRF-Token",
  ]

  /// Creates a service for a stage.
  ///
  /// Creating a service opens no connection. Its `URLSession` is made only for a stage with a
  /// base URL, so a service in the demo stage never makes one and writes no file (on Linux,
  /// Foundation's URL session setup creates folders in the user's data and cache folders).
  ///
  /// - Parameters:
  ///   - stage: Where messages go; ``Stage/demo`` by default.
  ///   - scenario: In the demo stage, the scenario that answers the messages it names before
  ///     their demo responses do (see <doc:GettingStarted>); `nil`, the default, for none.
  ///     ``problems(with:)`` checks that it names only the messages given, and that the stage
  ///     is the demo stage.
  ///   - headers: Headers sent with every message, such as `Authorization`.
  ///   - secretNames: Names of headers and query items whose values are credentials, besides
  ///     ``defaultSecretNames``: never sent to another origin on a redirect, and redacted in
  ///     the log and in errors. None by default.
  ///   - timeout: How long to wait for a response; 30 seconds by default.
  ///   - maximumResponseSize: The largest response body accepted, in bytes;
  ///     ``defaultMaximumResponseSize`` (10 MiB) by default.
  ///   - errorsIncludeResponseBody: Whether status errors carry the start of the response body;
  ///     `false` by default.
  ///   - clock: The clock the demo stage waits on for a delayed answer (see
  ///     ``DemoResponse/delayed(by:)``). `nil`, the default, means the scene's clock for
  ///     messages registered with `Mediator.register(messages:on:)`, so a test's manual clock
  ///     drives the delays, and the continuous clock for messages sent directly.
  ///   - log: Called once per exchange with what was sent and received, credentials redacted;
  ///     `nil` (no log) by default. Called on any thread.
  public init(
    stage: Stage = .demo, scenario: Scenario? = nil, headers: [String: String] = [:],
    secretNames: Set<String> = [],
    timeout: Duration = HTTPService.defaultTimeout,
    maximumResponseSize: Int = HTTPService.defaultMaximumResponseSize,
    errorsIncludeResponseBody: Bool = false,
    clock: (any Clock<Duration>)? = nil,
    log: (@Sendable (HTTPLogEntry) -> Void)? = nil
  ) {
    self.clock = clock
    self.scenario = scenario
    self.stage = stage
    self.headers = headers
    self.timeout = timeout
    self.maximumResponseSize = maximumResponseSize
    self.errorsIncludeResponseBody = errorsIncludeResponseBody
    self.log = log
    secrets = SecretNames(secretNames)
    transport = Transport(secrets: secrets)
    // A service that goes to the network makes its session now, on the creating thread, as it
    // always did; only the demo stage's never makes one.
    if stage.baseURL != nil { _ = session }
  }

  // Invalidating releases the delegate, which the session holds strongly.
  deinit { madeSession.withLock { $0 }?.finishTasksAndInvalidate() }

  /// The URL session, made when the service is created in a stage with a base URL, so that a
  /// service that never goes to the network (the demo stage's) makes none: on Linux, making a `URLSessionConfiguration`, even an ephemeral
  /// one, creates folders in the user's data and cache folders (swift-corelibs-foundation's
  /// shared cookie storage and URL cache), which a demo run has no need of.
  private var session: URLSession {
    madeSession.withLock { session in
      if let session { return session }
      let configuration = URLSessionConfiguration.ephemeral
      configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
      let made = URLSession(
        configuration: configuration, delegate: transport,
        delegateQueue: Transport.delegateQueue())
      session = made
      return made
    }
  }

  // MARK: - Sending

  /// Sends a message and decodes its response; in the demo stage, returns the scenario's answer
  /// if it has one for the message, else the message's demo response.
  ///
  /// ```swift
  /// let photos = try await http.send(SearchPhotos(query: "cats"))
  /// ```
  ///
  /// - Parameter message: The message.
  /// - Returns: The decoded response.
  /// - Throws: An ``HTTPError`` naming the message: not connected, timed out, cancelled, a
  ///   status outside 2xx, a response too large or that does not decode, a connection lost
  ///   mid-response; in the demo stage, the failure the demo response or scenario gives (as the
  ///   error a real exchange throws), a message without a demo response, or a scenario answer
  ///   that cannot be made.
  public func send<M: Message>(_ message: M) async throws(HTTPError) -> M.Response {
    try await send(message, clock: nil)
  }

  /// Sends a message, waiting for delayed demo answers on the service's clock, else on `clock`.
  func send<M: Message>(_ message: M, clock sceneClock: (any Clock<Duration>)?)
    async throws(HTTPError) -> M.Response
  {
    let started = ContinuousClock.now
    guard let baseURL = stage.baseURL else {
      do {
        let response = try await demoAnswer(
          to: message, clock: clock ?? sceneClock ?? ContinuousClock())
        record(message, url: message.path.percentEncoded, started: started)
        return response
      } catch {
        record(message, url: message.path.percentEncoded, started: started, error: error)
        throw error
      }
    }
    if let problem = stage.baseURLProblem { throw problem }
    let request = try makeRequest(message, baseURL: baseURL)
    let url = secrets.redacted(request.url ?? baseURL)
    let waited = message.timeout ?? timeout
    let limit = message.maximumResponseSize ?? maximumResponseSize
    do {
      let (data, response) = try await transport.exchange(
        request, on: session, limit: limit, timeout: waited)
      record(message, request: request, response: response, started: started)
      guard (200..<300).contains(response.statusCode) else {
        throw HTTPError.status(
          message: M.name, url: url, code: response.statusCode,
          body: errorsIncludeResponseBody ? Self.start(of: data) : nil)
      }
      return try Self.decode(M.self, from: data, secrets: secrets)
    } catch let failure as Transport.Failure {
      let error = failure.error(message: M.name, url: url, timeout: waited, limit: limit)
      record(message, request: request, started: started, error: error)
      throw error
    } catch let error as HTTPError {
      throw error
    } catch {
      throw HTTPError.transport(message: M.name, url: url, reason: "\(type(of: error))")
    }
  }

  /// A `Service` that sends one type of message through this service, to register by name.
  ///
  /// ```swift
  /// mediator.register(service: "Search") { http.service(for: SearchPhotos.self) }
  /// ```
  ///
  /// - Parameter type: The message type.
  /// - Returns: The service.
  public func service<M: Message>(for type: M.Type) -> MessageService<M> {
    MessageService(http: self)
  }

  // MARK: - Validation

  /// Checks, before anything is sent, that messages can be sent in this service's stage: in
  /// the demo stage each needs a demo response (a bundled file must be there and decode, a
  /// sequence must have a step, an ``DemoResponse/answer(_:)`` must take that message type); in
  /// the others, the base URL must be an http or https URL with a host.
  ///
  /// ```swift
  /// #expect(http.problems(with: [SearchPhotos.self, AddFavorite.self]).isEmpty)
  /// ```
  ///
  /// - Parameter messages: The message types the app sends.
  /// - Returns: Every problem found, in the order of `messages`; empty when all is well.
  public func problems(with messages: [any Message.Type]) -> [HTTPError] {
    if let problem = stage.baseURLProblem { return [problem] }
    let scenarioProblems = scenarioProblems(with: messages)
    guard stage == .demo else { return scenarioProblems }
    return scenarioProblems
      + messages.compactMap { type in
        func check<M: Message>(_ type: M.Type) -> HTTPError? {
          demoProblem(for: type)
        }
        return check(type)
      }
  }

  /// Checks messages as ``problems(with:)`` does, and throws them all as one report.
  ///
  /// - Parameter messages: The message types the app sends.
  /// - Throws: An ``HTTPValidationReport`` listing every problem.
  public func validate(_ messages: [any Message.Type]) throws(HTTPValidationReport) {
    let problems = problems(with: messages)
    if !problems.isEmpty { throw HTTPValidationReport(stage: stage, problems: problems) }
  }

  // MARK: - Building and reading

  private func makeRequest<M: Message>(_ message: M, baseURL: URL) throws(HTTPError) -> URLRequest {
    // The message's path is already percent-encoded (MessagePath), so it joins the base URL's
    // path as it is: nothing in it can start a query or fragment, or climb out of the base.
    let path = message.path.percentEncoded
    let base = secrets.redacted(baseURL)
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
      throw .invalidBaseURL(stage: stage.name, url: base, reason: "it is not a valid URL")
    }
    var basePath = components.percentEncodedPath
    if basePath.hasSuffix("/") { basePath.removeLast() }
    components.percentEncodedPath = basePath + (path.hasPrefix("/") ? path : "/" + path)
    let items = message.queryItems
    if !items.isEmpty { components.queryItems = (components.queryItems ?? []) + items }
    guard let url = components.url else {
      throw .invalidBaseURL(
        stage: stage.name, url: base, reason: "\(M.name)'s path and query do not make a URL with it"
      )
    }
    var request = URLRequest(url: url)
    request.httpMethod = message.method.rawValue
    // A backstop only: Transport times the exchange itself (see there for why). Whole seconds,
    // past the real timeout.
    request.timeoutInterval = (Self.seconds(message.timeout ?? timeout) + 1).rounded(.up)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let body = message.body {
      do {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        request.httpBody = try encoder.encode(body)
      } catch {
        throw .encodingFailed(message: M.name, reason: "\(error)")
      }
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    for (name, value) in headers.merging(message.headers, uniquingKeysWith: { $1 }) {
      request.setValue(value, forHTTPHeaderField: name)
    }
    return request
  }

  package static func decode<M: Message>(
    _ type: M.Type, from data: Data, secrets: SecretNames = SecretNames()
  ) throws(HTTPError) -> M.Response {
    if let none = NoContent() as? M.Response { return none }
    do {
      return try JSONDecoder().decode(M.Response.self, from: data)
    } catch {
      throw DecodingDiagnosis.error(
        error, message: M.name, type: M.Response.self, data: data, secrets: secrets)
    }
  }

  /// The start of a body, for messages: at most 200 characters of its text.
  static func start(of data: Data) -> String {
    shown(String(decoding: data.prefix(800), as: UTF8.self))
  }

  /// Text from a response as an error shows it: control characters escaped, so that the
  /// server's text cannot drive the terminal that shows the error, and at most 200 characters,
  /// escapes included.
  static func shown(_ text: String) -> String {
    let pieces = text.map { ControlCharacter.escaped(String($0)) }
    guard pieces.reduce(0, { $0 + $1.count }) > 200 else { return pieces.joined() }
    var shortened = ""
    var count = 0
    for piece in pieces {
      guard count + piece.count <= 199 else { break }
      shortened += piece
      count += piece.count
    }
    return shortened + "…"
  }

  private static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }

  // MARK: - Logging

  // The URL is made only for a log: a message's path percent-encodes its values each time, which
  // was most of what a demo answer cost.
  private func record<M: Message>(
    _ message: M, url: @autoclosure () -> String, started: ContinuousClock.Instant,
    error: HTTPError? = nil
  ) {
    guard let log else { return }
    log(
      HTTPLogEntry(
        message: M.name, stage: stage.name, method: message.method.rawValue, url: url(),
        requestHeaders: [], status: nil, responseHeaders: [],
        duration: ContinuousClock.now - started, error: error))
  }

  private func record<M: Message>(
    _ message: M, request: URLRequest, response: HTTPURLResponse? = nil,
    started: ContinuousClock.Instant, error: HTTPError? = nil
  ) {
    guard let log else { return }
    var received: [String: String] = [:]
    for case (let name as String, let value as String) in response?.allHeaderFields ?? [:] {
      received[name] = value
    }
    log(
      HTTPLogEntry(
        message: M.name, stage: stage.name, method: message.method.rawValue,
        url: request.url.map(secrets.redacted) ?? "",
        requestHeaders: secrets.redacted(request.allHTTPHeaderFields ?? [:]),
        status: response?.statusCode, responseHeaders: secrets.redacted(received),
        duration: ContinuousClock.now - started, error: error))
  }
}
