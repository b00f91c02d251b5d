/// The failures of a script run, in the order found.
@MainActor
final class FailureCollector {
  var problems: [ScriptProblem] = []
}
