public import Foundation
public import MVCS

/// What a ``Message`` answers in the demo stage: a value, JSON text, a JSON file bundled with
/// the app, an answer computed from the request, a failure, or a sequence of these; any of them
/// after a delay.
///
/// ```swift
/// struct SearchPhotos: Message {
///   typealias Response = [Photo]
///   static let demoResponse: DemoResponse<[Photo]>? = .resource("SearchPhotos", in: .module)
///   // …
/// }
/// ```
///
/// An answer that depends on the request makes page 2 page 2 and story 42 story 42:
///
/// ```swift
/// struct GetStory: Message {
///   typealias Response = Story
///   static let demoResponse: DemoResponse<Story>? = .answer { (message: GetStory) in
///     Story(id: message.id, title: "Story \(message.id)")
///   }
///   let id: Int
///   var path: MessagePath { "/stories/\(id)" }
/// }
/// ```
///
/// A failure throws the ``HTTPError`` a real failure would, and a sequence answers its steps in
/// turn, the last one again and again, each after its own delay on the service's clock:
///
/// ```swift
/// static let demoResponse: DemoResponse<[Photo]>? = .sequence([
///   .failure(.timedOut).delayed(by: .seconds(2)),  // the first call
///   .resource("SearchPhotos", in: .module),  // the second call and every later one
/// ])
/// ```
public struct DemoResponse<Response: Decodable & Sendable>: Sendable {
  enum Source: Sendable {
    case value(Response)
    case json(String)
    case resource(name: String, url: URL?)
    /// An answer computed from the message; `messageType` is the one type it can answer.
    case answer(messageType: String, answer: @Sendable (any Message) throws -> Response?)
    case failure(HTTPError)
    case serviceFailure(ServiceFailure)
    /// Flat: steps are never sequences themselves.
    case sequence([DemoResponse])
  }

  let source: Source
  /// How long the answer waits before it is given, on the service's clock.
  let delay: Duration

  init(source: Source, delay: Duration = .zero) {
    self.source = source
    self.delay = delay
  }

  /// Answers with a value.
  ///
  /// - Parameter value: The response.
  /// - Returns: The demo response.
  public static func value(_ value: Response) -> DemoResponse {
    DemoResponse(source: .value(value))
  }

  /// Answers with JSON text, decoded as a real response would be.
  ///
  /// - Parameter text: The JSON.
  /// - Returns: The demo response.
  public static func json(_ text: String) -> DemoResponse {
    DemoResponse(source: .json(text))
  }

  /// Answers with the JSON file `<name>.json` in a bundle, decoded as a real response would be.
  ///
  /// Add the file to the target's resources (`resources: [.process("Demo")]` in
  /// `Package.swift`) and pass `.module`, or `.main` for an app's bundle.
  ///
  /// - Parameters:
  ///   - name: The file's name without `.json`.
  ///   - bundle: The bundle with the file.
  /// - Returns: The demo response.
  public static func resource(_ name: String, in bundle: Bundle) -> DemoResponse {
    DemoResponse(
      source: .resource(name: name, url: bundle.url(forResource: name, withExtension: "json")))
  }

  /// Answers with the JSON file at a URL, decoded as a real response would be.
  ///
  /// - Parameter file: The file.
  /// - Returns: The demo response.
  public static func file(_ file: URL) -> DemoResponse {
    DemoResponse(source: .resource(name: file.lastPathComponent, url: file))
  }

  /// Answers with what a function makes of the message sent, so that the answer depends on the
  /// request: page 2 answers page 2, story 42 answers story 42.
  ///
  /// ```swift
  /// static let demoResponse: DemoResponse<Page<Photo>>? = .answer { (message: SearchPhotos) in
  ///   Page(items: DemoPhotos.page(message.page, matching: message.query), page: message.page)
  /// }
  /// ```
  ///
  /// Name the message's type in the function's parameter, as above. The function may throw: an
  /// ``HTTPError`` is thrown as it is; a `ServiceFailure` (`throw ServiceFailure.offline`), or
  /// another error that is `ServiceFailureConvertible`, becomes the ``HTTPError`` a real
  /// exchange would throw (see ``failure(_:)-(ServiceFailure)``); any other error fails with
  /// ``HTTPError/demoFailure(message:reason:)``, its description as the reason.
  ///
  /// - Parameter answer: Makes the response from the message sent.
  /// - Returns: The demo response. It answers only messages of type `M`: given to another
  ///   message type, it fails with ``HTTPError/demoAnswerMismatch(message:answers:)``, which
  ///   ``HTTPService/problems(with:)`` reports before anything is sent.
  public static func answer<M: Message>(
    _ answer: @escaping @Sendable (M) throws -> Response
  ) -> DemoResponse where M.Response == Response {
    DemoResponse(
      source: .answer(
        messageType: String(describing: M.self),
        answer: { message in
          guard let message = message as? M else { return nil }
          return try answer(message)
        }))
  }

  /// Fails with an error, as a real failure would: the demo stage throws it as it is.
  ///
  /// ```swift
  /// static let demoResponse: DemoResponse<[Photo]>? = .failure(
  ///   .notConnected(message: "SearchPhotos", url: "/photos/search", reason: "demo: offline"))
  /// ```
  ///
  /// - Parameter error: The error each send throws.
  /// - Returns: The demo response.
  public static func failure(_ error: HTTPError) -> DemoResponse {
    DemoResponse(source: .failure(error))
  }

  /// Fails with a service failure, as the matching real failure would: the demo stage throws
  /// the ``HTTPError`` a real exchange throws for it.
  ///
  /// ```swift
  /// static let demoResponse: DemoResponse<[Photo]>? = .failure(.offline)
  /// ```
  ///
  /// `.offline` throws ``HTTPError/notConnected(message:url:reason:)``, `.timedOut`
  /// ``HTTPError/timedOut(message:url:after:)`` (after the message's or the service's timeout,
  /// as the error says, but at once unless ``delayed(by:)``), `.status(code)`
  /// ``HTTPError/status(message:url:code:body:)`` with no body, and `.message(text)`
  /// ``HTTPError/demoFailure(message:reason:)`` with the text.
  ///
  /// - Parameter failure: The failure each send throws.
  /// - Returns: The demo response.
  public static func failure(_ failure: ServiceFailure) -> DemoResponse {
    DemoResponse(source: .serviceFailure(failure))
  }

  /// Answers each step in turn, one per message sent, and the last step to every later one, as
  /// when the first request fails and the retry succeeds.
  ///
  /// ```swift
  /// static let demoResponse: DemoResponse<[Photo]>? = .sequence([
  ///   .failure(.status(503)),
  ///   .resource("SearchPhotos", in: .module),
  /// ])
  /// ```
  ///
  /// Each ``HTTPService`` counts its own position for each message type, starting at the first
  /// step. A step that is a sequence itself stands for its steps, in place.
  ///
  /// - Parameter steps: The answers, in order; at least one (an empty sequence is reported by
  ///   ``HTTPService/problems(with:)`` and fails as no demo response would).
  /// - Returns: The demo response.
  public static func sequence(_ steps: [DemoResponse]) -> DemoResponse {
    DemoResponse(source: .sequence(steps.flatMap(\.steps)))
  }

  /// This answer, given after a delay on the service's clock.
  ///
  /// ```swift
  /// static let demoResponse: DemoResponse<[Photo]>? =
  ///   .resource("SearchPhotos", in: .module).delayed(by: .seconds(2))  // a slow server
  /// ```
  ///
  /// The service waits on its clock (see ``HTTPService/init(stage:scenario:headers:secretNames:timeout:maximumResponseSize:errorsIncludeResponseBody:clock:log:)``),
  /// so a test's manual clock drives the wait; cancelling the send while it waits fails with
  /// ``HTTPError/cancelled(message:)``. Delays add up: a delayed sequence delays each step.
  ///
  /// - Parameter delay: How long to wait before answering or failing.
  /// - Returns: The delayed demo response.
  public func delayed(by delay: Duration) -> DemoResponse {
    switch source {
    case .sequence(let steps):
      DemoResponse(source: .sequence(steps.map { $0.delayed(by: delay) }))
    default:
      DemoResponse(source: source, delay: self.delay + delay)
    }
  }

  /// The steps this answer stands for in a sequence: a sequence's own, or itself.
  var steps: [DemoResponse] {
    if case .sequence(let steps) = source { return steps }
    return [self]
  }
}
