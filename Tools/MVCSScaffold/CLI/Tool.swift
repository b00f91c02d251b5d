import Foundation
import MVCSSupport

/// The `mvcs` command line tool: generates MVCS scenes from templates.
///
/// The `mvcs` executable and the `MVCSPlugin` command plugin both run it:
///
/// ```swift
/// exit(Tool().run(Array(CommandLine.arguments.dropFirst())))
/// ```
///
/// `mvcs help` describes the subcommands; ``ExitCode`` lists the exit statuses.
public struct Tool {
  /// The version `mvcs --version` prints.
  public static let version = "0.1.0"

  /// The folder relative paths start from.
  var currentFolder: URL
  /// Now, for the `date` and `year` placeholders.
  var now: Date
  /// The time zone `date` and `year` are in.
  var timeZone: TimeZone
  /// Writes to standard output.
  var output: (String) -> Void
  /// Writes to standard error.
  var errorOutput: (String) -> Void

  /// A tool that works in the current directory and prints to standard output and error.
  public init() {
    self.init(
      currentFolder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      now: Date(), timeZone: .current,
      output: { FileHandle.standardOutput.write(Data($0.utf8)) },
      errorOutput: { FileHandle.standardError.write(Data($0.utf8)) })
  }

  init(
    currentFolder: URL, now: Date, timeZone: TimeZone, output: @escaping (String) -> Void,
    errorOutput: @escaping (String) -> Void
  ) {
    self.currentFolder = currentFolder
    self.now = now
    self.timeZone = timeZone
    self.output = output
    self.errorOutput = errorOutput
  }

  /// Runs the tool with the arguments that follow its name.
  ///
  /// - Parameter arguments: The command line, without `mvcs` itself.
  /// - Returns: The exit status; see ``ExitCode``.
  public func run(_ arguments: [String]) -> Int32 {
    do {
      return try dispatch(arguments).rawValue
    } catch {
      // Messages quote what the user gave; a control character in it is shown, not obeyed.
      var text = error.lines.map { "Error: \(ControlCharacter.escaped($0))\n" }.joined()
      if case .usage(_, let command) = error { text += command.errorFooter + "\n" }
      errorOutput(text)
      return error.exitCode.rawValue
    }
  }

  private func dispatch(_ arguments: [String]) throws(ScaffoldError) -> ExitCode {
    guard let first = arguments.first else {
      output(Command.root.helpText)
      return .success
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "new": return try runNew(rest)
    case "templates": return try runTemplates(rest)
    case "help": return try runHelp(rest)
    case "-h", "--help":
      output(Command.root.helpText)
      return .success
    case "--version":
      guard rest.isEmpty else {
        throw .usage(rest.map { .unexpectedArgument($0) }, command: .root)
      }
      output(Self.version + "\n")
      return .success
    default:
      let parsed = Command.root.parse([first])
      if first.hasPrefix("-"), !parsed.problems.isEmpty {
        throw .usage(parsed.problems, command: .root)
      }
      let names = Command.subcommands.map(\.name)
      throw .usage(
        [.unknownSubcommand(first, suggestion: Suggestion.closest(to: first, in: names))],
        command: .root)
    }
  }

  // MARK: - help

  private func runHelp(_ arguments: [String]) throws(ScaffoldError) -> ExitCode {
    let parsed = Command.help.parse(arguments)
    if parsed.wantsHelp {
      output(Command.help.helpText)
      return .success
    }
    guard parsed.problems.isEmpty else { throw .usage(parsed.problems, command: .help) }
    guard let name = parsed.arguments.first else {
      output(Command.root.helpText)
      return .success
    }
    guard let command = Command.subcommands.first(where: { $0.name == name }) else {
      let names = Command.subcommands.map(\.name)
      throw .usage(
        [.unknownSubcommand(name, suggestion: Suggestion.closest(to: name, in: names))],
        command: .help)
    }
    output(command.helpText)
    return .success
  }

  // MARK: - Paths

  func url(_ path: String) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : currentFolder.appending(path: path).standardizedFileURL
  }

  func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// A path inside a folder as the user would type it: `Sources/…` for `.`, `app/Sources/…`.
  static func join(_ folder: String, _ path: String) -> String {
    if folder == "." || folder.isEmpty { return path }
    if path.isEmpty { return folder }
    return folder.hasSuffix("/") ? folder + path : folder + "/" + path
  }
}
