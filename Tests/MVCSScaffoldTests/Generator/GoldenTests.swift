import Foundation
import Testing

@testable import MVCSScaffold

/// The default templates' output, file by file, against `Golden/<case>/`; what the run printed
/// against `Golden/<case>.txt`. Re-record with `MVCS_RECORD_GOLDEN=1`.
///
/// The runs render the templates in `Templates/`, so that one recording run updates both these
/// files and the embedded defaults; `DefaultTemplatesTests` checks the two are the same.
struct GoldenTests {
  private let templates = repositoryFolder.appending(path: "Templates").path

  private func generate(_ arguments: [String], golden name: String, config: String? = nil)
    throws
  {
    let package = try makePackage()
    if let config { try package.write(".mvcs", config) }
    let run = runTool(["new"] + arguments + ["--templates", templates], in: package.url)
    #expect(run.status == 0)
    #expect(run.errorOutput == "")
    try expectGolden(package.files().filter { $0.key != ".mvcs" }, in: name)
    try expectGolden(run.output, file: "\(name).txt")
  }

  @Test func scene() throws {
    try generate(["PhotoList"], golden: "Scene")
  }

  @Test func sceneWithService() throws {
    try generate(["PhotoList", "--service", "PhotoService"], golden: "SceneWithService")
  }

  @Test func sceneWithStorage() throws {
    try generate(["PhotoList", "--storage", "Favorites"], golden: "SceneWithStorage")
  }

  @Test func sceneWithServiceAndStorage() throws {
    try generate(
      ["PhotoList", "--service", "PhotoService", "--storage", "Favorites"],
      golden: "SceneWithServiceAndStorage")
  }

  @Test func sceneWithContext() throws {
    try generate(
      ["Story", "--context", "id:Int", "--context", "highlight:String?"],
      golden: "SceneWithContext")
  }

  @Test func sceneWithLink() throws {
    try generate(
      ["Story", "--context", "id:Int", "--link", "myapp://story?id"], golden: "SceneWithLink")
  }

  @Test func sceneWithResult() throws {
    try generate(["ScopePicker", "--result", "String"], golden: "SceneWithResult")
  }

  @Test func sceneWithMessage() throws {
    try generate(["PhotoList", "--message", "SearchPhotos"], golden: "SceneWithMessage")
  }

  /// Every option at once, with types the tests cannot make up (`Photo`, `SearchScope`), whose
  /// samples the test file asks for, and many keys, whose route function takes a line each.
  @Test func sceneWithEveryOption() throws {
    try generate(
      [
        "Story", "--context", "id:Int", "--context", "highlight:String?", "--context",
        "tags:[String]", "--context", "ratings:[String: Double]?", "--context", "photo:Photo?",
        "--context", "album:Album.ID?", "--link", "myapp://Story?id&tags&highlight",
        "--result", "SearchScope", "--message", "StoryDetails", "--storage", "Favorites",
      ], golden: "SceneWithEveryOption")
  }

  /// A required key of the app's own type: the tests ask for a sample of it, and the scene gets
  /// no test script, which could not give the key (scripts give JSON values).
  @Test func sceneWithARequiredKeyOfTheAppsOwnType() throws {
    try generate(["Viewer", "--context", "photo:Photo"], golden: "SceneWithAppTypeKey")
  }

  @Test func sceneWithAuthorAndOrganization() throws {
    try generate(
      ["URLList"], golden: "SceneWithAuthorAndOrganization",
      config: "# Settings\nauthor = Ann Example\norganization = \"Example Ltd\"\n")
  }

  @Test func sceneFromCustomTemplates() throws {
    let package = try makePackage()
    try package.write(
      "Custom/Store.swift.template",
      """
      import MVCS

      // A custom store{{#author}} by {{author}}{{/author}}.
      @MainActor final class {{sceneName}}Store: SceneStore {
        let pipeline = {{sceneName}}Pipeline()
      {{^serviceName}}
        // No service.
      {{/serviceName}}
      }

      """)
    try package.write(
      "Custom/Registration.swift.template",
      """
      // {{sceneName}}
      register(store: "{{sceneName}}Store") { _ in {{sceneName}}Store() }

      """)
    let run = runTool(
      ["new", "PhotoList", "--templates", "Custom", "--author", "Ann"], in: package.url)
    #expect(run.status == 0)
    try expectGolden(
      package.files().filter { !$0.key.hasPrefix("Custom/") }, in: "SceneFromCustomTemplates")
  }

  @Test func mediatorFileWithASecondSceneSharingAService() throws {
    let package = try makePackage()
    try #require(runTool("new PhotoList --service PhotoService", in: package.url).status == 0)
    let run = runTool(
      ["new", "PhotoDetail", "--service", "PhotoService", "--storage", "Favorites"],
      in: package.url)
    #expect(run.status == 0)
    try expectGolden(
      ["Mediator+Scenes.swift": try package.read("Sources/MyApp/Mediator+Scenes.swift")],
      in: "MediatorWithTwoScenes")
    try expectGolden(run.output, file: "MediatorWithTwoScenes.txt")
  }

  /// A mediator file made before a scene with a message gets the MVCSHTTP import the
  /// message's registration needs, among its imports.
  @Test func mediatorFileGetsTheImportAMessageNeeds() throws {
    let package = try makePackage()
    try #require(runTool("new PhotoList", in: package.url).status == 0)
    let run = runTool("new Search --message SearchPhotos", in: package.url)
    #expect(run.status == 0)
    try expectGolden(
      ["Mediator+Scenes.swift": try package.read("Sources/MyApp/Mediator+Scenes.swift")],
      in: "MediatorWithAMessage")
  }

  @Test func mediatorFileThatWasWrittenByHand() throws {
    let package = try makePackage()
    try package.write(
      "Sources/MyApp/Mediator+Scenes.swift",
      """
      import MVCS

      extension Mediator {
        func registerAll() {
          register(view: "PhotoListView") { PhotoListView(pipeline: $0) }
      	// mvcs:begin registrations
            register(storage:"Favorites") { InMemoryStorage() }
          // mvcs:end registrations
        }
      }

      """)
    let run = runTool("new PhotoList --storage Favorites", in: package.url)
    #expect(run.status == 0)
    try expectGolden(
      ["Mediator+Scenes.swift": try package.read("Sources/MyApp/Mediator+Scenes.swift")],
      in: "MediatorWrittenByHand")
  }
}
