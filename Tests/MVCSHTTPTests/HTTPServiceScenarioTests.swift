import Foundation
import MVCS
import MVCSHTTP
import MVCSTesting
import Testing

/// A scenario in the demo stage: it answers the messages it names, failures as real ones.
@Suite(.timeLimit(.minutes(10)))
struct HTTPServiceScenarioTests {
  @Test func aScenarioAnswersTheCallsItMatchesAndDemoResponsesTheRest() async throws {
    let scenario = try Scenario(
      name: "browsing",
      text: """
        service GetStory when {"id": 2} returns {"id": 2, "title": "Scenario two"}
        service FlakySearch returns [{"id": "s1", "title": "scenario"}]
        """)
    let http = HTTPService(scenario: scenario)
    #expect(try await http.send(GetStory(id: 2)).title == "Scenario two")
    #expect(try await http.send(GetStory(id: 3)).title == "Story 3")  // no line matches
    #expect(try await http.send(FlakySearch()) == [Photo(id: "s1", title: "scenario")])
    #expect(try await http.send(SearchPhotos(query: "x")) == [Photo(id: "d1", title: "demo cat")])
  }

  @Test func aScenariosFailuresAreTheErrorsARealExchangeThrows() async throws {
    let scenario = try Scenario(
      name: "failing",
      text: """
        service GetStory when {"id": 1} fails offline
        service GetStory when {"id": 2} fails timeout
        service GetStory when {"id": 3} fails status 500
        service GetStory when {"id": 4} fails "The archive is closed."
        """)
    let http = HTTPService(scenario: scenario, timeout: .seconds(15))
    let expected: [HTTPError] = [
      .notConnected(
        message: "GetStory", url: "/stories/1",
        reason: #"offline in the demo stage (the scenario "failing" says so)"#),
      .timedOut(message: "GetStory", url: "/stories/2", after: .seconds(15)),
      .status(message: "GetStory", url: "/stories/3", code: 500, body: nil),
      .demoFailure(message: "GetStory", reason: "The archive is closed."),
    ]
    for (id, error) in zip(1..., expected) {
      await #expect(throws: error) { try await http.send(GetStory(id: id)) }
    }
    #expect(
      expected.map(\.serviceFailure) == [
        .offline, .timedOut, .status(500), .message("The archive is closed."),
      ])
  }

  @Test func aScenarioSequenceWaitsOnTheServicesClock() async throws {
    let scenario = try Scenario(
      name: "flaky",
      text:
        #"service SlowSearch fails timeout, then returns [{"id": "r", "title": "retry"}] after 1s"#)
    let clock = SceneTestClock()
    let http = HTTPService(scenario: scenario, clock: clock)
    await #expect(throws: HTTPError.self) { try await http.send(SlowSearch()) }
    let retry = Task { try await http.send(SlowSearch()) }
    while clock.waitingCount == 0 { await Task.yield() }
    clock.advance(by: .seconds(1))
    #expect(try await retry.value == [Photo(id: "r", title: "retry")])
  }

  @Test func aSlowScenarioDelaysTheDemoResponsesOfMessagesItDoesNotName() async throws {
    let scenario = try Scenario(name: "slow", text: "every answer after 2s")
    let clock = SceneTestClock()
    let http = HTTPService(scenario: scenario, clock: clock)
    let answer = Task { try await http.send(GetStory(id: 5)) }
    while clock.waitingCount == 0 { await Task.yield() }
    clock.advance(by: .milliseconds(1_999))
    #expect(clock.waitingCount == 1)
    clock.advance(by: .milliseconds(1))
    #expect(try await answer.value == Story(id: 5, title: "Story 5"))
  }

  @Test func anAnswerThatDoesNotDecodeNamesTheScenarioLine() async throws {
    let scenario = try Scenario(name: "broken", text: #"service GetStory returns {"nope": 1}"#)
    let error = await #expect(throws: HTTPError.self) {
      try await HTTPService(scenario: scenario).send(GetStory(id: 1))
    }
    guard case .scenario(let problem) = error else {
      Issue.record("expected a scenario problem, got \(String(describing: error))")
      return
    }
    #expect(problem.hasPrefix("broken.scenario:1:"))
    #expect(problem.contains("the answer cannot be read as Story"))
  }

  @Test func validationNamesAMessageTheScenarioMisspells() throws {
    let scenario = try Scenario(name: "typo", text: "service GetStroy fails offline")
    let problems = HTTPService(scenario: scenario).problems(with: [
      GetStory.self, SearchPhotos.self,
    ])
    #expect(problems.count == 1)
    guard case .scenario(let problem)? = problems.first else {
      Issue.record("expected a scenario problem, got \(problems)")
      return
    }
    #expect(problem.hasPrefix("typo.scenario:1:9: "))
    #expect(problem.contains(#"Did you mean "GetStory"?"#))
  }

  @Test func aScenarioOutsideTheDemoStageIsAProblem() throws {
    let scenario = try Scenario(name: "offline", text: "service * fails offline")
    let http = HTTPService(
      stage: .production(URL(string: "https://api.example.com")!), scenario: scenario)
    #expect(
      http.problems(with: [SearchPhotos.self]) == [
        .scenario(
          problem: """
            The scenario "offline" answers only in the demo stage, and the service runs in the \
            production stage. To fix, create the service with stage .demo, or without the \
            scenario.
            """)
      ])
  }
}
