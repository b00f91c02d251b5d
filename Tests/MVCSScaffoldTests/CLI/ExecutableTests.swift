import Foundation
import Testing

#if os(macOS) || os(Linux) || os(Windows)

  /// The built `mvcs` executable, run as a user runs it: from another folder, with its templates
  /// built in.
  struct ExecutableTests {
    /// Runs `mvcs` in a folder, waiting for it on a thread of its own.
    private func run(_ arguments: [String], in folder: URL) async throws -> (Int32, String, String)
    {
      try await runProgram(mvcsExecutable(), arguments, in: folder)
    }

    @Test func generatesASceneFromAnotherFolder() async throws {
      let package = try makePackage()
      let elsewhere = try TemporaryFolder()
      let (status, output, errorOutput) = try await run(
        ["new", "PhotoList", "--output", package.url.path], in: elsewhere.url)
      #expect(status == 0)
      #expect(errorOutput == "")
      #expect(output.contains("Scene PhotoList: created 8 files."))
      #expect(
        try package.read("Sources/MyApp/PhotoList/PhotoListPipeline.swift").contains(
          "@MainActor final class PhotoListPipeline: Pipeline {"))
    }

    @Test func exitsWithTheErrorsStatusAndPrintsToStandardError() async throws {
      let folder = try TemporaryFolder()
      let (status, output, errorOutput) = try await run(["new", "photo-list"], in: folder.url)
      #expect(status == 65)
      #expect(output == "")
      #expect(errorOutput.hasPrefix("Error: The scene name \"photo-list\" cannot be used"))
      #expect(try await run(["--version"], in: folder.url).1 == "0.1.0\n")
    }
  }

#endif
