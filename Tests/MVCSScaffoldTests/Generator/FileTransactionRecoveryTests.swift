import Foundation
import MVCSTestSupport
import Testing

@testable import MVCSScaffold

#if os(macOS) || os(Linux) || os(Windows)

  /// A run of the real `mvcs` executable killed with SIGKILL part way, and the next run, which
  /// finishes or undoes it. The executable's test hook (`MVCS_TEST_PAUSE`) stops it before a given
  /// step and waits; the test kills it there, so the kill lands exactly between two file moves.
  @Suite(.serialized) struct FileTransactionRecoveryTests {
    /// Runs `mvcs` in a folder and kills it when it stops before `step`; waits for it on a thread
    /// of its own.
    private func runKilled(_ arguments: [String], in folder: URL, before step: String) async throws
    {
      let executable = try mvcsExecutable()
      let (said, reason, status) = try await waitOnOwnThread {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(
          ["MVCS_TEST_PAUSE": step], uniquingKeysWith: { $1 })
        let input = Pipe()
        let errorOutput = Pipe()
        process.standardInput = input
        process.standardError = errorOutput
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var said = ""
        while !said.contains("\n") {
          let data = errorOutput.fileHandleForReading.availableData
          guard !data.isEmpty else { break }
          said += String(decoding: data, as: UTF8.self)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        input.fileHandleForWriting.closeFile()
        return (said, process.terminationReason, process.terminationStatus)
      }
      try #require(said == "mvcs: paused before \(step.replacingOccurrences(of: ":", with: " "))\n")
      #expect(reason == .uncaughtSignal)
      #expect(status == SIGKILL)
    }

    /// The staging files and journals under a folder.
    private func leftovers(_ folder: TemporaryFolder) -> [String] {
      folder.entries.filter { $0.contains(".mvcs-") }.sorted()
    }

    @Test func finishesARunKilledWhileMovingFilesIntoPlace() async throws {
      let package = try makePackage()
      try #require(runTool("new First", in: package.url).status == 0)
      // Seven files are new, then the mediator file is changed: stop before the sixth file and the
      // mediator file.
      try await runKilled(["new", "PhotoList"], in: package.url, before: "publish:5")
      #expect(leftovers(package).contains(".mvcs-journal"))
      #expect(!leftovers(package).isEmpty)
      #expect(
        FileManager.default.fileExists(
          atPath: package.path("Sources/MyApp/PhotoList/PhotoListView.swift")))
      #expect(
        !FileManager.default.fileExists(
          atPath: package.path("Tests/MyAppTests/PhotoListSceneTests.swift")))

      let dryRun = runTool("new Search --dry-run", in: package.url)
      #expect(
        dryRun.output.hasSuffix(
          "Note: An earlier run of mvcs was interrupted while writing into .; the next run that "
            + "writes finishes or undoes it first, which may change this plan.\n"))

      let run = runTool("new Search", in: package.url)
      #expect(run.status == 0, "\(run.errorOutput)")
      #expect(
        run.output.hasPrefix(
          """
          An earlier run of mvcs was interrupted while moving its files into place; this run \
          finished it:
          created    Sources/MyApp/PhotoList/PhotoListRoute.swift
          created    Sources/MyApp/PhotoList/PhotoListPipeline.swift
          created    Sources/MyApp/PhotoList/PhotoListStore.swift
          created    Sources/MyApp/PhotoList/PhotoListController.swift
          created    Sources/MyApp/PhotoList/PhotoListView.swift
          created    Tests/MyAppTests/PhotoListSceneTests.swift
          created    Tests/MyAppTests/Scripts/PhotoList.scenetest
          replaced   Sources/MyApp/Mediator+Scenes.swift
          Deleted 1 staging file it left.

          create     Sources/MyApp/Search/SearchRoute.swift

          """))
      #expect(leftovers(package).isEmpty)

      // Everything, as three runs that were not interrupted make it.
      let reference = try makePackage()
      for scene in ["First", "PhotoList", "Search"] {
        try #require(runTool(["new", scene], in: reference.url).status == 0)
      }
      #expect(package.files() == reference.files())
      #expect(package.entries == reference.entries)
    }

    /// A kill between linking a new file into place and deleting its staging name leaves both
    /// names of one file: the next run deletes the staging name only.
    @Test func finishesARunKilledBetweenLinkingAFileAndDeletingItsStagingName() async throws {
      let package = try makePackage()
      try await runKilled(["new", "PhotoList"], in: package.url, before: "publish:1")
      let journalData = try Data(contentsOf: package.url.appending(path: ".mvcs-journal"))
      let entry = try JSONDecoder().decode(Journal.self, from: journalData).entries[1]
      try #require(link(package.path(entry.temporary), package.path(entry.path)) == 0)

      let run = runTool("new PhotoList", in: package.url)
      #expect(run.status == 1)
      #expect(run.output.contains("Deleted 1 staging file it left.\n"))
      #expect(leftovers(package).isEmpty)
      let reference = try makePackage()
      try #require(runTool("new PhotoList", in: reference.url).status == 0)
      #expect(package.files() == reference.files())
    }

    @Test func undoesARunKilledBeforeItStagedEveryFile() async throws {
      let package = try makePackage()
      try await runKilled(["new", "PhotoList"], in: package.url, before: "stage:3")
      #expect(leftovers(package).count == 4)  // Three staging files and the journal.
      let run = runTool("new Search --dry-run", in: package.url)
      #expect(run.status == 0, "\(run.errorOutput)")
      #expect(leftovers(package).count == 4)  // A dry run changes nothing.

      let templates = runTool("templates Custom", in: package.url)
      #expect(templates.status == 0, "\(templates.errorOutput)")
      #expect(leftovers(package).count == 4)  // Another folder's run leaves this one alone.
      try FileManager.default.removeItem(at: package.url.appending(path: "Custom"))

      let next = runTool("new Search", in: package.url)
      #expect(next.status == 0, "\(next.errorOutput)")
      #expect(
        next.output.hasPrefix(
          """
          An earlier run of mvcs was interrupted before it moved any file into place; this run \
          deleted the 3 staging files and removed the 4 folders it had made.

          create     Sources/MyApp/Search/SearchRoute.swift

          """))
      #expect(leftovers(package).isEmpty)
      #expect(!FileManager.default.fileExists(atPath: package.path("Sources/MyApp/PhotoList")))
    }

    /// A file that another program wrote where the interrupted run had yet to put its own is never
    /// replaced: the run is undone instead.
    @Test func undoesARunThatCannotBeFinishedWithoutReplacingAnotherProgramsFile() async throws {
      let package = try makePackage()
      try #require(runTool("new First", in: package.url).status == 0)
      try await runKilled(["new", "PhotoList"], in: package.url, before: "publish:4")
      try package.write("Sources/MyApp/PhotoList/PhotoListView.swift", "// theirs\n")

      let run = runTool("new Search", in: package.url)
      #expect(run.status == 0, "\(run.errorOutput)")
      #expect(
        run.output.hasPrefix(
          """
          An earlier run of mvcs was interrupted while moving its files into place, and cannot be \
          finished: Sources/MyApp/PhotoList/PhotoListView.swift was written by another program \
          meanwhile, and is left alone. This run undid the interrupted one: removed 4 files it had \
          written, put back 0 files it had replaced, deleted 5 staging files and removed 0 folders.


          """))
      #expect(leftovers(package).isEmpty)
      #expect(
        try package.read("Sources/MyApp/PhotoList/PhotoListView.swift") == "// theirs\n")
      #expect(
        package.files(under: "Sources/MyApp/PhotoList") == ["PhotoListView.swift": "// theirs\n"])
      let mediatorAfter = try package.read("Sources/MyApp/Mediator+Scenes.swift")
      #expect(mediatorAfter.contains("Search"))
      #expect(!mediatorAfter.contains("PhotoList"))
      #expect(mediatorAfter.contains("First"))
    }

    /// A file replaced with `--force` before the kill is put back when the run is undone.
    @Test func putsBackAReplacedFileWhenUndoingAnInterruptedRun() async throws {
      let package = try makePackage()
      try #require(runTool("new PhotoList", in: package.url).status == 0)
      try package.write("Sources/MyApp/PhotoList/PhotoListStore.swift", "// mine\n")
      try package.write("Sources/MyApp/PhotoList/PhotoListView.swift", "// mine too\n")
      let before = package.files()
      try await runKilled(["new", "PhotoList", "--force"], in: package.url, before: "publish:3")
      #expect(try package.read("Sources/MyApp/PhotoList/PhotoListStore.swift") != "// mine\n")
      // Another program replaces the file the run was about to replace: it is never overwritten.
      try FileManager.default.removeItem(
        atPath: package.path("Sources/MyApp/PhotoList/PhotoListView.swift"))
      try package.write("Sources/MyApp/PhotoList/PhotoListView.swift", "// edited since\n")

      let run = runTool("new PhotoList", in: package.url)
      #expect(run.output.contains("put back 3 files it had replaced"))
      var expected = before
      expected["Sources/MyApp/PhotoList/PhotoListView.swift"] = "// edited since\n"
      #expect(package.files() == expected)
      #expect(leftovers(package).isEmpty)
    }

    @Test func finishesAnInterruptedCopyOfTheTemplates() async throws {
      let folder = try TemporaryFolder()
      try await runKilled(["templates", "Custom"], in: folder.url, before: "publish:5")
      let run = runTool("templates Custom", in: folder.url)
      #expect(run.status == 1)
      #expect(run.output.hasPrefix("An earlier run of mvcs was interrupted while moving"))
      #expect(folder.files(under: "Custom").count == TemplateFile.allCases.count)
      #expect(leftovers(folder).isEmpty)
    }

    @Test func reportsAJournalItCannotRead() throws {
      let package = try makePackage()
      try package.write(".mvcs-journal", "not a journal\n")
      let run = runTool("new PhotoList", in: package.url)
      #expect(run.status == 73)
      #expect(
        run.errorOutput == """
          Error: Cannot read .mvcs-journal, the journal of an interrupted run of mvcs, so what that \
          run left is unknown. To fix, delete .mvcs-journal, and the staging files that run left \
          beside the files it wrote, named .<file name>.mvcs-<8 letters and digits>; then check \
          the files it wrote, and run again.

          """)
      #expect(try package.read(".mvcs-journal") == "not a journal\n")
    }
  }

#endif
