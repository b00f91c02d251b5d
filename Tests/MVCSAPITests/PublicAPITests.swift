import Foundation
import MVCS
import MVCSSupport
import Testing

#if os(macOS) || os(Linux) || os(Windows)

  /// The public API of every library (MVCS, MVCSLists, MVCSLoading, MVCSTesting, MVCSHTTP,
  /// MVCSSQLite) against the lists in `API/`, so that every change to it
  /// is a reviewed change; and the names `mvcs` refuses, against the same lists.
  ///
  /// After a meant change, re-record the lists and the tool's names with one command (it fails
  /// when it changed a file, showing the change; run it again, or the whole suite, to see it pass):
  ///
  /// ```
  /// MVCS_RECORD_API=1 swift test --filter PublicAPITests
  /// ```
  struct PublicAPITests {
    /// The command that accepts a change, as the failures print it.
    static let recordCommand = "MVCS_RECORD_API=1 swift test --filter PublicAPITests"

    static let isRecording = ProcessInfo.processInfo.environment["MVCS_RECORD_API"] == "1"

    static let repositoryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()

    static let modules = [
      "MVCS", "MVCSLists", "MVCSLoading", "MVCSTesting", "MVCSHTTP", "MVCSSQLite",
    ]

    /// The libraries the code `mvcs` generates imports, whose type names it refuses.
    static let generatedCodeModules = ["MVCS", "MVCSTesting"]

    @Test(arguments: modules)
    func publicSymbolsAreTheCommittedOnes(module: String) async throws {
      let lines = try await SymbolGraph.lines(ofModule: module)
      try expectFile(
        Self.listPath(module), toHold: Self.listText(module: module, lines: lines),
        madeFrom: "the public API as built")
    }

    /// `mvcs` refuses a name that would hide a type of the libraries; its list of them is made
    /// from the API lists, so that it follows the API.
    @Test func scaffolderRefusesTheTypeNamesOfTheCommittedAPI() async throws {
      var names: [String: [String]] = [:]
      for module in Self.generatedCodeModules {
        // A recording run writes the lists in parallel with this test: take the API afresh.
        let lines =
          Self.isRecording
          ? try await SymbolGraph.lines(ofModule: module)
          : try Self.committedLines(module)
        names[module] = Self.typeNames(in: lines)
      }
      #expect(names["MVCS"]?.contains("Status") == true)
      try expectFile(
        Self.reservedNamesPath,
        toHold: Self.reservedNamesSource(mvcs: names["MVCS"]!, mvcsTesting: names["MVCSTesting"]!),
        madeFrom: "the names in the committed API lists")
    }

    @Test func readsTypeNamesFromTopLevelTypeLinesOnly() {
      let lines = [
        "class Mediator — @MainActor final class Mediator",
        "conformance Mediator: Swift.Sendable", "enum.case NavigationAction.show",
        "macro Scene", "method Mediator.register(view:_:)", "method Swift.Array.sorted(by:)",
        "protocol Service", "struct Navigation", "struct Journal.Entry", "typealias Status",
      ]
      #expect(
        Self.typeNames(in: lines) == [
          "Mediator", "Navigation", "Scene", "Service", "Status",
        ])
    }

    // MARK: - Lists

    static func listPath(_ module: String) -> String { "Tests/MVCSAPITests/API/\(module).txt" }

    static func listText(module: String, lines: [String]) -> String {
      """
      # The public API of \(module): a line a symbol, `<kind> <path> — <declaration>`, and a line a
      # conformance. Made by Tests/MVCSAPITests from the toolchain's symbol graph; a change here is
      # a change to the API. Re-record with: \(recordCommand)

      """ + lines.map { $0 + "\n" }.joined()
    }

    static func committedLines(_ module: String) throws -> [String] {
      let file = repositoryFolder.appending(path: listPath(module))
      let text = try #require(
        FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) },
        "\(listPath(module)) is missing. To fix, run \(recordCommand)")
      return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }

    /// The names of top-level types, protocols, typealiases and macros: a type of the app with one
    /// of them would hide it.
    static func typeNames(in lines: [String]) -> [String] {
      let kinds: Set<Substring> = [
        "actor", "class", "enum", "macro", "protocol", "struct", "typealias",
      ]
      return lines.compactMap { line in
        let parts = line.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, kinds.contains(parts[0]), !parts[1].contains(".") else {
          return nil
        }
        return String(parts[1])
      }.sorted()
    }

    // MARK: - The tool's names

    static let reservedNamesPath = "Tools/MVCSScaffold/Internal/Identifier+LibraryNames.swift"

    static func reservedNamesSource(mvcs: [String], mvcsTesting: [String]) -> String {
      func names(_ names: [String]) -> String {
        names.map { "    \($0)\n" }.joined()
      }
      return """
        // Generated from Tests/MVCSAPITests/API by PublicAPITests; do not edit. After a change to the
        // public API, update the lists and this file with:
        // `\(recordCommand)`.

        import MVCSSupport

        extension Identifier {
          /// The top-level types, protocols and typealiases of MVCS, which generated code imports: a
          /// type of the app named like one of them would hide it, as `struct Status: Service` hides
          /// `@Status`.
          static let mvcsTypeNames = lines(
            \"""
        \(names(mvcs))    \""")

          /// The same for MVCSTesting, which the generated tests import along with the app.
          static let mvcsTestingTypeNames = lines(
            \"""
        \(names(mvcsTesting))    \""")

          private static func lines(_ text: String) -> Set<String> {
            Set(text.split(separator: "\\n").map(String.init))
          }
        }

        """
    }

    // MARK: - Comparing

    /// Compares a file of the repository with the text it should hold, showing a diff. When
    /// recording, writes the text instead, and fails if that changed the file, so that a run with
    /// `MVCS_RECORD_API=1` left on never passes a change unseen.
    private func expectFile(
      _ path: String, toHold expected: String, madeFrom source: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let file = Self.repositoryFolder.appending(path: path)
      let committed = FileManager.default.contents(atPath: file.path)
        .map { String(decoding: $0, as: UTF8.self) }
      let diff = LineDiff.unified(old: committed, new: expected, path: path)
      guard !diff.isEmpty else { return }
      if Self.isRecording {
        try expected.write(to: file, atomically: true, encoding: .utf8)
        Issue.record(
          """
          Recorded \(path) (- before, + now):
          \(diff)
          Review the change and commit it; run again without MVCS_RECORD_API.
          """, sourceLocation: sourceLocation)
        return
      }
      Issue.record(
        """
        \(path) differs from \(source) (- committed, + expected):
        \(diff)
        If the change to the API is meant, accept it by re-recording the API lists and the tool's \
        names, then review and commit them: \(Self.recordCommand)
        """, sourceLocation: sourceLocation)
    }
  }

#endif
