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
/// ``parse(_:file:)`` reports every malformed line at once. Names are checked when the script
/// runs, against what the mediator registered. A test runs a script file with
/// ``SceneScriptFile``; a tool parses and runs one with ``run(mediator:path:scenarios:)``:
///
/// ```swift
/// let script = try SceneScript.parse(text, file: "Search.scenetest")
/// for failure in await script.run(mediator: app, path: scriptPath) {
///   print(failure)  // Search.scenetest:7:1: photos.count is 3, expected 2.
/// }
/// ```
public struct SceneScript: Sendable, Hashable {
  /// The file name used in messages, such as `Search.scenetest`.
  public var file: String
  /// The steps, in order; the first is a `scene` or `open` step.
  var steps: [ScriptStep]

  /// Parses a script, checking each line's form and the order of the steps.
  ///
  /// Parsing goes on after a malformed line, so the error lists every problem. The order
  /// rules: exactly one `scene` or `open` step, first; `context` and `option` before the first
  /// action (`set`, `result`, `expect`, `advance`, `teardown`), and no `context` after `open`;
  /// nothing after `teardown`.
  ///
  /// ```swift
  /// do {
  ///   let script = try SceneScript.parse(text, file: "Search.scenetest")
  /// } catch {
  ///   for problem in error.problems { print(problem) }  // Search.scenetest:3:5: …
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - text: The script's text.
  ///   - file: The file name used in messages, such as `Search.scenetest`.
  /// - Returns: The script, ready to run.
  /// - Throws: ``ScriptError`` listing every problem, each located at the offending token.
  public static func parse(_ text: String, file: String) throws(ScriptError) -> SceneScript {
    SceneScript(file: file, steps: try ScriptParser.steps(in: text, file: file))
  }
}
