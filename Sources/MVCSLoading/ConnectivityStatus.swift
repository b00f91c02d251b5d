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
