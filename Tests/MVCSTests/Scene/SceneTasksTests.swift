import Testing

@testable import MVCS

@MainActor
struct SceneTasksTests {
  @Test func countsTasksUntilTheyEnd() async {
    let tasks = SceneTasks()
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    #expect(tasks.runningCount == 0)

    tasks.run { for await _ in gate { break } }
    tasks.run {}
    #expect(tasks.runningCount == 2)

    open.yield()
    await tasks.waitUntilIdle()
    #expect(tasks.runningCount == 0)
  }

  @Test func waitUntilIdleReturnsOnceEveryTaskEnded() async {
    let tasks = SceneTasks()
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    var finished: [String] = []
    tasks.run {
      for await _ in gate { break }
      finished.append("gated")
    }
    tasks.run {
      await Task.yield()
      finished.append("quick")
      tasks.run { finished.append("follow-up") }  // started by a task: waited for too
    }

    open.yield()
    await tasks.waitUntilIdle()

    #expect(finished.sorted() == ["follow-up", "gated", "quick"])
  }

  @Test func waitUntilIdleReturnsAtOnceWithNoTask() async {
    let tasks = SceneTasks()
    await tasks.waitUntilIdle()
    #expect(tasks.runningCount == 0)
  }

  @Test(.timeLimit(.minutes(10)))
  func cancelAllCancelsEveryRunningTask() async {
    let tasks = SceneTasks()
    var ended: [Bool] = []
    for _ in 0..<3 {
      tasks.run {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        for await _ in stream {}
        continuation.finish()
        ended.append(Task.isCancelled)
      }
    }
    await Task.yield()

    tasks.cancelAll()
    await tasks.waitUntilIdle()

    #expect(ended == [true, true, true])
  }

  @Test(.timeLimit(.minutes(10)))
  func runsNewWorkAfterCancelAll() async {
    let tasks = SceneTasks()
    tasks.cancelAll()
    var wasCancelled: Bool?
    tasks.run { wasCancelled = Task.isCancelled }
    await tasks.waitUntilIdle()
    #expect(wasCancelled == false)
  }

  @Test func runReturnsTheTaskToCancelOnItsOwn() async {
    let tasks = SceneTasks()
    var ended: [String: Bool] = [:]
    let first = tasks.run {
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      for await _ in stream {}
      continuation.finish()
      ended["first"] = Task.isCancelled
    }
    tasks.run { ended["second"] = Task.isCancelled }

    first.cancel()
    await tasks.waitUntilIdle()

    #expect(ended == ["first": true, "second": false])
  }

  @Test(.timeLimit(.minutes(10)))
  func closingCancelsRunningAndLaterWork() async {
    let tasks = SceneTasks()
    var ended: [String: Bool] = [:]
    tasks.run {
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      for await _ in stream {}
      continuation.finish()
      ended["running"] = Task.isCancelled
    }

    tasks.close()
    tasks.run { ended["later"] = Task.isCancelled }
    await tasks.waitUntilIdle()

    #expect(tasks.isClosed)
    #expect(ended == ["running": true, "later": true])
  }

  @Test func reportsAnErrorTheWorkDidNotHandle() async {
    struct Offline: Error, CustomStringConvertible {
      var description: String { "the network is offline" }
    }
    let tasks = SceneTasks()
    let reported = ReportedDiagnostics()
    let handler = DiagnosticHandler { diagnostic in
      MainActor.assumeIsolated { reported.items.append(diagnostic) }
    }
    await Diagnostics.$handler.withValue(handler) {
      tasks.run { throw Offline() }
      await tasks.waitUntilIdle()
    }

    #expect(
      reported.items.map(\.message) == [
        """
        A scene task ended with an error it did not handle: the network is offline. \
        To fix, catch errors inside the task and write them into the pipeline, \
        such as a @Status the view shows.
        """
      ])
  }

  @Test func reportsNothingForWorkEndedByCancellation() async {
    let tasks = SceneTasks()
    let reported = ReportedDiagnostics()
    let handler = DiagnosticHandler { diagnostic in
      MainActor.assumeIsolated { reported.items.append(diagnostic) }
    }
    await Diagnostics.$handler.withValue(handler) {
      tasks.run {
        try await Task.sleep(for: .seconds(3600))
      }
      tasks.cancelAll()
      await tasks.waitUntilIdle()
    }

    #expect(reported.items.isEmpty)
  }
}

@MainActor
private final class ReportedDiagnostics {
  var items: [Diagnostic] = []
}
