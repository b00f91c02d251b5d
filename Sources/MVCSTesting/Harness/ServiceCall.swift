public import MVCS

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
