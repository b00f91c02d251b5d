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
