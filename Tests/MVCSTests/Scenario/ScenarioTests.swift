import Foundation
import MVCS
import MVCSTesting
import Testing

/// A scenario answers the calls its lines match — values, fixtures, failures, sequences and
/// delays — and leaves every other call to the service.
struct ScenarioTests {
  struct Page: Codable, Sendable, Equatable {
    var page: Int
    var photos: [String]
  }

  struct PageRequest: Codable, Sendable {
    var query: String
    var page: Int
  }

  struct InfoRequest: Codable, Sendable {
    var photoID: String
  }

  /// A folder in the temporary directory with fixture files, removed at the end.
  final class FixtureFolder {
    let url: URL

    init(_ files: [String: String]) throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("ScenarioTests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, text) in files {
        try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A scenario file's text written here, and loaded.
    func scenario(_ name: String, _ text: String) throws -> Scenario {
      let file = url.appendingPathComponent("\(name).scenario")
      try text.write(to: file, atomically: true, encoding: .utf8)
      return try Scenario(contentsOf: file)
    }
  }

  /// The problems of a scenario's text, as printed.
  private func problems(_ text: String, fixtures: URL? = nil) -> [String] {
    do {
      _ = try Scenario(name: "broken", text: text, fixtures: fixtures)
      return []
    } catch {
      return error.description.split(separator: "\n").map(String.init)
    }
  }

  // MARK: - Answers

  @Test func answersTheServicesItNamesAndNoOthers() async throws {
    let scenario = try Scenario(
      name: "empty",
      text: """
        # Searching finds nothing.
        service SearchPhotos returns {"page": 1, "photos": []}
        """)
    #expect(scenario.serviceNames == ["SearchPhotos"])
    #expect(scenario.answers("SearchPhotos") && !scenario.answers("GetPhotoInfo"))
    let page = try await scenario.response(of: "SearchPhotos", to: "cats", as: Page.self)
    #expect(page == Page(page: 1, photos: []))
    let info = try await scenario.response(of: "GetPhotoInfo", to: "p1", as: String.self)
    #expect(info == nil)
  }

  @Test func failsWithTheServiceFailureItNames() async throws {
    let scenario = try Scenario(
      name: "failing",
      text: """
        service A fails offline
        service B fails timeout
        service C fails status 503
        service D fails "quota exceeded"
        """)
    for (service, failure) in [
      ("A", ServiceFailure.offline), ("B", .timedOut), ("C", .status(503)),
      ("D", .message("quota exceeded")),
    ] {
      await #expect(throws: failure) {
        try await scenario.response(of: service, to: "cats", as: [String].self)
      }
    }
  }

  @Test func answersEveryServiceWithAStarAfterTheLinesThatNameIt() async throws {
    let scenario = try Scenario(
      name: "offline",
      text: """
        service * fails offline
        service Settings returns "dark"
        """)
    #expect(scenario.answersEveryService && scenario.answers("Anything"))
    #expect(try await scenario.response(of: "Settings", to: 1, as: String.self) == "dark")
    await #expect(throws: ServiceFailure.offline) {
      try await scenario.response(of: "SearchPhotos", to: "cats", as: [String].self)
    }
  }

  @Test func answersASequenceInOrderAndRepeatsTheLast() async throws {
    let scenario = try Scenario(
      name: "flaky",
      text: "service Search fails timeout, then fails status 500, then returns [\"cat\"]")
    var outcomes: [String] = []
    for _ in 0..<4 {
      do {
        let photos = try await scenario.response(of: "Search", to: "cats", as: [String].self)
        outcomes.append("\(photos ?? [])")
      } catch {
        outcomes.append("\(error)")
      }
    }
    #expect(
      outcomes == [
        "the service timed out", "the server answered with status 500", #"["cat"]"#,
        #"["cat"]"#,
      ])
  }

  @Test func answersARequestThatContainsTheWhenObject() async throws {
    let folder = try FixtureFolder([
      "page-1.json": #"{"page": 1, "photos": ["a"]}"#,
      "page-2.json": #"{"page": 2, "photos": ["b"]}"#,
    ])
    let scenario = try folder.scenario(
      "paging",
      """
      service SearchPhotos when {"page": 2} returns fixture page-2.json
      service SearchPhotos returns fixture page-1.json
      service Echo when "ping" returns "pong"
      """)
    let second = try await scenario.response(
      of: "SearchPhotos", to: PageRequest(query: "cats", page: 2), as: Page.self)
    let first = try await scenario.response(
      of: "SearchPhotos", to: PageRequest(query: "cats", page: 1), as: Page.self)
    #expect(second == Page(page: 2, photos: ["b"]))
    #expect(first == Page(page: 1, photos: ["a"]))
    // Not a request the line matches, and no other line: the service answers as usual.
    #expect(try await scenario.response(of: "Echo", to: "ping", as: String.self) == "pong")
    #expect(try await scenario.response(of: "Echo", to: "hello", as: String.self) == nil)
  }

  @Test func fixtureNamesTakeTheRequestsFields() async throws {
    let folder = try FixtureFolder([
      "info-p1.json": #""first""#, "info-p2.json": #""second""#,
    ])
    let scenario = try folder.scenario(
      "browsing", "service GetPhotoInfo returns fixture info-{photoID}.json")
    let answers = [
      try await scenario.response(
        of: "GetPhotoInfo", to: InfoRequest(photoID: "p2"), as: String.self),
      try await scenario.response(
        of: "GetPhotoInfo", to: InfoRequest(photoID: "p1"), as: String.self),
    ]
    #expect(answers == ["second", "first"])
  }

  @Test func aFieldTheRequestLacksOrAFixtureThatIsNotThereFailsTheCall() async throws {
    let folder = try FixtureFolder(["info-p1.json": #""first""#])
    let scenario = try folder.scenario(
      "browsing", "service GetPhotoInfo returns fixture info-{photoID}.json")
    let file = folder.url.appendingPathComponent("browsing.scenario").path
    await #expect(
      throws: ScenarioError.unanswerable(
        ScriptProblem(
          location: ScriptLocation(file: file, line: 1, column: 38),
          message:
            #"GetPhotoInfo's request has no field "photoID" (a string, number or Boolean), "#
            + "which the fixture name info-{photoID}.json takes. The request's fields: page, "
            + "query. To fix, name one of them in braces"))
    ) {
      try await scenario.response(
        of: "GetPhotoInfo", to: PageRequest(query: "cats", page: 1), as: String.self)
    }
    await #expect(
      throws: ScenarioError.unanswerable(
        ScriptProblem(
          location: ScriptLocation(file: file, line: 1, column: 38),
          message:
            "no fixture info-p9.json for this call of GetPhotoInfo (info-{photoID}.json); the "
            + "fixtures that match: info-p1.json. To fix, add the file next to the scenario, or "
            + #"answer this request with a line with "when" before this one"#))
    ) {
      try await scenario.response(
        of: "GetPhotoInfo", to: InfoRequest(photoID: "p9"), as: String.self)
    }
  }

  @Test func anAnswerThatDoesNotDecodeAsTheResponseFailsTheCall() async throws {
    let scenario = try Scenario(name: "wrong", text: #"service Search returns {"page": "one"}"#)
    do {
      _ = try await scenario.response(of: "Search", to: "cats", as: Page.self)
      Issue.record("expected an error")
    } catch let error as ScenarioError {
      guard case .unanswerable(let problem) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(problem.location == ScriptLocation(file: "wrong.scenario", line: 1, column: 16))
      #expect(problem.message.hasPrefix("the answer cannot be read as Page, Search's response "))
      #expect(problem.message.hasSuffix("To fix, correct the JSON so that it decodes as Page"))
    }
  }

  // MARK: - Delays

  @Test @MainActor func waitsItsDelaysOnTheClockItIsGiven() async throws {
    let scenario = try Scenario(
      name: "slow",
      text: """
        every answer after 2s
        service Quick returns 1 after 100ms
        service Slow returns 2
        """)
    let clock = SceneTestClock()
    let quick = Task { try await scenario.response(of: "Quick", to: 0, as: Int.self, clock: clock) }
    let slow = Task { try await scenario.response(of: "Slow", to: 0, as: Int.self, clock: clock) }
    // A service it does not name answers as usual, but only after the scenario's delay.
    let other = Task { try await scenario.response(of: "Other", to: 0, as: Int.self, clock: clock) }
    while clock.waitingCount < 3 { await Task.yield() }
    #expect(clock.nextDeadline?.offset == .milliseconds(100))
    clock.advance(by: .milliseconds(100))
    #expect(try await quick.value == 1)
    #expect(clock.waitingCount == 2 && clock.nextDeadline?.offset == .seconds(2))
    clock.advance(by: .seconds(2))
    #expect(try await slow.value == 2)
    #expect(try await other.value == nil)
  }

  // MARK: - Loading

  @Test func namedLoadsTheFileOfTheNameAndListsTheOthersForAnUnknownOne() throws {
    let folder = try FixtureFolder([
      "slow.scenario": "every answer after 2s", "offline.scenario": "service * fails offline",
      "notes.txt": "not a scenario",
    ])
    #expect(Scenario.names(in: folder.url) == ["offline", "slow"])
    let slow = try Scenario.named("slow", in: folder.url)
    #expect(slow.name == "slow" && slow.answerDelay == .seconds(2))
    #expect(throws: ScenarioError.self) { try Scenario.named("../slow", in: folder.url) }
    do {
      _ = try Scenario.named("slwo", in: folder.url)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == #"No scenario named "slwo" in \#(folder.url.path). Did you mean "slow"? "#
          + "Scenarios: offline, slow. To fix, use one of these names, or add a file "
          + "slwo.scenario to the folder.")
    }
  }

  @Test func reportsEveryProblemOfTheTextAtItsLineAndColumnWithTheFix() {
    let text = """
      every answer after 2 s
      service A fails ofline
      service B returns {"photos": [}
      servce C returns []
      service D when returns []
      service E returns [] after 1s, fails offline
      service F fails status 42
      """
    let fix =
      "To fix, correct the line; a scenario's lines are `service NAME returns …`, "
      + "`service NAME fails …` and `every answer after 2s`"
    #expect(
      problems(text) == [
        #"broken.scenario:1:21: expected a unit (ms, s or min) right after "2", found a space. "#
          + fix,
        #"broken.scenario:2:17: unknown failure "ofline" after "fails". Did you mean "offline"? "#
          + "Failures: offline, timeout, status N (such as status 500) or a quoted message. "
          + fix,
        #"broken.scenario:3:31: expected a JSON value, found "}". "# + fix,
        #"broken.scenario:4:1: unknown line "servce". Did you mean "service"? "# + fix,
        #"broken.scenario:5:16: expected a JSON value, found "returns". "#
          + #"Strings need double quotes: "returns". "# + fix,
        #"broken.scenario:6:32: expected "then" after ",", found "fails". "# + fix,
        #"broken.scenario:7:24: expected a status code from 100 to 999 after "status", "#
          + #"such as status 500, found "42". "# + fix,
      ])
  }

  @Test func reportsALineThatCouldNeverAnswerAndASecondDelayLine() {
    #expect(
      problems(
        """
        every answer after 1s
        service A returns 1
        service A when {"page": 2} returns 2
        every answer after 2s
        """) == [
          "broken.scenario:3:9: this line is never used: line 2 answers every call of A. To fix, "
            + #"put lines with "when" before the line without, or remove one of them"#,
          #"broken.scenario:4:1: a second "every answer" line; the first is on line 1. "#
            + "To fix, keep one",
        ])
  }

  @Test func checksEachFixtureExistsAndIsJSONWhenLoaded() throws {
    let folder = try FixtureFolder([
      "page-1.json": #"{"page": 1, "photos": ["a"]}"#,
      "broken.json": "{\n  \"page\": 1,\n  \"photos\": [a]\n}",
    ])
    let path = folder.url.path
    #expect(
      problems(
        """
        service A returns fixture page-1.json
        service B returns fixture page-l.json
        service C returns fixture broken.json
        service D returns fixture info-{photoID}.json
        service E returns fixture ../secrets.json
        """, fixtures: folder.url) == [
          #"broken.scenario:2:27: the fixture page-l.json is not in \#(path). Did you mean "#
            + #""page-1.json"? To fix, add the file there, or correct its name"#,
          "broken.scenario:3:27: the fixture broken.json is not valid JSON: "
            + #"\#(path)/broken.json:3:14: expected a JSON value, found "a". Strings need "#
            + #"double quotes: "a". To fix, correct the JSON in the file"#,
          "broken.scenario:4:27: no fixture matches info-{photoID}.json in \(path). To fix, "
            + "add a file for each request, such as info-1.json, or correct the name",
          "broken.scenario:5:27: the fixture ../secrets.json is outside the scenario's folder. "
            + "To fix, put it in the folder \(path) and name it relative to it",
        ])
    #expect(
      problems("service A returns fixture page-1.json") == [
        "broken.scenario:1:27: the fixture page-1.json has no folder to be read from: this "
          + "scenario was made from text. To fix, pass the folder as "
          + "Scenario(name:text:file:fixtures:), or load the scenario from its file"
      ])
  }

  @Test func validateNamesEachUnknownServiceWithTheClosestRegisteredOne() throws {
    let scenario = try Scenario(
      name: "typo",
      text: """
        service * fails offline
        service SerchPhotos returns []
        service GetPhotoInfo returns "info"
        """)
    try scenario.validate(services: ["GetPhotoInfo", "SerchPhotos"])
    #expect(
      throws: ScenarioError.invalid([
        ScriptProblem(
          location: ScriptLocation(file: "typo.scenario", line: 2, column: 9),
          message:
            #"no service named "SerchPhotos" is registered, so this line would never answer. "#
            + #"Did you mean "SearchPhotos"? Registered services: GetPhotoInfo, SearchPhotos. "#
            + "To fix, correct the name here, or register the service")
      ])
    ) { try scenario.validate(services: ["SearchPhotos", "GetPhotoInfo"]) }
  }

  @Test func anUnreadableFileIsAnErrorNamingIt() {
    let missing = URL(fileURLWithPath: "/nonexistent/slow.scenario")
    #expect {
      try Scenario(contentsOf: missing)
    } throws: { error in
      (error as? ScenarioError)?.description.hasPrefix(
        "/nonexistent/slow.scenario: the scenario cannot be read: ") == true
    }
  }
}
