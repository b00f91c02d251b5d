import Foundation
import MVCSTestSupport
import Testing

@testable import MVCS
@testable import MVCSLoading

extension Loading {
  @MainActor
  struct BusyWorkTests {
    let pipeline = LoadingPipeline()
    let tasks = SceneTasks()
    let observer = PipelineTestObserver()

    func makeBusyWork() -> BusyWork {
      BusyWork(pipeline: pipeline, isBusy: \.isBusy, tasks: tasks)
    }

    /// Every value the busy status took.
    func recordBusyChanges() -> () -> [Bool] {
      final class Box { var values: [Bool] = [] }
      let box = Box()
      pipeline.observe(\.isBusy, by: observer) { _, change in box.values.append(change.newValue) }
      return { box.values }
    }

    @Test(.timeLimit(.minutes(10)))
    func runsTheWorkOffTheMainActor() async {
      // The work blocks its thread until the main actor answers: on the main actor, it would
      // block the main actor too, and time out. The wait is long because under a sanitizer the
      // main actor, shared by every test of the run, can take tens of seconds to answer.
      let waiting = DispatchSemaphore(value: 0)
      let answered = DispatchSemaphore(value: 0)
      let busy = makeBusyWork()
      var mainActorAnswered: Bool?
      busy.perform {
        waiting.signal()
        return answered.wait(timeout: .now() + 300) == .success
      } then: { outcome in
        MainActor.preconditionIsolated()  // delivered on the main actor
        mainActorAnswered = try? outcome.get()
      }
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          _ = waiting.wait(timeout: .now() + 300)
          continuation.resume()
        }
      }
      answered.signal()
      await tasks.waitUntilIdle()
      #expect(mainActorAnswered == true)
    }

    @Test func theStatusIsOnWhileTheWorkRunsAndOffOnceAfter() async {
      let busy = makeBusyWork()
      let changes = recordBusyChanges()
      let (gate, open) = AsyncStream.makeStream(of: Void.self)
      var statusWhenDelivered: Bool?
      busy.perform {
        for await _ in gate { break }
        return 42
      } then: { [pipeline] _ in
        statusWhenDelivered = pipeline.isBusy
      }
      #expect(pipeline.isBusy)
      #expect(busy.isBusy)
      open.yield()
      await tasks.waitUntilIdle()
      #expect(changes() == [true, false])
      #expect(statusWhenDelivered == false)
    }

    @Test func aThrownErrorIsDeliveredAsAFailure() async {
      let busy = makeBusyWork()
      let changes = recordBusyChanges()
      var delivered: Result<Int, any Error>?
      busy.perform { () async throws -> Int in
        throw TestError("declined")
      } then: {
        delivered = $0
      }
      await tasks.waitUntilIdle()
      #expect(throws: TestError("declined")) { try delivered?.get() }
      #expect(changes() == [true, false])
    }

    @Test func aSecondCallWhileBusyIsRefusedWithADiagnostic() async {
      let busy = makeBusyWork()
      let (gate, open) = AsyncStream.makeStream(of: Void.self)
      var outcomes: [String] = []
      busy.perform {
        for await _ in gate { break }
      } then: { _ in
        outcomes.append("first")
      }

      var started = true
      let line: UInt = #line + 2
      let diagnostics = diagnosticsReported {
        started = busy.perform {
          Issue.record("The refused work ran.")
        } then: { _ in
          outcomes.append("second")
        }
      }
      #expect(!started)
      #expect(
        diagnostics == [
          Diagnostic(
            message: """
              BusyWork.perform was called while earlier work still runs, so it was refused: its \
              work did not run and its outcome will not be delivered. To fix, don't offer the \
              action while the busy status is on (disable the control), or check what perform \
              returns and tell the user.
              """, fileID: #fileID, line: line)
        ])

      open.yield()
      await tasks.waitUntilIdle()
      #expect(outcomes == ["first"])
      // Once the work ended, the next call runs.
      #expect(
        busy.perform {
        } then: { _ in
          outcomes.append("third")
        })
      await tasks.waitUntilIdle()
      #expect(outcomes == ["first", "third"])
    }

    @Test(.timeLimit(.minutes(10)))
    func teardownCancelsTheWorkTurnsTheStatusOffAndDeliversNothing() async {
      let busy = makeBusyWork()
      let changes = recordBusyChanges()
      let (gate, _) = AsyncStream.makeStream(of: Void.self)
      var delivered = false
      busy.perform {
        for await _ in gate { break }
      } then: { _ in
        delivered = true
      }
      await Task.yield()
      tasks.close()
      await tasks.waitUntilIdle()
      #expect(changes() == [true, false])
      #expect(!delivered)
      #expect(!busy.isBusy)
    }
  }
}
