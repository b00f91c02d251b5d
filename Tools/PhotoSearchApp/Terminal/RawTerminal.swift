#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's settings before the app changed them, for the signal handler to restore.
///
/// Written once by `RawTerminal.enter()`, before the handlers that read it are installed, and
/// never again; a signal handler can only reach global state. On the heap rather than in a
/// global `termios` variable: AddressSanitizer caught `tcgetattr` writing past such a global.
nonisolated(unsafe) private let savedSettings: UnsafeMutablePointer<termios> = {
  let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  settings.initialize(to: termios())
  return settings
}()

/// Puts the terminal in raw mode on the alternate screen, and restores it on exit, on Ctrl-C
/// and when the process is told to end (SIGINT, SIGTERM, SIGHUP).
///
/// In raw mode the terminal sends each key as it is pressed, without echo, and Ctrl-C arrives
/// as a key (the app quits and restores the terminal itself).
enum RawTerminal {
  /// Leaves the alternate screen, shows the cursor and resets colours.
  static let restoreSequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  private static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"

  /// Whether a file descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// The size of the terminal on standard output, if it says.
  static func size() -> TerminalSize? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  /// Enters raw mode and the alternate screen.
  ///
  /// - Returns: Whether the terminal's settings could be read and changed.
  static func enter() -> Bool {
    guard tcgetattr(STDIN_FILENO, savedSettings) == 0 else { return false }
    var raw = savedSettings.pointee
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_cflag |= tcflag_t(CS8)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
    for number in [SIGINT, SIGTERM, SIGHUP] {
      _ = signal(number, restoreAndExit)
    }
    send(enterSequence)
    return true
  }

  /// Restores the terminal's settings and screen.
  static func restore() {
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedSettings)
    _ = write(STDOUT_FILENO, restoreSequence.utf8Start, restoreSequence.utf8CodeUnitCount)
  }

  /// Writes text to standard output, all of it.
  static func send(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written <= 0 { return }
      bytes = bytes.dropFirst(written)
    }
  }
}

/// Restores the terminal and ends the process; async-signal-safe (tcsetattr, write, _exit).
private func restoreAndExit(_ signal: Int32) {
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedSettings)
  // A literal: nothing to initialise or allocate inside a signal handler.
  let sequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  _ = write(STDOUT_FILENO, sequence.utf8Start, sequence.utf8CodeUnitCount)
  _exit(128 + signal)
}
