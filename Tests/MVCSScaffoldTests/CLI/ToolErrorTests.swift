import Foundation
import Testing

@testable import MVCSScaffold

/// Every error the tool reports: its exact message on standard error and its exit status.
struct ToolErrorTests {
  private let newUsage = """
    Usage: mvcs new <name> [--output <dir>] [--module <name>] [--service <name>]
                    [--storage <name>] [--templates <dir>] [--author <name>]
                    [--organization <name>] [--dry-run] [--force]
      See 'mvcs new --help' for more information.

    """

  @Test func rejectsANameThatIsNotAnIdentifierWithASuggestion() throws {
    let package = try makePackage()
    let run = runTool(["new", "photo-list"], in: package.url)
    #expect(run.status == 65)
    #expect(run.output == "")
    #expect(
      run.errorOutput == """
        Error: The scene name "photo-list" cannot be used: it is not a Swift identifier (it \
        contains "-"). Did you mean "PhotoList"?

        """ + newUsage)
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  @Test func rejectsAReservedWordWithASuggestion() throws {
    let package = try makePackage()
    let run = runTool(["new", "class"], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.hasPrefix(
        """
        Error: The scene name "class" cannot be used: it is a Swift keyword. Did you mean \
        "Class"?
        Usage: mvcs new
        """))
  }

  @Test func rejectsNamesThatClashWithMVCS() throws {
    let package = try makePackage()
    let run = runTool(
      ["new", "Scene", "--service", "Service", "--module", "2App"], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.hasPrefix(
        """
        Error: The scene name "Scene" cannot be used: its types would clash with MVCS's \
        SceneStore, MVCS's SceneController, MVCS's SceneView; choose a more specific name.
        Error: The service name "Service" cannot be used: it would hide MVCS's Service in the \
        whole module; choose a more specific name.
        Error: The module name "2App" cannot be used: it is not a Swift identifier (it starts \
        with a digit). Did you mean "App2"?
        Usage: mvcs new
        """))
  }

  /// `struct Status: Service` would hide MVCS's `@Status`, which the generated pipeline uses.
  @Test func rejectsAServiceThatWouldHideAnMVCSPropertyWrapper() throws {
    let package = try makePackage()
    let run = runTool("new PhotoList --service Status", in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput == """
        Error: The service name "Status" cannot be used: it would hide MVCS's Status in the whole \
        module; choose a more specific name. Did you mean "StatusService"?

        """ + newUsage)
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  /// The generated tests import MVCSTesting and the app: a type in both would be ambiguous.
  @Test func rejectsAServiceNamedLikeAnMVCSTestingType() throws {
    let package = try makePackage()
    let run = runTool("new PhotoList --service SceneScriptFile", in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.hasPrefix(
        """
        Error: The service name "SceneScriptFile" cannot be used: it would hide MVCSTesting's \
        SceneScriptFile in the whole module; choose a more specific name. Did you mean \
        "SceneScriptFileService"?
        """))
  }

  @Test func rejectsAModuleNamedLikeAModuleTheGeneratedCodeImports() throws {
    let package = try TemporaryFolder()
    let run = runTool("new PhotoList --module Testing --dry-run", in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.hasPrefix(
        """
        Error: The module name "Testing" cannot be used: it is the name of a module that \
        generated code imports; choose the app's own name. Did you mean "TestingApp"?
        """))
    for name in ["MVCS", "MVCSTesting", "Swift", "Foundation"] {
      #expect(runTool(["new", "PhotoList", "--module", name], in: package.url).status == 65)
    }
  }

  /// A suggestion is itself a name the tool takes: `string!` does not suggest `String`, which
  /// would hide Swift's, nor `foundation!` the imported module `Foundation`.
  @Test func suggestsOnlyNamesItWouldTake() throws {
    let package = try makePackage()
    let run = runTool(
      ["new", "Search", "--service", "string!", "--module", "foundation!"], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.hasPrefix(
        """
        Error: The service name "string!" cannot be used: it is not a Swift identifier (it \
        contains "!"). Did you mean "StringService"?
        Error: The module name "foundation!" cannot be used: it is not a Swift identifier (it \
        contains "!"). Did you mean "FoundationApp"?
        Usage: mvcs new
        """))
    let noSuggestion = runTool(["new", "Search", "--service", "service!"], in: package.url)
    #expect(
      noSuggestion.errorOutput.hasPrefix(
        """
        Error: The service name "service!" cannot be used: it is not a Swift identifier (it \
        contains "!").
        Usage: mvcs new
        """))
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  @Test func rejectsAServiceNamedLikeOneOfTheScenesTypes() throws {
    let package = try makePackage()
    let run = runTool(["new", "Photos", "--service", "PhotosStore"], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.hasPrefix(
        """
        Error: The service name "PhotosStore" cannot be used: it is the name of one of the \
        scene's own types.
        """))
  }

  @Test func refusesASecondServiceRatherThanDroppingTheFirst() throws {
    let package = try makePackage()
    let before = package.files()
    let run = runTool(["new", "PhotoDetail", "--service", "A", "--service", "B"], in: package.url)
    #expect(run.status == 64)
    #expect(package.files() == before)
    #expect(
      run.errorOutput == """
        Error: '--service <name>' was given 2 values ('A', 'B'), but takes one. A new scene gets \
        one service. To fix, give it once, and add the others to the store by hand: register \
        each in Mediator+Scenes.swift and read it with environment.service(_:).

        """ + newUsage)
  }

  @Test func suggestsTheOptionMeantForAnUnknownOne() throws {
    let package = try makePackage()
    let run = runTool(["new", "PhotoList", "--dryrun"], in: package.url)
    #expect(run.status == 64)
    #expect(
      run.errorOutput == "Error: Unknown option '--dryrun'. Did you mean '--dry-run'?\n" + newUsage)
  }

  @Test func reportsEveryCommandLineProblemAtOnce() throws {
    let package = try makePackage()
    let run = runTool(["new", "photo list", "--forse", "--output"], in: package.url)
    #expect(run.status == 64)
    #expect(
      run.errorOutput == """
        Error: Unknown option '--forse'. Did you mean '--force'?
        Error: Missing value for '--output <dir>'.
        Error: The scene name "photo list" cannot be used: it is not a Swift identifier (it \
        contains a space). Did you mean "PhotoList"?

        """ + newUsage)
  }

  @Test func suggestsTheSubcommandMeantForAnUnknownOne() throws {
    let folder = try TemporaryFolder()
    #expect(
      runTool(["nwe", "PhotoList"], in: folder.url)
        == ToolRun(
          status: 64, output: "",
          errorOutput: """
            Error: Unknown subcommand 'nwe'. Did you mean 'new'? Subcommands: new, templates, \
            help.
            Usage: mvcs <subcommand>
              See 'mvcs --help' for more information.

            """))
    #expect(
      runTool(["--verison"], in: folder.url).errorOutput.hasPrefix(
        "Error: Unknown option '--verison'. Did you mean '--version'?\nUsage: mvcs <subcommand>\n"
      ))
    #expect(
      runTool(["help", "tempaltes"], in: folder.url).errorOutput.hasPrefix(
        "Error: Unknown subcommand 'tempaltes'. Did you mean 'templates'?"))
  }

  @Test func reportsAnUnknownPlaceholderWithFileAndLine() throws {
    let package = try makePackage()
    try package.write(
      "Custom/Store.swift.template", "import MVCS\n\nfinal class {{scenName}}Store {}\n")
    let run = runTool(["new", "PhotoList", "--templates", "Custom"], in: package.url)
    #expect(run.status == 79)
    #expect(
      run.errorOutput == """
        Error: Custom/Store.swift.template:3: Unknown placeholder {{scenName}}. Did you mean \
        {{sceneName}}? Placeholders: author, date, moduleName, moduleVariableName, organization, \
        sceneName, sceneVariableName, serviceName, storageName, usesTasks, year.

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
          + "Store.swift.template? Templates: Pipeline.swift.template,"))
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

  @Test func asksForTheModuleWhenItCannotTell() throws {
    let folder = try TemporaryFolder()
    let noSources = runTool(["new", "PhotoList"], in: folder.url)
    #expect(noSources.status == 64)
    #expect(
      noSources.errorOutput.hasPrefix(
        """
        Error: Cannot tell which module to write into: Sources does not exist. To fix, pass \
        --module <name>, or set "module = <name>" in .mvcs.
        Usage: mvcs new
        """))
    try folder.makeFolder("Sources/App")
    try folder.makeFolder("Sources/Core")
    #expect(
      runTool(["new", "PhotoList"], in: folder.url).errorOutput.hasPrefix(
        "Error: Cannot tell which module to write into: Sources has 2 modules: App, Core."))
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

  @Test func reportsUsageErrorsOfTheOtherSubcommands() throws {
    let folder = try TemporaryFolder()
    #expect(
      runTool(["templates"], in: folder.url)
        == ToolRun(
          status: 64, output: "",
          errorOutput: """
            Error: Missing expected argument '<dir>'.
            Usage: mvcs templates <dir> [--force]
              See 'mvcs templates --help' for more information.

            """))
    #expect(runTool(["--version", "x"], in: folder.url).status == 64)
    #expect(runTool(["help", "new", "extra"], in: folder.url).status == 64)
  }

  @Test func rejectsAModuleWithoutAFolderAndNamesTheClosestOne() throws {
    let package = try makePackage()
    try package.makeFolder("Sources/Core")
    let run = runTool("new PhotoList --module MyAp", in: package.url)
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(
      run.errorOutput == """
        Error: The module "MyAp" has no folder in Sources. Did you mean "MyApp"? Module folders: \
        Core, MyApp. To fix, pass --module with one of them, or create Sources/MyAp to start a new \
        module.

        """ + newUsage)
    #expect(package.entries == ["Sources", "Sources/Core", "Sources/MyApp"])
  }

  @Test func rejectsAModuleInTheConfigFileWithoutAFolderNamingItsLine() throws {
    let folder = try TemporaryFolder()
    try folder.makeFolder("app/Sources/MyApp")
    try folder.write("app/.mvcs", "author = Ann\nmodule = MyAp\n")
    let run = runTool("new PhotoList -o app", in: folder.url)
    #expect(run.status == 78)
    #expect(
      run.errorOutput == """
        Error: app/.mvcs:2: The module "MyAp" has no folder in app/Sources. Did you mean \
        "MyApp"? Module folders: MyApp. To fix, set "module" to one of them, or create \
        app/Sources/MyAp to start a new module.

        """)
    #expect(!FileManager.default.fileExists(atPath: folder.path("app/Sources/MyAp")))
  }

  @Test func rejectsAServiceThatWouldHideAStandardType() throws {
    let package = try makePackage()
    let run = runTool("new PhotoList --service String", in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput == """
        Error: The service name "String" cannot be used: it would hide Swift's String in the \
        whole module; choose a more specific name. Did you mean "StringService"?

        """ + newUsage)
    #expect(package.entries == ["Sources", "Sources/MyApp"])
    #expect(
      runTool("new PhotoList --service URL", in: package.url).errorOutput.hasPrefix(
        """
        Error: The service name "URL" cannot be used: it would hide Foundation's URL in the whole \
        module; choose a more specific name. Did you mean "URLService"?
        """))
  }

  @Test(arguments: [
    "String", "Task", "Result", "Data", "Array", "Dictionary", "Set", "Int", "Double", "Bool",
    "Error", "URL", "Date", "Optional", "Never", "Any", "AnyObject", "Character", "Substring",
    "Void", "Sequence", "Collection", "Codable", "Sendable", "Equatable", "Hashable",
    "Identifiable", "MainActor", "Actor", "Duration", "Clock", "UUID", "Decimal", "JSONDecoder",
    "JSONEncoder",
  ])
  func rejectsEveryServiceNamedLikeAStandardType(name: String) throws {
    let package = try makePackage()
    let run = runTool(["new", "PhotoList", "--service", name], in: package.url)
    #expect(run.status == 65)
    #expect(run.errorOutput.hasPrefix("Error: The service name \"\(name)\" cannot be used: it "))
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  @Test func rejectsAnEmptyOptionValue() throws {
    let package = try makePackage()
    let before = package.entries
    let run = runTool(["new", "PhotoList", "--output="], in: package.url)
    #expect(run.status == 64)
    #expect(
      run.errorOutput == """
        Error: Empty value for '--output <dir>'. To fix, give a value, or leave the option out.

        """ + newUsage)
    #expect(package.entries == before)
    #expect(
      runTool(["new", "PhotoList", "-m", ""], in: package.url).errorOutput.hasPrefix(
        "Error: Empty value for '--module <name>'."))
  }

  /// Swift takes `Café`, but the scene test scripts, which name the scene, do not.
  @Test func saysPlainlyThatNamesMustBeASCIIWithoutSuggestingATruncatedOne() throws {
    let package = try makePackage()
    let run = runTool(["new", "Café"], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput == """
        Error: The scene name "Café" cannot be used: it contains "é": names must be ASCII \
        letters, digits and underscores, as scene test scripts read no others. Did you mean \
        "Cafe"?

        """ + newUsage)
    #expect(
      runTool(["new", "PhotoList", "--storage", "Straße"], in: package.url).errorOutput
        .hasPrefix(
          """
          Error: The storage name "Straße" cannot be used: it contains "ß": names must be ASCII \
          letters, digits and underscores, as scene test scripts read no others.
          Usage:
          """))
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  @Test func givesEachKindOfBadInputItsOwnStatus() throws {
    let package = try makePackage()
    try package.write("Custom/Store.swift.template", "final class {{scenName}}Store {}\n")
    let malformedConfig = try makePackage()
    try malformedConfig.write(".mvcs", "author Ann\n")
    let unwritable = try makePackage()
    try unwritable.write("Tests/MyAppTests", "not a folder")
    let runs: [(kind: String, status: Int32, expected: Int32)] = [
      ("unknown option", runTool("new PhotoList --dryrun", in: package.url).status, 64),
      ("missing argument", runTool("new", in: package.url).status, 64),
      ("not an identifier", runTool("new photo-list", in: package.url).status, 65),
      ("reserved word", runTool("new class", in: package.url).status, 65),
      ("missing folder", runTool("new PhotoList -o nowhere", in: package.url).status, 66),
      ("unwritable folder", runTool("new PhotoList", in: unwritable.url).status, 73),
      ("malformed config", runTool("new PhotoList", in: malformedConfig.url).status, 78),
      ("unknown placeholder", runTool("new A --templates Custom", in: package.url).status, 79),
    ]
    for run in runs {
      #expect(run.status == run.expected, "\(run.kind)")
    }
  }

  // MARK: - Values that would become code

  /// A carriage return ends the `//` comment the author goes into, and the rest would compile.
  @Test func refusesAControlCharacterInTheAuthorOrOrganization() throws {
    let package = try makePackage()
    let run = runTool(
      ["new", "PhotoList", "--author", "Ann\rimport Evil", "--organization", "\u{1B}[2JX"],
      in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput == """
        Error: The value of '--author <name>', "Ann\\rimport Evil", contains U+000D (carriage \
        return). Generated code holds values in comments and strings, where such a character \
        could end the comment and turn the rest into code, or change how the code reads. To fix, \
        give the value on one line without control characters.
        Error: The value of '--organization <name>', "\\u{1B}[2JX", contains U+001B (escape). \
        Generated code holds values in comments and strings, where such a character could end \
        the comment and turn the rest into code, or change how the code reads. To fix, give the \
        value on one line without control characters.

        """ + newUsage)
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  @Test(arguments: ["\n", "\t", "\u{0}", "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}", "\u{2066}"])
  func refusesEveryKindOfControlCharacter(character: String) throws {
    let package = try makePackage()
    let run = runTool(["new", "PhotoList", "--author", "A\(character)B"], in: package.url)
    #expect(run.status == 65)
    #expect(run.errorOutput.hasPrefix("Error: The value of '--author <name>', \"A\\"))
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  @Test func refusesAControlCharacterInAConfigValueNamingItsLine() throws {
    let package = try makePackage()
    try package.write(
      ".mvcs", "organization = Example\nauthor = Ann\rimport Evil\ntemplates = \"T\u{7}\"\n")
    let run = runTool(["new", "PhotoList"], in: package.url)
    #expect(run.status == 78)
    #expect(
      run.errorOutput == """
        Error: .mvcs:2: The value of "author", "Ann\\rimport Evil", contains U+000D (carriage \
        return). Generated code holds values in comments and strings, where such a character \
        could end the comment and turn the rest into code, or change how the code reads. To fix, \
        give the value on one line without control characters.
        Error: .mvcs:3: The value of "templates", "T\\u{7}", contains U+0007 (a control \
        character). Generated code holds values in comments and strings, where such a character \
        could end the comment and turn the rest into code, or change how the code reads. To fix, \
        give the value on one line without control characters.

        """)
    #expect(package.entries == ["Sources", "Sources/MyApp", ".mvcs"])
  }

  /// A config file saved with Windows line endings still works: the CR ends the line, not the
  /// value.
  @Test func readsAConfigFileWithCRLFLineEndings() throws {
    let package = try makePackage()
    try package.write(".mvcs", "author = Ann\r\norganization = \"Example\"\r\n")
    let run = runTool(["new", "PhotoList"], in: package.url)
    #expect(run.status == 0)
    let pipeline = try package.read("Sources/MyApp/PhotoList/PhotoListPipeline.swift")
    #expect(pipeline.contains("// Created by Ann on 2026-01-31.\n"))
    #expect(pipeline.contains("// Copyright © 2026 Example. All rights reserved.\n"))
    #expect(!pipeline.contains("\r"))
  }

  // MARK: - Names too long for a file

  @Test func refusesASceneNameTooLongForItsFileNames() throws {
    let package = try makePackage()
    let name = "P" + String(repeating: "a", count: 224)
    let run = runTool(["new", name], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput == """
        Error: The scene name "\(name)" cannot be used: it is too long: a file name made from it \
        would be 256 bytes, with the temporary name mvcs writes the file under first, and file \
        systems allow 255 (NAME_MAX). To fix, use a name of at most 224 characters.

        """ + newUsage)
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  @Test func writesTheLongestSceneNameThatFits() throws {
    let package = try makePackage()
    let name = "P" + String(repeating: "a", count: 223)
    let run = runTool(["new", name], in: package.url)
    #expect(run.status == 0)
    #expect(
      FileManager.default.fileExists(
        atPath: package.path("Tests/MyAppTests/\(name)SceneTests.swift")))
  }

  @Test func refusesServiceAndModuleNamesTooLongForTheirFileNames() throws {
    let package = try makePackage()
    let service = "S" + String(repeating: "a", count: 234)
    let module = "M" + String(repeating: "a", count: 250)
    let run = runTool(
      ["new", "PhotoList", "--service", service, "--module", module], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.contains(
        "Error: The service name \"\(service)\" cannot be used: it is too long: a file name made "
          + "from it would be 256 bytes"))
    #expect(run.errorOutput.contains("To fix, use a name of at most 234 characters."))
    #expect(
      run.errorOutput.contains(
        "Error: The module name \"\(module)\" cannot be used: it is too long: a file name made "
          + "from it would be 256 bytes"))
    #expect(run.errorOutput.contains("To fix, use a name of at most 250 characters."))
  }

  // MARK: - Files where folders go, and folders where files go

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

  /// Text from the command line is quoted in messages: a control character in it is shown as an
  /// escape, never sent to the terminal.
  @Test func showsAControlCharacterInAnyQuotedInputAsAnEscape() throws {
    let package = try makePackage()
    let name = runTool(["new", "A\u{1B}[2J"], in: package.url)
    #expect(name.status == 65)
    #expect(name.errorOutput.hasPrefix("Error: The scene name \"A\\u{1B}[2J\" cannot be used"))
    let folder = runTool(["new", "PhotoList", "-o", "out\u{1B}]0;x\u{7}"], in: package.url)
    #expect(
      folder.errorOutput == """
        Error: The output folder out\\u{1B}]0;x\\u{7} does not exist. To fix, create it or pass \
        another one.

        """)
  }
}
