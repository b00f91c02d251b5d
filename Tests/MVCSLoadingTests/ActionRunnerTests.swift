import Foundation
import MVCSTestSupport
import Testing

@testable import MVCS
@testable import MVCSLoading

@MainActor final class ActionPipeline: Pipeline {
  @Status var save: LoadState<Picture> = .idle
}

extension Loading {
  @MainActor
  struct ActionRunnerTests {
    let pipeline = ActionPipeline()
    let tasks = SceneTasks()
    let service = PendingCalls<String, Picture>()
    let observer = PipelineTestObserver()
    let saved = Picture(id: 7, title: "saved")

    func makeRunner(policy: ErrorPolicy = .standard) -> ActionRunner<Picture> {
      ActionRunner(pipeline: pipeline, state: \.save, tasks: tasks, policy: policy)
    }

    func settled() async {
      await settle(tasks) { service.pending.count }
    }

    /// Every phase the state took, as its observers heard them.
    func recordPhases() -> () -> [String] {
      final class Box { var phases: [String] = [] }
      let box = Box()
      pipeline.observe(\.save, by: observer) { _, change in box.phases.append(change.newValue.phase)
      }
      return { box.phases }
    }

    /// Starts a save that the test answers through `service`, recording its outcomes.
    func save(with runner: ActionRunner<Picture>) -> (started: Bool, outcomes: () -> [String]) {
      final class Box { var outcomes: [String] = [] }
      let box = Box()
      let started = runner.run { [service] in
        try await service.call("save")
      } then: { outcome in
        switch outcome {
        case .success(let picture): box.outcomes.append("saved \(picture.title)")
        case .failure(let failure): box.outcomes.append("failed \(failure.developerDetail)")
        }
      }
      return (started, { box.outcomes })
    }

    @Test func runsIntoTheStateAndDeliversTheValueOnce() async {
      let runner = makeRunner()
      let phases = recordPhases()
      let (started, outcomes) = save(with: runner)
      #expect(started)
      #expect(pipeline.save == .running)
      #expect(runner.isRunning)
      await settled()
      service.resolveFirst(with: .success(saved))
      await settled()
      #expect(pipeline.save == .succeeded(saved))
      #expect(runner.state == .succeeded(saved))
      #expect(phases() == ["running", "succeeded"])
      #expect(outcomes() == ["saved saved"])
    }

    @Test func aFailureIsTheStateAndTheOutcome() async {
      let runner = makeRunner()
      let phases = recordPhases()
      let (_, outcomes) = save(with: runner)
      await settled()
      service.resolveFirst(with: .failure(TestError("disk full")))
      await settled()
      #expect(pipeline.save == .failed(LoadFailure(TestError("disk full"))))
      #expect(pipeline.save.viewPhase == .failed(LoadFailure(TestError("disk full"))))
      #expect(phases() == ["running", "failed"])
      #expect(outcomes() == ["failed disk full"])
    }

    @Test func aFailureThePolicyHidesIsKeptButNotShown() async {
      let runner = makeRunner()
      let (_, outcomes) = save(with: runner)
      await settled()
      service.resolveFirst(with: .failure(URLError(.notConnectedToInternet)))
      await settled()
      #expect(pipeline.save.failure?.kind == .offline)
      #expect(pipeline.save.shownFailure == nil)
      #expect(outcomes().count == 1)
    }

    @Test func aRunWhileTheActionRunsDoesNothing() async {
      let runner = makeRunner()
      let phases = recordPhases()
      let first = save(with: runner)
      let second = save(with: runner)
      #expect(first.started && !second.started)
      await settled()
      #expect(service.requests.count == 1)
      service.resolveFirst(with: .success(saved))
      await settled()
      #expect(first.outcomes() == ["saved saved"])
      #expect(second.outcomes().isEmpty)
      #expect(phases() == ["running", "succeeded"])
    }

    @Test func runsAgainAfterItEndedWithANewOutcome() async {
      let runner = makeRunner()
      let phases = recordPhases()
      let first = save(with: runner)
      await settled()
      service.resolveFirst(with: .failure(TestError("disk full")))
      await settled()
      let second = save(with: runner)
      #expect(second.started)
      await settled()
      service.resolveFirst(with: .success(saved))
      await settled()
      #expect(first.outcomes() == ["failed disk full"])
      #expect(second.outcomes() == ["saved saved"])
      #expect(phases() == ["running", "failed", "running", "succeeded"])
    }

    @Test func cancelReturnsToIdleAndDeliversNothingEvenIfTheWorkFinishes() async {
      service.honoursCancellation = false  // the work finishes anyway
      let runner = makeRunner()
      let phases = recordPhases()
      let (_, outcomes) = save(with: runner)
      await settled()
      runner.cancel()
      #expect(pipeline.save == .idle)
      service.resolveFirst(with: .success(saved))
      await tasks.waitUntilIdle()
      #expect(pipeline.save == .idle)
      #expect(outcomes().isEmpty)
      #expect(phases() == ["running", "idle"])
    }

    @Test func theScenesTeardownCancelsTheWorkAndDeliversNothing() async {
      let runner = makeRunner()
      let (_, outcomes) = save(with: runner)
      await settled()
      tasks.cancelAll()
      await tasks.waitUntilIdle()
      #expect(pipeline.save == .idle)
      #expect(outcomes().isEmpty)
    }

    @Test func aTeardownDropsTheValueOfWorkThatIgnoredIt() async {
      service.honoursCancellation = false
      let runner = makeRunner()
      let (_, outcomes) = save(with: runner)
      await settled()
      tasks.cancelAll()
      service.resolveFirst(with: .success(saved))
      await tasks.waitUntilIdle()
      #expect(pipeline.save == .idle)
      #expect(outcomes().isEmpty)
    }

    @Test func workThatThrowsACancellationEndsIdleWithoutAnOutcome() async {
      let runner = makeRunner()
      let (_, outcomes) = save(with: runner)
      await settled()
      service.resolveFirst(with: .failure(CancellationError()))
      await settled()
      #expect(pipeline.save == .idle)
      #expect(outcomes().isEmpty)
    }

    @Test func resetForgetsTheOutcome() async {
      let runner = makeRunner()
      let phases = recordPhases()
      _ = save(with: runner)
      await settled()
      service.resolveFirst(with: .failure(TestError("disk full")))
      await settled()
      runner.reset()
      runner.reset()  // already idle: no write
      #expect(pipeline.save == .idle)
      #expect(phases() == ["running", "failed", "idle"])
    }

    @Test func cancelAndResetDoNothingWhenIdle() {
      let runner = makeRunner()
      let phases = recordPhases()
      runner.cancel()
      runner.reset()
      #expect(phases().isEmpty)
    }
  }
}
