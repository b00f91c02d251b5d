import Foundation
import MVCS
import MVCSLists
import Testing

@testable import MVCSLoading

extension Loading {
  /// Service failures from any module, through the core's `ServiceFailureConvertible`.
  @MainActor
  struct ErrorPolicyTests {
    @Test(arguments: [
      (ServiceFailure.offline, LoadFailure.Kind.offline, "You're offline."),
      (.timedOut, .offline, "The server took too long to answer."),
      (.status(500), .other, "The server had a problem (500)."),
      (.status(404), .other, "The request failed (404)."),
      (.message("The archive is closed."), .other, "The archive is closed."),
    ])
    func eachServiceFailureHasItsKindAndUserMessage(
      failure: ServiceFailure, kind: LoadFailure.Kind, message: String
    ) {
      #expect(LoadFailure(failure).kind == kind)
      #expect(LoadFailure(failure).userMessage == message)
      #expect(LoadFailure(GatewayError(failure: failure)).kind == kind)
      #expect(LoadFailure(GatewayError(failure: failure)).userMessage == message)
    }

    @Test func anErrorThatIsNoServiceFailureIsOther() {
      let failure = LoadFailure(GatewayError(failure: nil))
      #expect(failure.kind == .other)
      #expect(failure.userMessage == "Something went wrong.")
      #expect(failure.developerDetail == "gateway: malformed reply. To fix, …")
    }

    @Test(arguments: [false, true])
    func aPagerHidesServiceFailuresThatMeanOfflineUnlessThePolicyShowsThem(shows: Bool) async {
      let pipeline = LoadingPipeline()
      let tasks = SceneTasks()
      let pager = Pager<NoSection, Picture>(
        pipeline: pipeline, list: \.photos, state: \.paging, tasks: tasks,
        policy: ErrorPolicy(showsOfflineErrors: shows)
      ) { _ in throw GatewayError(failure: .timedOut) }
      pager.refresh()
      await tasks.waitUntilIdle()
      #expect(pipeline.paging.failure?.kind == .offline)
      #expect(
        pipeline.paging.globalFailure?.userMessage
          == (shows ? "The server took too long to answer." : nil))
      #expect(pipeline.paging.isEmpty == !shows)
    }

    @Test func aPagerShowsAServerError() async {
      let pipeline = LoadingPipeline()
      let tasks = SceneTasks()
      let pager = Pager<NoSection, Picture>(
        pipeline: pipeline, list: \.photos, state: \.paging, tasks: tasks
      ) { _ in throw ServiceFailure.status(503) }
      pager.refresh()
      await tasks.waitUntilIdle()
      #expect(pipeline.paging.globalFailure?.userMessage == "The server had a problem (503).")
    }
  }
}

/// Another module's error, which says what service failure it is.
private struct GatewayError: ServiceFailureConvertible, CustomStringConvertible {
  let failure: ServiceFailure?
  var serviceFailure: ServiceFailure? { failure }
  var description: String {
    failure.map { "gateway: \($0). To fix, …" } ?? "gateway: malformed reply. To fix, …"
  }
}
