/// The ways a service call can fail that an app tells apart: offline, timed out, a status from
/// the server, or a failure with a message.
///
/// It is the vocabulary every module shares: a scenario's `fails` lines make one
/// (`fails offline`, `fails timeout`, `fails status 500`, `fails "message"`), MVCSHTTP's errors
/// say which one they are through ``ServiceFailureConvertible``, and MVCSLoading's error policy
/// reads it to decide which failures mean "offline" rather than "something went wrong".
///
/// ```swift
/// struct OfflineSearch: Service {
///   func response(to query: String) async throws -> [Photo] {
///     throw ServiceFailure.offline
///   }
/// }
///
/// let error: any Error = ServiceFailure.status(503)
/// (error as? any ServiceFailureConvertible)?.serviceFailure  // .status(503)
/// print(error)  // the server answered with status 503
/// ```
public enum ServiceFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The device is not connected: no request reached the server.
  case offline
  /// The server did not answer in time.
  case timedOut
  /// The server answered with an HTTP-like status that means failure, such as 404 or 500.
  case status(Int)
  /// Any other failure, with a message for developers.
  case message(String)

  /// The failure as a developer reads it, such as `the server answered with status 500`.
  public var description: String {
    switch self {
    case .offline: "the service is offline (not connected)"
    case .timedOut: "the service timed out"
    case .status(let code): "the server answered with status \(code)"
    case .message(let message): message
    }
  }
}

/// An error that says which ``ServiceFailure`` it is, so that modules which do not know its
/// type can still tell "offline" from "the server failed".
///
/// MVCSHTTP's `HTTPError` conforms (not connected is ``ServiceFailure/offline``, timed out is
/// ``ServiceFailure/timedOut``, an HTTP status is ``ServiceFailure/status(_:)``), and so does
/// ``ServiceFailure`` itself. Conform your own service's errors the same way:
///
/// ```swift
/// enum GatewayError: Error, ServiceFailureConvertible {
///   case unreachable, rejected(code: Int), malformed
///
///   var serviceFailure: ServiceFailure? {
///     switch self {
///     case .unreachable: .offline
///     case .rejected(let code): .status(code)
///     case .malformed: nil  // not a service failure an app tells apart
///     }
///   }
/// }
/// ```
public protocol ServiceFailureConvertible: Error {
  /// The kind of service failure this error is, or `nil` when it is none of them (a decoding
  /// error, say).
  var serviceFailure: ServiceFailure? { get }
}

extension ServiceFailure: ServiceFailureConvertible {
  /// The failure itself.
  public var serviceFailure: ServiceFailure? { self }
}
