import MVCSSupport

/// The error of a scenario that cannot be loaded, used or answered: each names the file, the
/// line and column where it knows them, the problem, and how to fix it.
///
/// Loading reports every problem of a scenario at once, in line order:
///
/// ```swift
/// do {
///   _ = try Scenario(name: "slow", text: "every answer after 2 s\nservice S fails ofline")
/// } catch {
///   print(error)
///   // slow.scenario:1:21: expected a unit (ms, s or min) right after "2", found a space. To fix, …
///   // slow.scenario:2:17: unknown failure "ofline" after "fails". Did you mean "offline"? …
/// }
/// ```
public enum ScenarioError: Error, Hashable, CustomStringConvertible {
  /// Problems with a scenario's text, its fixtures, or the services it names, each at its file,
  /// line and column, ordered by them.
  case invalid([ScriptProblem])
  /// The folder has no scenario of the name; `available` lists those it has, sorted.
  case notFound(name: String, folder: String, available: [String], suggestion: String?)
  /// The scenario's file cannot be read.
  case unreadable(file: String, reason: String)
  /// The scenario answers a call but cannot make the answer: the request lacks a field a fixture
  /// name uses, names a fixture that is not there, or the JSON does not decode as the service's
  /// response type. The problem is located at the answer in the scenario.
  case unanswerable(ScriptProblem)

  /// The error as developers read it; every problem on a line of its own.
  public var description: String {
    switch self {
    case .invalid(let problems):
      return problems.map(\.description).joined(separator: "\n")
    case .notFound(let name, let folder, let available, let suggestion):
      let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
      let list = available.isEmpty ? "none" : available.joined(separator: ", ")
      return """
        No scenario named \(ControlCharacter.quoted(name, limit: 60)) in \(folder).\(hint) \
        Scenarios: \(list). To fix, use one of these names, or add a file \
        \(ControlCharacter.escaped(name, limit: 60)).\(Scenario.pathExtension) to the folder.
        """
    case .unreadable(let file, let reason):
      return """
        \(file): the scenario cannot be read: \(reason). To fix, check that the file exists and \
        is UTF-8 text.
        """
    case .unanswerable(let problem):
      return problem.description
    }
  }
}
