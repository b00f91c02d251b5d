/// A problem that stops the reading of a line or JSON text.
struct ScriptFailure: Error {
  let problem: ScriptProblem

  init(_ problem: ScriptProblem) {
    self.problem = problem
  }
}
