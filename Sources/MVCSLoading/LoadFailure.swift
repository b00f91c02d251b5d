import Foundation
import MVCS

/// Why a load failed, sorted into what a view does with it, and whether the view shows it.
///
/// A store makes one from the error a service threw, under the scene's ``ErrorPolicy``; the load
/// states keep it, and their derived answers (``LoadStatus/hint``, ``LoadStatus/globalFailure``)
/// offer it to the view only when ``isShown`` is true.
///
/// ```swift
/// let failure = LoadFailure(URLError(.notConnectedToInternet))
/// failure.kind         // .offline
/// failure.isShown      // false: the offline view explains it (ErrorPolicy.standard)
/// failure.userMessage  // "You're offline."
/// ```
///
/// A failure has two texts: ``userMessage``, short and free of developer advice, for the view,
/// and ``developerDetail``, the error's full description with its "To fix, …", for logs and
/// tests. `print(failure)` prints the detail.
///
/// Two failures are equal when they have the same kind, visibility, error type and texts, so a
/// pipeline property holding one notifies only when what the view would show changes.
public struct LoadFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of failure it is, which decides whether the view shows it.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    /// The work was cancelled: a newer load replaced it, or the scene was torn down. Never shown,
    /// and never kept by a load state.
    case cancellation
    /// The device is offline, or the server cannot be reached. Shown only when the policy says.
    case offline
    /// Anything else: shown.
    case other
  }

  /// The error as thrown.
  public let error: any Error
  /// What kind of failure it is.
  public let kind: Kind
  /// Whether the view shows it, as the policy decided.
  public let isShown: Bool

  /// Sorts an error under a policy.
  ///
  /// - Parameters:
  ///   - error: The error the work threw. A `LoadFailure` is taken as it is.
  ///   - policy: Which errors the view shows; ``ErrorPolicy/standard`` by default.
  public init(_ error: any Error, policy: ErrorPolicy = .standard) {
    if let failure = error as? LoadFailure {
      self = failure
      return
    }
    self.error = error
    kind = policy.kind(of: error)
    isShown = policy.shows(kind)
  }

  /// What the view tells the user: short, with no developer advice.
  ///
  /// | The error | The message |
  /// |---|---|
  /// | offline (its `ServiceFailure` is `.offline`, or ``kind`` is ``Kind/offline``) | You're offline. |
  /// | timed out (`.timedOut`, `URLError(.timedOut)`) | The server took too long to answer. |
  /// | `.status(500)` to `.status(599)` | The server had a problem (500). |
  /// | another `.status(404)` | The request failed (404). |
  /// | `.message(text)` | the text |
  /// | a `LocalizedError` with an `errorDescription` | that description |
  /// | cancellation | Cancelled. |
  /// | anything else | Something went wrong. |
  ///
  /// The service failure is the one an error that is `ServiceFailureConvertible` tells, such as
  /// MVCSHTTP's `HTTPError`. To give your own errors a message, make them
  /// `ServiceFailureConvertible` (`.message(text)`) or `LocalizedError`.
  public var userMessage: String {
    if kind == .cancellation { return "Cancelled." }
    if let failure = (error as? any ServiceFailureConvertible)?.serviceFailure {
      return Self.userMessage(for: failure)
    }
    if let error = error as? URLError, error.code == .timedOut {
      return Self.userMessage(for: .timedOut)
    }
    if kind == .offline { return Self.userMessage(for: .offline) }
    if !(error is URLError), let error = error as? any LocalizedError,
      let text = error.errorDescription
    {
      return text
    }
    return "Something went wrong."
  }

  /// The error's full description, as its developer wrote it (often with a "To fix, …"): for
  /// logs, diagnostics and tests, not for the user.
  public var developerDetail: String { String(describing: error) }

  /// The user message.
  @available(*, deprecated, renamed: "userMessage")
  public var message: String { userMessage }

  /// The developer detail, for logs: `print(failure)`.
  public var description: String { developerDetail }

  /// Whether both have the same kind, visibility, error type and texts.
  public static func == (lhs: LoadFailure, rhs: LoadFailure) -> Bool {
    lhs.kind == rhs.kind && lhs.isShown == rhs.isShown
      && type(of: lhs.error) == type(of: rhs.error) && lhs.developerDetail == rhs.developerDetail
      && lhs.userMessage == rhs.userMessage
  }

  private static func userMessage(for failure: ServiceFailure) -> String {
    switch failure {
    case .offline: "You're offline."
    case .timedOut: "The server took too long to answer."
    case .status(let code) where (500..<600).contains(code): "The server had a problem (\(code))."
    case .status(let code): "The request failed (\(code))."
    case .message(let text): text
    }
  }
}

extension LoadFailure: Encodable {
  private enum CodingKeys: String, CodingKey { case userMessage, developerDetail, kind, isShown }

  /// Encodes the user message, developer detail, kind and visibility, as scene scripts compare
  /// them: `{"userMessage": "You're offline.", "developerDetail": "…", "kind": "offline",
  /// "isShown": false}`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(userMessage, forKey: .userMessage)
    try container.encode(developerDetail, forKey: .developerDetail)
    try container.encode(kind, forKey: .kind)
    try container.encode(isShown, forKey: .isShown)
  }
}
