#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real ``Connectivity`` service for Linux and Apple platforms: online while a network
/// interface other than loopback is up with an address.
///
/// It checks the interfaces with `getifaddrs` every ``interval`` on its clock and answers once
/// the status differs from the one the monitor knows. It says whether the device has a network,
/// not whether a server answers: a captive portal is online here, and a request that then fails
/// is an offline error for the ``ErrorPolicy``.
///
/// ```swift
/// mediator.register(service: ConnectivityMonitor.serviceName) { InterfaceConnectivity() }
/// ```
///
/// Swap it for your own by registering another ``Connectivity`` under the same name.
public struct InterfaceConnectivity: Connectivity {
  /// How often the interfaces are checked while the status stays the known one.
  public let interval: Duration
  private let clock: any Clock<Duration>
  private let check: @Sendable () -> ConnectivityStatus

  /// Creates the service.
  ///
  /// - Parameters:
  ///   - interval: How often to check the interfaces; every 2 seconds by default.
  ///   - clock: The clock it waits on; the continuous clock by default.
  public init(interval: Duration = .seconds(2), clock: any Clock<Duration> = ContinuousClock()) {
    self.init(interval: interval, clock: clock, check: InterfaceConnectivity.currentStatus)
  }

  /// Creates the service with another check of the status, as tests do.
  init(
    interval: Duration, clock: any Clock<Duration>,
    check: @escaping @Sendable () -> ConnectivityStatus
  ) {
    self.interval = max(interval, .milliseconds(1))
    self.clock = clock
    self.check = check
  }

  /// Answers the current status as soon as it differs from the known one.
  ///
  /// - Parameter request: The status the caller knows.
  /// - Returns: The current status, which differs from `request.known`.
  /// - Throws: `CancellationError` when the task is cancelled while it waits.
  public func response(to request: ConnectivityRequest) async throws -> ConnectivityStatus {
    while true {
      let status = check()
      if status != request.known { return status }
      try await clock.sleep(for: interval)
    }
  }

  /// The status now: ``ConnectivityStatus/online`` when an interface other than loopback is up
  /// and running with an IPv4 address or an IPv6 address that is not link-local,
  /// ``ConnectivityStatus/offline`` otherwise, ``ConnectivityStatus/unknown`` when the
  /// interfaces cannot be read.
  ///
  /// - Returns: The status.
  @Sendable public static func currentStatus() -> ConnectivityStatus {
    var first: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&first) == 0 else { return .unknown }
    defer { freeifaddrs(first) }
    var next = first
    while let interface = next {
      defer { next = interface.pointee.ifa_next }
      let flags = Int32(bitPattern: UInt32(interface.pointee.ifa_flags))
      let required = Int32(IFF_UP) | Int32(IFF_RUNNING)
      guard flags & required == required, flags & Int32(IFF_LOOPBACK) == 0,
        let address = interface.pointee.ifa_addr
      else { continue }
      switch Int32(address.pointee.sa_family) {
      case AF_INET:
        return .online
      case AF_INET6:
        let isLinkLocal = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          // fe80::/10
          withUnsafeBytes(of: $0.pointee.sin6_addr) { $0[0] == 0xfe && $0[1] & 0xc0 == 0x80 }
        }
        if !isLinkLocal { return .online }
      default:
        continue
      }
    }
    return .offline
  }
}
