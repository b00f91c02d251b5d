/// How a piece of text is drawn.
enum TextStyle: Sendable, Equatable {
  case plain
  /// The top bar.
  case bar
  /// Help and secondary text.
  case dim
  /// Emphasis, such as a title.
  case bold
  /// The selected row.
  case selected
  /// An error.
  case error
}

/// One line of a screen: pieces of text, each with a style.
struct Line: Sendable, Equatable, ExpressibleByStringLiteral {
  struct Span: Sendable, Equatable {
    var text: String
    var style: TextStyle
  }

  var spans: [Span]

  init(_ text: String = "", _ style: TextStyle = .plain) {
    spans = text.isEmpty ? [] : [Span(text: text, style: style)]
  }

  init(stringLiteral text: String) { self.init(text) }

  init(spans: [Span]) { self.spans = spans }

  /// The text without styles.
  var text: String { spans.map(\.text).joined() }

  /// How many columns it takes (each character one column: the app draws no wide characters).
  var width: Int { spans.reduce(0) { $0 + $1.text.count } }

  static func + (lhs: Line, rhs: Line) -> Line { Line(spans: lhs.spans + rhs.spans) }

  /// The line cut to a width, ending with `…` when it was longer.
  func truncated(to width: Int) -> Line {
    guard self.width > width else { return self }
    guard width > 0 else { return Line() }
    var left = width - 1
    var kept: [Span] = []
    for span in spans where left > 0 {
      let piece = String(span.text.prefix(left))
      kept.append(Span(text: piece, style: span.style))
      left -= piece.count
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
    let room = max(width - right.count - 1, 0)
    let shown = Line(left, style).truncated(to: room).text
    let gap = max(width - shown.count - right.count, 1)
    return Line(shown + String(repeating: " ", count: gap) + right, style).truncated(to: width)
  }
}

/// Breaks text into lines of at most a width, at spaces where it can.
func wrap(_ text: String, width: Int) -> [String] {
  guard width > 0 else { return [] }
  var lines: [String] = []
  var current = ""
  for word in text.split(separator: " ") {
    if current.isEmpty {
      current = String(word)
    } else if current.count + 1 + word.count <= width {
      current += " " + word
    } else {
      lines.append(current)
      current = String(word)
    }
    while current.count > width {
      lines.append(String(current.prefix(width)))
      current = String(current.dropFirst(width))
    }
  }
  if !current.isEmpty { lines.append(current) }
  return lines
}
