import Foundation
import MVCS
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `photo-search`, run as a person runs it: in a pseudo-terminal, with a key script,
/// and with keys piped in.
///
/// Each test waits for the program on a thread of its own (`onItsOwnThread`), never on the
/// shared cooperative pool: when they blocked the pool's threads, run together on 2 cores (or
/// under a sanitizer, where the program starts slowly), they starved the asynchronous scene tests
/// of other suites. Serialized as well, so that only one program runs at a time.
@Suite(.serialized)
struct ExecutableTests {
  private final class Marker {}

  /// The `photo-search` executable beside the test bundle.
  private func executable() throws -> URL {
    var folder = Bundle.main.bundleURL
    if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
    let candidates = [folder, Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()]
    let found = candidates.map { $0.appending(path: "photo-search") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "photo-search is not built beside the tests in \(candidates)")
  }

  /// The repository's root, where the tour script is.
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs the program with standard input from a pipe, waiting on a thread of its own.
  private func run(_ arguments: [String], input: String) async throws -> (Int32, String, String) {
    try await onItsOwnThread { try runWaiting(arguments, input: input) }
  }

  private func runWaiting(_ arguments: [String], input: String) throws -> (Int32, String, String) {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    process.currentDirectoryURL = root
    let inputPipe = Pipe()
    let output = Pipe()
    let errorOutput = Pipe()
    process.standardInput = inputPipe
    process.standardOutput = output
    process.standardError = errorOutput
    try process.run()
    inputPipe.fileHandleForWriting.write(Data(input.utf8))
    try inputPipe.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errorOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  /// Runs blocking work, such as waiting for the program, on a thread of its own, so that the
  /// test does not hold a thread of the cooperative pool while it waits.
  private func onItsOwnThread<Result: Sendable>(
    _ body: @escaping @Sendable () throws -> Result
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
    }
  }

  /// The program in a new pseudo-terminal of a type (`TERM`; `nil` for none).
  private func startInTerminal(
    _ arguments: [String], term: String? = "xterm-256color", columns: Int = 80, rows: Int = 24
  ) throws -> (Process, PseudoTerminal) {
    let terminal = try PseudoTerminal(columns: columns, rows: rows)
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = term
    process.environment = environment
    process.standardInput = terminal.device
    process.standardOutput = terminal.device
    process.standardError = terminal.device
    try process.run()
    return (process, terminal)
  }

  /// Waits for the program to end, reading what it draws meanwhile; kills it and fails when it
  /// does not end in a while (the Swift runtime's backtracer once hung on a signal sent with
  /// kill).
  private func waitForExit(_ process: Process, drawingTo terminal: PseudoTerminal) throws {
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning {
      terminal.readAvailable(waiting: 50)
      if Date() > deadline {
        kill(process.processIdentifier, SIGKILL)
        throw PseudoTerminal.Failure(description: "photo-search did not end after the signal")
      }
    }
    process.waitUntilExit()
    terminal.readAvailable(waiting: 100)
  }

  /// A path in the temporary folder, for a file the test removes.
  private func temporaryFile(_ extension: String) -> URL {
    FileManager.default.temporaryDirectory
      .appending(path: "photo-search-\(UUID().uuidString).\(`extension`)")
  }

  // MARK: - In a terminal

  @Test func aPersonSearchesPagesOpensAPhotoAndGoesBack() async throws {
    // A state file of its own: an interactive run would use one in the home folder.
    let state = temporaryFile("json")
    defer { try? FileManager.default.removeItem(at: state) }
    try await onItsOwnThread { try searchPagesOpensAPhotoAndGoesBack(state: state) }
  }

  private func searchPagesOpensAPhotoAndGoesBack(state: URL) throws {
    let (process, terminal) = try startInTerminal(["--latency", "300", "--state", state.path])
    defer { if process.isRunning { process.terminate() } }

    try terminal.waitForScreen(containing: "Search: _")
    terminal.send("cats")
    try terminal.waitForScreen(containing: "Search: cats_")
    terminal.send("\r")
    // The loading indicator shows while the demo server takes its 300 ms.
    try terminal.waitForOutput(containing: "◌ Loading the photos for \"cats\"…")
    // Each wait is for the lowest line checked: a frame is drawn from the top down.
    var screen = try terminal.waitForScreen("the first page") {
      $0[2].hasPrefix(" ›  1  Black cat on a sofa")
    }
    #expect(screen[0].hasPrefix(" Photo Search › PhotoList: \"cats\""))
    #expect(screen[0].hasSuffix(" demo "))
    #expect(screen[1].hasPrefix(" 20 of 47 photos · page 1 of 3"))

    terminal.send(String(repeating: "\u{1B}[B", count: 16))
    screen = try terminal.waitForScreen("row 17 of two pages") {
      $0[1].hasPrefix(" 40 of 47 photos · page 2 of 3") && $0.contains { $0.hasPrefix(" › 17  ") }
    }

    terminal.send("\r")
    screen = try terminal.waitForScreen(containing: "→ next:")
    #expect(screen[0].hasPrefix(" Photo Search › PhotoDetail: p"))

    terminal.resize(columns: 100, rows: 30)
    screen = try terminal.waitForScreen("the detail at 100x30") {
      $0[29].hasPrefix(" ← previous · → next · Esc back")
    }
    #expect(screen[0].hasPrefix(" Photo Search › PhotoDetail: p"))
    #expect(screen[0].hasSuffix(String(repeating: " ", count: 50) + "demo "))

    terminal.send("\u{1B}")
    screen = try terminal.waitForScreen("the list again, row 17 highlighted") {
      $0[0].contains("PhotoList: \"cats\"") && $0.contains { $0.hasPrefix(" › 17  ") }
    }

    terminal.send("\u{03}")  // Ctrl-C
    process.waitUntilExit()
    terminal.readAvailable(waiting: 100)
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: terminal.output, as: UTF8.self).hasSuffix("\u{1B}[?1049l"))
    #expect(terminal.isInNormalMode)
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func savesTheScenesAndRestoresTheTerminalWhenTold(toEnd signal: Int32) async throws {
    let state = temporaryFile("json")
    defer { try? FileManager.default.removeItem(at: state) }
    let (status, output, isInNormalMode) = try await onItsOwnThread {
      let (process, terminal) = try startInTerminal(["--latency", "0", "--state", state.path])
      defer { if process.isRunning { process.terminate() } }
      try terminal.waitForScreen(containing: "Search: _")
      #expect(!terminal.isInNormalMode)
      terminal.send("owls\r")
      try terminal.waitForScreen(containing: "6 of 6 photos")

      kill(process.processIdentifier, signal)
      try waitForExit(process, drawingTo: terminal)
      return (
        process.terminationStatus, String(decoding: terminal.output, as: UTF8.self),
        terminal.isInNormalMode
      )
    }
    #expect(status == 128 + signal)
    #expect(output.hasSuffix("\u{1B}[?1049l"))
    #expect(isInNormalMode)
    let saved = try JSONDecoder().decode(SavedNavigation.self, from: Data(contentsOf: state))
    #expect(saved.routes.map(\.scene) == ["PhotoList"])
  }

  /// Whether these tests, and so the program they run, are built with ThreadSanitizer.
  private static let isUnderThreadSanitizer = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil

  // Not under ThreadSanitizer: it runs the handler of a signal sent with `kill` on whichever
  // thread receives it, and a thread it keeps no state for fails its own internal check
  // ("thr->slot != 0") before the handler runs. The plain and AddressSanitizer runs check it.
  @Test(
    .disabled(if: isUnderThreadSanitizer, "ThreadSanitizer cannot run a handler on every thread"),
    arguments: [SIGQUIT, SIGABRT, SIGSEGV])
  func restoresTheTerminalBeforeACrashEndsIt(signal: Int32) async throws {
    let state = temporaryFile("json")
    defer { try? FileManager.default.removeItem(at: state) }
    let (reason, status, output, isInNormalMode) = try await onItsOwnThread {
      let (process, terminal) = try startInTerminal(["--state", state.path])
      defer { if process.isRunning { process.terminate() } }
      try terminal.waitForScreen(containing: "Search: _")
      #expect(!terminal.isInNormalMode)

      kill(process.processIdentifier, signal)
      try waitForExit(process, drawingTo: terminal)
      return (
        process.terminationReason, process.terminationStatus,
        String(decoding: terminal.output, as: UTF8.self), terminal.isInNormalMode
      )
    }
    // Ended by the signal itself, as without the handler; the terminal works again.
    #expect(reason == .uncaughtSignal)
    #expect(status == signal)
    #expect(output.contains("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
    #expect(isInNormalMode)
    // Nothing half-saved: a crash does not save.
    #expect(!FileManager.default.fileExists(atPath: state.path))
  }

  @Test func aHostileLinkCannotDriveTheTerminal() async throws {
    // ESC ] 0 ; … BEL sets the window title; ESC [ 31 m turns text red; CSI (U+009B) 2 J
    // clears the screen; U+202E reverses what follows.
    let link = "photosearch://PhotoList?query=%1B%5D0;pwned%07%1B%5B31mred%C2%9B2J%E2%80%AEtxt"
    let state = temporaryFile("json")
    defer { try? FileManager.default.removeItem(at: state) }
    let (output, screen) = try await onItsOwnThread {
      let (process, terminal) = try startInTerminal(
        ["--latency", "0", "--open", link, "--state", state.path])
      defer { if process.isRunning { process.terminate() } }
      let screen = try terminal.waitForScreen(containing: "No photos match")
      terminal.send("\u{03}")
      process.waitUntilExit()
      terminal.readAvailable(waiting: 100)
      return (terminal.output, screen)
    }
    let text = String(decoding: output, as: UTF8.self)
    #expect(!text.contains("\u{1B}]"))
    #expect(!output.contains(0x07))
    #expect(!text.contains("\u{1B}[31m"))
    #expect(!text.unicodeScalars.contains { $0 == "\u{9B}" || $0 == "\u{202E}" })
    #expect(
      screen[0].hasPrefix(" Photo Search › PhotoList: \"␛]0;pwned␇␛[31mred\u{FFFD}2J\u{FFFD}txt\""))
  }

  @Test(arguments: ["dumb", nil] as [String?])
  func aTerminalWithoutEscapeSequencesGetsPlainLines(term: String?) async throws {
    let state = temporaryFile("json")
    defer { try? FileManager.default.removeItem(at: state) }
    let (output, isInNormalMode) = try await onItsOwnThread {
      let (process, terminal) = try startInTerminal(
        ["--latency", "0", "--state", state.path], term: term)
      defer { if process.isRunning { process.terminate() } }
      try terminal.waitForOutput(containing: "Search: _")
      terminal.send("owls\r")
      try terminal.waitForOutput(containing: "6 of 6 photos")
      terminal.send("\u{03}")
      process.waitUntilExit()
      terminal.readAvailable(waiting: 100)
      return (terminal.output, terminal.isInNormalMode)
    }
    #expect(!output.contains(0x1B))
    #expect(String(decoding: output, as: UTF8.self).contains(" Photo Search › PhotoList: \"owls\""))
    #expect(isInNormalMode)
  }

  // MARK: - Without a terminal

  @Test func theTourScriptPrintsEachScreen() async throws {
    let (status, output, errors) = try await run(
      ["--script", "Tools/photo-search/tour.keys"], input: "")
    #expect(status == 0)
    #expect(errors == "")
    let steps = output.split(separator: "\n").filter { $0.hasPrefix("> ") }
    #expect(steps == ["> start", "> type cats", "> enter", "> down 17", "> enter", "> escape"])
    #expect(output.contains("│ 40 of 47 photos · page 2 of 3 · +20"))
    #expect(output.hasSuffix("└" + String(repeating: "─", count: 72) + "┘\n"))
  }

  @Test func pipedKeysDriveItToo() async throws {
    let (status, output, errors) = try await run([], input: "type owls\nenter\n")
    #expect(status == 0)
    #expect(errors == "")
    #expect(output.contains("│ Photo Search › PhotoList: \"owls\""))
    #expect(output.contains("│ 6 of 6 photos · page 1 of 1"))
  }

  @Test func refusesInteractiveModeWithoutATerminal() async throws {
    let (status, output, errors) = try await run([], input: "")
    #expect(status == 64)
    #expect(output == "")
    #expect(
      errors.hasPrefix(
        "Error: photo-search runs interactively only in a terminal, and standard input or output "
          + "is not one. To fix, run it in a terminal; or drive it with keys"))
  }

  @Test func reportsEveryBadLineOfAScript() async throws {
    let (status, output, errors) = try await run([], input: "type cats\ndwn 3\nresize 80\n")
    #expect(status == 65)
    #expect(output == "")
    #expect(
      errors == """
        Error: standard input:2: unknown step "dwn". Did you mean "down"? The steps are: type, \
        resize, backspace, down, enter, escape, left, pagedown, pageup, right, tab, up.
        standard input:3: "resize" needs COLUMNSxROWS, such as: resize 80x24 (got "80")

        """)
  }

  @Test func anotherStageShowsTheServersErrorOnTheErrorLine() async throws {
    // Port 9 on this machine: nothing listens, so the connection is refused at once.
    let (status, output, _) = try await run(
      ["--stage", "development", "--base-url", "http://127.0.0.1:9"],
      input: "type cats\nenter\n")
    #expect(status == 0)
    #expect(output.contains("│ Photo Search › PhotoList: \"cats\""))
    #expect(output.contains("development (http://127.0.0.1:9) │"))
    #expect(output.contains("│ ! SearchPhotos"))
  }

  @Test func aDeepLinkOpensThePhotoItNames() async throws {
    let script = temporaryFile("keys")
    try "right\nescape\n".write(to: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: script) }
    let (status, output, errors) = try await run(
      ["--open", "photosearch://PhotoDetail?photoID=p018", "--script", script.path], input: "")
    #expect(status == 0)
    #expect(errors == "")
    let screens = output.components(separatedBy: "\n> ")
    try #require(screens.count == 3)
    #expect(screens[0].contains("│ Photo Search › PhotoDetail: p018"))
    #expect(screens[0].contains("│ Black cat in the garden"))
    #expect(screens[1].contains("│ Photo Search › PhotoDetail: p"))
    #expect(!screens[1].contains("│ Photo Search › PhotoDetail: p018"))
    #expect(screens[2].contains("│ Photo Search › Search"))
  }

  @Test func aLinkThatDoesNotOpenSaysWhy() async throws {
    let (status, output, errors) = try await run(
      ["--open", "photosearch://PhotoDetail?photoId=p018"], input: "enter\n")
    #expect(status == 64)
    #expect(output == "")
    #expect(
      errors.hasPrefix(
        "Error: The link photosearch://PhotoDetail?photoId=p018 does not fit the route "
          + "\"PhotoDetail\""))
    #expect(errors.contains("Did you mean \"photoID\"?"))
  }

  @Test func aLinkWithAnUnknownScopeNamesTheScopes() async throws {
    let (status, output, errors) = try await run(
      ["--open", "photosearch://PhotoList?query=cats&scope=colours"], input: "enter\n")
    #expect(status == 64)
    #expect(output == "")
    #expect(
      errors == "Error: \"colours\" is not a search scope. The scopes are all, titles, tags. To "
        + "fix, give one of them, such as scope=tags.\n")
  }

  @Test func aRestartWithTheSameStateFileStartsWhereTheLastRunEnded() async throws {
    let state = temporaryFile("json")
    defer { try? FileManager.default.removeItem(at: state) }
    let (firstStatus, first, _) = try await run(
      ["--state", state.path], input: "type owls\nenter\n")
    #expect(firstStatus == 0)
    #expect(first.contains("│ Photo Search › PhotoList: \"owls\""))

    let (status, output, errors) = try await run(["--state", state.path], input: "enter\n")
    #expect(status == 0)
    #expect(errors == "")
    let screens = output.components(separatedBy: "\n> ")
    try #require(screens.count == 2)
    #expect(screens[0].contains("│ Photo Search › PhotoList: \"owls\""))
    #expect(screens[0].contains("│ 6 of 6 photos · page 1 of 1"))
    #expect(screens[1].contains("│ Photo Search › PhotoDetail: p"))
  }

  @Test func aSavedSceneThatIsNoLongerThereIsNotedOnTheStatusLine() async throws {
    let state = temporaryFile("json")
    defer { try? FileManager.default.removeItem(at: state) }
    try #"{"routes": [{"action": "show", "scene": "Albums", "context": {}}]}"#
      .write(to: state, atomically: true, encoding: .utf8)
    let (status, output, _) = try await run(["--state", state.path], input: "type owls\n")
    #expect(status == 0)
    let screens = output.components(separatedBy: "\n> ")
    try #require(screens.count == 2)
    #expect(screens[0].contains("│ Photo Search › Search"))
    #expect(
      screens[0].contains("│ ! Restored 0 of 1 saved scenes; skipped: - route 1, show Albums"))
    #expect(!screens[1].contains("│ ! Restored"))
  }

  @Test func aStateFileThatIsNotSavedScenesIsLeftAsItIs() async throws {
    let readme = temporaryFile("md")
    defer { try? FileManager.default.removeItem(at: readme) }
    let text = "# Notes\n\nPassed to --state by mistake.\n"
    try text.write(to: readme, atomically: true, encoding: .utf8)
    let (status, output, errors) = try await run(
      ["--state", readme.path], input: "type owls\nenter\n")
    #expect(status == 0)
    #expect(errors == "")
    #expect(output.contains("│ ! The state file \(readme.path.prefix(30))"))
    #expect(try String(contentsOf: readme, encoding: .utf8) == text)
  }

  @Test func aHostileKeyScriptCannotDriveTheTerminal() async throws {
    let (status, output, _) = try await run([], input: "type \u{1B}]0;pwned\u{07}\n")
    #expect(status == 0)
    #expect(!output.contains("\u{1B}"))
    #expect(!output.contains("\u{07}"))
    #expect(output.contains("> type ␛]0;pwned␇\n"))
    #expect(output.contains("│ Search: ␛]0;pwned␇_"))
  }

  @Test func aBadCommandLineSaysWhatToWrite() async throws {
    let (status, _, errors) = try await run(["--stage", "staging"], input: "")
    #expect(status == 64)
    #expect(errors.hasPrefix("Error: "))
    #expect(errors.contains("staging"))
    #expect(errors.contains("USAGE: photo-search"))
  }
}
