import MVCSTestSupport
import Observation
import Synchronization
import Testing

@testable import MVCS

@MainActor
private final class ProfilePipeline: Pipeline {
  @Piped var name = "Ada"
  @Piped var age = 36
  @Input var taps = 0
  @Flag var saved = false
  @Status var isLoading = false
  let settings = ThemePipeline()
}

@MainActor
private final class ThemePipeline: Pipeline {
  @Piped var theme = "light"
}

/// Counts the calls of a tracker's `onChange`, which Observation makes from any thread.
private final class ChangeCounter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}

@MainActor
struct PipelineObservationInteropTests {
  /// Tracks what `read` reads, and counts how often the tracker fires.
  private func track(_ read: () -> Void) -> ChangeCounter {
    let counter = ChangeCounter()
    withObservationTracking(read) { counter.increment() }
    return counter
  }

  @Test func aTrackedReadFiresOnceForAWriteOfThatProperty() {
    let pipeline = ProfilePipeline()
    let fired = track { _ = pipeline.name }

    pipeline.name = "Grace"
    pipeline.name = "Barbara"  // the tracker fired already; a new one is made by a new read

    #expect(fired.value == 1)
  }

  @Test func aPropertyNotReadNeverFires() {
    let pipeline = ProfilePipeline()
    let fired = track { _ = pipeline.name }

    pipeline.age = 37
    pipeline.isLoading = true
    pipeline.settings.theme = "dark"

    #expect(fired.value == 0)
  }

  @Test func writingAnEqualValueDoesNotFireButLeavesTheTrackerWaiting() {
    let pipeline = ProfilePipeline()
    let fired = track { _ = pipeline.name }

    pipeline.name = "Ada"
    #expect(fired.value == 0)
    pipeline.name = "Grace"
    #expect(fired.value == 1)
  }

  @Test(arguments: [false, true])
  func anEventFiresOnEveryWriteEvenOfTheSameValue(isFlag: Bool) {
    let pipeline = ProfilePipeline()
    for round in 1...3 {
      let fired = track { _ = isFlag ? pipeline.saved ? 1 : 0 : pipeline.taps }
      if isFlag { pipeline.saved = false } else { pipeline.taps = 0 }
      #expect(fired.value == 1, "round \(round)")
    }
  }

  @Test func aReadAfterAWriteTracksTheNextWrite() {
    let pipeline = ProfilePipeline()
    let first = track { _ = pipeline.name }
    pipeline.name = "Grace"
    let second = track { _ = pipeline.name }  // a view's next render
    pipeline.name = "Barbara"

    #expect(first.value == 1)
    #expect(second.value == 1)
  }

  @Test func aWriteBetweenAnUntrackedReadAndATrackedOneStillFires() {
    let pipeline = ProfilePipeline()
    _ = pipeline.name  // a store reads it
    pipeline.name = "Grace"  // and writes it: nobody tracks it yet
    let fired = track { _ = pipeline.name }
    pipeline.name = "Barbara"

    #expect(fired.value == 1)
  }

  @Test func aChildPipelinesPropertyIsTrackedToo() {
    let pipeline = ProfilePipeline()
    let fired = track { _ = pipeline.settings.theme }

    pipeline.settings.theme = "dark"

    #expect(fired.value == 1)
  }

  @Test func aWriteByNameFiresTheTracker() throws {
    let pipeline = ProfilePipeline()
    let fired = track { _ = pipeline.age }

    try pipeline.setValue("40", named: "age")

    #expect(fired.value == 1)
  }

  @Test func observersAndTrackersBothHearAWrite() {
    let pipeline = ProfilePipeline()
    let observer = PipelineTestObserver()
    var heard: [String] = []
    pipeline.observe(\.name, by: observer) { _, change in heard.append(change.newValue) }
    let fired = track { _ = pipeline.name }

    pipeline.name = "Grace"

    #expect(heard == ["Grace"])
    #expect(fired.value == 1)
  }

  @Test func aRenderScheduledByTheTrackerSeesTheNewValue() async {
    let pipeline = ProfilePipeline()
    let rendered = RenderLog()
    withObservationTracking {
      _ = pipeline.name
    } onChange: {
      // As SwiftUI does: the tracker fires before the write; the view renders afterwards.
      Task { @MainActor in rendered.names.append(pipeline.name) }
    }

    pipeline.name = "Grace"
    for _ in 0..<100 where rendered.names.isEmpty { await Task.yield() }

    #expect(rendered.names == ["Grace"])
  }
}

@MainActor
private final class RenderLog {
  var names: [String] = []
}
