/// A whole screen: the top bar, the scene's body, the status line and the keys.
struct Frame: Sendable, Equatable {
  let size: TerminalSize
  /// Exactly `size.rows` lines, each exactly `size.columns` wide.
  let lines: [Line]

  /// Lays a scene out in a size: the bar on top, the body, then the status and key lines.
  init(
    size: TerminalSize, title: String, stage: String, body: [Line], status: StatusLine,
    keys: String
  ) {
    self.size = size
    let width = size.columns
    guard size.columns >= TerminalSize.minimum.columns, size.rows >= TerminalSize.minimum.rows
    else {
      let note = Line("Too small: needs \(TerminalSize.minimum).")
      lines = ([note] + Array(repeating: Line(), count: max(size.rows - 1, 0)))
        .map { $0.padded(to: width) }
      return
    }
    var lines = [Line.spread(" Photo Search › \(title)", "\(stage) ", width: width, style: .bar)]
    let bodyHeight = size.rows - 3
    lines += (body.prefix(bodyHeight) + Array(repeating: Line(), count: bodyHeight))
      .prefix(bodyHeight).map { (Line(" ") + $0).truncated(to: width) }
    switch status {
    case .none: lines.append(Line())
    case .loading(let text): lines.append(Line(" ◌ \(text)", .dim))
    case .error(let text): lines.append(Line(" ! \(text)", .error))
    case .note(let text): lines.append(Line(" \(text)"))
    }
    lines.append(Line(" \(keys)", .dim))
    self.lines = lines.map { $0.padded(to: width) }
  }

  /// The screen as plain text in a box, for scripts and CI.
  var boxed: String {
    let rule = String(repeating: "─", count: size.columns)
    return (["┌\(rule)┐"] + lines.map { "│\($0.text)│" } + ["└\(rule)┘"]).joined(separator: "\n")
  }

  /// The screen as plain lines, for a terminal that takes no escape sequences (`TERM=dumb`):
  /// each redraw prints the whole screen again below the last.
  var plain: String {
    // Without trailing spaces: a full-width line would wrap on some terminals.
    lines.map { line in
      var text = line.text
      while text.last == " " { text.removeLast() }
      return text
    }.joined(separator: "\n") + "\n"
  }

  /// The escape sequences that draw the screen over the whole terminal.
  var ansi: String {
    var out = "\u{1B}[H"
    for (row, line) in lines.enumerated() {
      out += "\u{1B}[\(row + 1);1H"
      for span in line.spans { out += Self.code(for: span.style) + span.text + "\u{1B}[0m" }
      out += "\u{1B}[K"
    }
    return out
  }

  private static func code(for style: TextStyle) -> String {
    switch style {
    case .plain: ""
    case .bar, .selected: "\u{1B}[7m"
    case .dim: "\u{1B}[2m"
    case .bold: "\u{1B}[1m"
    case .error: "\u{1B}[1;31m"
    }
  }
}
