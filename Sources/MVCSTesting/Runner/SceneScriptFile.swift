public import Foundation
public import MVCS
public import Testing

/// A scene script on disk, to run from a test of the app.
///
/// ```swift
/// @MainActor @Test func searchScript() async {
///   await SceneScriptFile("Scripts/Search.scenetest").run(mediator: .app)
/// }
///
/// // Every script in a folder, each as its own test case:
/// @MainActor @Test(arguments: SceneScriptFile.all(in: "Scripts"))
/// func script(_ file: SceneScriptFile) async {
///   await file.run(mediator: .app)
/// }
/// ```
///
/// A failing step is reported at the script's file and line, with a diff of the expected and
/// actual values that shows only what differs, and the journal of the failing step. A malformed
/// script reports every problem, each at its line and column, in one run: lines that do not
/// parse, and names and properties the app lacks.
public struct SceneScriptFile: Sendable, Hashable, CustomStringConvertible,
  CustomTestStringConvertible
{
  /// The extension of scene scripts.
  public static let pathExtension = "scenetest"

  /// The script's absolute path.
  public let path: String
  // Set for the placeholder `all(in:)` returns for a folder with no script: it fails when run, so
  // that a mistyped folder cannot make a parameterised test pass with no cases.
  private var isMissing = false

  /// A script at a path relative to the folder of the Swift file that names it.
  ///
  /// - Parameters:
  ///   - path: The script's path: relative to `filePath`'s folder, or absolute.
  ///   - filePath: The file to resolve `path` from; leave the default, the calling file.
  public init(_ path: String, relativeTo filePath: String = #filePath) {
    if path.hasPrefix("/") {
      self.path = path
    } else {
      self.path =
        URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent(path).standardizedFileURL.path
    }
  }

  /// Every script (`*.scenetest`) in a folder and its subfolders, sorted by path.
  ///
  /// - Parameters:
  ///   - folder: The folder: relative to `filePath`'s folder, or absolute.
  ///   - filePath: The file to resolve `folder` from; leave the default, the calling file.
  /// - Returns: The scripts. When the folder is missing or has none, one placeholder that fails
  ///   when run, saying so: a parameterised test never passes with no cases.
  public static func all(in folder: String, relativeTo filePath: String = #filePath)
    -> [SceneScriptFile]
  {
    let root = SceneScriptFile(folder, relativeTo: filePath).path
    let scripts = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".\(pathExtension)") }
      .sorted()
      .map { SceneScriptFile(root + "/" + $0) }
    guard scripts.isEmpty else { return scripts }
    var missing = SceneScriptFile(root)
    missing.isMissing = true
    return [missing]
  }

  /// The script's file name.
  public var name: String {
    isMissing
      ? "no .\(Self.pathExtension) file in \(URL(fileURLWithPath: path).lastPathComponent)"
      : URL(fileURLWithPath: path).lastPathComponent
  }

  public var description: String { name }

  public var testDescription: String { name }

  /// Parses and runs the script against the app's mediator, reporting failures at its lines.
  ///
  /// - Parameters:
  ///   - mediator: The app's mediator, whose registrations the scene is assembled from.
  ///   - scenarios: A folder of scenarios that the script's `scenario NAME` line also looks in,
  ///     after the script's folder and the nearest `Scenarios` folder at or above it: the
  ///     app's own scenarios, say.
  ///   - fileID: Where a script that cannot be read is reported; leave the default.
  ///   - filePath: Where a script that cannot be read is reported; leave the default.
  ///   - line: Where a script that cannot be read is reported; leave the default.
  ///   - column: Where a script that cannot be read is reported; leave the default.
  @MainActor
  public func run(
    mediator: Mediator, scenarios: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let caller = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isMissing else {
      TestFailure.report(
        "No scene script (*.\(Self.pathExtension)) is in \(path). To fix, check the folder: it is "
          + "relative to the folder of the Swift file that names it.", at: caller)
      return
    }
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      TestFailure.report(
        "The scene script \(path) cannot be read: \(error.localizedDescription). To fix, check "
          + "the path: it is relative to the folder of the Swift file that names it.",
        at: caller)
      return
    }
    await Self.run(
      text, named: name, at: path, mediator: mediator, scenarios: scenarios, caller: caller)
  }

  /// Parses and runs a script's text; `path` locates its failures and fixtures.
  @MainActor
  static func run(
    _ text: String, named name: String, at path: String, mediator: Mediator,
    scenarios: URL? = nil, caller: FailureLocation
  ) async {
    let read = ScriptParser.read(text, file: name)
    let script = SceneScript(file: name, steps: read.steps)
    let problems =
      if read.problems.isEmpty {
        await script.run(mediator: mediator, path: path, scenarios: scenarios)
      } else {
        // A script that does not parse does not run, but its good lines are still checked
        // against the app, so that one run reports every problem, whatever phase finds it.
        ScriptParser.inLineOrder(
          read.problems
            + (await script.resolveProblems(mediator: mediator, path: path, scenarios: scenarios)))
      }
    for problem in problems {
      TestFailure.report(
        problem.message, at: FailureLocation(script: problem.location, path: path, caller: caller))
    }
  }
}
