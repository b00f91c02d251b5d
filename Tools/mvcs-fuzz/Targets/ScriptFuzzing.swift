import MVCS
import MVCSTesting

/// Scene scripts and the JSON in them.
enum ScriptFuzzing {
  private static let file = "Fuzz.scenetest"

  /// A script parses into steps or fails with problems that each point into the text, in order.
  static func script(_ text: String) throws(PropertyFailure) -> Outcome {
    let lines = text.split(omittingEmptySubsequences: false) { $0.isNewline }
    let script: SceneScript
    do {
      script = try SceneScript.parse(text, file: file)
    } catch {
      try checkProblems(error, lines: lines, text: text)
      return .rejected
    }
    // Its first step is `scene` or `open`, so some line starts with one of them.
    let namesScene = lines.contains { line in
      let first = line.split { $0.isWhitespace }.first
      return first == "scene" || first == "open"
    }
    try require(namesScene, "parsed a script that names no scene: \(text.debugDescription)")
    try require(
      (try? SceneScript.parse(text, file: file)) == script,
      "parsing the same script twice gave different scripts: \(text.debugDescription)")
    return .accepted
  }

  /// Whether a character is a backslash or a quote with combining marks after it.
  private static func isMarkedSyntax(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    return scalars.count > 1 && (scalars.first == "\\" || scalars.first == "\"")
  }

  private static func checkProblems(
    _ error: ScriptError, lines: [Substring], text: String
  ) throws(PropertyFailure) {
    try require(!error.problems.isEmpty, "a script error lists no problem")
    var previous = (line: 0, column: 0)
    for problem in error.problems {
      let location = problem.location
      let length = lines.indices.contains(location.line - 1) ? lines[location.line - 1].count : 0
      try require(
        location.file == file && (1...lines.count + 1).contains(location.line)
          && (1...length + 1).contains(location.column) && !problem.message.isEmpty,
        "the problem \(problem) points outside the script \(text.debugDescription)")
      try require(
        (previous.line, previous.column) <= (location.line, location.column),
        "the problems are not in line order: \(error.problems)")
      previous = (location.line, location.column)
    }
  }

  /// JSON parses into a value whose text parses back as the same value, or fails with one
  /// problem that points into the text.
  static func json(_ text: String) throws(PropertyFailure) -> Outcome {
    let lines = text.split(omittingEmptySubsequences: false) { $0.isNewline }
    let value: JSONValue
    do {
      value = try JSONValue(parsing: text, file: "Fuzz.json")
    } catch {
      let problem = error.problems.first
      try require(
        error.problems.count == 1
          && problem.map { (1...lines.count + 1).contains($0.location.line) } == true
          && (problem?.location.column ?? 0) >= 1,
        "\(text.debugDescription) failed with misplaced problems: \(error)")
      return .rejected
    }
    let printed = value.description
    // Printing escapes a mark that would join a quote or an escape's backslash.
    try require(
      !printed.contains(where: Self.isMarkedSyntax),
      "\(text.debugDescription) prints as \(printed.debugDescription), where a mark joins a quote "
        + "or a backslash")
    let reparsed = try? JSONValue(parsing: printed)
    try require(
      reparsed == value,
      "\(text.debugDescription) parsed as \(printed), which parses back as "
        + "\(reparsed.map(\.description) ?? "an error")")
    return .accepted
  }
}
