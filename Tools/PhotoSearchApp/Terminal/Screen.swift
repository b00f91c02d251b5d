import MVCS

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
