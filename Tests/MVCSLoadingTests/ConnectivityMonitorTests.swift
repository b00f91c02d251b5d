import Foundation
import MVCS
import MVCSTesting
import Testing

@testable import MVCSLoading

/// A service whose calls wait for the test to answer them.
struct PendingService<Request: Sendable, Response: Sendable>: Service {
  let calls: PendingCalls<Request, Response>

  @MainActor
  func response(to request: Request) async throws -> Response {
    try await calls.call(request)
  }
}

extension Loading {
  @MainActor
  struct ConnectivityMonitorTests {
    let pipeline = LoadingPipeline()
    let tasks = SceneTasks()
    let calls = PendingCalls<ConnectivityRequest, ConnectivityStatus>()

    func makeMonitor() -> ConnectivityMonitor {
      ConnectivityMonitor(
        pipeline: pipeline, status: \.connectivity, service: PendingService(calls: calls),
        tasks: tasks)
    }

    func answer(_ status: ConnectivityStatus) async {
      await settled()
      calls.resolveFirst(with: .success(status))
      await settled()
    }

    func settled() async { await settle(tasks) { calls.pending.count } }

    @Test func writesEachChangeTheServiceTells() async {
      let monitor = makeMonitor()
      monitor.start()
      await answer(.online)
      #expect(pipeline.connectivity == .online)
      await answer(.offline)
      #expect(pipeline.connectivity == .offline)
      #expect(monitor.status == .offline)
      #expect(
        calls.requests.map(\.known) == [.unknown, .online, .offline])
    }

    @Test func stopsAskingWhenTheServiceAnswersTheKnownStatus() async {
      let monitor = makeMonitor()
      monitor.start()
      await answer(.online)
      await answer(.online)
      #expect(calls.pending.isEmpty)
      #expect(tasks.runningCount == 0)
      #expect(pipeline.connectivity == .online)
      monitor.start()  // asks again, from the status it knows
      await settled()
      #expect(calls.requests.last?.known == .online)
      monitor.stop()
      await tasks.waitUntilIdle()
    }

    @Test func aFailingServiceMakesTheStatusUnknown() async {
      let monitor = makeMonitor()
      monitor.start()
      await answer(.offline)
      await settled()
      calls.resolveFirst(with: .failure(TestError("no such device")))
      await settled()
      #expect(pipeline.connectivity == .unknown)
      #expect(tasks.runningCount == 0)
      #expect(monitor.status == .unknown)
    }

    @Test func stopEndsTheWatchAndKeepsTheStatus() async {
      let monitor = makeMonitor()
      monitor.start()
      await answer(.online)
      monitor.stop()
      await tasks.waitUntilIdle()
      #expect(pipeline.connectivity == .online)
      #expect(calls.pending.isEmpty)
    }

    @Test func encodesItsRequestForScripts() throws {
      let encoded = try json(ConnectivityRequest(known: .online))
      #expect(encoded.count == 1)
      #expect(encoded["known"] as? String == "online")
    }
  }

  @MainActor
  struct InterfaceConnectivityTests {
    @Test func answersOnceTheStatusDiffersFromTheKnownOne() async throws {
      let clock = SceneTestClock()
      // `@unchecked Sendable`: the lock guards `statuses`.
      final class Checks: @unchecked Sendable {
        let lock = NSLock()
        var statuses: [ConnectivityStatus] = [.online, .online, .offline]
        func next() -> ConnectivityStatus { lock.withLock { statuses.removeFirst() } }
      }
      let checks = Checks()
      let service = InterfaceConnectivity(interval: .seconds(2), clock: clock) { checks.next() }
      let tasks = SceneTasks()
      var answer: ConnectivityStatus?
      tasks.run { answer = try await service.response(to: ConnectivityRequest(known: .online)) }
      await settle(tasks) { clock.waitingCount }
      #expect(answer == nil)
      clock.advance(by: .seconds(2))
      await settle(tasks) { clock.waitingCount }
      #expect(answer == nil)
      clock.advance(by: .seconds(2))
      await tasks.waitUntilIdle()
      #expect(answer == .offline)
    }

    @Test func answersAtOnceWhenTheStatusIsNotKnown() async throws {
      let status = try await InterfaceConnectivity().response(
        to: ConnectivityRequest(known: .unknown))
      #expect(status == InterfaceConnectivity.currentStatus())
      #expect(status != .unknown)
    }
  }
}
