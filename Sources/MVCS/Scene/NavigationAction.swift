/// How a scene moves to another: the one set of words navigators, their records and scene tests
/// share.
public enum NavigationAction: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
  /// Shows a scene, as a push onto a navigation stack does.
  case show
  /// Presents a scene, as a modal presentation does.
  case present
  /// Dismisses the scene shown or presented last.
  case dismiss

  public var description: String { rawValue }
}
