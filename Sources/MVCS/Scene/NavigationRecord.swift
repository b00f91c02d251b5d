/// One navigation as data: how a scene moved, to which scene, with which context.
///
/// The one shape of a recorded route: ``RecordingNavigator/stack`` holds the scenes shown or
/// presented, ``SavedNavigation/routes`` the stack saved for restoration, and MVCSTesting's
/// scene tests the navigations a scene made.
///
/// ```swift
/// let record = NavigationRecord(action: .show, scene: "PhotoDetail", context: ["photoID": "123"])
/// print(record)  // show PhotoDetail ["photoID": "123"]
/// let data = try JSONEncoder().encode(record)
/// ```
///
/// It encodes as `{"action": "show", "scene": "PhotoDetail", "context": {…}}`, with the context's
/// values saved with their types (see ``ContextValues``'s `Codable` conformance); encoding fails
/// for a context value that is not `Encodable`.
public struct NavigationRecord: Sendable, Equatable, Codable, CustomStringConvertible {
  /// How the scene moved.
  public var action: NavigationAction
  /// The scene shown, presented or dismissed; `nil` for the dismissal of a scene that has no
  /// registered name (a scene test of parts).
  public var scene: String?
  /// The context passed; empty for a dismissal.
  public var context: ContextValues

  /// Creates a record, as a navigator of your own records a navigation.
  ///
  /// - Parameters:
  ///   - action: How the scene moved.
  ///   - scene: The scene shown, presented or dismissed.
  ///   - context: The context passed; a result handler in it is dropped, since a record is data
  ///     and a restored scene has no presenter waiting for its result.
  public init(action: NavigationAction, scene: String?, context: ContextValues = [:]) {
    self.action = action
    self.scene = scene
    self.context = context
    self.context.resultChannel = nil
  }

  /// Whether two records have the same action and scene, and contexts with the same keys whose
  /// values read alike: as JSON when they are `Encodable`, by their description otherwise.
  public static func == (lhs: NavigationRecord, rhs: NavigationRecord) -> Bool {
    lhs.action == rhs.action && lhs.scene == rhs.scene
      && lhs.context.description == rhs.context.description
  }

  /// `show PhotoDetail ["photoID": "123"]`; a dismissal, which passes no context, reads
  /// `dismiss PhotoDetail`.
  public var description: String {
    var text = action.rawValue + (scene.map { " \($0)" } ?? "")
    if action != .dismiss || !context.values.isEmpty { text += " \(context)" }
    return text
  }
}
