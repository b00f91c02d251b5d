/// What the terminal sends the app.
enum TerminalEvent: Sendable {
  case bytes([UInt8])
  case resized(TerminalSize)
  /// Standard input ended.
  case closed
  /// SIGINT, SIGTERM or SIGHUP arrived: end as Ctrl-C does.
  case signalled(Int32)
}
