public import MVCS

/// Whether the device can reach the network, as a scene shows it.
public enum ConnectivityStatus: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
  /// Not known yet, or the connectivity service failed.
  case unknown
  /// The network can be reached.
  case online
  /// The network cannot be reached: show the offline view (XLData's network status view).
  case offline

  /// The raw value: `online`.
  public var description: String { rawValue }
}

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

/// A service that tells when the device's connectivity changes: it answers a
/// ``ConnectivityRequest`` with the current status as soon as it differs from the known one.
///
/// Register one by name, as any service; a ``ConnectivityMonitor`` turns its answers into a
/// pipeline status. ``InterfaceConnectivity`` is a real one that works on Linux and Apple
/// platforms; swap in your own (one built on `NWPathMonitor`, say) by registering it under the
/// same name. Scene tests fake it like any other service.
///
/// ```swift
/// mediator.register(service: ConnectivityMonitor.serviceName) { InterfaceConnectivity() }
/// ```
///
/// An answer equal to the known status means the service has nothing more to tell: the monitor
/// stops asking. (A fake that answers the same again ends the watch instead of looping.)
public protocol Connectivity: Service
where Request == ConnectivityRequest, Response == ConnectivityStatus {}

/// The error a store throws instead of loading while the scene is offline; the
/// ``ErrorPolicy`` treats it as an offline error.
///
/// ```swift
/// guard pipeline.connectivity != .offline else { throw ConnectivityError.offline }
/// ```
public enum ConnectivityError: Error, Equatable, CustomStringConvertible {
  /// The device is offline.
  case offline

  /// What happened and what to do.
  public var description: String {
    "The device is offline, so nothing was loaded. To fix, connect to the network and try again."
  }
}
