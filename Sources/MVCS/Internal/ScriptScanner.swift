import MVCSSupport

/// A cursor over a script line, or over a JSON text, that reads tokens and reports problems at
/// the token they concern.
///
/// Script lines end at a `#` outside strings (a comment); JSON texts such as fixture files do
/// not, and may span lines.
///
/// It reads Unicode scalars, each as a `Character` of its own, not grapheme clusters: a
/// combining mark after a `"` or a `\` would otherwise form one `Character` with it, and hide
/// the quote or backslash from the JSON syntax (`["\u{301}"]` would not parse). Columns still
/// count characters as editors show them.
package struct ScriptScanner {
  /// The input's Unicode scalars, each as a `Character`.
  package let chars: [Character]
  package var index = 0
  package let file: String
  /// The line of `chars[0]`.
  package let line: Int
  /// Whether the input is one script line, which ends at a `#` outside strings (a comment).
  /// Otherwise it is a JSON text, which may span lines.
  package let isScriptLine: Bool

  package init(_ text: some StringProtocol, file: String, line: Int, isScriptLine: Bool) {
    self.chars = text.unicodeScalars.map(Character.init)
    self.file = file
    self.line = line
    self.isScriptLine = isScriptLine
  }

  /// Whether the index is at the end of the input, or of the line before a comment.
  package var isAtEnd: Bool { isEnd(index) }

  /// The character at the index, `nil` at the end.
  package var current: Character? { isAtEnd ? nil : chars[index] }

  private var endName: String { isScriptLine ? "end of line" : "end of file" }

  private func isEnd(_ position: Int) -> Bool {
    position >= chars.count || (isScriptLine && chars[position] == "#")
  }

  /// The location of a position, counting lines in a multi-line text.
  package func location(of position: Int) -> ScriptLocation {
    let end = min(position, chars.count)
    var line = self.line
    var lineStart = 0
    if !isScriptLine {
      for offset in 0..<end where chars[offset].isNewline {
        // A CR LF pair is one line break.
        if chars[offset] == "\r", offset + 1 < chars.count, chars[offset + 1] == "\n" { continue }
        line += 1
        lineStart = offset + 1
      }
    }
    // Characters as editors count them: a letter and its combining marks are one column.
    let column = String(chars[lineStart..<end]).count + 1
    return ScriptLocation(file: file, line: line, column: column)
  }

  /// A failure with a message, at a position or else the index.
  package func failure(_ message: String, at position: Int? = nil) -> ScriptFailure {
    ScriptFailure(ScriptProblem(location: location(of: position ?? index), message: message))
  }

  /// The token at the index as messages name it after "found": `"=="`, `the string "cats"`,
  /// `end of line`.
  package var found: String { token(at: index) }

  private func token(at start: Int) -> String {
    guard !isEnd(start) else { return endName }
    let first = chars[start]
    if first.isWhitespace { return first.isNewline ? "a line break" : "a space" }
    var end = start + 1
    if first == "\"" {
      var isEscaped = false
      while end < chars.count, !chars[end].isNewline {
        let char = chars[end]
        end += 1
        if isEscaped {
          isEscaped = false
        } else if char == "\\" {
          isEscaped = true
        } else if char == "\"" {
          break
        }
      }
      return "the string \(Self.shortened(chars[start..<end]))"
    }
    if first.isWordLike {
      while !isEnd(end), chars[end].isWordLike { end += 1 }
    } else if first.isOperatorLike {
      while !isEnd(end), chars[end].isOperatorLike { end += 1 }
    }
    return "\"\(Self.shortened(chars[start..<end]))\""
  }

  /// A token as a message quotes it: shortened, and with control characters escaped so that
  /// printing the message cannot drive a terminal.
  private static func shortened(_ token: ArraySlice<Character>) -> String {
    ControlCharacter.escaped(String(token), limit: 24)
  }

  /// Skips spaces between script tokens.
  package mutating func skipSpaces() {
    while index < chars.count, chars[index] == " " || chars[index].isWhitespace { index += 1 }
  }

  private static let jsonWhitespace: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]

  /// Skips JSON whitespace, which is stricter than script spaces so that a literal's text
  /// decodes with `JSONDecoder` whenever it parses here.
  package mutating func skipJSONWhitespace() {
    while index < chars.count, Self.jsonWhitespace.contains(chars[index]) { index += 1 }
  }
}

extension Character {
  package var isDigit: Bool {
    guard let byte = asciiValue else { return false }
    return byte >= 0x30 && byte <= 0x39
  }
  package var isIdentifierHead: Bool {
    guard let byte = asciiValue else { return false }
    return byte == 0x5F || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }
  package var isIdentifierBody: Bool { isIdentifierHead || isDigit }
  fileprivate var isWordLike: Bool {
    isLetter || isNumber || "_.+-".contains(self)
      || unicodeScalars.first?.properties.isGraphemeExtend == true
  }
  fileprivate var isOperatorLike: Bool { "=!<>&|".contains(self) }
}
