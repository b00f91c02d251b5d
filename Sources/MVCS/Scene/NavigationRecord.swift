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
  /// registered name (a scene test of parts), and for a dismissal to a ``checkpoint``.
  public var scene: String?
  /// The context passed; empty for a dismissal.
  public var context: ContextValues
  /// For a dismissal back to a checkpoint (``Navigation/dismiss(to:)-(String)``), the
  /// checkpoint's scene name; `nil` for any other navigation. Encoded only when set.
  public var checkpoint: String?
  /// For a dismissal back to a checkpoint with a result, the result as compact JSON with sorted
  /// keys (`"favorites"`, `{"id":1}`); a value that is not `Encodable` as its description, as a
  /// JSON string. `nil` otherwise. Encoded only when set.
  public var checkpointResult: String?

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

  /// Creates the record of a dismissal back to a checkpoint, as a test harness records one.
  ///
  /// ```swift
  /// let record = NavigationRecord(dismissingTo: "Search", result: SearchScope.favorites)
  /// print(record)  // dismiss to Search with "favorites"
  /// ```
  ///
  /// - Parameters:
  ///   - checkpoint: The checkpoint's scene name.
  ///   - result: The result handed to the checkpoint, if any; kept as its JSON (see
  ///     ``checkpointResult``).
  public init(dismissingTo checkpoint: String, result: (any Sendable)? = nil) {
    self.init(action: .dismiss, scene: nil)
    self.checkpoint = checkpoint
    checkpointResult = result.map { result in
      (JSONValue(encodingIfPossible: result) ?? .string(String(describing: result))).description
    }
  }

  /// Whether two records have the same action and scene, and contexts with the same keys whose
  /// values read alike: as JSON when they are `Encodable`, by their description otherwise.
  public static func == (lhs: NavigationRecord, rhs: NavigationRecord) -> Bool {
    lhs.action == rhs.action && lhs.scene == rhs.scene
      && lhs.context.description == rhs.context.description
      && lhs.checkpoint == rhs.checkpoint && lhs.checkpointResult == rhs.checkpointResult
  }

  /// `show PhotoDetail ["photoID": "123"]`; a dismissal, which passes no context, reads
  /// `dismiss PhotoDetail`, and a dismissal to a checkpoint `dismiss to Search` or
  /// `dismiss to Search with "favorites"`.
  public var description: String {
    if let checkpoint {
      return "dismiss to \(checkpoint)" + (checkpointResult.map { " with \($0)" } ?? "")
    }
    var text = action.rawValue + (scene.map { " \($0)" } ?? "")
    if action != .dismiss || !context.values.isEmpty { text += " \(context)" }
    return text
  }
}
