import Foundation
import Testing

@testable import MVCSScaffold

/// Problems with the files and folders the tool reads and writes: templates, the config file, the
/// mediator file, folders that are files; each with its exact message and exit status.
struct InputFileErrorTests {
  @Test func reportsAnUnknownPlaceholderWithFileAndLine() throws {
    let package = try makePackage()
    try package.write(
      "Custom/Store.swift.template", "import MVCS\n\nfinal class {{scenName}}Store {}\n")
    let run = runTool(["new", "PhotoList", "--templates", "Custom"], in: package.url)
    #expect(run.status == 79)
    #expect(
      run.errorOutput == """
        Error: Custom/Store.swift.template:3: Unknown placeholder {{scenName}}. Did you mean \
        {{sceneName}}? Placeholders: author, contextKeys, date, hasScript, link, linkName, \
        linkRoute, linkSample, messageName, messageVariableName, moduleName, moduleVariableName, \
        organization, queryService, resultType, routeArguments, routeParameters, \
        routeProperties, sampleContext, sampleFunctions, sampleResult, sampleRoute, sceneName, \
        sceneVariableName, scriptlessKeys, serviceName, storageName, usesTasks, year.

        """)
    #expect(!FileManager.default.fileExists(atPath: package.path("Sources/MyApp/PhotoList")))
  }

  @Test func reportsATemplateFileItDoesNotKnow() throws {
    let package = try makePackage()
    try package.write("Custom/Stor.swift.template", "")
    try package.write("Custom/README.md", "Ignored: not a template.")
    let run = runTool(["new", "PhotoList", "--templates", "Custom"], in: package.url)
    #expect(run.status == 79)
    #expect(
      run.errorOutput.hasPrefix(
        "Error: Custom/Stor.swift.template is not a template mvcs knows. Did you mean "
          + "Store.swift.template? Templates: Route.swift.template, Pipeline.swift.template,"))
  }

  @Test func reportsAMalformedConfigFileWithLineAndWhatWasExpected() throws {
    let package = try makePackage()
    try package.write(".mvcs", "# settings\nauthor Ann\norganisation = X\n")
    let run = runTool(["new", "PhotoList"], in: package.url)
    #expect(run.status == 78)
    #expect(
      run.errorOutput == """
        Error: .mvcs:2: Expected "key = value", found "author Ann".
        Error: .mvcs:3: Unknown key "organisation". Did you mean "organization"? Keys: author, \
        organization, module, templates.

        """)
  }

  @Test func namesTheConfigFileInsideTheOutputFolder() throws {
    let folder = try TemporaryFolder()
    try folder.makeFolder("app/Sources/MyApp")
    try folder.write("app/.mvcs", "author = \"Ann\n")
    let run = runTool(["new", "PhotoList", "-o", "app"], in: folder.url)
    #expect(run.status == 78)
    #expect(
      run.errorOutput
        == "Error: app/.mvcs:1: Expected a closing quote (\") at the end of the value.\n")
  }

  @Test func reportsAnUnwritableFolderAndLeavesNothing() throws {
    let package = try makePackage()
    // A file where the test target's folder goes: the Sources files are written first, then
    // writing the tests fails part way.
    try package.write("Tests/MyAppTests", "not a folder")
    let before = package.files()
    let run = runTool(["new", "PhotoList"], in: package.url)
    #expect(run.status == 73)
    #expect(run.output == "")
    #expect(
      run.errorOutput == """
        Error: Cannot write Tests/MyAppTests/PhotoListSceneTests.swift: Tests/MyAppTests is a \
        file, not a folder. Nothing was written: the files written before it were removed. To \
        fix, move or rename Tests/MyAppTests, which mvcs did not make and leaves alone, or pass \
        --output with another folder.

        """)
    #expect(package.files() == before)
    #expect(package.entries == ["Sources", "Sources/MyApp", "Tests", "Tests/MyAppTests"])
  }

  @Test func reportsAMissingOutputOrTemplatesFolder() throws {
    let package = try makePackage()
    #expect(
      runTool(["new", "PhotoList", "-o", "nowhere"], in: package.url)
        == ToolRun(
          status: 66, output: "",
          errorOutput: "Error: The output folder nowhere does not exist. To fix, create it or "
            + "pass another one.\n"))
    #expect(
      runTool(["new", "PhotoList", "--templates", "nowhere"], in: package.url)
        == ToolRun(
          status: 66, output: "",
          errorOutput: "Error: The templates folder nowhere does not exist. To fix, create it "
            + "or pass another one.\n"))
  }

  @Test func reportsAMediatorFileWithoutMarkers() throws {
    let package = try makePackage()
    try package.write("Sources/MyApp/Mediator+Scenes.swift", "import MVCS\n")
    let run = runTool(["new", "PhotoList"], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput == """
        Error: Cannot add the registrations to Sources/MyApp/Mediator+Scenes.swift: it has no \
        "// mvcs:begin registrations" or "// mvcs:end registrations" line. To fix, put the lines \
        "// mvcs:begin registrations" and "// mvcs:end registrations" where registrations go, \
        such as inside a function that registers scenes, or delete the file to have it made \
        again.

        """)
    #expect(!FileManager.default.fileExists(atPath: package.path("Sources/MyApp/PhotoList")))
  }

  @Test func reportsAMediatorFileTemplateWithoutMarkers() throws {
    let package = try makePackage()
    try package.write("Custom/Mediator+Scenes.swift.template", "import MVCS\n")
    let run = runTool(["new", "PhotoList", "--templates", "Custom"], in: package.url)
    #expect(run.status == 79)
    #expect(
      run.errorOutput.hasPrefix(
        "Error: Custom/Mediator+Scenes.swift.template:1: The mediator file's template cannot "
          + "take registrations: it has no"))
  }

  @Test func saysTheTemplatesCopyFolderIsAFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("Custom", "notes\n")
    let run = runTool(["templates", "Custom"], in: folder.url)
    #expect(
      run
        == ToolRun(
          status: 73, output: "",
          errorOutput: """
            Error: Cannot copy the templates into Custom: it is a file, not a folder. To fix, \
            pass a folder, or a path where nothing is yet to have the folder made.

            """))
    #expect(try folder.read("Custom") == "notes\n")
  }

  @Test func saysTheOutputOrTemplatesFolderIsAFile() throws {
    let package = try makePackage()
    try package.write("Custom", "notes\n")
    #expect(
      runTool(["new", "PhotoList", "--templates", "Custom"], in: package.url)
        == ToolRun(
          status: 66, output: "",
          errorOutput: """
            Error: The templates folder Custom is a file, not a folder. To fix, pass the folder \
            that holds the templates, such as one that 'mvcs templates <dir>' made.

            """))
    #expect(
      runTool(["new", "PhotoList", "-o", "Custom"], in: package.url)
        == ToolRun(
          status: 66, output: "",
          errorOutput: """
            Error: The output folder Custom is a file, not a folder. To fix, pass the package's \
            folder with --output.

            """))
  }

  @Test func saysATemplateThatIsAFolderIsNotATemplateFile() throws {
    let package = try makePackage()
    try package.makeFolder("Custom/Store.swift.template")
    let run = runTool(["new", "PhotoList", "--templates", "Custom"], in: package.url)
    #expect(
      run
        == ToolRun(
          status: 66, output: "",
          errorOutput: """
            Error: Cannot read Custom/Store.swift.template: it is a folder, but a name ending in \
            .template in a templates folder names a template file. To fix, rename the folder so \
            that its name does not end in .template, or move it out of Custom.

            """))
  }

  @Test func saysHowToFixAConfigFileThatIsNotUTF8() throws {
    let package = try makePackage()
    try Data([0x61, 0xFF, 0x0A]).write(to: package.url.appending(path: ".mvcs"))
    let run = runTool(["new", "PhotoList"], in: package.url)
    #expect(run.status == 66)
    #expect(
      run.errorOutput
        == "Error: Cannot read .mvcs: it is not UTF-8 text. To fix, save it as UTF-8.\n"
    )
  }
}
