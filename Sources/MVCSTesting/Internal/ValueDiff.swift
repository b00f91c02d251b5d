import MVCS
import MVCSSupport

/// The message of a failed expectation: one line when both values are short or scalars, a
/// unified diff of their pretty-printed JSON when an array or object is long, so that the
/// difference stands out.
enum ValueDiff {
  /// Values whose JSON is longer than this are compared as a diff.
  static let oneLineLimit = 60

  /// The message for an expected value that the actual one does not match.
  ///
  /// - Parameters:
  ///   - oneLine: The message for short values, such as `photos.count is 3, expected 2.`
  ///   - heading: What differs, for the diff, such as `photos is not as expected`.
  ///   - expected: The expected value as JSON; `nil` when it has none.
  ///   - actual: The actual value as JSON; `nil` when it has none.
  static func message(
    _ oneLine: String, heading: String, expected: JSONValue?, actual: JSONValue?
  ) -> String {
    guard let expected, let actual, expected.isContainer || actual.isContainer,
      max(expected.description.count, actual.description.count) > oneLineLimit
    else { return oneLine }
    let diff = LineDiff.unified(
      old: expected.prettyText, new: actual.prettyText, path: "value", context: 3)
    // LineDiff names one file; an expectation has two sides.
    let hunks = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
    return "\(heading) (- expected, + actual):\n--- expected\n+++ actual\n"
      + hunks.joined(separator: "\n").trimmingSuffix("\n")
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}

extension JSONValue {
  /// The value as indented JSON, one element or field a line, keys sorted: the form diffs of
  /// values are made of.
  var prettyText: String {
    var text = ""
    writePretty(to: &text, indent: "")
    return text
  }

  /// Whether the value is an array or an object, which print on several lines.
  var isContainer: Bool {
    switch self {
    case .array, .object: true
    default: false
    }
  }

  private func writePretty(to text: inout String, indent: String) {
    let inner = indent + "  "
    switch self {
    case .array(let values) where !values.isEmpty:
      text += "[\n"
      for (index, value) in values.enumerated() {
        text += inner
        value.writePretty(to: &text, indent: inner)
        text += index == values.count - 1 ? "\n" : ",\n"
      }
      text += indent + "]"
    case .object(let fields) where !fields.isEmpty:
      text += "{\n"
      let keys = fields.keys.sorted()
      for (index, key) in keys.enumerated() {
        text += inner
        JSONValue.writeQuoted(key, to: &text)
        text += ": "
        fields[key]?.writePretty(to: &text, indent: inner)
        text += index == keys.count - 1 ? "\n" : ",\n"
      }
      text += indent + "}"
    default:
      text += description
    }
  }
}

extension NavigationRecord {
  /// The navigation as JSON, to diff it with another.
  var json: JSONValue {
    .object([
      "action": .string(action.rawValue), "scene": scene.map(JSONValue.string) ?? .null,
      "context": .object(context.values.mapValues { $0 as? JSONValue ?? .string("\($0)") }),
    ])
  }
}
