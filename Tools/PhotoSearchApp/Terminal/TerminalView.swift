/// A scene's view as the terminal shows it: a title, a body, a status line and the keys it
/// takes.
///
/// A view fills these from what its pipeline observations last delivered, and calls
/// `Screen.setNeedsDisplay()` from those observations; it never calls a store. Keys reach it
/// through `handle(_:)`, which writes the pipeline's inputs.
@MainActor
protocol TerminalView: AnyObject {
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
}
