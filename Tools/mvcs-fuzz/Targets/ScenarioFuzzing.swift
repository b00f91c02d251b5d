import MVCS

/// Scenarios read from text (`Scenario(name:text:)`), without fixtures.
enum ScenarioFuzzing {
  private static let file = "fuzz.scenario"

  /// A scenario parses and names only services its text names, or fails with problems that
  /// each point into the text, in order, and say how to fix them.
  static func scenario(_ text: String) throws(PropertyFailure) -> Outcome {
    let lines = text.split(omittingEmptySubsequences: false) { $0.isNewline }
    let scenario: Scenario
    do {
      scenario = try Scenario(name: "fuzz", text: text)
    } catch {
      guard case .invalid(let problems) = error else {
        throw PropertyFailure("parsing text failed with \(error), not with problems")
      }
      try require(!problems.isEmpty, "a scenario error lists no problem")
      var previous = (line: 0, column: 0)
      for problem in problems {
        let location = problem.location
        let length =
          lines.indices.contains(location.line - 1) ? lines[location.line - 1].count : 0
        try require(
          location.file == file && (1...lines.count + 1).contains(location.line)
            && (1...length + 1).contains(location.column) && problem.message.contains("To fix"),
          "the problem \(problem) points outside the scenario or has no fix: "
            + text.debugDescription)
        try require(
          (previous.line, previous.column) <= (location.line, location.column),
          "the problems are not in line order: \(problems)")
        previous = (location.line, location.column)
      }
      return .rejected
    }
    for name in scenario.serviceNames {
      try require(
        text.contains(name), "the scenario names \(name), which its text does not: \(text)")
    }
    // Validating against its own names finds nothing; against none, every named service.
    try require(
      (try? scenario.validate(services: scenario.serviceNames)) != nil,
      "a scenario does not validate against its own services: \(text.debugDescription)")
    return .accepted
  }
}
