import Foundation
import Testing

@testable import MVCSScaffold

/// Mistakes on the command line: unknown or repeated options, missing values, a module the tool
/// cannot tell; each with its exact message and exit status.
struct CommandLineErrorTests {
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
}
