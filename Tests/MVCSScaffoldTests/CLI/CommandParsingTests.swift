import Testing

@testable import MVCSScaffold

struct CommandParsingTests {
  private func parse(_ words: [String]) -> ParsedArguments { Command.new.parse(words) }

  @Test func takesOptionValuesInEveryPOSIXForm() {
    let parsed = parse([
      "PhotoList", "--output", "app", "--module=MyApp", "--service=S", "--author", "Ann Example",
    ])
    #expect(parsed.problems == [])
    #expect(parsed.arguments == ["PhotoList"])
    #expect(
      parsed.values == [
        "output": "app", "module": "MyApp", "service": "S", "author": "Ann Example",
      ])
    #expect(parse(["A", "-mMyApp"]).values == ["module": "MyApp"])
    #expect(parse(["A", "-o", "out"]).values == ["output": "out"])
  }

  /// Taking the last of several values would drop the others without a word.
  @Test func refusesAnOptionGivenDifferentValues() {
    let parsed = parse([
      "A", "--service", "S1", "-o", "app", "--service=S2", "-oapp", "--service", "S1",
    ])
    #expect(parsed.problems == [.repeatedOption("--service <name>", values: ["S1", "S2", "S1"])])
    #expect(parse(["A", "-m", "App", "--module=App"]).problems == [])
  }

  /// `--context` is the one option given once per value: each is kept, in order.
  @Test func keepsEveryValueOfARepeatableOption() {
    let parsed = parse(["A", "--context", "id:Int", "--context=note:String?", "--link", "a://A"])
    #expect(parsed.problems == [])
    #expect(parsed.allValues("context") == ["id:Int", "note:String?"])
    #expect(parsed.value("link") == "a://A")
  }

  @Test func combinesShortFlags() {
    let parsed = parse(["-nf", "PhotoList"])
    #expect(parsed.problems == [])
    #expect(parsed.flags == ["dry-run", "force"])
  }

  @Test func takesEverythingAfterDoubleDashAsArguments() {
    let parsed = Command.templates.parse(["--", "--force"])
    #expect(parsed.problems == [])
    #expect(parsed.arguments == ["--force"])
    #expect(parsed.flags == [])
  }

  @Test func takesASingleDashAsAnArgumentAndAsAValue() {
    #expect(Command.templates.parse(["-"]).arguments == ["-"])
    #expect(parse(["A", "--author", "-"]).values == ["author": "-"])
  }

  @Test func letsOptionsAndArgumentsComeInAnyOrder() {
    let parsed = parse(["--force", "PhotoList", "--output", "app"])
    #expect(parsed.problems == [])
    #expect(parsed.arguments == ["PhotoList"])
  }

  @Test func showsHelpWhateverElseIsWrong() {
    for words in [["-h"], ["--help"], ["--bogus", "-h", "a", "b"]] {
      let parsed = parse(words)
      #expect(parsed.wantsHelp)
    }
  }

  @Test func suggestsTheClosestOptionForAnUnknownOne() {
    #expect(
      parse(["A", "--dryrun"]).problems == [.unknownOption("--dryrun", suggestion: "--dry-run")])
    #expect(
      parse(["A", "--forse=1"]).problems == [.unknownOption("--forse", suggestion: "--force")])
    #expect(parse(["A", "-force"]).problems == [.unknownOption("-force", suggestion: "--force")])
    #expect(parse(["A", "--zzz"]).problems == [.unknownOption("--zzz", suggestion: nil)])
    #expect(parse(["A", "-x"]).problems == [.unknownOption("-x", suggestion: nil)])
  }

  @Test func reportsAMissingValue() {
    #expect(parse(["A", "--output"]).problems == [.missingValue("--output <dir>")])
    #expect(parse(["A", "-o", "--force"]).problems == [.missingValue("--output <dir>")])
  }

  @Test func reportsAnEmptyValueInEveryForm() {
    for words in [["A", "--output="], ["A", "--output", ""], ["A", "-o", ""]] {
      let parsed = parse(words)
      #expect(
        parsed.problems.map(\.description) == [
          "Empty value for '--output <dir>'. To fix, give a value, or leave the option out."
        ])
      #expect(parsed.values["output"] == nil)
    }
  }

  @Test func reportsAValueGivenToAFlag() {
    #expect(
      parse(["A", "--force=yes"]).problems == [.unexpectedValue(flag: "--force", value: "yes")])
  }

  @Test func reportsMissingAndExtraArguments() {
    #expect(parse([]).problems == [.missingArgument("<name>")])
    #expect(parse(["A", "B"]).problems == [.unexpectedArgument("B")])
    #expect(Command.help.parse([]).problems == [])
  }

  @Test func collectsEveryProblem() {
    #expect(
      parse(["--dryrun", "--force=1", "--output"]).problems == [
        .unknownOption("--dryrun", suggestion: "--dry-run"),
        .unexpectedValue(flag: "--force", value: "1"),
        .missingValue("--output <dir>"),
        .missingArgument("<name>"),
      ])
  }
}
