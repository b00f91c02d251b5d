/// What an app does when it launches with both saved navigation and a deep link: the choice
/// ``Navigator/launch(restoring:opening:policy:using:)`` makes, so that app code does not.
///
/// ```swift
/// let report = navigator.launch(
///   restoring: saved, opening: url, policy: .restoreThenOpen, using: mediator)
/// ```
public enum LaunchPolicy: Sendable, Equatable, CustomStringConvertible {
  /// Restores the saved stack, then opens the link on top of it: the user finds what they left
  /// and what the link shows, and going back from the link returns to where they were. A link
  /// that does not open leaves the restored stack as it is.
  case restoreThenOpen
  /// Opens only the link, discarding the saved stack: the link's scene sits on the root scene.
  /// A link that does not open restores the saved stack instead, so that nothing is lost.
  case openOnly

  /// `restore then open`, `open only`.
  public var description: String {
    switch self {
    case .restoreThenOpen: "restore then open"
    case .openOnly: "open only"
    }
  }
}
