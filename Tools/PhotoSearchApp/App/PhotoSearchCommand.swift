import Foundation
import MVCS
import MVCSHTTP

/// The `photo-search` command: the Minya demo on MVCS, in a terminal.
///
/// ```swift
/// exit(await PhotoSearchCommand.main(Array(CommandLine.arguments.dropFirst())))
/// ```
public enum PhotoSearchCommand {
  /// Runs the command: interactively in a terminal, or a key script printing each screen.
  ///
  /// - Parameter arguments: The arguments after the program's name.
  /// - Returns: The exit status: 0, or 64 for a bad command line (a link that does not open
  ///   included) or no terminal, 65 for a bad key script, 66 for a script that cannot be read,
  ///   1 when the app cannot start (the data folder cannot be used included) or the scenes
  ///   cannot be saved at the end, 128 plus the signal's number when SIGINT, SIGTERM or SIGHUP
  ///   ended it (the scenes saved and the last star stored first).
  @MainActor
  public static func main(_ arguments: [String]) async -> Int32 {
    let options: Options
    do {
      options = try Options(parsing: arguments)
    } catch {
      return fail("\(error)\n\n\(Options.usage)", status: 64)
    }
    if options.showsHelp {
      print(Options.usage)
      return 0
    }
    // How the demo stage answers: checked before anything starts, so a misspelt name changes
    // nothing.
    let scenario: Scenario?
    do {
      scenario = try ScenarioFolder.bundled().scenario(for: options)
    } catch let error as OptionsError {
      return fail("\(error)", status: 64)
    } catch {
      return fail("\(error)", status: 1)
    }

    // What drives the app: a script file, keys piped in, or the user at a terminal.
    var script: (text: String, name: String)?
    if let path = options.script {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        return fail(
          "The key script \(path) cannot be read. To fix, check the path (it is relative to "
            + "the current folder: \(FileManager.default.currentDirectoryPath)).", status: 66)
      }
      script = (text, path)
    } else if !RawTerminal.isTerminal(STDIN_FILENO) {
      let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
      guard !text.trimmingWhitespace().isEmpty else { return fail(notATerminal, status: 64) }
      script = (text, "standard input")
    } else if !RawTerminal.isTerminal(STDOUT_FILENO) {
      return fail(notATerminal, status: 64)
    }

    let keys: KeyScript?
    do {
      keys = try script.map { try KeyScript(parsing: $0.text, file: $0.name) }
    } catch {
      return fail("\(error)", status: 65)
    }

    // Where the favourite photos are kept: as with the state file, only an interactive run uses
    // the default folder, so scripts and tests never write to the home folder.
    let favorites: any Storage
    do {
      let folder =
        options.data.map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? (keys == nil
          ? DataFolder.defaultURL(
            environment: ProcessInfo.processInfo.environment,
            home: FileManager.default.homeDirectoryForCurrentUser)
          : nil)
      favorites =
        if let folder {
          try DataFolder(creatingIfMissing: folder).openFavorites()
        } else {
          InMemoryStorage()
        }
    } catch {
      return fail("\(error)", status: 1)
    }

    let session: Session
    do {
      let http = HTTPService(stage: options.stage, timeout: .seconds(10))
      // A scenario with its own timing (slow) replaces the latency the loading states need.
      let latency =
        scenario?.answerDelay != nil
        ? .zero : options.latency ?? (keys == nil ? .milliseconds(300) : .zero)
      session = try Session(
        http: http, latency: latency, scenario: scenario,
        stage: options.stage.description
          + (options.scenario == Options.defaultScenario ? "" : " · \(options.scenario)"),
        size: keys == nil ? RawTerminal.size() ?? .standard : .standard, favorites: favorites)
    } catch {
      return fail("\(error)", status: 1)
    }
    // Where the user was: restored from the state file, saved to it again at the end. Only an
    // interactive run uses the default file, so scripts and tests never write to the home folder.
    let stateFile =
      options.state.map { URL(fileURLWithPath: $0) }
      ?? (keys == nil
        ? FileManager.default.homeDirectoryForCurrentUser.appending(
          path: ".photo-search-state.json")
        : nil)
    if let stateFile { session.restore(from: stateFile) }
    if let link = options.link {
      do {
        try session.open(link)
      } catch {
        session.stateFile = nil  // nothing was done: keep the saved scenes as they were
        session.end()
        return fail("\(error)", status: 64)
      }
    }

    let status: Int32
    if let keys {
      await ScriptRun.run(keys, in: session) {
        print(TerminalText.sanitized($0, keepingLineBreaks: true))
      }
      status = 0
    } else {
      status = await InteractiveRun(
        session: session, term: ProcessInfo.processInfo.environment["TERM"]
      ).run()
    }
    // The last star given or taken off reaches the storage before the app exits.
    await session.waitUntilStored()
    if let problem = session.saveProblem { return fail(problem, status: 1) }
    return status
  }

  private static let notATerminal = """
    photo-search runs interactively only in a terminal, and standard input or output is not \
    one. To fix, run it in a terminal; or drive it with keys, one step a line, and it prints \
    each screen: photo-search --script FILE, or printf 'type cats\\nenter\\n' | photo-search. \
    See photo-search --help.
    """

  private static func fail(_ message: String, status: Int32) -> Int32 {
    // The message may quote a link, a path or a script from outside: no escape sequences.
    let text = TerminalText.sanitized("Error: \(message)\n", keepingLineBreaks: true)
    FileHandle.standardError.write(Data(text.utf8))
    return status
  }
}
