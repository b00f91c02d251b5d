public import MVCS
import MVCSSupport

/// The error thrown for a malformed scene script: every problem found, in line order.
///
/// Parsing goes on after a bad line, so one run of a script reports all its problems at once.
/// Its description lists them one a line, in the form editors and CI logs link to.
///
/// ```swift
/// do {
///   _ = try SceneScript.parse("scene Search\nexpcet isLoading == true", file: "Search.scenetest")
/// } catch {
///   print(error)
///   // Search.scenetest:2:1: unknown step "expcet". Did you mean "expect"? Steps: scene, …
/// }
/// ```
public struct ScriptError: Error, Hashable, CustomStringConvertible {
  /// Every problem found, ordered by line and column.
  public var problems: [ScriptProblem]

  /// Creates an error from problems.
  ///
  /// - Parameter problems: The problems, at least one, ordered by line and column.
  public init(problems: [ScriptProblem]) {
    self.problems = problems
  }

  /// The problems, one a line.
  public var description: String {
    problems.map(\.description).joined(separator: "\n")
  }
}
