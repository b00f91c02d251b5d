import MVCSSupport

/// One thing wrong with a scene script or a scenario, and where.
///
/// The message says what was expected and what was found, or names the unknown word, the
/// closest valid one and all valid ones.
///
/// ```swift
/// let problem = ScriptProblem(
///   location: ScriptLocation(file: "Search.scenetest", line: 4, column: 16),
///   message: #"expected "=" after the property name, found "==""#)
/// print(problem)
/// // Search.scenetest:4:16: expected "=" after the property name, found "=="
/// ```
public struct ScriptProblem: Sendable, Hashable, CustomStringConvertible {
  /// Where the offending token starts.
  public var location: ScriptLocation
  /// What is wrong, without the location.
  public var message: String

  /// Creates a problem.
  ///
  /// - Parameters:
  ///   - location: Where the offending token starts.
  ///   - message: What is wrong, without the location. Control characters in it other than
  ///     line feeds, such as an escape character quoted from a script, are written as escapes
  ///     (`\u{1B}`), so that printing the problem cannot drive a terminal.
  public init(location: ScriptLocation, message: String) {
    self.location = location
    self.message = ControlCharacter.escaped(message, keepingLineFeeds: true)
  }

  /// The problem as compilers print one: `file:line:column: message`.
  public var description: String { "\(location): \(message)" }
}
