/// The characters that text from outside must not carry into generated code or a terminal.
///
/// Control characters (C0, DEL and C1, such as ESC, which starts terminal commands), Unicode
/// line and paragraph separators and the bidirectional controls that reorder how text is shown
/// (the "Trojan Source" characters) would make a message or code read differently from what it
/// is, or drive the terminal that shows it. Messages that quote outside text (a script's token,
/// a deep link, a context value) write these characters as escapes instead.
package enum ControlCharacter {
  /// How many characters of a quoted text a message shows before it shortens the text with "…".
  package static let quotedLimit = 200

  /// The first refused character of a text, or `nil` when there is none.
  package static func first(in text: some StringProtocol) -> Unicode.Scalar? {
    text.unicodeScalars.first(where: isRefused)
  }

  /// Whether a character is refused: a control character, a line or paragraph separator, or a
  /// bidirectional control (U+202A to U+202E, U+2066 to U+2069).
  package static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default:
      return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
  }

  /// A text in double quotes with each refused character written as an escape (`\r`,
  /// `\u{1B}`), so that a message shows it instead of acting on it.
  ///
  /// - Parameters:
  ///   - text: The text to quote.
  ///   - limit: How many characters to show before "…"; `nil` shows all.
  package static func quoted(_ text: some StringProtocol, limit: Int? = nil) -> String {
    "\"" + escaped(text, limit: limit) + "\""
  }

  /// A text with each refused character written as an escape.
  ///
  /// - Parameters:
  ///   - text: The text to escape.
  ///   - limit: How many characters to show before "…"; `nil` shows all.
  ///   - keepingLineFeeds: Whether line feeds stay as they are, for a message of several lines
  ///     whose quoted parts hold none.
  package static func escaped(
    _ text: some StringProtocol, limit: Int? = nil, keepingLineFeeds: Bool = false
  ) -> String {
    var text = Substring(text)
    var ellipsis = ""
    if let limit, text.count > limit {
      text = text.prefix(max(0, limit - 1))
      ellipsis = "…"
    }
    guard text.unicodeScalars.contains(where: isRefused) else { return text + ellipsis }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n" where keepingLineFeeds: result += "\n"
      case "\r": result += "\\r"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      case _ where isRefused(scalar):
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + ellipsis
  }
}
