import Foundation
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

  /// Each option that says what a scene needs shows an example, and the help's example command
  /// runs as written (quotes as the shell takes them).
  @Test func showsAnExampleOfEachSceneOptionThatRuns() throws {
    for option in ["context", "link", "result", "message"] {
      let help = try #require(Command.new.options.first { $0.long == option }).help
      #expect(help.contains("Example: --\(option) "), "\(option)")
    }
    let discussion = Command.new.discussion.replacingOccurrences(of: "\n", with: " ")
    let example = try #require(discussion.components(separatedBy: "Example: mvcs ").last)
    let words = example.split(separator: " ").prefix { $0 != "Settings" }
      .map { $0.replacingOccurrences(of: "'", with: "") }
    #expect(words.first == "new")
    let package = try makePackage()
    let run = runTool(words + ["--dry-run"], in: package.url)
    #expect(run.status == 0, "\(run.errorOutput)")
    #expect(run.output.contains("register(link: StoryRoute.self, named: \"story\")"))
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
