/// The size of a terminal, in columns and rows.
struct TerminalSize: Sendable, Equatable, CustomStringConvertible {
  var columns: Int
  var rows: Int

  /// The smallest size the app draws in; a smaller terminal gets a note to enlarge it.
  static let minimum = TerminalSize(columns: 40, rows: 8)
  /// The size when the terminal does not say: the classic 80×24.
  static let standard = TerminalSize(columns: 80, rows: 24)

  var description: String { "\(columns)x\(rows)" }
}
