/// A problem that stops the reading of a line or JSON text.
package struct ScriptFailure: Error {
  package let problem: ScriptProblem

  package init(_ problem: ScriptProblem) {
    self.problem = problem
  }
}
