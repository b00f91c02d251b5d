/// A scenario's `service` line, ready to answer: which calls it answers and its answers in order.
struct ScenarioRule: Sendable {
  /// The service's name, or `*`.
  let service: String
  /// The object a request must contain, if any.
  let condition: JSONValue?
  /// The answers in order; the last repeats.
  let answers: [Answer]

  /// One answer, ready to use.
  struct Answer: Sendable {
    let outcome: Outcome
    let delay: Duration?
    /// Where the answer is written, for errors at answer time.
    let location: ScriptLocation
  }

  enum Outcome: Sendable {
    /// JSON text, from the line or a fixture without placeholders.
    case json(String)
    /// A fixture whose name takes fields of the request: `info-{photoID}.json`.
    case fixture(FixtureName)
    case failure(ServiceFailure)
  }

  /// Whether answering needs the request: a `when`, or a fixture name that takes its fields.
  var readsRequest: Bool {
    condition != nil
      || answers.contains {
        if case .fixture = $0.outcome { true } else { false }
      }
  }

  /// Whether the rule answers a call with this request.
  func matches(_ request: JSONValue?) -> Bool {
    guard let condition else { return true }
    guard let request else { return false }
    return request.contains(condition)
  }
}

/// What a scenario answers one call with, and after how long.
package struct ScenarioResolution: Sendable {
  package enum Outcome: Sendable {
    /// JSON text, to decode as the service's response type.
    case json(String)
    case failure(ServiceFailure)
  }
  package let outcome: Outcome
  /// The line's delay, or else the scenario's `every answer` delay.
  package let delay: Duration?
  /// Where the answer is written.
  package let location: ScriptLocation
}

extension JSONValue {
  /// Whether this value has everything `pattern` has: an object each of its fields (and
  /// recursively), any other value equality.
  func contains(_ pattern: JSONValue) -> Bool {
    guard case .object(let fields) = self, case .object(let wanted) = pattern else {
      return self == pattern
    }
    return wanted.allSatisfy { key, value in fields[key]?.contains(value) ?? false }
  }
}
