import MVCS
import MVCSSupport

/// The message of a failed expectation: one line when both values are short or scalars, else a
/// diff that shows only the rows that differ, a little context around them, and elides the rest,
/// so that the difference stands out and the message fits on a screen.
///
/// Arrays and objects are diffed a row an element or field (a short element on one line,
/// a long one spread over several), long strings a line at a time, or, on one line, around
/// the first character that differs.
enum ValueDiff {
  /// Values whose JSON is longer than this are compared as a diff.
  static let oneLineLimit = 60
  /// Strings longer than this, or of several lines, are compared as a diff.
  static let oneLineStringLimit = 200
  /// Elements and fields whose JSON is at most this long are one row of the diff.
  static let rowLimit = 100
  /// The longest line of a diff; longer ones are cut, with `…`.
  static let lineLimit = 160
  /// The most lines of a diff; differences past them are counted, not shown.
  static let diffLineLimit = 24
  /// How many equal rows are shown either side of a difference.
  static let context = 2

  /// The message for an expected value that the actual one does not match.
  ///
  /// - Parameters:
  ///   - oneLine: The message for short values, such as `photos.count is 3, expected 2.`
  ///   - heading: What differs, for the diff, such as `photos is not as expected`.
  ///   - detail: A line to show between the heading and the diff, such as the write that set
  ///     the value; evaluated only for a diff.
  ///   - expected: The expected value as JSON; `nil` when it has none.
  ///   - actual: The actual value as JSON; `nil` when it has none.
  static func message(
    _ oneLine: String, heading: String, detail: @autoclosure () -> String? = nil,
    expected: JSONValue?, actual: JSONValue?
  ) -> String {
    let diff = diffText(expected: expected, actual: actual)
    guard let diff else { return oneLine }
    return "\(heading) \(diff.legend):\n" + (detail().map { $0 + "\n" } ?? "") + diff.text
  }

  /// The diff of two values and its legend, or `nil` when the one-line message says it all.
  private static func diffText(
    expected: JSONValue?, actual: JSONValue?
  ) -> (legend: String, text: String)? {
    guard let expected, let actual else { return nil }
    if case .string(let old) = expected, case .string(let new) = actual {
      guard
        old.contains("\n") || new.contains("\n") || max(old.count, new.count) > oneLineStringLimit
      else { return nil }
      return stringDiff(old: old, new: new)
    }
    guard expected.isContainer || actual.isContainer,
      max(expected.description.count, actual.description.count) > oneLineLimit
    else { return nil }
    let unit = expected.rowUnit ?? actual.rowUnit ?? "lines"
    let old = expected.rows
    let new = actual.rows
    // Two arrays or two objects: their brackets frame the diff, and the elided rows are counted
    // without them.
    if old.count > 2, new.count > 2, old.first == new.first, old.last == new.last {
      let lines = LineDiff.compact(
        old: Array(old.dropFirst().dropLast()), new: Array(new.dropFirst().dropLast()),
        context: context)
      return (
        "(- expected, + actual)",
        " \(old[0])\n" + text(of: lines, unit: unit) + "\n \(old[old.count - 1])"
      )
    }
    let lines = LineDiff.compact(old: old, new: new, context: context)
    return ("(- expected, + actual)", text(of: lines, unit: unit))
  }

  /// A diff of two long strings: by line when either has several, else around the first and
  /// last characters that differ.
  private static func stringDiff(old: String, new: String) -> (legend: String, text: String) {
    let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let newLines = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if oldLines.count > 1 || newLines.count > 1 {
      let lines = LineDiff.compact(old: oldLines, new: newLines, context: context)
      return ("(- expected, + actual, by line)", text(of: lines, unit: "lines"))
    }
    let oldCharacters = Array(old)
    let newCharacters = Array(new)
    var prefix = 0
    while prefix < min(oldCharacters.count, newCharacters.count),
      oldCharacters[prefix] == newCharacters[prefix]
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(oldCharacters.count, newCharacters.count) - prefix,
      oldCharacters[oldCharacters.count - 1 - suffix]
        == newCharacters[newCharacters.count - 1 - suffix]
    {
      suffix += 1
    }
    let around = 30
    func window(_ characters: [Character]) -> String {
      let start = max(0, prefix - around)
      let end = min(characters.count, characters.count - suffix + around)
      let middle = String(characters[start..<end])
      return (start > 0 ? "…" : "") + cut(middle, to: lineLimit - 4)
        + (end < characters.count ? "…" : "")
    }
    return (
      "from character \(prefix + 1) of \(old.count) expected, \(new.count) actual "
        + "(- expected, + actual)",
      "- \(window(oldCharacters))\n+ \(window(newCharacters))"
    )
  }

  /// The diff's lines as text, cut to ``diffLineLimit`` lines of at most ``lineLimit``
  /// characters.
  private static func text(of diff: [DiffLine], unit: String) -> String {
    var lines = diff.map { line in
      switch line {
      case .same(let text): " " + cut(text, to: lineLimit - 1)
      case .removed(let text): "-" + cut(text, to: lineLimit - 1)
      case .added(let text): "+" + cut(text, to: lineLimit - 1)
      case .elided(let count): " … \(count) equal \(count == 1 ? String(unit.dropLast()) : unit) …"
      }
    }
    if lines.count > diffLineLimit {
      let hidden = diff[(diffLineLimit - 1)...].filter {
        if case .same = $0 { return false }
        if case .elided = $0 { return false }
        return true
      }.count
      lines = Array(lines.prefix(diffLineLimit - 1))
      lines.append(" … and \(hidden) more differing lines, not shown …")
    }
    return lines.joined(separator: "\n")
  }

  /// The text cut to at most `limit` characters, ending in `…` when cut.
  static func cut(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }

  /// A value's text short enough for one line of a message: whole when short, else its start
  /// and its size, such as `[{"id":"1"},{"id":"2"},{… (100 elements)`.
  ///
  /// - Parameters:
  ///   - text: The value as text.
  ///   - json: The value as JSON, when it has one, to count its elements.
  static func summary(
    _ text: String, json: @autoclosure () -> JSONValue?, limit: Int = 80
  ) -> String {
    guard text.count > limit else { return text }
    let size =
      switch json() {
      case .array(let elements): "\(elements.count) elements"
      case .object(let fields): "\(fields.count) fields"
      default: "\(text.count) characters"
      }
    return String(text.prefix(limit - 20)) + "… (\(size))"
  }
}

extension JSONValue {

  /// The value as lines of indented JSON, keys sorted: a container spread one element or field
  /// a line, each element or field on one line when short.
  var rows: [String] {
    var rows: [String] = []
    writeRows(to: &rows, prefix: "", indent: "", isLast: true, isTop: true)
    return rows
  }

  /// What one row of the value is, for counting elided ones: `rows` for an array whose
  /// elements each fit on one, `fields` for such an object; `nil` otherwise.
  var rowUnit: String? {
    switch self {
    case .array(let values)
    where values.allSatisfy({ $0.description.count <= ValueDiff.rowLimit }):
      "rows"
    case .object(let fields)
    where fields.values.allSatisfy({ $0.description.count <= ValueDiff.rowLimit }):
      "fields"
    default: nil
    }
  }

  /// Whether the value is an array or an object, which print on several lines.
  var isContainer: Bool {
    switch self {
    case .array, .object: true
    default: false
    }
  }

  private func writeRows(
    to rows: inout [String], prefix: String, indent: String, isLast: Bool, isTop: Bool
  ) {
    let comma = isLast ? "" : ","
    let inner = indent + "  "
    switch self {
    case .array(let values)
    where !values.isEmpty && (isTop || description.count > ValueDiff.rowLimit):
      rows.append(indent + prefix + "[")
      for (index, value) in values.enumerated() {
        value.writeRows(
          to: &rows, prefix: "", indent: inner, isLast: index == values.count - 1, isTop: false)
      }
      rows.append(indent + "]" + comma)
    case .object(let fields)
    where !fields.isEmpty && (isTop || description.count > ValueDiff.rowLimit):
      rows.append(indent + prefix + "{")
      let keys = fields.keys.sorted()
      for (index, key) in keys.enumerated() {
        var name = ""
        JSONValue.writeQuoted(key, to: &name)
        fields[key]?.writeRows(
          to: &rows, prefix: name + ": ", indent: inner, isLast: index == keys.count - 1,
          isTop: false)
      }
      rows.append(indent + "}" + comma)
    default:
      rows.append(indent + prefix + description + comma)
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
