/// What a ``ConnectivityMonitor`` asks its service: "answer when the status is not `known`".
///
/// It encodes as `{"known": "online"}`, which scene scripts expect:
/// `expect call Connectivity with {"known": "online"}`.
public struct ConnectivityRequest: Sendable, Hashable, Codable {
  /// The status the monitor knows; the service answers once the status differs from it, at once
  /// if it already does.
  public var known: ConnectivityStatus

  /// Creates a request.
  ///
  /// - Parameter known: The status the monitor knows.
  public init(known: ConnectivityStatus) {
    self.known = known
  }
}
