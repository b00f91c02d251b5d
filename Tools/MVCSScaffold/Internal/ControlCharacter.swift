/// The characters that a value written into generated code must not hold.
///
/// Author and organization names go into `//` comments: a carriage return or a line feed ends
/// the comment and the rest of the value is compiled as Swift. Other control characters,
/// Unicode line and paragraph separators and the bidirectional controls that reorder how text
/// is shown (the "Trojan Source" characters) would make the code read differently from what it
/// is, or drive the terminal that shows it.
enum ControlCharacter {
  /// The first character of a text that generated code must not hold, or `nil` when there is
  /// none.
  static func first(in text: some StringProtocol) -> Unicode.Scalar? {
    text.unicodeScalars.first(where: isRefused)
  }

  /// Whether generated code must not hold a character.
  static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default:
      return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
  }

  /// A character as a message names it: "U+000D (carriage return)".
  static func name(_ scalar: Unicode.Scalar) -> String {
    let code = String(scalar.value, radix: 16, uppercase: true)
    let number = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
    let names: [UInt32: String] = [
      0x00: "null", 0x09: "tab", 0x0A: "line feed", 0x0D: "carriage return", 0x1B: "escape",
      0x7F: "delete", 0x2028: "line separator", 0x2029: "paragraph separator",
    ]
    let kind =
      names[scalar.value]
      ?? (scalar.value >= 0x202A ? "a bidirectional text control" : "a control character")
    return "\(number) (\(kind))"
  }

  /// A text in double quotes with each refused character written as an escape (`\r`,
  /// `\u{1B}`), so that a message shows it instead of acting on it.
  static func quoted(_ text: some StringProtocol) -> String {
    "\"" + escaped(text) + "\""
  }

  /// A text with each refused character written as an escape.
  static func escaped(_ text: some StringProtocol) -> String {
    guard first(in: text) != nil else { return String(text) }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\r": result += "\\r"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      case _ where isRefused(scalar):
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Why a value with a refused character cannot be used, and how to fix it; the caller names
  /// the value first.
  static func problem(_ scalar: Unicode.Scalar) -> String {
    "contains \(name(scalar)). Generated code holds values in comments and strings, where "
      + "such a character could end the comment and turn the rest into code, or change how the "
      + "code reads. To fix, give the value on one line without control characters."
  }
}
