import Foundation
import MVCSSupport
import Testing

@testable import MVCSScaffold

/// The names `mvcs` refuses because generated code would hide a library's type with them. The
/// tool's list is made from the committed API lists by `PublicAPITests` (in MVCSAPITests), which
/// checks it; these tests check what the tool does with it.
struct LibraryNamesTests {
  /// The top-level type names of a committed API list: `Tests/MVCSAPITests/API/<module>.txt`.
  private static func committedTypeNames(_ module: String) throws -> [String] {
    let file = repositoryFolder.appending(path: "Tests/MVCSAPITests/API/\(module).txt")
    let text = try String(contentsOf: file, encoding: .utf8)
    let kinds: Set<Substring> = [
      "actor", "class", "enum", "macro", "protocol", "struct", "typealias",
    ]
    return text.split(separator: "\n").compactMap { line in
      // `<kind> <path> — <declaration>`: the kind and the path are the first two fields.
      let parts = line.split(separator: " ", maxSplits: 2)
      guard parts.count >= 2, kinds.contains(parts[0]), !parts[1].contains(".") else { return nil }
      return String(parts[1])
    }
  }

  @Test(arguments: [("MVCS", "MVCS's"), ("MVCSTesting", "MVCSTesting's")])
  func refusesEveryTypeNameOfTheCommittedAPIAsAService(module: String, owner: String) throws {
    // MVCSTesting's typealiases of MVCS's types (JSONValue, …) name MVCS's type, as the tool does.
    let mvcsNames = module == "MVCS" ? [] : Set(try Self.committedTypeNames("MVCS"))
    let names = try Self.committedTypeNames(module).filter { !mvcsNames.contains($0) }
    #expect(names.count > 10)
    for name in names {
      let problem = Tool.problem(with: name, kind: .service, scene: "PhotoList")
      #expect(
        problem?.description.contains("it would hide \(owner) \(name) in the whole module") == true,
        "\(name)")
    }
  }

  @Test func refusesTheWrappersOfThePipelineProperties() {
    for name in ["Input", "Piped", "Status", "Flag", "Context"] {
      #expect(Identifier.hiddenLibraryType(by: name) == "MVCS's \(name)")
    }
    #expect(Identifier.hiddenLibraryType(by: "PhotoService") == nil)
  }

  /// Every type name the default templates' code uses, other than the ones they generate, is a
  /// name no service may take: a service named like it would hide it and break the build.
  @Test func refusesEveryTypeNameTheGeneratedCodeUsesAsAService() throws {
    var used: Set<String> = []
    for file in TemplateFile.allCases where file != .sceneScript {
      for line in file.defaultText.split(separator: "\n") {
        // A comment at the end of a line is not code either.
        let code = (line.components(separatedBy: "  // ").first ?? "")
          .trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//"), !code.contains("import ") else { continue }
        // Leave out string literals and the names made from placeholders.
        let words = code.split(separator: "\"").enumerated().filter { $0.offset % 2 == 0 }
          .flatMap { $0.element.split { !($0.isLetter || $0.isNumber || $0 == "{" || $0 == "}") } }
        for word in words where word.first?.isUppercase == true && !word.contains("{") {
          used.insert(String(word))
        }
      }
    }
    // Swift Testing's `@Test` is a macro, which an app's type named `Test` does not hide.
    used.remove("Test")
    // The test file's own type; and a message's Response, its member, which no type hides.
    used.subtract(["ResultCatcher", "Response"])
    #expect(
      used.isSuperset(of: [
        "Pipeline", "Status", "SceneStore", "Mediator", "String", "SceneRoute", "HTTPService",
        "RecordingNavigator",
      ]))
    for name in used.sorted() {
      #expect(Tool.problem(with: name, kind: .service, scene: "PhotoList") != nil, "\(name)")
    }
  }

  @Test func refusesASceneWhoseTypesWouldHideALibraryType() {
    #expect(
      Tool.problem(with: "Scene", kind: .scene, scene: "Scene")?.description
        == """
        The scene name "Scene" cannot be used: its types would clash with MVCS's SceneRoute, \
        MVCS's SceneStore, MVCS's SceneController, MVCS's SceneView; choose a more specific \
        name.
        """)
    #expect(Tool.problem(with: "Photo", kind: .scene, scene: "Photo") == nil)
  }

  @Test func knowsTheModulesTheDefaultTemplatesImport() {
    #expect(
      Identifier.importedModuleNames == [
        "Foundation", "MVCS", "MVCSHTTP", "MVCSTesting", "Swift", "Testing",
      ])
  }
}
