import Foundation
import Testing

@testable import MVCSScaffold

/// What `mvcs new` and `mvcs templates` write and print.
struct ToolTests {
  @Test func printsThePlanWithTheMediatorFileDiffOnADryRunAndWritesNothing() throws {
    let package = try makePackage()
    try #require(runTool("new PhotoList", in: package.url).status == 0)
    let before = package.files()
    let run = runTool("new Detail --service PhotoService -n", in: package.url)
    #expect(run.status == 0)
    #expect(run.errorOutput == "")
    #expect(package.files() == before)
    try expectGolden(run.output, file: "DryRun.txt")
  }

  /// As the README's quick start does: a dry run may plan a package that does not exist yet.
  @Test func dryRunPlansAPackageFolderThatDoesNotExistAndCreatesNothing() throws {
    let folder = try TemporaryFolder()
    let run = runTool("new PhotoList --module PhotoSearch -o PhotoSearch -n", in: folder.url)
    #expect(run.status == 0)
    #expect(
      run.output.hasPrefix("create     PhotoSearch/Sources/PhotoSearch/PhotoList/PhotoListRoute")
    )
    #expect(run.output.contains("Dry run, nothing written: would create 8 files."))
    #expect(folder.entries.isEmpty)
  }

  @Test func neverOverwritesWithoutForceAndExitsOneWhenNothingIsWritten() throws {
    let package = try makePackage()
    try #require(runTool("new PhotoList", in: package.url).status == 0)
    try package.write("Sources/MyApp/PhotoList/PhotoListStore.swift", "// mine\n")
    let before = package.files()
    let run = runTool("new PhotoList", in: package.url)
    #expect(run.status == 1)
    #expect(package.files() == before)
    #expect(
      run.output == """
        skip       Sources/MyApp/PhotoList/PhotoListRoute.swift (exists; --force overwrites it)
        skip       Sources/MyApp/PhotoList/PhotoListPipeline.swift (exists; --force overwrites it)
        skip       Sources/MyApp/PhotoList/PhotoListStore.swift (exists; --force overwrites it)
        skip       Sources/MyApp/PhotoList/PhotoListController.swift (exists; --force overwrites it)
        skip       Sources/MyApp/PhotoList/PhotoListView.swift (exists; --force overwrites it)
        skip       Tests/MyAppTests/PhotoListSceneTests.swift (exists; --force overwrites it)
        skip       Tests/MyAppTests/Scripts/PhotoList.scenetest (exists; --force overwrites it)
        skip       Sources/MyApp/Mediator+Scenes.swift (PhotoList is registered already)
        Scene PhotoList: skipped 8 files.

        """)
    #expect(
      run.errorOutput == """
        Error: Nothing was written: every file of the scene PhotoList exists. To fix, pass \
        --force to overwrite the files, or choose another scene name.

        """)
  }

  @Test func writesWhatIsMissingAndReportsWhatItSkipped() throws {
    let package = try makePackage()
    try #require(runTool("new PhotoList", in: package.url).status == 0)
    try FileManager.default.removeItem(
      atPath: package.path("Sources/MyApp/PhotoList/PhotoListView.swift"))
    let run = runTool("new PhotoList --storage Favorites", in: package.url)
    #expect(run.status == 0)
    #expect(
      run.output.hasSuffix(
        """
        create     Sources/MyApp/PhotoList/PhotoListView.swift (was missing)
        skip       Tests/MyAppTests/PhotoListSceneTests.swift (exists; --force overwrites it)
        skip       Tests/MyAppTests/Scripts/PhotoList.scenetest (exists; --force overwrites it)
        change     Sources/MyApp/Mediator+Scenes.swift (registers PhotoList)
        Scene PhotoList: created 1 file, changed 1, skipped 6.

        """))
    #expect(try package.read("Sources/MyApp/Mediator+Scenes.swift").contains("Favorites"))
  }

  /// A file of a scene the mediator file registers was generated before: the user may have
  /// deleted it on purpose, so a run says that it comes back, and a dry run shows it first.
  @Test func saysWhichFilesOfARegisteredSceneItCreatesAgain() throws {
    let package = try makePackage()
    try #require(runTool("new PhotoList --service PhotoService", in: package.url).status == 0)
    for path in [
      "Sources/MyApp/PhotoList/PhotoListView.swift", "Sources/MyApp/Services/PhotoService.swift",
    ] {
      try FileManager.default.removeItem(atPath: package.path(path))
    }
    let before = package.files()
    let dryRun = runTool("new PhotoList --service PhotoService -n", in: package.url)
    #expect(dryRun.status == 0)
    #expect(package.files() == before)
    let expected = """
      create     Sources/MyApp/PhotoList/PhotoListView.swift (was missing)
      create     Sources/MyApp/Services/PhotoService.swift (was missing)

      """
    #expect(dryRun.output.contains(expected))
    #expect(dryRun.output.contains("Dry run, nothing written: would create 2 files, skip 7."))
    let run = runTool("new PhotoList --service PhotoService", in: package.url)
    #expect(run.status == 0)
    #expect(run.output.contains(expected))
    #expect(run.output.hasSuffix("Scene PhotoList: created 2 files, skipped 7.\n"))
  }

  @Test func overwritesWithForce() throws {
    let package = try makePackage()
    try #require(runTool("new PhotoList", in: package.url).status == 0)
    let generated = package.files()
    try package.write("Sources/MyApp/PhotoList/PhotoListStore.swift", "// mine\n")
    let run = runTool("new PhotoList --force", in: package.url)
    #expect(run.status == 0)
    #expect(package.files() == generated)
    #expect(run.output.contains("overwrite  Sources/MyApp/PhotoList/PhotoListStore.swift\n"))
    #expect(run.output.hasSuffix("Scene PhotoList: overwrote 7 files, skipped 1.\n"))
  }

  @Test func refusesAFolderWhereAFileGoesBeforeWritingAny() throws {
    let package = try makePackage()
    try #require(runTool("new PhotoList", in: package.url).status == 0)
    try package.write("Sources/MyApp/PhotoList/PhotoListStore.swift", "// mine\n")
    // A folder where the test goes, after the sources in the order of writing.
    try FileManager.default.removeItem(
      atPath: package.path("Tests/MyAppTests/PhotoListSceneTests.swift"))
    try package.makeFolder("Tests/MyAppTests/PhotoListSceneTests.swift/inside")
    let before = package.files()
    let entries = package.entries
    let run = runTool("new PhotoList --force", in: package.url)
    #expect(run.status == 73)
    #expect(
      run.errorOutput == """
        Error: Cannot write Tests/MyAppTests/PhotoListSceneTests.swift: it is a folder, not a \
        file. Nothing was written: the files written before it were removed. To fix, move or \
        rename the folder Tests/MyAppTests/PhotoListSceneTests.swift, which mvcs did not make and \
        leaves alone, or pass --output with another folder.

        """)
    #expect(package.files() == before)
    #expect(package.entries == entries)
  }

  @Test func takesDefaultsFromTheConfigFileAndFlagsOverThem() throws {
    let package = try makePackage(module: "Other")
    try package.makeFolder("Sources/MyApp")
    try package.write(
      ".mvcs", "author = Ann Example\norganization = Example Ltd\nmodule = MyApp\n")
    let run = runTool(
      ["new", "PhotoList", "--organization", "Flag Ltd", "--module", "MyApp"], in: package.url)
    #expect(run.status == 0)
    let pipeline = try package.read("Sources/MyApp/PhotoList/PhotoListPipeline.swift")
    #expect(
      pipeline.hasPrefix(
        """
        // PhotoListPipeline.swift, in MyApp.
        // Created by Ann Example on 2026-01-31.
        // Copyright © 2026 Flag Ltd. All rights reserved.

        """))
  }

  @Test func findsTheConfigsTemplatesFolderRelativeToIt() throws {
    let folder = try TemporaryFolder()
    try folder.makeFolder("app/Sources/MyApp")
    try folder.write("app/.mvcs", "templates = Custom\n")
    try folder.write("app/Custom/View.swift.template", "// The {{sceneName}} view\n")
    let run = runTool("new PhotoList --output app", in: folder.url)
    #expect(run.status == 0)
    #expect(
      try folder.read("app/Sources/MyApp/PhotoList/PhotoListView.swift")
        == "// The PhotoList view\n")
    #expect(
      run.output.hasPrefix("create     app/Sources/MyApp/PhotoList/PhotoListRoute.swift\n"))
  }

  @Test func keepsTheCasingOfTheNamesGiven() throws {
    let package = try makePackage(module: "myApp")
    let run = runTool("new photoLIST --service photoService", in: package.url)
    #expect(run.status == 0)
    #expect(
      Set(package.files().keys) == [
        "Sources/myApp/photoLIST/photoLISTRoute.swift",
        "Sources/myApp/photoLIST/photoLISTPipeline.swift",
        "Sources/myApp/photoLIST/photoLISTStore.swift",
        "Sources/myApp/photoLIST/photoLISTController.swift",
        "Sources/myApp/photoLIST/photoLISTView.swift",
        "Sources/myApp/Services/photoService.swift",
        "Sources/myApp/Mediator+Scenes.swift",
        "Tests/myAppTests/photoLISTSceneTests.swift",
        "Tests/myAppTests/Scripts/photoLIST.scenetest",
      ])
    #expect(
      try package.read("Sources/myApp/photoLIST/photoLISTStore.swift").contains(
        "final class photoLISTStore: SceneStore"))
  }

  @Test func notesThatTheScriptsFolderIsNew() throws {
    let package = try makePackage()
    let first = runTool("new PhotoList", in: package.url)
    #expect(
      first.output.hasSuffix(
        """
        Scene PhotoList: created 8 files.
        Note: Tests/MyAppTests/Scripts is new: add exclude: ["Scripts"] to the MyAppTests target \
        in Package.swift, so that SwiftPM does not warn about the test scripts.

        """))
    let second = runTool("new Detail", in: package.url)
    #expect(!second.output.contains("Note:"))
    let excluding = try makePackage()
    try excluding.write("Package.swift", "// … exclude: [\"Scripts\"] …\n")
    #expect(!runTool("new PhotoList", in: excluding.url).output.contains("Note:"))
  }

  /// A message needs the MVCSHTTP product, which `mvcs` does not add to Package.swift itself.
  @Test func notesThatAMessageNeedsMVCSHTTP() throws {
    let package = try makePackage()
    let run = runTool("new Story --message StoryDetails", in: package.url)
    #expect(run.status == 0)
    #expect(
      run.output.hasSuffix(
        """
        Note: StoryDetails is an MVCSHTTP message: add .product(name: "MVCSHTTP", package: \
        "MVCS") to the dependencies of the MyApp and MyAppTests targets in Package.swift.

        """))
    let depending = try makePackage()
    try depending.write("Package.swift", "// .product(name: \"MVCSHTTP\", package: \"MVCS\")\n")
    #expect(
      !runTool("new Story --message StoryDetails", in: depending.url).output.contains("MVCSHTTP"))
  }

  /// A scene registered by its route is registered: running again with the same options writes
  /// nothing, and a deleted file comes back marked.
  @Test func runningAgainWithTheSameOptionsWritesNothing() throws {
    let package = try makePackage()
    let arguments = [
      "new", "Story", "--context", "id:Int", "--link", "app://story?id", "--result", "Int",
      "--message", "StoryDetails",
    ]
    try #require(runTool(arguments, in: package.url).status == 0)
    let before = package.files()
    #expect(runTool(arguments, in: package.url).status == 1)
    #expect(package.files() == before)
    try FileManager.default.removeItem(atPath: package.path("Sources/MyApp/Story/StoryRoute.swift"))
    let run = runTool(arguments, in: package.url)
    #expect(run.output.hasPrefix("create     Sources/MyApp/Story/StoryRoute.swift (was missing)\n"))
    #expect(package.files() == before)
  }

  @Test func copiesTheDefaultTemplatesOut() throws {
    let folder = try TemporaryFolder()
    let run = runTool("templates Custom", in: folder.url)
    #expect(run.status == 0)
    #expect(run.errorOutput == "")
    let expected = Dictionary(
      uniqueKeysWithValues: TemplateFile.allCases.map { ($0.fileName, $0.defaultText) })
    #expect(folder.files(under: "Custom") == expected)
    #expect(
      run.output == """
        create     Custom/Route.swift.template
        create     Custom/Pipeline.swift.template
        create     Custom/Store.swift.template
        create     Custom/Controller.swift.template
        create     Custom/View.swift.template
        create     Custom/Service.swift.template
        create     Custom/Message.swift.template
        create     Custom/Scene.scenetest.template
        create     Custom/SceneTests.swift.template
        create     Custom/Mediator+Scenes.swift.template
        create     Custom/Registration.swift.template
        Templates: created 11 files.
        Edit the templates and delete the ones you keep as they are, then pass --templates \
        Custom to 'mvcs new', or set "templates = Custom" in .mvcs.

        """)
  }

  @Test func copiesOnlyMissingTemplatesWithoutForce() throws {
    let folder = try TemporaryFolder()
    try folder.write("Custom/Store.swift.template", "// mine\n")
    let run = runTool("templates Custom", in: folder.url)
    #expect(run.status == 0)
    #expect(try folder.read("Custom/Store.swift.template") == "// mine\n")
    #expect(
      run.output.contains(
        "skip       Custom/Store.swift.template (exists; --force overwrites it)\n"))
    let again = runTool("templates Custom", in: folder.url)
    #expect(again.status == 1)
    #expect(
      again.errorOutput == """
        Error: Nothing was written: every file exists. To fix, pass --force to overwrite the \
        files.

        """)
    #expect(runTool("templates Custom -f", in: folder.url).status == 0)
    #expect(try folder.read("Custom/Store.swift.template") == TemplateFile.store.defaultText)
  }

  @Test func usesCopiedTemplatesUnchangedToTheSameEffect() throws {
    let package = try makePackage()
    try #require(runTool("templates Custom", in: package.url).status == 0)
    let custom = try makePackage()
    try #require(runTool("new PhotoList --service S --storage F", in: package.url).status == 0)
    let path = package.url.appending(path: "Custom").path
    try #require(
      runTool(
        ["new", "PhotoList", "--service", "S", "--storage", "F", "--templates", path],
        in: custom.url
      ).status == 0)
    var generated = package.files()
    generated = generated.filter { !$0.key.hasPrefix("Custom/") }
    #expect(custom.files() == generated)
  }

  @Test func registersASceneOnceAfterItsRegistrationWasEditedByHand() throws {
    let package = try makePackage()
    try #require(runTool("new PhotoList --service PhotoService", in: package.url).status == 0)
    let path = "Sources/MyApp/Mediator+Scenes.swift"
    let generated = try package.read(path)
    let edited = generated.replacingOccurrences(
      of: "store: \"PhotoListStore\"))", with: "store: \"PhotoListStore\"), contextKeys: [\"id\"])"
    )
    .replacingOccurrences(
      of: "register(service: \"PhotoService\") { PhotoService() }",
      with: "register(service: \"PhotoService\") { PhotoService(baseURL: \"https://x\") }")
    try #require(edited != generated)
    try package.write(path, edited)
    let run = runTool("new PhotoList --service PhotoService --force", in: package.url)
    #expect(run.status == 0, "\(run.errorOutput)")
    #expect(run.output.contains("skip       \(path) (PhotoList is registered already)\n"))
    #expect(try package.read(path) == edited)
  }

  @Test func startsANewModuleInAPackageWithoutModuleFolders() throws {
    let package = try TemporaryFolder()
    try package.makeFolder("Sources")
    #expect(runTool("new PhotoList --module NewApp", in: package.url).status == 0)
    #expect(
      FileManager.default.fileExists(atPath: package.path("Sources/NewApp/Mediator+Scenes.swift")))
    let fresh = try TemporaryFolder()
    try fresh.write(".mvcs", "module = NewApp\n")
    #expect(runTool("new PhotoList", in: fresh.url).status == 0)
    #expect(
      FileManager.default.fileExists(atPath: fresh.path("Sources/NewApp/Mediator+Scenes.swift")))
  }

  /// Scene and storage names become prefixes of type names and strings, so they hide nothing.
  @Test func acceptsSceneAndStorageNamesThatAreStandardTypeNames() throws {
    let package = try makePackage()
    #expect(runTool("new Date --storage Data", in: package.url).status == 0)
    #expect(
      try package.read("Sources/MyApp/Date/DateStore.swift").contains(
        "storage = try environment.storage(\"Data\")"))
  }
}
