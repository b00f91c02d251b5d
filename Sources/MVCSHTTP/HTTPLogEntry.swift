import Foundation

/// One exchange as the service's log hook sees it, with credentials already redacted.
///
/// The values of the headers and query items that carry credentials (the service's
/// ``HTTPService/defaultSecretNames``, such as `Authorization`, `Cookie`, `X-Api-Key` and
/// `token`, and the app's own `secretNames`), and any password in the URL, are replaced by
/// `<redacted>` before the hook sees them, so a log never holds credentials.
///
/// ```swift
/// let http = HTTPService(stage: .production(api), log: { print($0) })
/// // SearchPhotos: GET https://api.example.com/photos/search?q=cats → 200 in 84 ms
/// //   > Authorization: <redacted>
/// ```
public struct HTTPLogEntry: Sendable, CustomStringConvertible {
  /// The message's type name.
  public let message: String
  /// The stage the service runs in.
  public let stage: String
  /// The request's method.
  public let method: String
  /// The request's URL, with secret query items and any password redacted; the message's path
  /// in the demo stage.
  public let url: String
  /// The request's headers, sorted by name, credentials redacted.
  public let requestHeaders: [(name: String, value: String)]
  /// The response's status, or `nil` when there was no HTTP response.
  public let status: Int?
  /// The response's headers, sorted by name, credentials redacted.
  public let responseHeaders: [(name: String, value: String)]
  /// How long the exchange took.
  public let duration: Duration
  /// Why it failed, or `nil` when the message got its response.
  public let error: HTTPError?

  /// The exchange on one line, then its headers, one a line.
  public var description: String {
    let outcome =
      if let status {
        "\(status)"
      } else if let error {
        "failed: \(Self.summary(of: error))"
      } else {
        "demo response"
      }
    let milliseconds =
      duration.components.seconds * 1_000
      + duration.components.attoseconds / 1_000_000_000_000_000
    let head = "\(message): \(method) \(url) → \(outcome) in \(milliseconds) ms"
    let sent = requestHeaders.map { "\n  > \($0.name): \($0.value)" }.joined()
    let received = responseHeaders.map { "\n  < \($0.name): \($0.value)" }.joined()
    return head + sent + received
  }

  private static func summary(of error: HTTPError) -> String {
    switch error {
    case .notConnected: "not connected"
    case .timedOut(_, _, let after): "timed out after \(HTTPError.seconds(after))"
    case .cancelled: "cancelled"
    case .status(_, _, let code, _): "HTTP \(code)"
    case .responseTooLarge(_, _, let limit, _): "response larger than \(HTTPError.bytes(limit))"
    case .decodingFailed(_, _, let path, _, _): "response does not decode at \(path)"
    case .encodingFailed: "body does not encode"
    case .transport(_, _, let reason): reason
    case .noDemoResponse: "no demo response"
    case .missingDemoFile: "demo file missing"
    case .demoFailure: "demo failure"
    case .demoAnswerMismatch: "demo answer for another message"
    case .scenario: "scenario problem"
    case .invalidBaseURL: "invalid base URL"
    case .invalidStage: "invalid stage"
    }
  }
}
