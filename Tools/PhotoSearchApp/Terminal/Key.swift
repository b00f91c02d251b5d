/// A key the user pressed.
enum Key: Sendable, Equatable, CustomStringConvertible {
  case character(Character)
  case up, down, left, right, pageUp, pageDown
  case enter, escape, tab, backspace
  /// The Delete key (forward delete).
  case delete
  /// Ctrl-C.
  case interrupt
  /// Ctrl-D.
  case endOfInput

  var description: String {
    switch self {
    case .character(let character): "\"\(character)\""
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .pageUp: "pageup"
    case .pageDown: "pagedown"
    case .enter: "enter"
    case .escape: "escape"
    case .tab: "tab"
    case .backspace: "backspace"
    case .delete: "delete"
    case .interrupt: "ctrl-c"
    case .endOfInput: "ctrl-d"
    }
  }
}
