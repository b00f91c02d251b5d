#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's settings before the app changed them, for the signal handlers to restore.
///
/// Written once by `RawTerminal.enter(drawsEscapes:)`, before the handlers that read it are
/// installed, and never again; a signal handler can only reach global state. On the heap rather
/// than in a global `termios` variable: AddressSanitizer caught `tcgetattr` writing past such a
/// global.
nonisolated(unsafe) private let savedSettings: UnsafeMutablePointer<termios> = {
  let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  settings.initialize(to: termios())
  return settings
}()

/// What else the signal handlers read: whether to write the restoring escape sequence, and
/// where to note an ending signal. Written, like `savedSettings`, before the handlers are
/// installed and never again.
private struct HandlerState {
  var drawsEscapes = true
  /// The write end of the pipe that `noteEndingSignal` writes each signal's number to.
  var signalPipe: Int32 = -1
}

nonisolated(unsafe) private let handlerState: UnsafeMutablePointer<HandlerState> = {
  let state = UnsafeMutablePointer<HandlerState>.allocate(capacity: 1)
  state.initialize(to: HandlerState())
  return state
}()

/// Puts the terminal in raw mode on the alternate screen, and restores it however the app ends.
///
/// In raw mode the terminal sends each key as it is pressed, without echo, and Ctrl-C arrives
/// as a key (the app quits, saves and restores the terminal itself). SIGINT, SIGTERM and SIGHUP
/// end the app the same way: their handler only notes the signal on a pipe that the key reader
/// watches. SIGQUIT and the signals of a crash or a runtime trap (SIGABRT, SIGSEGV, SIGBUS,
/// SIGILL, SIGTRAP, SIGFPE) restore the terminal at once, from the handler, then take their
/// default action (the Swift runtime's backtracer, which hung on such a signal sent with kill,
/// is not called).
enum RawTerminal {
  private static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
  /// The signals that end the app as Ctrl-C does, saving its scenes.
  static let endingSignals = [SIGINT, SIGTERM, SIGHUP]
  /// The signals after which the process cannot go on: the terminal is restored in the handler.
  static let fatalSignals = [SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE]

  /// Whether a terminal of a type takes escape sequences: not when `TERM` is unset, empty or
  /// `dumb`.
  ///
  /// - Parameter term: The value of `TERM`.
  static func drawsEscapes(term: String?) -> Bool {
    guard let term, !term.isEmpty, term != "dumb" else { return false }
    return true
  }

  /// Whether a file descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// The size of the terminal on standard output, if it says.
  static func size() -> TerminalSize? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  /// Enters raw mode, and the alternate screen if the terminal takes escape sequences; installs
  /// the signal handlers.
  ///
  /// - Parameter drawsEscapes: Whether to write escape sequences (see `drawsEscapes(term:)`).
  /// - Returns: A descriptor that becomes readable with one byte, the signal's number, for each
  ///   SIGINT, SIGTERM or SIGHUP; `nil` when the terminal's settings cannot be read and
  ///   changed.
  static func enter(drawsEscapes: Bool) -> Int32? {
    var descriptors: [Int32] = [-1, -1]
    guard tcgetattr(STDIN_FILENO, savedSettings) == 0, pipe(&descriptors) == 0 else {
      return nil
    }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    // A handler must never block: with the pipe full, more of the same signal add nothing.
    _ = fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK)
    handlerState.pointee = HandlerState(drawsEscapes: drawsEscapes, signalPipe: descriptors[1])

    var raw = savedSettings.pointee
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_cflag |= tcflag_t(CS8)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      for descriptor in descriptors { close(descriptor) }
      return nil
    }
    for number in endingSignals { install(noteEndingSignal, for: number) }
    for number in fatalSignals { install(restoreAndRaise, for: number) }
    if drawsEscapes { send(enterSequence) }
    return descriptors[0]
  }

  /// Restores the terminal's settings and screen.
  static func restore() {
    restoreFromHandler()
  }

  /// Writes text to standard output, all of it.
  static func send(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      if written <= 0 { return }
      bytes = bytes.dropFirst(written)
    }
  }

  private static func install(
    _ handler: @convention(c) (Int32) -> Void, for number: Int32
  ) {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    _ = sigaction(number, &action, nil)
  }
}

/// Puts the saved settings back, resets colours, shows the cursor and leaves the alternate
/// screen; async-signal-safe (tcsetattr, write, and a literal: nothing to initialise or
/// allocate).
private func restoreFromHandler() {
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedSettings)
  guard handlerState.pointee.drawsEscapes else { return }
  let sequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  _ = write(STDOUT_FILENO, sequence.utf8Start, sequence.utf8CodeUnitCount)
}

/// Notes SIGINT, SIGTERM or SIGHUP for the key reader, which ends the app as Ctrl-C does.
private func noteEndingSignal(_ signal: Int32) {
  let savedErrno = errno
  var number = UInt8(truncatingIfNeeded: signal)
  _ = write(handlerState.pointee.signalPipe, &number, 1)
  errno = savedErrno
}

/// Restores the terminal, then raises the signal again with its default action: the process
/// ends as the signal ends it (with a core dump for most), in a terminal that works. The
/// signal stays blocked until the handler returns, and is then delivered; signal and raise
/// are async-signal-safe.
private func restoreAndRaise(_ number: Int32) {
  restoreFromHandler()
  _ = signal(number, SIG_DFL)
  _ = raise(number)
}
