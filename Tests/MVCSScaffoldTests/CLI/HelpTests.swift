import Testing

@testable import MVCSScaffold

/// The help texts are the tool's documentation; `Golden/Help/` holds them as printed.
struct HelpTests {
  @Test(arguments: [
    ([], "mvcs.txt"), (["--help"], "mvcs.txt"), (["-h"], "mvcs.txt"), (["help"], "mvcs.txt"),
    (["help", "new"], "new.txt"), (["new", "--help"], "new.txt"), (["new", "-h"], "new.txt"),
    (["help", "templates"], "templates.txt"), (["templates", "--help"], "templates.txt"),
    (["help", "help"], "help.txt"), (["help", "--help"], "help.txt"),
  ])
  func printsHelp(arguments: [String], golden: String) throws {
    let folder = try TemporaryFolder()
    let run = runTool(arguments, in: folder.url)
    #expect(run.status == 0)
    #expect(run.errorOutput == "")
    try expectGolden(run.output, file: "Help/\(golden)")
  }

  @Test func printsTheVersion() throws {
    let folder = try TemporaryFolder()
    #expect(
      runTool(["--version"], in: folder.url)
        == ToolRun(status: 0, output: "0.1.0\n", errorOutput: ""))
  }

  @Test func keepsHelpWithinEightyColumns() {
    for command in [Command.root] + Command.subcommands {
      for line in command.helpText.split(separator: "\n") {
        #expect(line.count <= Command.helpWidth, "\(command.commandLine): \(line)")
      }
    }
  }

  @Test func wrapsWordsKeepingIndentation() {
    #expect(Command.wrap("  one two three", width: 9) == ["  one two", "  three"])
    #expect(Command.wrap("unbreakable-word x", width: 5) == ["unbreakable-word", "x"])
  }
}
