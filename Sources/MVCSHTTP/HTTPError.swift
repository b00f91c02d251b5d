public import MVCS
import MVCSSupport

/// Why a message got no response: each case names the message and says how to fix it.
///
/// ```swift
/// do {
///   photos = try await http.send(SearchPhotos(query: "cats"))
/// } catch .notConnected {
///   pipeline.status = .offline
/// } catch {
///   print(error)
///   // SearchPhotos got HTTP 404 from http://127.0.0.1:8080/photos/search?q=cats. …
/// }
/// ```
///
/// No error text holds a credential: URLs show the values of secret query items (see
/// ``HTTPService/defaultSecretNames``) and any password as `<redacted>`, a status error carries
/// no response body unless the service was created with `errorsIncludeResponseBody: true`, and a
/// decoding error does not show a value found under a secret key.
public enum HTTPError: Error, Equatable, CustomStringConvertible {
  /// The server could not be reached: no network, no such host, or nothing listening.
  case notConnected(message: String, url: String, reason: String)
  /// No response within the timeout.
  case timedOut(message: String, url: String, after: Duration)
  /// The task sending the message was cancelled, as when its scene is torn down.
  case cancelled(message: String)
  /// The server answered with a status outside 200–299; `body` is the start of what it sent
  /// when the service's ``HTTPService/errorsIncludeResponseBody`` is on, and `nil` otherwise.
  case status(message: String, url: String, code: Int, body: String?)
  /// The response body is larger than `limit` bytes, the message's or the service's maximum
  /// response size; `declared` is its size when its `Content-Length` announced it. The body was
  /// not read past the limit.
  case responseTooLarge(message: String, url: String, limit: Int, declared: Int?)
  /// The response is not the JSON the message's response type expects: `path` is where in the
  /// JSON (`$.photos[2].title`), `expected` the type there, `found` what is there instead.
  case decodingFailed(message: String, type: String, path: String, expected: String, found: String)
  /// The message's body could not be encoded as JSON.
  case encodingFailed(message: String, reason: String)
  /// Any other failure of the transport, with the reason, such as a connection lost
  /// mid-response.
  case transport(message: String, url: String, reason: String)
  /// The message has no demo response, and the service runs in the demo stage.
  case noDemoResponse(message: String, response: String)
  /// The message's demo response is a JSON file that is not there.
  case missingDemoFile(message: String, name: String)
  /// The message failed in the demo stage as its demo response or the service's scenario says:
  /// `reason` is the text of a `ServiceFailure.message`, or the description of an error that a
  /// ``DemoResponse/answer(_:)`` threw and that is neither an ``HTTPError`` nor a service
  /// failure.
  case demoFailure(message: String, reason: String)
  /// The message's demo response is an ``DemoResponse/answer(_:)`` for another message type,
  /// `answers`, so it cannot answer this one.
  case demoAnswerMismatch(message: String, answers: String)
  /// The service's scenario cannot be used with the messages, or cannot answer a message:
  /// `problem` names the scenario's file, line and column where known, and the fix.
  case scenario(problem: String)
  /// The stage's base URL cannot be used: `reason` says why.
  case invalidBaseURL(stage: String, url: String, reason: String)
  /// A stage chosen by name has no base URL, or the name is not a stage.
  case invalidStage(name: String, reason: String)

  /// The error as a message naming the message type, what happened and the fix.
  public var description: String {
    switch self {
    case .notConnected(let message, let url, let reason):
      return """
        \(message) could not reach \(url): \(reason). To fix, check the network connection \
        and that the stage's base URL names a running server; or run in the demo stage.
        """
    case .timedOut(let message, let url, let after):
      return """
        \(message) got no response from \(url) within \(Self.seconds(after)). To fix, check \
        that the server is up, or allow longer with the service's timeout (or the message's \
        `timeout`).
        """
    case .cancelled(let message):
      return """
        \(message) was cancelled before its response arrived, as when its scene is torn down. \
        Nothing needs fixing: drop the result.
        """
    case .status(let message, let url, let code, let body):
      let start =
        switch body {
        case nil: ""
        case let body? where body.isEmpty: ", with an empty body"
        case let body?: ", with a body starting \(body)"
        }
      return """
        \(message) got HTTP \(code) from \(url)\(start). To fix, check the message's path, \
        method and parameters against the server's API\(code >= 500 ? ", or the server's log" : "").
        """
    case .responseTooLarge(let message, let url, let limit, let declared):
      let size =
        declared.map {
          "is \(Self.bytes($0)), over its limit of \(Self.bytes(limit)); it was not read"
        }
        ?? "is over its limit of \(Self.bytes(limit)); reading stopped there"
      return """
        \(message)'s response from \(url) \(size). To fix, raise the message's \
        `maximumResponseSize` (or the service's), or ask the server for less, such as a page at \
        a time.
        """
    case .decodingFailed(let message, let type, let path, let expected, let found):
      return """
        \(message)'s response is not a valid \(type): at \(path) it expected \(expected) but \
        found \(found). To fix, make \(type) match the JSON the server sends (an optional for a \
        field that may be missing or null), or fix the server.
        """
    case .encodingFailed(let message, let reason):
      return """
        \(message)'s body cannot be encoded as JSON: \(reason). Nothing was sent. To fix, make \
        every part of the body encodable (finite numbers, string keys).
        """
    case .transport(let message, let url, let reason):
      return """
        \(message) failed reaching \(url): \(reason). To fix, check the stage's base URL and \
        the network.
        """
    case .noDemoResponse(let message, let response):
      return """
        \(message) has no demo response, and the service runs in the demo stage. To fix, give \
        \(message) a `static let demoResponse: DemoResponse<\(response)>?` (a .value, .json or \
        bundled .resource), or create the service with stage .development(url) or \
        .production(url).
        """
    case .missingDemoFile(let message, let name):
      return """
        \(message)'s demo response is the file "\(name).json", which is not in its bundle. To \
        fix, add it to the target's resources (resources: [.process(…)] in Package.swift), or \
        correct the name.
        """
    case .demoFailure(let message, let reason):
      return """
        \(message) failed in the demo stage, as its demo response says: \(reason). To fix, if \
        this is not the failure the demo should show, change the demo response.
        """
    case .demoAnswerMismatch(let message, let answers):
      return """
        \(message)'s demo response answers \(answers) messages, not \(message). To fix, give \
        \(message) its own: `static let demoResponse: DemoResponse<…>? = .answer { (message: \
        \(message)) in … }`.
        """
    case .scenario(let problem):
      return problem
    case .invalidBaseURL(let stage, let url, let reason):
      return """
        The \(stage) stage's base URL "\(url)" cannot be used: \(reason). To fix, pass an \
        absolute http or https URL with a host, such as https://api.example.com.
        """
    case .invalidStage(let name, let reason):
      return "The stage \"\(name)\" cannot be used: \(reason)."
    }
  }

  /// The reason of a ``transport(message:url:reason:)`` error whose connection closed before
  /// the whole response arrived.
  static let connectionLost = "the connection was lost before the whole response arrived"

  static func bytes(_ count: Int) -> String {
    let mebibytes = Double(count) / 1_048_576
    if count >= 1_048_576, mebibytes == mebibytes.rounded() { return "\(Int(mebibytes)) MiB" }
    return "\(count) bytes"
  }

  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    return milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000) s" : "\(milliseconds) ms"
  }
}

extension HTTPError: ServiceFailureConvertible {
  /// The kind of service failure the error is, as other modules tell them apart: MVCSLoading's
  /// `ErrorPolicy` counts `.offline` and `.timedOut` as offline.
  ///
  /// ``notConnected(message:url:reason:)`` and a connection lost mid-response
  /// (``transport(message:url:reason:)``) are `.offline`, ``timedOut(message:url:after:)`` is
  /// `.timedOut`, ``status(message:url:code:body:)`` is `.status(code)`, and a
  /// ``demoFailure(message:reason:)`` is `.message(reason)`. The others, cancellation among
  /// them, are `nil`: not a failure of the service.
  public var serviceFailure: ServiceFailure? {
    switch self {
    case .notConnected: .offline
    case .transport(_, _, let reason) where reason == Self.connectionLost: .offline
    case .timedOut: .timedOut
    case .status(_, _, let code, _): .status(code)
    case .demoFailure(_, let reason): .message(reason)
    case .cancelled, .responseTooLarge, .decodingFailed, .encodingFailed, .transport,
      .noDemoResponse, .missingDemoFile, .demoAnswerMismatch, .scenario, .invalidBaseURL,
      .invalidStage:
      nil
    }
  }
}

extension HTTPError: CancellationReporting {
  /// Whether the error is ``cancelled(message:)``, which MVCSLoading sorts as a cancellation.
  package var isCancellation: Bool {
    if case .cancelled = self { return true }
    return false
  }
}
