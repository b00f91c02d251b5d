import Foundation

/// Replay mode: runs inputs, such as a target's seed corpus or a crashing input libFuzzer
/// saved, once each through a target, without libFuzzer.
///
/// ```
/// mvcs-fuzz list-changes Tools/mvcs-fuzz/Corpus/list-changes crash-3f2a…
/// mvcs-fuzz all Tools/mvcs-fuzz/Corpus
/// ```
@MainActor
enum Replay {
  static let usage = """
    Usage: mvcs-fuzz <target> <file or folder>...
           mvcs-fuzz all <corpus folder>

    Runs each input once through a fuzz target and checks the target's properties: a corpus
    folder's files, or a crashing input libFuzzer saved. "all" replays <corpus folder>/<target>
    for every target. Targets: \(FuzzTarget.names).
    To fuzz with libFuzzer, run .ci/fuzz (see Tools/mvcs-fuzz/README.md).
    """

  /// Why the command line cannot be replayed.
  enum UsageError: Error, CustomStringConvertible {
    case unknownTarget(String)
    case noInputs(String)
    case unreadable(String)

    var description: String {
      switch self {
      case .unknownTarget(let name):
        return """
          Unknown fuzz target "\(name)". Targets: \(FuzzTarget.names), all. To fix, name one of \
          them first.
          """
      case .noInputs(let target):
        return """
          No inputs given for \(target). To fix, name input files or corpus folders after the \
          target.
          """
      case .unreadable(let path):
        return """
          Cannot read "\(path)": no such file or folder. To fix, give the path of an input file \
          or a corpus folder.
          """
      }
    }
  }

  /// One input that broke a property.
  struct Failure: CustomStringConvertible {
    let target: FuzzTarget
    let file: String
    let failure: PropertyFailure

    var description: String { "\(file): \(target.rawValue): \(failure)" }
  }

  /// Runs the command line and returns the exit status: 0 when every input kept the properties,
  /// 1 when one did not, 64 for a usage error.
  static func main(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first, first != "--help", first != "-h" else {
      print(usage)
      return arguments.isEmpty ? 64 : 0
    }
    do {
      let runs: [(FuzzTarget, [String])]
      if first == "all" {
        guard arguments.count == 2 else { throw UsageError.noInputs("all") }
        let root = URL(filePath: arguments[1])
        runs = try FuzzTarget.allCases.map { target throws(UsageError) in
          (target, try files(in: [root.appending(path: target.rawValue).path]))
        }
      } else {
        guard let target = FuzzTarget(rawValue: first) else {
          throw UsageError.unknownTarget(first)
        }
        guard arguments.count > 1 else { throw UsageError.noInputs(first) }
        runs = [(target, try files(in: Array(arguments.dropFirst())))]
      }
      var failed = false
      for (target, files) in runs {
        let result = replay(target, files: files)
        for failure in result.failures { printError("error: \(failure)") }
        failed = failed || !result.failures.isEmpty
        print(
          "\(result.failures.isEmpty ? "ok" : "FAILED"): \(target.rawValue), \(files.count) "
            + "inputs (\(result.accepted) accepted, \(result.rejected) rejected)")
      }
      return failed ? 1 : 0
    } catch {
      printError("error: \(error)")
      return 64
    }
  }

  /// What replaying inputs through a target found.
  struct Result {
    /// The inputs that broke a property.
    var failures: [Failure] = []
    /// How many inputs the parser accepted.
    var accepted = 0
    /// How many inputs the parser rejected with an error.
    var rejected = 0
  }

  /// Runs each file through a target once.
  ///
  /// - Returns: The inputs that broke a property, and how many were accepted and rejected.
  static func replay(_ target: FuzzTarget, files: [String]) -> Result {
    var result = Result()
    for file in files {
      let input = FileManager.default.contents(atPath: file).map { [UInt8]($0) } ?? []
      do {
        switch try target.run(input) {
        case .accepted: result.accepted += 1
        case .rejected: result.rejected += 1
        }
      } catch {
        result.failures.append(Failure(target: target, file: file, failure: error))
      }
    }
    return result
  }

  /// The files named, and those in the folders named, sorted; hidden files are skipped.
  static func files(in paths: [String]) throws(UsageError) -> [String] {
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw .unreadable(path)
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      files += names.filter { !$0.hasPrefix(".") }.sorted().map {
        URL(filePath: path).appending(path: $0).path
      }
    }
    return files
  }

  private static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
