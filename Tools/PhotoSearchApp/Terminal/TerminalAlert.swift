import MVCS

/// A store's `SceneAlert` as the terminal shows it, in place of the screen's body: the title, the
/// message, and the buttons numbered from 1; a digit picks a button and Escape the cancel one.
///
/// A view that shows one answers by writing the picked button's choice to its pipeline, as a
/// SwiftUI or UIKit view answers from its buttons' actions.
struct TerminalAlert<Choice: Sendable> {
  let alert: SceneAlert<Choice>

  /// The lines that replace the body while the alert shows.
  func lines(width: Int) -> [Line] {
    var lines = wrap(alert.title, width: width).map { Line($0, .bold) }
    if let message = alert.message {
      lines += wrap(message, width: width).map { Line($0) }
    }
    lines.append(Line())
    for (number, button) in alert.buttons.enumerated() {
      let style: TextStyle = button.role == .destructive ? .error : .plain
      lines.append(Line("\(number + 1)  ", .bold) + Line(button.label, style))
    }
    return lines
  }

  /// The keys it takes, for the bottom line: `1 Clear · 2 Cancel · Esc cancel`.
  var keyHelp: String {
    let buttons = alert.buttons.enumerated().map { "\($0.offset + 1) \($0.element.label)" }
    let escape = alert.cancelButton.map { ["Esc \($0.label.lowercased())"] } ?? []
    return (buttons + escape + ["Ctrl-C quit"]).joined(separator: " · ")
  }

  /// The choice a key picks: a button's number, or Escape for the cancel button; `nil` for
  /// any other key.
  func choice(for key: Key) -> Choice? {
    switch key {
    case .character(let character):
      guard let number = character.wholeNumberValue, alert.buttons.indices.contains(number - 1)
      else { return nil }
      return alert.buttons[number - 1].choice
    case .escape:
      return alert.cancelButton?.choice
    default:
      return nil
    }
  }
}
