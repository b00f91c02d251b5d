import Foundation
import MVCSSupport

/// A JSON value, compared by meaning: object keys in any order, numbers by value.
///
/// Scene scripts and scenarios write values as JSON literals: MVCSTesting's runner compares a
/// pipeline property with one by turning the property's `Encodable` value into a `JSONValue`
/// too, and a scenario's `when` compares a request with one. Equality is
/// semantic, so `{"a": 1, "b": 2.0}` equals `{"b": 2, "a": 1}`. Numbers are `Double`s, as in
/// JavaScript: integers beyond 2⁵³ lose precision (the literal's text keeps every digit).
///
/// Parsing JSON text and converting an `Encodable` value are MVCSTesting's
/// (`init(parsing:file:)`, `init(encoding:)`):
///
/// ```swift
/// let expected = try JSONValue(parsing: #"[{"id": "1"}, {"id": "2"}]"#)
/// let actual = try JSONValue(encoding: [Photo(id: "1"), Photo(id: "2")])
/// actual == expected                                     // true
/// print(expected)                                        // [{"id":"1"},{"id":"2"}]
/// ```
public enum JSONValue: Sendable, Hashable, CustomStringConvertible {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; finite.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; key order does not matter.
  case object([String: JSONValue])

  /// Parses JSON text, which may span lines, stopping at the first problem.
  package static func parse(_ text: String, file: String) throws(ScriptFailure) -> JSONValue {
    var scanner = ScriptScanner(text, file: file, line: 1, isScriptLine: false)
    scanner.skipJSONWhitespace()
    let value = try scanner.jsonValue()
    scanner.skipJSONWhitespace()
    if !scanner.isAtEnd {
      throw scanner.failure("expected end of file after the JSON value, found \(scanner.found)")
    }
    return value
  }

  /// The value as compact JSON, object keys sorted: `{"id":"1","tags":["a"]}`.
  public var description: String {
    var text = ""
    write(to: &text)
    return text
  }

  private func write(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let value): text += Self.text(of: value)
    case .string(let value): Self.writeQuoted(value, to: &text)
    case .array(let elements):
      text += "["
      for (offset, element) in elements.enumerated() {
        if offset > 0 { text += "," }
        element.write(to: &text)
      }
      text += "]"
    case .object(let fields):
      text += "{"
      for (offset, key) in fields.keys.sorted().enumerated() {
        if offset > 0 { text += "," }
        Self.writeQuoted(key, to: &text)
        text += ":"
        fields[key]?.write(to: &text)
      }
      text += "}"
    }
  }

  /// Whether two arrays hold the same elements, each as often, in any order; for other values,
  /// whether they are equal.
  package func hasSameElements(as other: JSONValue) -> Bool {
    guard case .array(let elements) = self, case .array(let otherElements) = other else {
      return self == other
    }
    return elements.count == otherElements.count
      && elements.map(\.description).sorted() == otherElements.map(\.description).sorted()
  }

  /// Whole numbers without a fraction (`20`, not `20.0`); others as Swift prints them, which is
  /// valid JSON for finite values (`1.5`, `1e+20`).
  package static func text(of number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 {
      return String(Int64(number))
    }
    return "\(number)"
  }

  /// Writes a string as JSON. Besides what JSON must escape, it escapes the characters that
  /// could drive a terminal or reorder how text is shown (DEL, C1 controls, line and paragraph
  /// separators, bidirectional controls), and a combining mark right after the opening quote or
  /// an escape, which would otherwise be shown as one character with it.
  package static func writeQuoted(_ string: String, to text: inout String) {
    text += "\""
    var isAfterSyntax = true
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case _
      where scalar.value < 0x20 || ControlCharacter.isRefused(scalar)
        || (isAfterSyntax && joinsPrevious(scalar)):
        // JSON escapes UTF-16 units: a surrogate pair beyond U+FFFF.
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      default:
        text.unicodeScalars.append(scalar)
        isAfterSyntax = false
        continue
      }
      isAfterSyntax = true
    }
    text += "\""
  }

  /// Whether a character is shown as part of the character before it: a combining mark, a
  /// joiner, a variation selector or an emoji modifier.
  private static func joinsPrevious(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default:
      return scalar.properties.isGraphemeExtend || scalar == "\u{200D}"
        || (0x1F3FB...0x1F3FF).contains(scalar.value)
    }
  }
}

extension JSONValue {
  /// The value as JSON when it is `Encodable` and encodes; `nil` otherwise. A set's elements
  /// are sorted, so that equal sets give equal arrays.
  package init?(encodingIfPossible value: Any) {
    if ValueText.isSet(value), let text = ValueText.canonicalJSON(value),
      let json = try? JSONValue.parse(text, file: "JSON")
    {
      self = json
      return
    }
    guard let encodable = value as? any Encodable, let data = try? JSONEncoder().encode(encodable),
      let json = try? JSONValue.parse(String(decoding: data, as: UTF8.self), file: "JSON")
    else { return nil }
    self = json
  }
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// Creates `null`.
  public init(nilLiteral: ()) { self = .null }
  /// Creates a Boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// Creates a number from an integer.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// Creates a number.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// Creates a string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// Creates an array.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// Creates an object; a repeated key keeps its last value.
  public init(dictionaryLiteral fields: (String, JSONValue)...) {
    self = .object(Dictionary(fields, uniquingKeysWith: { _, last in last }))
  }
}
