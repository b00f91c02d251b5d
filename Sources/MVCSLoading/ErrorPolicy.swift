import Foundation
import MVCS
import MVCSSupport

/// Which failures a scene's view shows: cancellation never, offline errors only when the app
/// asks, everything else always.
///
/// ```swift
/// let policy = ErrorPolicy(showsOfflineErrors: true)   // no offline view: show the error
/// let pager = Pager(pipeline: pipeline, list: \.photos, state: \.paging,
///                   tasks: environment.tasks, policy: policy) { … }
/// ```
///
/// Offline errors are hidden by default because the scene shows its connectivity instead (see
/// ``ConnectivityMonitor``): one offline view says more than an error on every list.
public struct ErrorPolicy: Sendable {
  /// Whether offline errors are shown; `false` by default.
  public var showsOfflineErrors: Bool
  private let isOffline: @Sendable (any Error) -> Bool

  /// The policy of most scenes: offline errors hidden, errors that
  /// ``isOfflineByDefault(_:)`` recognises are offline.
  public static let standard = ErrorPolicy()

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - showsOfflineErrors: Whether the view shows offline errors; `false` by default.
  ///   - isOffline: Tells offline errors from others; by default ``isOfflineByDefault(_:)``. Pass
  ///     your own to recognise your services' errors too.
  public init(
    showsOfflineErrors: Bool = false,
    isOffline: @escaping @Sendable (any Error) -> Bool = ErrorPolicy.isOfflineByDefault
  ) {
    self.showsOfflineErrors = showsOfflineErrors
    self.isOffline = isOffline
  }

  /// The kind of an error under this policy.
  ///
  /// - Parameter error: The error.
  /// - Returns: ``LoadFailure/Kind/cancellation`` for `CancellationError`,
  ///   `URLError(.cancelled)` and MVCSHTTP's `HTTPError.cancelled`; ``LoadFailure/Kind/offline``
  ///   when the policy says it is offline; ``LoadFailure/Kind/other`` otherwise.
  public func kind(of error: any Error) -> LoadFailure.Kind {
    if error is CancellationError { return .cancellation }
    if let error = error as? URLError, error.code == .cancelled { return .cancellation }
    if let error = error as? any CancellationReporting, error.isCancellation {
      return .cancellation
    }
    return isOffline(error) ? .offline : .other
  }

  /// Whether the view shows failures of a kind under this policy.
  ///
  /// - Parameter kind: The kind.
  /// - Returns: `false` for cancellation, ``showsOfflineErrors`` for offline, `true` otherwise.
  public func shows(_ kind: LoadFailure.Kind) -> Bool {
    switch kind {
    case .cancellation: false
    case .offline: showsOfflineErrors
    case .other: true
    }
  }

  /// Whether an error means the device is offline or the server unreachable: an error whose
  /// `ServiceFailure` is `.offline` or `.timedOut` (it is `ServiceFailureConvertible`, as
  /// MVCSHTTP's `HTTPError` and `ServiceFailure` itself are), a `URLError` such as
  /// `.notConnectedToInternet`, `.networkConnectionLost`, `.cannotConnectToHost`,
  /// `.cannotFindHost`, `.dnsLookupFailed`, `.timedOut`, `.dataNotAllowed` or
  /// `.internationalRoamingOff`, or a ``ConnectivityError``.
  ///
  /// ```swift
  /// ErrorPolicy.isOfflineByDefault(HTTPError.notConnected(…))  // true
  /// ErrorPolicy.isOfflineByDefault(ServiceFailure.timedOut)      // true
  /// ErrorPolicy.isOfflineByDefault(ServiceFailure.status(500))   // false
  /// ```
  ///
  /// - Parameter error: The error.
  /// - Returns: Whether it is an offline error.
  @Sendable public static func isOfflineByDefault(_ error: any Error) -> Bool {
    if error is ConnectivityError { return true }
    if let failure = (error as? any ServiceFailureConvertible)?.serviceFailure {
      return failure == .offline || failure == .timedOut
    }
    guard let error = error as? URLError else { return false }
    let offline: Set<URLError.Code> = [
      .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
      .dnsLookupFailed, .timedOut, .dataNotAllowed, .internationalRoamingOff,
    ]
    return offline.contains(error.code)
  }
}
