import MVCS

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

/// Where views ask to be drawn again: the interactive app draws on the next turn of the main
/// actor; a script draws after each step.
@MainActor
final class Screen {
  private(set) var needsDisplay = true
  /// Called when a view asks to be drawn again and the screen did not need it yet.
  var onNeedsDisplay: (() -> Void)?

  /// Asks for the screen to be drawn again; called from a view's pipeline observations.
  func setNeedsDisplay() {
    guard !needsDisplay else { return }
    needsDisplay = true
    onNeedsDisplay?()
  }

  /// Notes that the screen was drawn.
  func didDisplay() { needsDisplay = false }
}
