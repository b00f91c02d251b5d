import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the app in the terminal: raw mode, a redraw whenever a view asks, keys as they come.
@MainActor final class InteractiveRun {
  private let session: Session
  /// Whether the terminal takes escape sequences; when not, each screen is printed as lines.
  private let drawsEscapes: Bool
  private var drawnSize: TerminalSize?

  /// - Parameters:
  ///   - session: The app.
  ///   - term: The terminal's type, `TERM`; unset or `dumb` for plain output.
  init(session: Session, term: String?) {
    self.session = session
    drawsEscapes = RawTerminal.drawsEscapes(term: term)
  }

  /// Runs until the user quits, standard input ends or SIGINT, SIGTERM or SIGHUP arrives;
  /// saves the scenes and restores the terminal in each case.
  ///
  /// - Returns: The exit status: 0, or 128 plus the number of the signal that ended it.
  func run() async -> Int32 {
    guard let signals = RawTerminal.enter(drawsEscapes: drawsEscapes) else {
      let message =
        "Error: the terminal's settings cannot be changed, so the app cannot run interactively. "
        + "To fix, run it in a terminal, or pass --script FILE.\n"
      FileHandle.standardError.write(Data(message.utf8))
      return 1
    }
    defer {
      session.end()
      RawTerminal.restore()
    }
    session.screen.onNeedsDisplay = { [weak self] in
      Task { @MainActor in self?.draw() }
    }
    draw()
    var decoder = KeyDecoder()
    events: for await event in Self.events(signals: signals) {
      switch event {
      case .bytes(let bytes):
        for key in decoder.keys(from: bytes) where !session.handle(key) { break events }
      case .resized(let size):
        session.size = size
      case .closed:
        break events
      case .signalled(let number):
        return 128 + number
      }
      draw()
    }
    return 0
  }

  private func draw() {
    guard session.screen.needsDisplay else { return }
    guard drawsEscapes else {
      RawTerminal.send(session.frame().plain)
      return
    }
    if drawnSize != session.size {
      RawTerminal.send("\u{1B}[2J")
      drawnSize = session.size
    }
    RawTerminal.send(session.frame().ansi)
  }

  /// The keys, resizes and ending signals, read on a thread of their own: a wait for input or
  /// a signal, and a check of the terminal's size ten times a second (so no SIGWINCH handler is
  /// needed).
  ///
  /// - Parameter signals: The descriptor `RawTerminal.enter(drawsEscapes:)` returned.
  private static func events(signals: Int32) -> AsyncStream<TerminalEvent> {
    AsyncStream { continuation in
      Thread { readEvents(signals: signals, into: continuation) }.start()
    }
  }

  private nonisolated static func readEvents(
    signals: Int32, into continuation: AsyncStream<TerminalEvent>.Continuation
  ) {
    var lastSize = RawTerminal.size()
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      var descriptors = [
        pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&descriptors, 2, 100) > 0 {
        // A signal first: after SIGHUP, standard input has ended too.
        var number: UInt8 = 0
        if descriptors[0].revents != 0, read(signals, &number, 1) == 1 {
          continuation.yield(.signalled(Int32(number)))
          continuation.finish()
          return
        }
        if descriptors[1].revents != 0 {
          let count = read(STDIN_FILENO, &buffer, buffer.count)
          guard count > 0 else {
            continuation.yield(.closed)
            continuation.finish()
            return
          }
          continuation.yield(.bytes(Array(buffer[..<count])))
        }
      }
      if let size = RawTerminal.size(), size != lastSize {
        lastSize = size
        continuation.yield(.resized(size))
      }
    }
  }
}
