import MVCSSupport

/// What ``Navigator/launch(restoring:opening:policy:using:)`` did: what it restored of the
/// saved navigation, and whether it opened the deep link.
///
/// ```swift
/// print(report)
/// // Launched with the policy "restore then open":
/// // Restored all 2 saved scenes.
/// // Opened photosearch://PhotoDetail?photoID=p2: PhotoDetail ["photoID": "p2"].
/// ```
public struct LaunchReport: Sendable, CustomStringConvertible {
  /// What became of the launch's deep link.
  public enum LinkOutcome: Sendable, CustomStringConvertible {
    /// The launch had no link.
    case noLink
    /// The link opened its scene, shown on top of what was restored.
    case opened(link: String, SceneLink)
    /// The link did not open: it does not resolve (a ``LinkError``), or its scene could not be
    /// assembled; the error's description.
    case failed(link: String, String)

    /// `Opened photosearch://…: PhotoDetail ["photoID": "p2"].`, or why it did not open.
    public var description: String {
      // A link comes from outside: quoted with its control characters escaped.
      let quoted = { (link: String) in
        ControlCharacter.quoted(link, limit: ControlCharacter.quotedLimit)
      }
      switch self {
      case .noLink: return "No link to open."
      case .opened(let link, let scene): return "Opened \(quoted(link)): \(scene)."
      case .failed(let link, let reason): return "Did not open \(quoted(link)): \(reason)"
      }
    }
  }

  /// The policy the launch followed.
  public let policy: LaunchPolicy
  /// What was restored of the saved navigation; `nil` when it was not restored: there was none,
  /// or the policy opened only the link.
  public let restoration: RestorationReport?
  /// How many saved routes the policy discarded to open only the link; 0 otherwise.
  public let discardedRouteCount: Int
  /// What became of the link.
  public let link: LinkOutcome

  /// Whether the link opened.
  public var isLinkOpened: Bool {
    if case .opened = link { true } else { false }
  }

  /// The policy, then what was restored (or why nothing was), then what became of the link, a
  /// line each.
  public var description: String {
    var lines = ["Launched with the policy \"\(policy)\":"]
    if let restoration {
      lines.append(restoration.description)
    } else if discardedRouteCount > 0 {
      let scenes =
        discardedRouteCount == 1 ? "1 saved scene" : "\(discardedRouteCount) saved scenes"
      lines.append("Did not restore the \(scenes), to open only the link.")
    } else {
      lines.append("No saved navigation to restore.")
    }
    lines.append(link.description)
    if case .failed = link, let restoration, restoration.routeCount > 0 {
      lines.append("The restored scenes stay as they are.")
    }
    return lines.joined(separator: "\n")
  }
}
