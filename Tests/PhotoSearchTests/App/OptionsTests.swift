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
        + "--open, --state, --data, --stage, --base-url, --latency, --help.")
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
