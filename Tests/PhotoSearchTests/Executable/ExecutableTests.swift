import Foundation
import MVCS
import MVCSTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if os(macOS) || os(Linux) || os(Windows)

  /// The built `photo-search`, run as a person runs it: in a pseudo-terminal, with a key script,
  /// and with keys piped in.
  ///
  /// Each test waits for the program on a thread of its own (`waitOnOwnThread`), never on the
  /// shared cooperative pool: when they blocked the pool's threads, run together on 2 cores (or
  /// under a sanitizer, where the program starts slowly), they starved the asynchronous scene tests
  /// of other suites. Serialized as well, so that only one program runs at a time.
  @Suite(.serialized)
  struct ExecutableTests {
    // The tests are in the nested suites, in ExecutableTests+Terminal.swift and
    // ExecutableTests+Script.swift; `.serialized` applies to them too.

    private final class Marker {}

    /// The `photo-search` executable beside the test bundle.
    static func executable() throws -> URL {
      var folder = Bundle.main.bundleURL
      if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
      let candidates = [folder, Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()]
      let found = candidates.map { $0.appending(path: "photo-search") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
      return try #require(found, "photo-search is not built beside the tests in \(candidates)")
    }

    /// The repository's root, where the tour script is.
    static let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()

    /// Runs the program with standard input from a file, waiting on a thread of its own.
    ///
    /// - Parameter environment: Variables to set for it, over the tests' own.
    static func run(
      _ arguments: [String], input: String, environment: [String: String] = [:]
    ) async throws -> (Int32, String, String) {
      try await waitOnOwnThread {
        try runWaiting(arguments, input: input, environment: environment)
      }
    }

    static func runWaiting(
      _ arguments: [String], input: String, environment: [String: String] = [:]
    ) throws -> (Int32, String, String) {
      let process = Process()
      process.executableURL = try executable()
      process.arguments = arguments
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      process.currentDirectoryURL = root
      // Standard input is a file, not a pipe: writing into a pipe the program closed (it may end
      // before it reads, above all under load) raises SIGPIPE, which ends the whole test process.
      let inputFile = temporaryFile("input")
      try Data(input.utf8).write(to: inputFile)
      defer { try? FileManager.default.removeItem(at: inputFile) }
      let inputHandle = try FileHandle(forReadingFrom: inputFile)
      defer { try? inputHandle.close() }
      let output = Pipe()
      let errorOutput = Pipe()
      process.standardInput = inputHandle
      process.standardOutput = output
      process.standardError = errorOutput
      try process.run()
      let outputData = output.fileHandleForReading.readDataToEndOfFile()
      let errorData = errorOutput.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (
        process.terminationStatus, String(decoding: outputData, as: UTF8.self),
        String(decoding: errorData, as: UTF8.self)
      )
    }

    /// The program in a new pseudo-terminal of a type (`TERM`; `nil` for none).
    ///
    /// - Parameter environment: Variables to set for it, over the tests' own and the ones below.
    static func startInTerminal(
      _ arguments: [String], term: String? = "xterm-256color", columns: Int = 80, rows: Int = 24,
      environment extra: [String: String] = [:]
    ) throws -> (Process, PseudoTerminal) {
      let terminal = try PseudoTerminal(columns: columns, rows: rows)
      let process = Process()
      process.executableURL = try executable()
      process.arguments = arguments
      var environment = ProcessInfo.processInfo.environment
      environment["TERM"] = term
      // Every test passes --data: without it, the folder under this cannot be created and the
      // program stops at once, instead of keeping favourites in the home folder.
      environment["XDG_DATA_HOME"] = "/dev/null/tests-pass---data"
      process.environment = environment.merging(extra) { $1 }
      process.standardInput = terminal.device
      process.standardOutput = terminal.device
      process.standardError = terminal.device
      try process.run()
      return (process, terminal)
    }

    /// Waits for the program to end, reading what it draws meanwhile; kills it and fails when it
    /// does not end in a while (the Swift runtime's backtracer once hung on a signal sent with
    /// kill).
    static func waitForExit(_ process: Process, drawingTo terminal: PseudoTerminal) throws {
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

    /// The variables that place the user's folders (home, data, cache, configuration, state,
    /// temporary files) in one folder, so that a test sees everything the program writes.
    static func userFolders(in home: URL) -> [String: String] {
      var environment = ["HOME": home.path, "TMPDIR": home.appending(path: "tmp").path]
      for (name, folder) in [
        "XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "cache", "XDG_CONFIG_HOME": "config",
        "XDG_STATE_HOME": "state",
      ] {
        environment[name] = home.appending(path: folder).path
      }
      return environment
    }

    /// A path in the temporary folder, for a file or folder the test removes.
    static func temporaryFile(_ extension: String) -> URL {
      FileManager.default.temporaryDirectory
        .appending(path: "photo-search-\(UUID().uuidString).\(`extension`)")
    }
  }

#endif
