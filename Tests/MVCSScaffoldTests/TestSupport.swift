import Foundation
import MVCSTestSupport
import Testing

@testable import MVCSScaffold

/// The repository's root folder.
let repositoryFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Whether golden files are re-recorded rather than compared: `MVCS_RECORD_GOLDEN=1`.
let isRecording = ProcessInfo.processInfo.environment["MVCS_RECORD_GOLDEN"] == "1"

/// A new empty folder, removed when the test ends.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "mvcs-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// A path inside the folder.
  func path(_ relative: String) -> String { url.appending(path: relative).path }

  /// Writes a file, making its folders.
  func write(_ relative: String, _ contents: String) throws {
    let file = url.appending(path: relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: file, atomically: false, encoding: .utf8)
  }

  /// Reads a file.
  func read(_ relative: String) throws -> String {
    try String(contentsOf: url.appending(path: relative), encoding: .utf8)
  }

  /// Makes a folder and the folders above it.
  func makeFolder(_ relative: String) throws {
    try FileManager.default.createDirectory(
      at: url.appending(path: relative), withIntermediateDirectories: true)
  }

  /// Every file under the folder (or one of its folders), by path relative to it, with its
  /// contents; hidden files included.
  func files(under relative: String = "") -> [String: String] {
    let root = relative.isEmpty ? url : url.appending(path: relative)
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let absolute = root.appending(path: path).path
      guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      files[path] = (try? String(contentsOfFile: absolute, encoding: .utf8)) ?? "<binary>"
    }
    return files
  }

  /// Every file and folder under the folder, by relative path.
  var entries: Set<String> {
    var entries: Set<String> = []
    let enumerator = FileManager.default.enumerator(atPath: url.path)
    while let path = enumerator?.nextObject() as? String { entries.insert(path) }
    return entries
  }
}

/// What a run of the tool printed and returned.
struct ToolRun: Equatable {
  var status: Int32
  var output: String
  var errorOutput: String
}

/// 2026-01-31, for the `date` and `year` placeholders.
let fixedDate = Date(timeIntervalSince1970: 1_769_860_800)

/// Runs the tool in a folder, capturing what it prints.
func runTool(_ arguments: [String], in folder: URL) -> ToolRun {
  var output = ""
  var errorOutput = ""
  let tool = Tool(
    currentFolder: folder, now: fixedDate, timeZone: TimeZone(identifier: "UTC")!,
    output: { output += $0 }, errorOutput: { errorOutput += $0 })
  let status = tool.run(arguments)
  return ToolRun(status: status, output: output, errorOutput: errorOutput)
}

/// Runs the tool with a command line written as one string, split at spaces.
func runTool(_ commandLine: String, in folder: URL) -> ToolRun {
  runTool(commandLine.split(separator: " ").map(String.init), in: folder)
}

/// A temporary package folder with an empty module, `Sources/MyApp`.
func makePackage(module: String = "MyApp") throws -> TemporaryFolder {
  let folder = try TemporaryFolder()
  try folder.makeFolder("Sources/\(module)")
  return folder
}

// MARK: - Golden files

/// The folder of the golden files.
let goldenFolder = repositoryFolder.appending(path: "Tests/MVCSScaffoldTests/Golden")

/// Compares files with the golden files under a folder of `Golden/`, both ways: each golden
/// file must be made with the same text, and nothing else may be made. With
/// `MVCS_RECORD_GOLDEN=1`, records the files as the golden ones instead.
///
/// Golden files are named with `.golden` after the file's own name, so that neither the
/// compiler nor `swift format lint` takes them for sources.
func expectGolden(
  _ files: [String: String], in name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let folder = goldenFolder.appending(path: name)
  if isRecording {
    try? FileManager.default.removeItem(at: folder)
    for (path, contents) in files {
      let file = folder.appending(path: path + ".golden")
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: file, atomically: false, encoding: .utf8)
    }
    Issue.record(
      "Recorded the golden files in Golden/\(name); run again without MVCS_RECORD_GOLDEN.",
      sourceLocation: sourceLocation)
    return
  }
  var golden: [String: String] = [:]
  let enumerator = FileManager.default.enumerator(atPath: folder.path)
  while let path = enumerator?.nextObject() as? String {
    var isFolder: ObjCBool = false
    let absolute = folder.appending(path: path).path
    if path.hasSuffix(".golden"),
      FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder),
      !isFolder.boolValue
    {
      golden[String(path.dropLast(".golden".count))] = try String(
        contentsOfFile: absolute, encoding: .utf8)
    }
  }
  #expect(
    files.keys.sorted() == golden.keys.sorted(),
    "The files made differ from Golden/\(name); to re-record, run with MVCS_RECORD_GOLDEN=1.",
    sourceLocation: sourceLocation)
  for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
    guard let expected = golden[path] else { continue }
    #expect(
      contents == expected,
      "\(path) differs from Golden/\(name)/\(path).golden; re-record with MVCS_RECORD_GOLDEN=1.",
      sourceLocation: sourceLocation)
  }
}

/// Compares a text with a golden file, or records it with `MVCS_RECORD_GOLDEN=1`.
func expectGolden(
  _ text: String, file name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let file = goldenFolder.appending(path: name)
  if isRecording {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: false, encoding: .utf8)
    Issue.record(
      "Recorded Golden/\(name); run again without MVCS_RECORD_GOLDEN.",
      sourceLocation: sourceLocation)
    return
  }
  let expected = try String(contentsOf: file, encoding: .utf8)
  #expect(
    text == expected,
    "The text differs from Golden/\(name); to re-record, run with MVCS_RECORD_GOLDEN=1.",
    sourceLocation: sourceLocation)
}

// MARK: - The executable

/// The built `mvcs` executable beside the test bundle.
func mvcsExecutable() throws -> URL {
  var folder = Bundle.main.bundleURL
  if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
  let candidates = [folder, Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent()]
  let found = candidates.map { $0.appending(path: "mvcs") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  return try #require(found, "mvcs is not built beside the tests in \(candidates)")
}

private final class BundleMarker {}

// MARK: - Waiting

#if os(macOS) || os(Linux) || os(Windows)
  /// Runs a program to its end, waiting on a thread of its own, and returns its exit status and
  /// what it wrote to standard output and standard error.
  func runProgram(_ executable: URL, _ arguments: [String], in folder: URL? = nil) async throws
    -> (status: Int32, output: String, errorOutput: String)
  {
    try await waitOnOwnThread {
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      if let folder { process.currentDirectoryURL = folder }
      let output = Pipe()
      let errorOutput = Pipe()
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
  }
#endif

/// The usage `mvcs new` prints after an error on its command line.
let newUsage = """
  Usage: mvcs new <name> [--output <dir>] [--module <name>] [--service <name>]
                  [--storage <name>] [--context <name:Type>] [--link <link>]
                  [--result <Type>] [--message <name>] [--templates <dir>]
                  [--author <name>] [--organization <name>] [--dry-run] [--force]
    See 'mvcs new --help' for more information.

  """
