import Foundation
import Testing

@testable import MVCSScaffold

struct FileTransactionTests {
  @Test func writesEveryFileMakingItsFolders() throws {
    let folder = try TemporaryFolder()
    try FileTransaction(root: folder.url).commit([
      .init(path: "a/b.swift", contents: "b\n"), .init(path: "c.swift", contents: "c\n"),
    ])
    #expect(folder.files() == ["a/b.swift": "b\n", "c.swift": "c\n"])
  }

  /// A file planned as new that another program makes before the commit, as between planning
  /// and writing, is left alone, and nothing else is written.
  @Test func neverReplacesAFileThatAppearedWhereANewOneGoes() throws {
    let folder = try TemporaryFolder()
    try folder.write("b/late.swift", "// theirs\n")
    var thrown: ScaffoldError?
    do {
      try FileTransaction(root: folder.url).commit([
        .init(path: "a/first.swift", contents: "first\n"),
        .init(path: "b/late.swift", contents: "ours\n"),
      ])
    } catch {
      thrown = error
    }
    let error = try #require(thrown)
    #expect(error.exitCode == .cannotCreate)
    #expect(
      error.description == """
        Cannot write b/late.swift: a file appeared there while mvcs was writing, and was left \
        alone. Nothing was written: the files written before it were removed. To fix, run again: \
        the file is then skipped, or overwritten with --force.
        """)
    #expect(folder.files() == ["b/late.swift": "// theirs\n"])
    #expect(folder.entries == ["b", "b/late.swift"])
  }

  @Test func replacesAFileWhenTheWriteSaysSo() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.swift", "old\n")
    try FileTransaction(root: folder.url).commit([
      .init(path: "a.swift", contents: "new\n", replaces: true)
    ])
    #expect(folder.files() == ["a.swift": "new\n"])
  }
}
