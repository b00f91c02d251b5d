/// One line of a screen: pieces of text, each with a style.
///
/// Text enters a screen only here, and only sanitized (see `TerminalText`): whatever a view
/// puts in a line, from a link, a file, a key script or a server, draws as itself and never
/// drives the terminal.
struct Line: Sendable, Equatable, ExpressibleByStringLiteral {
  struct Span: Sendable, Equatable {
    /// Sanitized text: no control characters.
    fileprivate(set) var text: String
    var style: TextStyle

    init(text: String, style: TextStyle) {
      self.text = TerminalText.sanitized(text)
      self.style = style
    }
  }

  private(set) var spans: [Span]

  init(_ text: String = "", _ style: TextStyle = .plain) {
    spans = text.isEmpty ? [] : [Span(text: text, style: style)]
  }

  init(stringLiteral text: String) { self.init(text) }

  init(spans: [Span]) { self.spans = spans }

  /// The text without styles.
  var text: String { spans.map(\.text).joined() }

  /// How many columns it takes: wide characters take two, combining marks none.
  var width: Int { spans.reduce(0) { $0 + TerminalText.width(of: $1.text) } }

  static func + (lhs: Line, rhs: Line) -> Line { Line(spans: lhs.spans + rhs.spans) }

  /// The line cut to a width, ending with `…` when it was longer.
  func truncated(to width: Int) -> Line {
    guard self.width > width else { return self }
    guard width > 0 else { return Line() }
    var left = width - 1
    var kept: [Span] = []
    for span in spans where left > 0 {
      let piece = span.text.prefix(columns: left)
      kept.append(Span(text: piece, style: span.style))
      left -= TerminalText.width(of: piece)
    }
    kept.append(Span(text: "…", style: spans.last?.style ?? .plain))
    return Line(spans: kept)
  }

  /// The line cut or padded with spaces to exactly a width, padding in the last span's style.
  func padded(to width: Int) -> Line {
    let cut = truncated(to: width)
    let missing = width - cut.width
    guard missing > 0 else { return cut }
    var spans = cut.spans
    if spans.isEmpty {
      spans = [Span(text: String(repeating: " ", count: missing), style: .plain)]
    } else {
      spans[spans.count - 1].text += String(repeating: " ", count: missing)
    }
    return Line(spans: spans)
  }

  /// Text on the left and on the right of a width, cutting the left when both do not fit.
  static func spread(_ left: String, _ right: String, width: Int, style: TextStyle) -> Line {
    let right = TerminalText.sanitized(right)
    let rightWidth = TerminalText.width(of: right)
    let room = max(width - rightWidth - 1, 0)
    let shown = Line(left, style).truncated(to: room).text
    let gap = max(width - TerminalText.width(of: shown) - rightWidth, 1)
    return Line(shown + String(repeating: " ", count: gap) + right, style).truncated(to: width)
  }
}

extension String {
  /// The longest start of the text that fits in a number of columns; a wide character that
  /// would straddle the edge is left out.
  func prefix(columns: Int) -> String {
    var left = columns
    var end = startIndex
    for index in indices {
      let width = TerminalText.width(of: self[index])
      guard width <= left else { break }
      left -= width
      end = self.index(after: index)
    }
    return String(self[..<end])
  }
}

/// Breaks text into lines of at most a width in columns, at spaces where it can.
func wrap(_ text: String, width: Int) -> [String] {
  guard width > 0 else { return [] }
  let text = TerminalText.sanitized(text)
  var lines: [String] = []
  var current = ""
  for word in text.split(separator: " ") {
    if current.isEmpty {
      current = String(word)
    } else if TerminalText.width(of: current) + 1 + TerminalText.width(of: word) <= width {
      current += " " + word
    } else {
      lines.append(current)
      current = String(word)
    }
    while TerminalText.width(of: current) > width {
      // At least one character a line, even one wider than the width.
      let piece = current.prefix(columns: width)
      let head = piece.isEmpty ? String(current.prefix(1)) : piece
      lines.append(head)
      current = String(current.dropFirst(head.count))
    }
  }
  if !current.isEmpty { lines.append(current) }
  return lines
}
