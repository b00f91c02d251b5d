import Foundation
import MVCS
import MVCSHTTP
import MVCSTesting
import Testing

/// The demo stage's answers: by request, failures, sequences and delays.
@Suite(.timeLimit(.minutes(10)))
struct DemoResponseTests {
  @Test func anAnswerDependsOnTheRequest() async throws {
    let http = HTTPService()
    #expect(try await http.send(GetStory(id: 42)) == Story(id: 42, title: "Story 42"))
    #expect(try await http.send(GetStory(id: 7)) == Story(id: 7, title: "Story 7"))
  }

  @Test func anAnswerThrowingAnHTTPErrorFailsAsARealFailureWould() async {
    await #expect(
      throws: HTTPError.status(message: "GetStory", url: "/stories/0", code: 404, body: nil)
    ) { try await HTTPService().send(GetStory(id: 0)) }
  }

  @Test func anAnswerThrowingAnotherErrorNamesTheMessageAndTheError() async {
    let error = await #expect(throws: HTTPError.self) {
      try await HTTPService().send(GetStory(id: -1))
    }
    #expect(error == .demoFailure(message: "GetStory", reason: "no story has the id -1"))
    #expect(
      error?.description == """
        GetStory failed in the demo stage, as its demo response says: no story has the id -1. \
        To fix, if this is not the failure the demo should show, change the demo response.
        """)
  }

  @Test func anAnswerForAnotherMessageIsReportedBeforeSendingAndWhenSent() async {
    let http = HTTPService()
    let mismatch = HTTPError.demoAnswerMismatch(message: "GetDraft", answers: "GetStory")
    #expect(http.problems(with: [GetStory.self, GetDraft.self]) == [mismatch])
    await #expect(throws: mismatch) { try await http.send(GetDraft()) }
    #expect(
      mismatch.description == """
        GetDraft's demo response answers GetStory messages, not GetDraft. To fix, give GetDraft \
        its own: `static let demoResponse: DemoResponse<…>? = .answer { (message: GetDraft) in \
        … }`.
        """)
  }

  @Test func aSequenceAnswersItsStepsInTurnAndRepeatsTheLast() async throws {
    let http = HTTPService()
    await #expect(
      throws: HTTPError.status(message: "FlakySearch", url: "/photos/flaky", code: 503, body: nil)
    ) { try await http.send(FlakySearch()) }
    #expect(try await http.send(FlakySearch()) == [Photo(id: "f1", title: "first")])
    #expect(try await http.send(FlakySearch()) == [Photo(id: "f2", title: "later")])
    #expect(try await http.send(FlakySearch()) == [Photo(id: "f2", title: "later")])
    // Each service counts its own position.
    await #expect(throws: HTTPError.self) { try await HTTPService().send(FlakySearch()) }
  }

  @Test func anEmptySequenceIsNoDemoResponse() async {
    let http = HTTPService()
    let missing = HTTPError.noDemoResponse(message: "EmptySequence", response: "Array<Photo>")
    #expect(http.problems(with: [EmptySequence.self, FlakySearch.self]) == [missing])
    await #expect(throws: missing) { try await http.send(EmptySequence()) }
  }

  @Test func aDelayedAnswerWaitsOnTheServicesClock() async throws {
    let clock = SceneTestClock()
    let http = HTTPService(clock: clock)
    let answer = Task { try await http.send(SlowSearch()) }
    await Self.waitUntilSleeping(clock)
    clock.advance(by: .milliseconds(1_999))
    #expect(clock.waitingCount == 1)
    clock.advance(by: .milliseconds(1))
    #expect(try await answer.value == [Photo(id: "s1", title: "slow")])
  }

  @Test func cancellingADelayedAnswerFailsAsCancelled() async {
    let clock = SceneTestClock()
    let http = HTTPService(clock: clock)
    let answer = Task { try await http.send(SlowSearch()) }
    await Self.waitUntilSleeping(clock)
    answer.cancel()
    await #expect(throws: HTTPError.cancelled(message: "SlowSearch")) { try await answer.value }
  }

  @MainActor
  @Test func messagesRegisteredOnAMediatorWaitOnItsClock() async throws {
    let clock = SceneTestClock()
    let mediator = Mediator()
    mediator.clock = clock
    mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
    mediator.register(controller: "SearchController") { pipeline, _ in
      SearchController(pipeline: pipeline)
    }
    mediator.register(store: "SlowSearchStore") { try SlowSearchStore(environment: $0) }
    mediator.register(messages: [SlowSearch.self], on: HTTPService())
    mediator.register(
      scene: "SlowSearch",
      SceneParts(view: "SearchView", controller: "SearchController", store: "SlowSearchStore"))
    let scene = try mediator.assemble(named: "SlowSearch")
    defer { scene.tearDown() }
    let pipeline = try #require(scene.pipeline as? SearchPipeline)
    await Self.waitUntilSleeping(clock)
    #expect(pipeline.photos.isEmpty)
    clock.advance(by: .seconds(2))
    await scene.tasks.waitUntilIdle()
    #expect(pipeline.photos == [Photo(id: "s1", title: "slow")])
  }

  /// Lets other tasks run until one sleeps on the clock.
  static func waitUntilSleeping(_ clock: SceneTestClock) async {
    while clock.waitingCount == 0 { await Task.yield() }
  }
}

/// A store that sends ``SlowSearch`` when it starts.
@MainActor final class SlowSearchStore: SceneStore {
  let pipeline = SearchPipeline()
  private let search: any Service<SlowSearch, [Photo]>
  private let tasks: SceneTasks

  init(environment: SceneEnvironment) throws {
    search = try environment.service(for: SlowSearch.self)
    tasks = environment.tasks
  }

  func addObservers() {}

  func start() {
    tasks.run { [pipeline, search] in
      pipeline.photos = try await search.response(to: SlowSearch())
    }
  }
}

/// Service failures in demo responses become the errors a real exchange throws.
struct DemoFailureTests {
  @Test func aServiceFailureIsTheErrorARealExchangeThrows() async throws {
    let http = HTTPService(timeout: .seconds(5))
    let errors = await [
      Self.error { try await http.send(OfflineStory()) },
      Self.error { try await http.send(GetStory(id: 1_000)) },
    ]
    #expect(
      errors == [
        .notConnected(
          message: "OfflineStory", url: "/stories/offline",
          reason: "offline in the demo stage (the demo says so)"),
        .timedOut(message: "GetStory", url: "/stories/1000", after: .seconds(5)),
      ])
  }

  static func error(_ send: () async throws -> some Sendable) async -> HTTPError? {
    do {
      _ = try await send()
      return nil
    } catch {
      return error as? HTTPError
    }
  }
}
