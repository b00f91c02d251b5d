import Foundation
import Testing

#if os(macOS) || os(Linux) || os(Windows)

  /// Real full and read-only disks: the `mvcs` executable writes into a small in-memory file
  /// system mounted in a mount namespace of its own (`unshare`), which vanishes with it. Where the
  /// system does not let the tests mount one (not root, or no `unshare`), these are skipped, and
  /// `FileTransactionFailureTests` covers the same messages with injected errors.
  struct FileSystemFailureTests {
    /// Whether a private mount namespace with a tmpfs can be made here; found out once, by the
    /// first test that asks.
    static let canMount = Task<Bool, Never> {
      guard let folder = try? TemporaryFolder(),
        let result = try? await runInNamespace(
          "mount -t tmpfs -o size=4k tmpfs \"$1\"", folder: folder)
      else { return false }
      return result.status == 0
    }

    /// Runs a shell script in its own mount namespace, with `$1` the folder, `$2` `mvcs` and `$3`
    /// `extra`; waits for it on a thread of its own.
    static func runInNamespace(_ script: String, folder: TemporaryFolder, extra: String = "")
      async throws -> (status: Int32, output: String, errorOutput: String)
    {
      let arguments = [
        "--mount", "--propagation", "private", "sh", "-c", script, "sh", folder.url.path,
        try mvcsExecutable().path, extra,
      ]
      return try await runProgram(URL(fileURLWithPath: "/usr/bin/unshare"), arguments)
    }

    /// Runs `mvcs new PhotoList` in a package on a fresh tmpfs, after `prepare`; the output is
    /// followed by every path left on the file system.
    private func runOnSmallDisk(size: String, prepare: String = "") async throws -> (
      status: Int32, output: String, errorOutput: String
    ) {
      let folder = try TemporaryFolder()
      return try await Self.runInNamespace(
        """
        mount -t tmpfs -o size=\(size) tmpfs "$1" || exit 99
        cd "$1" && mkdir -p Sources/MyApp
        \(prepare)
        "$2" new PhotoList
        status=$?
        find . | sort
        exit $status
        """, folder: folder)
    }

    @Test(.enabled { await canMount.value }) func saysToFreeSpaceWhenTheDiskIsFull() async throws {
      // Room for the journal and a few files, not for the scene's seven.
      let run = try await runOnSmallDisk(size: "16k")
      #expect(run.status == 73)
      #expect(run.errorOutput.hasPrefix("Error: Cannot write "))
      #expect(
        run.errorOutput.hasSuffix(
          ": No space left on device (ENOSPC). Nothing was written: the files written before it "
            + "were removed. To fix, free space on the disk, or pass --output with a folder on "
            + "another disk.\n"))
      #expect(run.output == ".\n./Sources\n./Sources/MyApp\n")
    }

    @Test(.enabled { await canMount.value })
    func saysToRemountOrWriteElsewhereWhenTheDiskIsReadOnly()
      async throws
    {
      let run = try await runOnSmallDisk(
        size: "1m", prepare: "mount -o remount,ro \"$1\" || exit 98")
      #expect(run.status == 73)
      #expect(
        run.errorOutput == """
          Error: Cannot write .mvcs-journal: Read-only file system (EROFS). Nothing was written: \
          the files written before it were removed. To fix, remount the disk read-write if it can \
          be written (it is mounted read-only), or pass --output with a folder on a writable disk.

          """)
      #expect(run.output == ".\n./Sources\n./Sources/MyApp\n")
    }
  }

  extension FileSystemFailureTests {
    /// A run killed while moving its files into place, on a disk that is read-only when the next
    /// run comes: that run cannot finish it, says why, and keeps the journal for a later run.
    @Test(.enabled { await canMount.value })
    func keepsTheJournalWhenTheNextRunCannotFinishAnInterruptedOne()
      async throws
    {
      let folder = try TemporaryFolder()
      let pipes = try TemporaryFolder()
      let run = try await Self.runInNamespace(
        """
        mount -t tmpfs -o size=1m tmpfs "$1" || exit 99
        cd "$1" && mkdir -p Sources/MyApp
        mkfifo "$3/hold" "$3/said"
        # A reader and a writer on "hold" keep mvcs's standard input open while it is paused.
        exec 3<>"$3/hold"
        MVCS_TEST_PAUSE=publish:3 "$2" new PhotoList <"$3/hold" >/dev/null 2>"$3/said" &
        pid=$!
        read -r line <"$3/said"
        kill -9 "$pid"
        # The shell reports the killed job on its standard error: not part of mvcs's output.
        exec 4>&2 2>/dev/null
        wait "$pid"
        exec 2>&4
        mount -o remount,ro "$1" || exit 98
        "$2" new Search
        status=$?
        find . -name '*.mvcs-*' -o -name .mvcs-journal | wc -l
        exit $status
        """, folder: folder, extra: pipes.url.path)
      #expect(run.status == 73)
      #expect(
        run.errorOutput == """
          Error: An earlier run of mvcs was interrupted while moving its files into place, and this \
          run cannot finish it: cannot write Sources/MyApp/PhotoList/PhotoListController.swift: \
          Read-only file system (EROFS). Its journal, .mvcs-journal, is kept. To fix, remount the \
          disk read-write if it can be written (it is mounted read-only), then run mvcs again: it \
          finishes the interrupted run first.

          """)
      // The journal and the five staging files that were not moved yet.
      #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == "6")
    }
  }

#endif
