import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if os(macOS) || os(Linux) || os(Windows)

  /// A pseudo-terminal to run a program in as if a person sat at it, and a screen that replays
  /// what the program draws (cursor moves, erasing, text; colours ignored).
  final class PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
      let description: String
    }

    private let controller: Int32
    /// The terminal side, for the program.
    let device: FileHandle
    private(set) var output: [UInt8] = []
    private var size: (columns: Int, rows: Int)

    init(columns: Int, rows: Int) throws {
      let functions = try PseudoTerminalFunctions()
      controller = functions.open(O_RDWR | O_NOCTTY)
      guard controller >= 0, functions.grant(controller) == 0, functions.unlock(controller) == 0,
        let name = functions.name(controller)
      else { throw Failure(description: "no pseudo-terminal: errno \(errno)") }
      guard let device = FileHandle(forUpdatingAtPath: String(cString: name)) else {
        throw Failure(description: "cannot open \(String(cString: name))")
      }
      self.device = device
      size = (columns, rows)
      resize(columns: columns, rows: rows)
    }

    deinit {
      try? device.close()
      close(controller)
    }

    /// Changes the terminal's size, as a person dragging the window does.
    func resize(columns: Int, rows: Int) {
      size = (columns, rows)
      var window = winsize(
        ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
    }

    /// Types text, as the terminal sends it: `\u{1B}[B` for the down arrow, `\r` for Enter.
    func send(_ text: String) {
      let bytes = Array(text.utf8)
      _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Whether the terminal is in its normal (line-editing, echoing) mode.
    var isInNormalMode: Bool {
      var settings = termios()
      guard tcgetattr(device.fileDescriptor, &settings) == 0 else { return false }
      return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Reads what the program draws until the screen shows a text, or fails after a while.
    ///
    /// - Returns: The screen's lines.
    @discardableResult
    func waitForScreen(containing text: String) throws -> [String] {
      try waitForScreen("\"\(text)\"") { $0.contains { $0.contains(text) } }
    }

    /// Reads what the program draws until it has drawn a text, even if later drawing covered it.
    func waitForOutput(containing text: String) throws {
      _ = try waitForScreen("\"\(text)\" drawn at some point") { _ in
        String(decoding: output, as: UTF8.self).contains(text)
      }
    }

    /// Reads what the program draws until the screen is as expected, or fails after a while.
    ///
    /// - Returns: The screen's lines.
    @discardableResult
    func waitForScreen(_ expected: String, where isExpected: ([String]) -> Bool) throws -> [String]
    {
      // Long enough for a build under a sanitizer on a busy machine; a passing run waits only
      // for the program.
      let deadline = Date().addingTimeInterval(20)
      while true {
        readAvailable(waiting: 50)
        let lines = screen()
        if isExpected(lines) { return lines }
        if Date() > deadline {
          throw Failure(
            description: "The screen never showed \(expected). It shows:\n"
              + lines.joined(separator: "\n"))
        }
      }
    }

    /// Reads whatever the program wrote, waiting up to some milliseconds for the first byte.
    func readAvailable(waiting milliseconds: Int32) {
      var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      var buffer = [UInt8](repeating: 0, count: 4096)
      var wait = milliseconds
      while poll(&descriptor, 1, wait) > 0 {
        let count = read(controller, &buffer, buffer.count)
        if count <= 0 { return }
        output += buffer[..<count]
        wait = 0
      }
    }

    /// The screen the output draws, replayed from the start.
    func screen() -> [String] {
      var grid = Array(
        repeating: Array(repeating: Character(" "), count: size.columns), count: size.rows)
      var row = 0
      var column = 0
      let characters = Array(String(decoding: output, as: UTF8.self))
      var index = 0
      while index < characters.count {
        let character = characters[index]
        index += 1
        switch character {
        case "\u{1B}":
          guard index < characters.count, characters[index] == "[" else { continue }
          index += 1
          var parameters = ""
          while index < characters.count, !characters[index].isLetter, characters[index] != "~" {
            parameters.append(characters[index])
            index += 1
          }
          guard index < characters.count else { break }
          let command = characters[index]
          index += 1
          let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
          switch command {
          case "H":
            row = (numbers.first ?? 1) - 1
            column = (numbers.count > 1 ? numbers[1] : 1) - 1
          case "K" where grid.indices.contains(row):
            for erased in column..<max(size.columns, column) where erased < size.columns {
              grid[row][erased] = " "
            }
          case "J" where parameters == "2":
            grid = grid.map { $0.map { _ in " " } }
          default: break  // colours, modes
          }
        case "\r": column = 0
        case "\n": row += 1
        default:
          if grid.indices.contains(row), grid[row].indices.contains(column) {
            grid[row][column] = character
          }
          column += 1
        }
      }
      return grid.map { String($0) }
    }
  }

  /// posix_openpt, grantpt, unlockpt and ptsname, looked up in the C library at run time: Glibc's
  /// Swift module leaves them out (its headers declare them only for `_XOPEN_SOURCE`).
  private struct PseudoTerminalFunctions {
    let open: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    init() throws {
      let library = dlopen(nil, RTLD_NOW)
      func symbol<Function>(_ name: String, as type: Function.Type) throws -> Function {
        guard let address = dlsym(library, name) else {
          throw PseudoTerminal.Failure(description: "the C library has no \(name)")
        }
        return unsafeBitCast(address, to: type)
      }
      open = try symbol("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
      grant = try symbol("grantpt", as: (@convention(c) (Int32) -> Int32).self)
      unlock = try symbol("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
      name = try symbol(
        "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    }
  }

#endif
