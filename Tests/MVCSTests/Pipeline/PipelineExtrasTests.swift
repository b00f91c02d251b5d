import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private final class LightPipeline: Pipeline {
  @Piped var count = 0
  @Flag var isDone = false
}

@MainActor
private final class OtherLightPipeline: Pipeline {
  @Input var text = ""
}

extension PipelineCore {
  /// A pipeline allocates what only some pipelines need (journal link, attached children, token,
  /// tracked observations) when first needed (issue 24: a 2-property pipeline weighed 2.8 times
  /// an `@Observable` class).
  @MainActor
  struct PipelineExtrasTests {
    @Test func aFreshPipelineHasNeitherExtrasNorTrackedObservations() {
      let pipeline = LightPipeline()
      pipeline.count = 1
      _ = pipeline.isDone
      _ = pipeline.children
      try? pipeline.setValue("2", named: "count")
      #expect(pipeline.extras == nil)
      #expect(pipeline.observations == nil)
      #expect(pipeline.trackedObservationCount == 0)
    }

    @Test func theFirstObservationMakesTheTrackedList() {
      let pipeline = LightPipeline()
      let owner = LightOwner()
      pipeline.observe(\.count, by: owner) { _, _ in }
      #expect(pipeline.observations != nil)
      #expect(pipeline.trackedObservationCount == 1)
      #expect(pipeline.extras == nil)
    }

    @Test func endingTrackedObservationsOfAPipelineThatHasNoneDoesNothing() {
      let pipeline = LightPipeline()
      pipeline.endTrackedObservations()
      #expect(pipeline.observations == nil)
    }

    @Test func aJournalOrAnAttachedChildMakesTheExtras() throws {
      let journaled = LightPipeline()
      let journal = journaled.startJournal()
      #expect(journaled.extras?.journalLink != nil)
      journaled.stopJournal()
      #expect(journaled.journalLink == nil)
      _ = journal

      let parent = LightPipeline()
      try parent.attach(LightPipeline(), as: "child")
      #expect(parent.extras?.attachedChildren.map(\.name) == ["child"])
      #expect(parent.children.map(\.name) == ["child"])
    }

    @Test func layoutsOfTwoTypesAskedInTurnAreEachTheirOwn() {
      let one = LightPipeline()
      let two = OtherLightPipeline()
      for _ in 0..<3 {
        #expect(one.layout.properties.map(\.name) == ["count", "isDone"])
        #expect(two.layout.properties.map(\.name) == ["text"])
      }
      #expect(one.layout === LightPipeline().layout)
    }
  }
}

/// An observer.
@MainActor
private final class LightOwner {}
