import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the terminal sends the app.
enum TerminalEvent: Sendable {
  case bytes([UInt8])
  case resized(TerminalSize)
  /// Standard input ended.
  case closed
}

/// Runs the app in the terminal: raw mode, a redraw whenever a view asks, keys as they come.
@MainActor final class InteractiveRun {
  private let session: Session
  private var drawnSize: TerminalSize?

  init(session: Session) {
    self.session = session
  }

  /// Runs until the user quits or standard input ends; restores the terminal either way.
  ///
  /// - Returns: The exit status.
  func run() async -> Int32 {
    guard RawTerminal.enter() else {
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
    events: for await event in Self.events() {
      switch event {
      case .bytes(let bytes):
        for key in decoder.keys(from: bytes) where !session.handle(key) { break events }
      case .resized(let size):
        session.size = size
      case .closed:
        break events
      }
      draw()
    }
    return 0
  }

  private func draw() {
    guard session.screen.needsDisplay else { return }
    if drawnSize != session.size {
      RawTerminal.send("\u{1B}[2J")
      drawnSize = session.size
    }
    RawTerminal.send(session.frame().ansi)
  }

  /// The keys and resizes, read on a thread of their own: a blocking read, and a check of the
  /// terminal's size ten times a second (so no SIGWINCH handler is needed).
  private static func events() -> AsyncStream<TerminalEvent> {
    AsyncStream { continuation in
      Thread { readEvents(into: continuation) }.start()
    }
  }

  private nonisolated static func readEvents(
    into continuation: AsyncStream<TerminalEvent>.Continuation
  ) {
    var lastSize = RawTerminal.size()
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, 100) > 0 {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else {
          continuation.yield(.closed)
          continuation.finish()
          return
        }
        continuation.yield(.bytes(Array(buffer[..<count])))
      }
      if let size = RawTerminal.size(), size != lastSize {
        lastSize = size
        continuation.yield(.resized(size))
      }
    }
  }
}
