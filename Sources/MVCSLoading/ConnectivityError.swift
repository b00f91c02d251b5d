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
