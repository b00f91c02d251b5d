import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private final class DetailPipeline: Pipeline {
  @Input var rating = 0
  @Piped var title = ""
}

@MainActor
private final class ScreenPipeline: Pipeline {
  @Flag var isVisible = false
  let detail = DetailPipeline()
}

/// Holds a pipeline the way a scene does, so that a handler can let it go.
@MainActor
private final class PipelineHolder {
  var pipeline: ScreenPipeline? = ScreenPipeline()
}

extension PipelineCore {
  @MainActor
  struct PipelineObservationTests {
    // MARK: - Owners

    @Test func pipelineDoesNotKeepTheOwnerAlive() {
      let pipeline = ScreenPipeline()
      weak var weakOwner: PipelineTestObserver?
      do {
        let owner = PipelineTestObserver()
        weakOwner = owner
        pipeline.observe(\.isVisible, by: owner) { _, _ in }
        pipeline.observe(\.detail.rating, by: owner, initial: true) { _, _ in }
      }
      #expect(weakOwner == nil)
    }

    @Test func observationEndsWhenTheOwnerIsReleased() {
      let pipeline = ScreenPipeline()
      var owner: PipelineTestObserver? = PipelineTestObserver()
      var calls = 0
      let observation = pipeline.observe(\.isVisible, by: owner!) { _, _ in calls += 1 }
      pipeline.isVisible = true
      #expect(observation.isActive)
      owner = nil
      #expect(!observation.isActive)
      pipeline.isVisible = false
      #expect(calls == 1)
    }

    @Test func otherObserversGoOnWhenOneOwnerIsReleased() {
      let pipeline = ScreenPipeline()
      var leaving: PipelineTestObserver? = PipelineTestObserver("leaving")
      let staying = PipelineTestObserver("staying")
      var log: [String] = []
      pipeline.observe(\.isVisible, by: leaving!) { owner, _ in log.append(owner.name) }
      pipeline.observe(\.isVisible, by: staying) { owner, _ in log.append(owner.name) }
      leaving = nil
      pipeline.isVisible = true
      pipeline.isVisible = true
      #expect(log == ["staying", "staying"])
    }

    @Test func releasedOwnersObservationsAreForgottenWithoutAWrite() throws {
      let pipeline = ScreenPipeline()
      let staying = PipelineTestObserver("staying")
      var log: [String] = []
      pipeline.observe(\.isVisible, by: staying) { owner, _ in log.append(owner.name) }
      // A long-lived pipeline that every passing object observes, and nobody writes.
      for _ in 0..<10_000 {
        let passing = PipelineTestObserver("passing")
        pipeline.observe(\.isVisible, by: passing) { owner, _ in log.append(owner.name) }
      }

      #expect(try #require(pipeline.observerRecordCount(of: \.isVisible)) <= 128)
      #expect(pipeline.trackedObservationCount <= 128)
      pipeline.isVisible = true
      #expect(log == ["staying"])
    }

    @Test func forgettingReleasedOwnersWhileTheirPropertyNotifiesSkipsOnlyThem() {
      let pipeline = ScreenPipeline()
      let first = PipelineTestObserver("first")
      let last = PipelineTestObserver("last")
      var log: [String] = []
      // Each delivery to `first` adds observations whose owners are released at once, which
      // sweeps the property's released owners while the write is still walking its observers.
      pipeline.observe(\.isVisible, by: first) { owner, _ in
        log.append(owner.name)
        for _ in 0..<100 {
          let passing = PipelineTestObserver("passing")
          pipeline.observe(\.isVisible, by: passing) { owner, _ in log.append(owner.name) }
        }
      }
      for _ in 0..<50 {
        let passing = PipelineTestObserver("passing")
        pipeline.observe(\.isVisible, by: passing) { owner, _ in log.append(owner.name) }
      }
      pipeline.observe(\.isVisible, by: last) { owner, _ in log.append(owner.name) }

      pipeline.isVisible = true
      pipeline.isVisible = false

      #expect(log == ["first", "last", "first", "last"])
    }

    // MARK: - Pipelines

    @Test func observationEndsWhenThePipelineIsReleased() {
      let owner = PipelineTestObserver()
      weak var weakPipeline: ScreenPipeline?
      var observations: [PipelineObservation] = []
      do {
        let pipeline = ScreenPipeline()
        weakPipeline = pipeline
        observations.append(pipeline.observe(\.isVisible, by: owner) { _, _ in })
        observations.append(pipeline.observe(\.detail.title, by: owner) { _, _ in })
        observations.append(pipeline.detail.observe(\.rating, by: owner) { _, _ in })
        #expect(observations.allSatisfy { $0.isActive })
      }
      #expect(weakPipeline == nil)
      #expect(observations.allSatisfy { !$0.isActive })
      for observation in observations { observation.cancel() }
      #expect(observations.allSatisfy { !$0.isActive })
    }

    @Test func releasingThePipelineFromAHandlerDoesNotCrash() {
      let holder = PipelineHolder()
      let owner = PipelineTestObserver()
      weak let weakPipeline = holder.pipeline
      var log: [String] = []
      holder.pipeline?.observe(\.isVisible, by: owner) { _, change in
        log.append("first \(change.newValue)")
        holder.pipeline = nil
      }
      let later = holder.pipeline?.observe(\.isVisible, by: owner) { _, change in
        log.append("second \(change.newValue)")
      }
      holder.pipeline?.isVisible = true
      #expect(log == ["first true", "second true"])
      #expect(weakPipeline == nil)
      #expect(later?.isActive == false)
    }

    // MARK: - Cancelling

    @Test func observationIsActiveUntilCancelled() {
      let pipeline = ScreenPipeline()
      let owner = PipelineTestObserver()
      var calls = 0
      let observation = pipeline.observe(\.isVisible, by: owner) { _, _ in calls += 1 }
      #expect(observation.isActive)
      pipeline.isVisible = true
      observation.cancel()
      #expect(!observation.isActive)
      pipeline.isVisible = true
      #expect(calls == 1)
    }

    @Test func cancellingTwiceDoesNothing() {
      let pipeline = ScreenPipeline()
      let owner = PipelineTestObserver()
      var log: [String] = []
      let observation = pipeline.observe(\.isVisible, by: owner) { _, _ in log.append("cancelled") }
      pipeline.observe(\.isVisible, by: owner) { _, _ in log.append("kept") }
      observation.cancel()
      observation.cancel()
      pipeline.isVisible = true
      #expect(log == ["kept"])
      #expect(!observation.isActive)
    }

    @Test func cancellingAfterTheOwnerIsReleasedDoesNothing() {
      let pipeline = ScreenPipeline()
      var owner: PipelineTestObserver? = PipelineTestObserver()
      let observation = pipeline.observe(\.isVisible, by: owner!) { _, _ in }
      owner = nil
      observation.cancel()
      pipeline.isVisible = true
      #expect(!observation.isActive)
    }

    @Test func cancellingAChildObservationLeavesTheOthers() {
      let pipeline = ScreenPipeline()
      let owner = PipelineTestObserver()
      var log: [String] = []
      let viaParent = pipeline.observe(\.detail.rating, by: owner) { _, _ in log.append("parent") }
      let onChild = pipeline.detail.observe(\.rating, by: owner) { _, _ in log.append("child") }
      viaParent.cancel()
      pipeline.detail.rating = 5
      #expect(log == ["child"])
      #expect(onChild.isActive)
    }

    @Test func droppingTheHandleDoesNotEndTheObservation() {
      let pipeline = ScreenPipeline()
      let owner = PipelineTestObserver()
      var calls = 0
      do {
        _ = pipeline.observe(\.isVisible, by: owner) { _, _ in calls += 1 }
      }
      pipeline.isVisible = true
      #expect(calls == 1)
    }

    @Test func observationOfSomethingThatIsNotAPropertyIsInactiveAndCancels() {
      let pipeline = ScreenPipeline()
      let owner = PipelineTestObserver()
      var observation: PipelineObservation?
      _ = diagnosticsReported {
        observation = pipeline.observe(\.detail.title.count, by: owner) { _, _ in }
      }
      #expect(observation?.isActive == false)
      observation?.cancel()
      #expect(observation?.isActive == false)
    }

    @Test func aPipelineObservingItselfIsStillReleased() {
      weak var weakPipeline: ScreenPipeline?
      var calls = 0
      do {
        let pipeline = ScreenPipeline()
        weakPipeline = pipeline
        pipeline.observe(\.isVisible, by: pipeline) { pipeline, _ in
          calls += 1
          pipeline.detail.rating += 1
        }
        pipeline.isVisible = true
        #expect(pipeline.detail.rating == 1)
      }
      #expect(calls == 1)
      #expect(weakPipeline == nil)
    }

    @Test func ownerCanObserveAPipelineItHolds() {
      let holder = PipelineHolder()
      weak let weakPipeline = holder.pipeline
      var calls = 0
      holder.pipeline?.observe(\.isVisible, by: holder) { holder, _ in
        calls += 1
        #expect(holder.pipeline?.isVisible == true)
      }
      holder.pipeline?.isVisible = true
      holder.pipeline = nil
      #expect(calls == 1)
      #expect(weakPipeline == nil)
    }
  }
}
