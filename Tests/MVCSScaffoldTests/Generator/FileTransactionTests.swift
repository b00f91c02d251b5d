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

/// Failures part way, and what each tells the user to do. A full disk, a read-only disk and a
/// denied permission are injected at the file system seam here (`injectedFailure`), as the tests
/// run as root, whom permissions do not stop; `FileSystemFailureTests` causes the first two for
/// real where the system lets it mount a small disk.
struct FileTransactionFailureTests {
  private func commit(
    _ writes: [FileTransaction.Write], in folder: TemporaryFolder,
    role: ScaffoldError.FolderRole = .output, failing step: String, at path: String,
    with code: Int32
  ) throws -> ScaffoldError {
    var transaction = FileTransaction(root: folder.url, role: role)
    transaction.injectedFailure = { $0 == step && $1 == path ? code : nil }
    do {
      try transaction.commit(writes)
    } catch {
      return error
    }
    throw CancellationError()
  }

  private let writes: [FileTransaction.Write] = [
    .init(path: "a.swift", contents: "new a\n", replaces: true),
    .init(path: "b/new.swift", contents: "new b\n"),
    .init(path: "c/d/new.swift", contents: "new d\n"),
  ]

  @Test func putsBackReplacedFilesAndRemovesNewOnesWhenAMoveFailsPartWay() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.swift", "mine\n")
    let error = try commit(
      writes, in: folder, failing: "publish", at: "c/d/new.swift", with: EIO)
    #expect(error.exitCode == .cannotCreate)
    #expect(folder.files() == ["a.swift": "mine\n"])
    #expect(folder.entries == ["a.swift"])
  }

  @Test func saysToFreeSpaceWhenTheDiskIsFull() throws {
    let folder = try TemporaryFolder()
    let error = try commit(writes, in: folder, failing: "stage", at: "b/new.swift", with: ENOSPC)
    #expect(
      error.description == """
        Cannot write b/new.swift: No space left on device (ENOSPC). Nothing was written: the \
        files written before it were removed. To fix, free space on the disk, or pass --output \
        with a folder on another disk.
        """)
    #expect(folder.entries.isEmpty)
  }

  @Test func saysToRemountOrWriteElsewhereWhenTheDiskIsReadOnly() throws {
    let folder = try TemporaryFolder()
    let error = try commit(
      writes, in: folder, role: .templateCopies, failing: "stage", at: "a.swift", with: EROFS)
    #expect(
      error.description == """
        Cannot write a.swift: Read-only file system (EROFS). Nothing was written: the files \
        written before it were removed. To fix, remount the disk read-write if it can be written \
        (it is mounted read-only), or pass a folder on a writable disk to mvcs templates.
        """)
    #expect(folder.entries.isEmpty)
  }

  @Test func saysWhichFolderNeedsPermissionWhenWritingIsDenied() throws {
    let folder = try TemporaryFolder()
    let error = try commit(
      writes, in: folder, failing: "stage", at: "c/d/new.swift", with: EACCES)
    #expect(
      error.description == """
        Cannot write c/d/new.swift: Permission denied (EACCES). Nothing was written: the files \
        written before it were removed. To fix, give your user permission to write into c/d \
        (such as chmod u+w c/d), or pass --output with another folder.
        """)
    #expect(folder.entries.isEmpty)
  }

  /// Permissions stop only other users than root; where the tests run as another user, a
  /// folder without write permission is the real condition.
  @Test(.enabled(if: getuid() != 0)) func saysWhichFolderNeedsPermissionForARealFolder() throws {
    let folder = try TemporaryFolder()
    try folder.makeFolder("locked")
    chmod(folder.path("locked"), 0o555)
    defer { chmod(folder.path("locked"), 0o755) }
    var thrown: ScaffoldError?
    do {
      try FileTransaction(root: folder.url).commit([.init(path: "locked/a.swift", contents: "")])
    } catch {
      thrown = error
    }
    #expect(
      thrown?.description.contains("To fix, give your user permission to write into locked") == true
    )
    #expect(folder.entries == ["locked"])
  }

  @Test func refusesToWriteWhileAnotherRunHoldsTheFolder() throws {
    let folder = try TemporaryFolder()
    let lock = try FolderLock(folder.url.path)
    defer { lock.unlock() }
    var thrown: ScaffoldError?
    do {
      try FileTransaction(root: folder.url, displayPath: { $0.isEmpty ? "app" : $0 }).commit(writes)
    } catch {
      thrown = error
    }
    #expect(
      thrown?.description
        == "Another run of mvcs is writing into app. To fix, wait until it ends, then run again.")
    #expect(folder.entries.isEmpty)
  }
}
