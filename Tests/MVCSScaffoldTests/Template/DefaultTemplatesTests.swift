import Foundation
import Testing

@testable import MVCSScaffold

/// The default templates ship inside the tool, copied from `Templates/` into
/// `TemplateFile+Defaults.swift`, so that `mvcs` finds them from any folder, installed anywhere.
struct DefaultTemplatesTests {
  private let templatesFolder = repositoryFolder.appending(path: "Templates")
  private let embeddedFile = repositoryFolder.appending(
    path: "Tools/MVCSScaffold/Template/TemplateFile+Defaults.swift")

  @Test func matchTheTemplatesFolderExactly() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: templatesFolder.path)
      .filter { !$0.hasPrefix(".") }
    #expect(files.sorted() == TemplateFile.allCases.map(\.fileName).sorted())
    let source = try Self.embeddedSource(from: templatesFolder)
    let current = try String(contentsOf: embeddedFile, encoding: .utf8)
    if isRecording, source != current {
      try source.write(to: embeddedFile, atomically: true, encoding: .utf8)
      Issue.record("Updated TemplateFile+Defaults.swift; build and run the tests again.")
      return
    }
    #expect(
      source == current,
      "TemplateFile+Defaults.swift is out of date; run the tests with MVCS_RECORD_GOLDEN=1.")
    for file in TemplateFile.allCases {
      let text = try String(
        contentsOf: templatesFolder.appending(path: file.fileName), encoding: .utf8)
      #expect(file.defaultText == text, "\(file.fileName)")
    }
  }

  @Test func parseWithoutProblems() throws {
    for file in TemplateFile.allCases {
      _ = try Template(
        file.defaultText, file: file.fileName, placeholders: TemplateFile.placeholders)
    }
  }

  @Test func keepTheirLinesWithinOneHundredColumns() {
    for file in TemplateFile.allCases {
      for line in file.defaultText.split(separator: "\n") {
        #expect(line.count <= 100, "\(file.fileName): \(line)")
      }
    }
  }

  /// `try?` hides errors such as "No scene named …": generated code, and the code its comments
  /// suggest, reports them instead.
  @Test func neverSwallowErrors() {
    for file in TemplateFile.allCases {
      #expect(!file.defaultText.contains("try?"), "\(file.fileName)")
    }
    // The navigation it suggests reports a failure as a diagnostic.
    #expect(
      TemplateFile.controller.defaultText.contains(
        #"navigation.show(forEach: \.selectedItem, of: pipeline) { .itemDetail(item: $0) }"#))
  }

  /// The Swift source that embeds the templates of a folder.
  static func embeddedSource(from folder: URL) throws -> String {
    var source = """
      // Generated from the files in Templates/ by MVCSScaffoldTests; do not edit. After changing a
      // template, run `MVCS_RECORD_GOLDEN=1 swift test --filter MVCSScaffoldTests` to update this
      // file and the golden files.

      extension TemplateFile {
        /// The default template's text, as in `Templates/`.
        var defaultText: String {
          switch self {

      """
    for file in TemplateFile.allCases {
      let text = try String(contentsOf: folder.appending(path: file.fileName), encoding: .utf8)
      source += "    case .\(file):\n      #\"\"\"\n"
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      if text.hasSuffix("\n") { lines.removeLast() }
      for line in lines { source += line.isEmpty ? "\n" : "      \(line)\n" }
      source += "\n      \"\"\"#\n"
    }
    return source + "    }\n  }\n}\n"
  }
}
