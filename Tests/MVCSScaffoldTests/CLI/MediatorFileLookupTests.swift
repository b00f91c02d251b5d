import Foundation
import Testing

@testable import MVCSScaffold

/// `mvcs new` adds registrations to the app's mediator file wherever it is, so that a project
/// made by an earlier `mvcs` (whose file is `SceneRegistry.swift`) or one that renamed the file
/// never gets a second one beside it.
struct MediatorFileLookupTests {
  /// `SceneRegistry.swift` as earlier versions of `mvcs new PhotoList` wrote it.
  private static let formerFile = """
    // SceneRegistry.swift, in MyApp: every scene of the app, by name.
    // `mvcs new` adds each new scene's registrations between the two mvcs lines below.

    import MVCS

    extension Mediator {
      static func myAppScenes() -> Mediator {
        let mediator = Mediator()
        mediator.registerMyAppScenes()
        return mediator
      }

      func registerMyAppScenes() {
        // mvcs:begin registrations
        register(view: "PhotoListView") { PhotoListView(pipeline: $0) }
        register(controller: "PhotoListController") {
          PhotoListController(pipeline: $0, navigation: $1)
        }
        register(store: "PhotoListStore") { try PhotoListStore(environment: $0) }
        register(
          scene: "PhotoList",
          SceneParts(
            view: "PhotoListView", controller: "PhotoListController",
            store: "PhotoListStore"))
        // mvcs:end registrations
      }
    }

    """

  @Test func addsToTheFileOfAnEarlierMvcsAndSaysHowToRenameIt() throws {
    let package = try makePackage()
    try package.write("Sources/MyApp/SceneRegistry.swift", Self.formerFile)
    let run = runTool("new Search", in: package.url)
    #expect(run.status == 0, "\(run.errorOutput)")
    #expect(
      !FileManager.default.fileExists(atPath: package.path("Sources/MyApp/Mediator+Scenes.swift")))
    let changed = try package.read("Sources/MyApp/SceneRegistry.swift")
    #expect(changed.contains("register(view: \"SearchView\")"))
    #expect(changed.contains("register(view: \"PhotoListView\")"))
    #expect(
      run.output.contains("change     Sources/MyApp/SceneRegistry.swift (registers Search)\n"))
    #expect(
      run.output.contains(
        """
        Note: Sources/MyApp/SceneRegistry.swift has the name earlier versions of mvcs gave the \
        mediator file, and mvcs keeps adding registrations to it. To use the current name, \
        rename it to Mediator+Scenes.swift.

        """))
  }

  @Test func aSceneOfTheFormerFileIsRegisteredAlready() throws {
    let package = try makePackage()
    try package.write("Sources/MyApp/SceneRegistry.swift", Self.formerFile)
    let run = runTool("new PhotoList", in: package.url)
    #expect(run.status == 0, "\(run.errorOutput)")
    #expect(
      run.output.contains(
        "skip       Sources/MyApp/SceneRegistry.swift (PhotoList is registered already)\n"))
    #expect(try package.read("Sources/MyApp/SceneRegistry.swift") == Self.formerFile)
  }

  @Test func findsAMediatorFileUnderAnotherNameByItsMarkers() throws {
    let package = try makePackage()
    let path = "Sources/MyApp/App/AppMediator.swift"
    try package.write(path, Self.formerFile)
    let run = runTool("new Search", in: package.url)
    #expect(run.status == 0, "\(run.errorOutput)")
    #expect(run.output.contains("change     \(path) (registers Search)\n"))
    #expect(!run.output.contains("earlier versions of mvcs"))
    #expect(try package.read(path).contains("register(view: \"SearchView\")"))
    #expect(
      !FileManager.default.fileExists(atPath: package.path("Sources/MyApp/Mediator+Scenes.swift")))
  }

  @Test func prefersTheFileOfTheCurrentName() throws {
    let package = try makePackage()
    try package.write("Sources/MyApp/SceneRegistry.swift", Self.formerFile)
    try package.write("Sources/MyApp/Mediator+Scenes.swift", Self.formerFile)
    let run = runTool("new Search", in: package.url)
    #expect(run.status == 0, "\(run.errorOutput)")
    #expect(run.output.contains("change     Sources/MyApp/Mediator+Scenes.swift"))
    #expect(try package.read("Sources/MyApp/SceneRegistry.swift") == Self.formerFile)
  }

  @Test func refusesToChooseBetweenTwoFilesWithTheMarkers() throws {
    let package = try makePackage()
    try package.write("Sources/MyApp/A.swift", Self.formerFile)
    try package.write("Sources/MyApp/B/C.swift", Self.formerFile)
    let before = package.files()
    let run = runTool("new Search", in: package.url)
    #expect(run.status == 65)
    #expect(package.files() == before)
    #expect(
      run.errorOutput == """
        Error: Cannot tell which file is the mediator file: Sources/MyApp/A.swift, \
        Sources/MyApp/B/C.swift each hold the line "// mvcs:begin registrations". To fix, keep \
        the lines "// mvcs:begin registrations" and "// mvcs:end registrations" in one of them.

        """)
  }

  @Test func saysHowToRenameATemplateOfTheFormerName() throws {
    let package = try makePackage()
    try package.write("Custom/SceneRegistry.swift.template", "// mvcs:begin registrations\n")
    let run = runTool(["new", "PhotoList", "--templates", "Custom"], in: package.url)
    #expect(run.status == 79)
    #expect(
      run.errorOutput == """
        Error: Custom/SceneRegistry.swift.template is the mediator file's template under the \
        name earlier versions of mvcs gave it. To fix, rename it to \
        Mediator+Scenes.swift.template.

        """)
  }
}
