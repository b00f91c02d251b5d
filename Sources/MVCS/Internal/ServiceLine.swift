import MVCSSupport

/// A `service` line, as scene scripts and scenarios write it: which service, which calls
/// (`when {…}`), and its answers in order (`, then …`; the last repeats).
///
/// ```
/// service SearchPhotos returns fixture page-1.json after 1s
/// service SearchPhotos when {"page": 2} fails timeout, then returns fixture page-2.json
/// service * fails offline
/// ```
package struct ServiceLine: Sendable, Hashable {
  /// The service's name, or `*` for every service.
  package var service: ScriptName
  /// What a call's request must be (`when "cats"`) or contain (`when {"page": 2}`), if any.
  package var condition: JSONLiteral?
  /// The answers in order; the last one answers every later call.
  package var answers: [Answer]

  /// Whether the line names every service (`service *`).
  package var isWildcard: Bool { service.text == "*" }

  /// One answer of a line: what, after how long, and where it is written.
  package struct Answer: Sendable, Hashable {
    /// What the service answers.
    package var outcome: Outcome
    /// The delay the line gives (`after 2s`), if any.
    package var delay: Duration?
    /// Where `returns` or `fails` is.
    package var location: ScriptLocation
  }

  /// What an answer is.
  package enum Outcome: Sendable, Hashable {
    /// `returns <json>`.
    case value(JSONLiteral)
    /// `returns fixture photos.json`: the JSON in a file.
    case fixture(ScriptName)
    /// `fails offline`, `fails timeout`, `fails status 500`, `fails "message"`; `nil` for a bare
    /// `fails`, which only scene scripts allow.
    case failure(ServiceFailure?)
  }

  /// The words after `fails`, for messages.
  package static let failureWords = ["offline", "timeout", "status"]
}

extension ScriptScanner {
  /// Reads the rest of a `service` line, after the keyword.
  ///
  /// - Parameter isScenario: Whether the line is in a scenario, which also allows `*`, `when`,
  ///   sequences (`, then`) and requires a failure to say what it is; a scene script prepares one
  ///   answer of one service per line.
  package mutating func serviceLine(isScenario: Bool) throws(ScriptFailure) -> ServiceLine {
    skipSpaces()
    let service: ScriptName
    if current == "*" {
      service = ScriptName("*", at: location(of: index))
      guard isScenario else {
        throw failure(
          "expected a service name after \"service\", found \"*\"; a scene script prepares the "
            + "answers of one service at a time. To fix, name the service, or answer every "
            + "service in a scenario (`service * fails offline`) and use it with `scenario NAME`")
      }
      index += 1
    } else {
      service = try name(
        isScenario
          ? "a service name or \"*\" after \"service\"" : "a service name after \"service\"")
    }
    var condition: JSONLiteral?
    skipSpaces()
    let verbStart = index
    let isWhen = identifier()?.text == "when"
    index = verbStart
    if isWhen, !isScenario {
      throw failure(
        "\"when\" is for scenarios; a scene script prepares answers in the order calls come. "
          + "To fix, prepare the answers in order, or move the line to a scenario")
    }
    var verb = try word(
      isScenario ? ["when", "returns", "fails"] : ["returns", "fails"], "after the service name")
    if verb == "when" {
      skipSpaces()
      guard !isAtEnd else {
        throw failure(
          "expected the request to match after \"when\", such as {\"page\": 2}, found \(found)")
      }
      condition = try literal()
      verb = try word(["returns", "fails"], "after the condition")
    }
    var answers = [try answer(verb, isScenario: isScenario)]
    skipSpaces()
    while current == "," {
      guard isScenario else {
        throw failure(
          "expected end of line after the answer, found \",\"; a scene script prepares one "
            + "answer a line. To fix, write a `service` line for each answer: they answer in order")
      }
      index += 1
      try word(["then"], "after \",\"")
      answers.append(
        try answer(try word(["returns", "fails"], "after \"then\""), isScenario: true))
      skipSpaces()
    }
    try end(after: answers.last?.delay == nil ? "the answer" : "the delay")
    return ServiceLine(service: service, condition: condition, answers: answers)
  }

  /// Reads an answer after its verb, `returns` or `fails`, and its delay.
  private mutating func answer(
    _ verb: String, isScenario: Bool
  ) throws(ScriptFailure) -> ServiceLine.Answer {
    let location = location(of: index - verb.count)
    let outcome: ServiceLine.Outcome
    if verb == "returns" {
      skipSpaces()
      let start = index
      if identifier()?.text == "fixture" {
        outcome = .fixture(try fixtureName())
      } else {
        index = start
        outcome = .value(try jsonLiteral(after: "\"returns\""))
      }
    } else {
      outcome = .failure(try failureKind(isScenario: isScenario))
    }
    var delay: Duration?
    skipSpaces()
    if !isAtEnd, current != "," {
      let start = index
      guard identifier()?.text == "after" else {
        index = start
        let then = isScenario ? ", \", then\"" : ""
        throw failure("expected \"after\"\(then) or end of line after the answer, found \(found)")
      }
      delay = try duration()
    }
    return ServiceLine.Answer(outcome: outcome, delay: delay, location: location)
  }

  /// Reads what a failure is after `fails`: `offline`, `timeout`, `status 500`, a quoted message,
  /// or (in scene scripts) nothing.
  private mutating func failureKind(isScenario: Bool) throws(ScriptFailure) -> ServiceFailure? {
    skipSpaces()
    let start = index
    if current == "\"" { return .message(try jsonString()) }
    let choices =
      "offline, timeout, status N (such as status 500) or a quoted message"
    let word = identifier()?.text
    switch word {
    case "offline": return .offline
    case "timeout": return .timedOut
    case "status":
      skipSpaces()
      let digitsStart = index
      let digits = chars[index...].prefix { $0.isDigit }
      guard (1...3).contains(digits.count), let code = Int(String(digits)), code >= 100,
        !(chars.indices.contains(index + digits.count)
          && chars[index + digits.count].isIdentifierBody)
      else {
        throw failure(
          "expected a status code from 100 to 999 after \"status\", such as status 500, found "
            + found, at: digitsStart)
      }
      index += digits.count
      return .status(code)
    case nil where !isScenario && (isAtEnd || current == ","):
      return nil
    case "after" where !isScenario:
      index = start
      return nil
    default:
      index = start
      guard let word else {
        throw failure("expected \(choices) after \"fails\", found \(found)")
      }
      let hint = Suggestion.hint(for: word, in: ServiceLine.failureWords)
      throw failure(
        "unknown failure \"\(word)\" after \"fails\".\(hint) Failures: \(choices)")
    }
  }

  /// A fixture's file name: a JSON string, or everything up to a space, a comma or a comment.
  private mutating func fixtureName() throws(ScriptFailure) -> ScriptName {
    skipSpaces()
    let start = index
    if current == "\"" {
      return ScriptName(try jsonString(), at: location(of: start))
    }
    while let char = current, !char.isWhitespace, char != "," { index += 1 }
    guard index > start else {
      throw failure("expected a file name after \"fixture\", found \(found)")
    }
    return ScriptName(String(chars[start..<index]), at: location(of: start))
  }
}
