/// A scene script: the steps a tester wrote to run one scene headless, parsed and checked for
/// structure.
///
/// A script is plain text, one step a line; `#` starts a comment outside strings. It names the
/// scene first, then sets its context and options, scripts its services and storages, and
/// then acts on the pipeline and checks what happened:
///
/// ```
/// # Search scene: typing shows photos
/// scene Search
/// context query = "cats"
/// service SearchPhotoService returns [{"id": "1"}] after 2s
/// set searchText = "cats"
/// expect changes isLoading [true]
/// advance 2s
/// expect photos.count == 1
/// expect call SearchPhotoService with "cats"
/// teardown
/// ```
///
/// ``parse(_:file:)`` reports every malformed line at once. Names are checked separately, by
/// ``problems(in:)``, once the runner knows what the mediator registered.
///
/// ```swift
/// let script = try SceneScript.parse(text, file: "Search.scenetest")
/// for step in script.steps {
///   print(step.location, step.kind)
/// }
/// ```
public struct SceneScript: Sendable, Hashable {
  /// The file name used in messages, such as `Search.scenetest`.
  public var file: String
  /// The steps, in order; the first is a `scene` step.
  public var steps: [ScriptStep]

  /// Creates a script from steps, without checking them.
  ///
  /// - Parameters:
  ///   - file: The file name used in messages.
  ///   - steps: The steps, in order.
  public init(file: String, steps: [ScriptStep]) {
    self.file = file
    self.steps = steps
  }

  /// Parses a script, checking each line's form and the order of the steps.
  ///
  /// Parsing goes on after a malformed line, so the error lists every problem. The order
  /// rules: exactly one `scene` step, first; `context` and `option` before the first action
  /// (`set`, `expect`, `advance`, `teardown`); nothing after `teardown`.
  ///
  /// ```swift
  /// let script = try SceneScript.parse("scene Search\nset searchText = \"cats\"", file: "a")
  /// script.steps[1].kind  // .set(searchText, value: "cats")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The script's text.
  ///   - file: The file name used in messages, such as `Search.scenetest`.
  /// - Returns: The script's steps.
  /// - Throws: ``ScriptError`` listing every problem, each located at the offending token.
  public static func parse(_ text: String, file: String) throws(ScriptError) -> SceneScript {
    SceneScript(file: file, steps: try ScriptParser.steps(in: text, file: file))
  }
}
