import Foundation
import Testing

@testable import mvcs_fuzz

/// Replays the committed seed corpora of mvcs-fuzz in a normal `swift test`, so a parser that
/// breaks a property on a seed fails here even where libFuzzer is not available.
@MainActor
struct CorpusReplayTests {
  /// Tools/mvcs-fuzz/Corpus, found from this file.
  static let corpus = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Tools/mvcs-fuzz/Corpus")

  @Test(arguments: FuzzTarget.allCases)
  func everySeedKeepsTheTargetsProperties(target: FuzzTarget) throws {
    let files = try Replay.files(in: [Self.corpus.appending(path: target.rawValue).path])
    let result = Replay.replay(target, files: files)
    for failure in result.failures {
      Issue.record("\(failure)")
    }
    // Seeds of both kinds, so that fuzzing starts from the paths of success and of each error.
    #expect(
      result.accepted >= 2 && result.rejected >= 1,
      "\(target.rawValue)'s seeds: \(result.accepted) accepted, \(result.rejected) rejected")
  }

  @Test func commandLineReplaysInputsAndRejectsWhatItCannotRun() throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "mvcs-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appending(path: "changes")
    try Data("insert rows [0-1], move sections [2 -> 0]".utf8).write(to: input)

    #expect(Replay.main(["list-changes", input.path]) == 0)
    #expect(Replay.main(["all", Self.corpus.path]) == 0)
    #expect(Replay.main(["list-change", input.path]) == 64)
    #expect(Replay.main(["list-changes"]) == 64)
    #expect(Replay.main(["list-changes", folder.appending(path: "missing").path]) == 64)
  }
}
