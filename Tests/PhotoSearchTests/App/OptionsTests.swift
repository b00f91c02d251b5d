import Foundation
import MVCSHTTP
import Testing

@testable import PhotoSearchApp

struct OptionsTests {
  @Test func theHelpStatesTheLimitOfRestoredScenes() {
    let help = Options.usage.split(separator: "\n").joined(separator: " ")
      .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    #expect(help.contains("at most \(StateFile.sceneLimit) (default"))
    #expect(help.contains("A FILE that does not hold saved scenes is left as it is."))
  }

  @Test func defaultsToTheDemoStage() throws {
    let options = try Options(parsing: [])
    #expect(options.stage == .demo)
    #expect(options.script == nil)
    #expect(options.latency == nil)
  }

  @Test func readsAStageWithItsServerAScriptAndALatency() throws {
    let options = try Options(
      parsing: [
        "--stage", "production", "--base-url", "https://api.example.com", "--script", "t.keys",
        "--latency", "0",
      ])
    #expect(options.stage == .production(URL(string: "https://api.example.com")!))
    #expect(options.script == "t.keys")
    #expect(options.latency == .zero)
  }

  @Test func readsADataFolder() throws {
    #expect(try Options(parsing: ["--data", "/tmp/photos"]).data == "/tmp/photos")
    #expect(try Options(parsing: []).data == nil)
    #expect(throws: OptionsError.missingValue("--data")) { try Options(parsing: ["--data"]) }
    #expect(
      "\(OptionsError.missingValue("--data"))"
        == "--data needs a value. To fix, write it after the option, such as: --data "
        + "~/photo-search-data")
  }

  @Test func readsALinkToOpen() throws {
    let options = try Options(parsing: ["--open", "photosearch://PhotoDetail?photoID=p018"])
    #expect(options.link?.absoluteString == "photosearch://PhotoDetail?photoID=p018")
    #expect(throws: OptionsError.badLink("p018")) { try Options(parsing: ["--open", "p018"]) }
    #expect(
      "\(OptionsError.badLink("p018"))"
        == "--open \"p018\" is not a link. To fix, write one such as "
        + "photosearch://PhotoDetail?photoID=p018.")
  }

  @Test func namesTheBadArgumentAndTheFix() {
    #expect(throws: OptionsError.unknownArgument("--scrip")) {
      try Options(parsing: ["--scrip", "t.keys"])
    }
    #expect(
      "\(OptionsError.unknownArgument("--scrip"))"
        == "Unknown argument \"--scrip\". Did you mean --script? The options are --script, "
        + "--open, --state, --data, --stage, --base-url, --scenario, --latency, --help.")
    #expect(throws: OptionsError.missingValue("--stage")) { try Options(parsing: ["--stage"]) }
    #expect(throws: OptionsError.badLatency("soon")) {
      try Options(parsing: ["--latency", "soon"])
    }
    #expect(throws: OptionsError.baseURLInDemo("http://127.0.0.1:8080")) {
      try Options(parsing: ["--base-url", "http://127.0.0.1:8080"])
    }
    #expect(throws: OptionsError.self) { try Options(parsing: ["--stage", "development"]) }
  }
}

struct ScenarioOptionTests {
  @Test func readsAScenarioDefaultingToDefault() throws {
    #expect(try Options(parsing: []).scenario == "default")
    #expect(try Options(parsing: ["--scenario", "offline"]).scenario == "offline")
    #expect(throws: OptionsError.missingValue("--scenario")) {
      try Options(parsing: ["--scenario"])
    }
    #expect(
      "\(OptionsError.missingValue("--scenario"))"
        == "--scenario needs a value. To fix, write it after the option, such as: --scenario "
        + "offline")
  }

  @Test func refusesAScenarioOutsideTheDemoStage() {
    #expect(throws: OptionsError.scenarioOutsideDemo("slow")) {
      try Options(
        parsing: [
          "--stage", "development", "--base-url", "http://127.0.0.1:8080", "--scenario", "slow",
        ])
    }
    #expect(
      "\(OptionsError.scenarioOutsideDemo("slow"))"
        == "--scenario slow is used only in the demo stage, whose answers it sets. To fix, "
        + "leave --stage out (the demo stage is the default), or leave --scenario out.")
  }

  @Test func shipsTheFiveScenarios() throws {
    #expect(
      try ScenarioFolder.bundled().names == ["default", "empty", "offline", "server-error", "slow"])
  }

  @Test func namesAnUnknownScenarioTheClosestAndTheChoices() throws {
    let choices = try ScenarioFolder.bundled().names
    #expect(
      "\(OptionsError.unknownScenario("ofline", choices: choices))"
        == "--scenario \"ofline\" is not a scenario of the demo. Did you mean offline? The "
        + "scenarios are default, empty, offline, server-error, slow. To fix, give one of them, "
        + "such as --scenario offline.")
    #expect(
      "\(OptionsError.unknownScenario("rainy", choices: choices))"
        == "--scenario \"rainy\" is not a scenario of the demo. The scenarios are default, "
        + "empty, offline, server-error, slow. To fix, give one of them, such as --scenario "
        + "empty.")
  }

  @Test func theHelpListsTheScenarios() {
    let help = Options.usage.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for name in ["default", "slow", "offline", "server-error", "empty"] {
      #expect(help.contains("\(name) ("))
    }
  }
}
