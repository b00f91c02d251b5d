import Foundation
import Testing

@testable import MVCSScaffold

/// The README and the DocC articles call the app's mediator by the name `mvcs new` gives it in
/// the mediator file it generates, so that code copied from the docs compiles in a generated app.
struct DocumentationNamesTests {
  @Test func docsCallTheAppsMediatorAsTheGeneratedMediatorFileNamesIt() throws {
    let values = PlaceholderValues(
      sceneName: "Search", moduleName: "PhotoSearch", date: "2026-01-31")
    let mediatorFile = TemplateFile.mediator.defaultText
    let rendered = try Template(
      mediatorFile, file: TemplateFile.mediator.fileName, placeholders: TemplateFile.placeholders
    ).render(values.dictionary)
    #expect(rendered.contains("static func photoSearchScenes() -> Mediator"))

    var uses: [String: [String]] = [:]
    for document in try Self.documents() {
      let text = try String(contentsOf: repositoryFolder.appending(path: document), encoding: .utf8)
      // Where the docs show a scene test or script getting the app's mediator.
      for match in text.matches(of: /mediator: \.([A-Za-z_][A-Za-z0-9_]*)\(\)/) {
        uses[String(match.1), default: []].append(document)
      }
    }
    #expect(uses.keys.sorted() == ["photoSearchScenes"], "\(uses)")
    #expect(uses["photoSearchScenes"]?.contains("README.md") == true)
  }

  /// The README and every DocC article, relative to the repository.
  private static func documents() throws -> [String] {
    var documents = ["README.md"]
    let sources = repositoryFolder.appending(path: "Sources")
    for library in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let catalog = "Sources/\(library)/Documentation.docc"
      let files = try? FileManager.default.contentsOfDirectory(
        atPath: repositoryFolder.appending(path: catalog).path)
      documents += (files ?? []).filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }
    return documents
  }
}
