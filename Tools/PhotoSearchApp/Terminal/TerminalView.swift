import MVCS

/// A scene's view as the terminal shows it: a title, a body, a status line and the keys it
/// takes.
///
/// A view fills these from what its pipeline observations last delivered, and calls
/// `Screen.setNeedsDisplay()` from those observations; it never calls a store. Keys reach it
/// through `handle(_:)`, which writes the pipeline's inputs.
///
/// Every terminal view renders text (`TextRendering`), so scene tests and scripts check its
/// screen with `expect screen`.
@MainActor
protocol TerminalView: TextRendering {
  /// The scene's name and what it shows, for the top bar.
  var title: String { get }
  /// The keys the screen takes, for the bottom line.
  var keyHelp: String { get }
  /// What the status line shows.
  var status: StatusLine { get }
  /// The lines under the top bar, at most `height` of them.
  func body(width: Int, height: Int) -> [Line]
  /// Acts on a key, by writing the pipeline's inputs.
  func handle(_ key: Key)
  /// Whether Escape goes to `handle(_:)` (to answer an alert the view shows) rather than going
  /// back.
  var takesEscape: Bool { get }
}

extension TerminalView {
  var takesEscape: Bool { false }

  /// The screen as plain text in the standard 80×24 terminal: the top bar without the stage, the
  /// lines the body fills, and the status line when it shows something; no key help, and no
  /// empty lines under the body.
  var renderedText: String {
    let size = TerminalSize.standard
    let body = body(width: size.columns - 1, height: size.rows - 3)
    let frame = Frame(size: size, title: title, stage: "", body: body, status: status, keys: "")
    var lines = [frame.lines[0]] + frame.lines[1...min(max(body.count, 1), size.rows - 3)]
    if status != .none { lines.append(frame.lines[size.rows - 2]) }
    return lines.map { line in
      var text = line.text
      while text.last == " " { text.removeLast() }
      return text
    }.joined(separator: "\n")
  }
}
