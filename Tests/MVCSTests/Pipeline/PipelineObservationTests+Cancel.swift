import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private final class CounterPipeline: Pipeline {
  @Input var count = 0
}

/// An observer that records which observation ran, by number.
@MainActor
private final class Recorder {
  var heard: [Int] = []
}

extension PipelineCore {
  /// Ending observations in any order, with many others on the property: the rest keep running,
  /// in the order they were added, and an ended one never runs again.
  @MainActor
  struct PipelineObservationCancelTests {
    @Test(arguments: [1, 7, 42])
    func randomObservesAndCancelsKeepTheRestInOrder(seed: UInt64) {
      var generator = SeededGenerator(seed: seed)
      let pipeline = CounterPipeline()
      let recorder = Recorder()
      var live: [(number: Int, handle: PipelineObservation)] = []
      var ended: [PipelineObservation] = []
      var next = 0
      for step in 0..<2_000 {
        if live.isEmpty || Int.random(in: 0..<3, using: &generator) > 0 {
          let number = next
          next += 1
          let handle = pipeline.observe(\.count, by: recorder) { recorder, _ in
            recorder.heard.append(number)
          }
          live.append((number, handle))
        } else {
          let index = Int.random(in: 0..<live.count, using: &generator)
          live[index].handle.cancel()
          ended.append(live.remove(at: index).handle)
        }
        if step % 97 == 0 {
          recorder.heard = []
          pipeline.count += 1
          #expect(recorder.heard == live.map(\.number), "step \(step)")
        }
      }
      #expect(live.allSatisfy { $0.handle.isActive })
      #expect(ended.allSatisfy { !$0.isActive })
    }

    @Test func cancellingTwiceOrAfterTheOwnerIsGoneChangesNothingElse() {
      let pipeline = CounterPipeline()
      let recorder = Recorder()
      var gone: Recorder? = Recorder()
      let kept = pipeline.observe(\.count, by: recorder) { recorder, _ in recorder.heard.append(1) }
      let lost = pipeline.observe(\.count, by: gone!) { _, _ in }
      gone = nil
      pipeline.count = 1  // finds the lost owner gone
      lost.cancel()
      lost.cancel()
      pipeline.count = 2

      #expect(recorder.heard == [1, 1])
      #expect(kept.isActive)
      #expect(!lost.isActive)
    }

    @Test func cancellingDuringADeliveryStopsTheLaterOnesOfThatWrite() {
      let pipeline = CounterPipeline()
      let recorder = Recorder()
      var handles: [PipelineObservation] = []
      for number in 0..<10 {
        handles.append(
          pipeline.observe(\.count, by: recorder) { recorder, _ in
            recorder.heard.append(number)
            if number == 2 { for handle in handles[5...] { handle.cancel() } }
          })
      }

      pipeline.count = 1
      pipeline.count = 2

      #expect(recorder.heard == [0, 1, 2, 3, 4] + [0, 1, 2, 3, 4])
    }

    @Test func cancelledObservationsAreForgottenByThePipelineThatTracksThem() {
      let pipeline = CounterPipeline()
      let recorder = Recorder()
      for _ in 0..<1_000 {
        pipeline.observe(\.count, by: recorder) { _, _ in }.cancel()
      }

      #expect(pipeline.trackedObservationCount <= 32)
    }

    @Test func liveObservationsStayTrackedAcrossSweepsAndEndWithTheTrackedOnes() {
      let pipeline = CounterPipeline()
      let recorder = Recorder()
      for number in 0..<100 {
        pipeline.observe(\.count, by: recorder) { recorder, _ in recorder.heard.append(number) }
      }
      #expect(pipeline.trackedObservationCount == 100)

      pipeline.endTrackedObservations()
      pipeline.count = 1

      #expect(recorder.heard.isEmpty)
    }
  }
}
