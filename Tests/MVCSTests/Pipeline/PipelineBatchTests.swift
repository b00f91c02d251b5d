import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private final class ListScreenPipeline: Pipeline {
  @Input var query = ""
  @Piped var rows: [String] = []
  @Status var isLoading = false
  @Piped var unrelated = 0
  let footer = FooterPipeline()
}

@MainActor
private final class FooterPipeline: Pipeline {
  @Piped var text = ""
}

/// A view that redraws from several properties and records what each redraw saw.
@MainActor
private final class RedrawingView {
  var redraws: [String] = []

  func redraw(_ pipeline: ListScreenPipeline) {
    redraws.append(
      "\(pipeline.query)|\(pipeline.rows.joined(separator: ","))|\(pipeline.isLoading)")
  }
}

@MainActor
private final class BadgePipeline: Pipeline {
  @Piped var count = 0
  @Piped var label = ""
}

/// A scene's view (and controller) that redraws from both properties of `BadgePipeline`.
@MainActor
private final class BadgeView: SceneView, SceneController {
  let pipeline: BadgePipeline
  var redraws = 0

  init(pipeline: BadgePipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.count, \.label, by: self) { view in view.redraws += 1 }
  }
}

@MainActor
private final class BadgeStore: SceneStore {
  let pipeline = BadgePipeline()
}

extension PipelineCore {
  @MainActor struct PipelineBatchTests {
    private let pipeline = ListScreenPipeline()
    private let view = RedrawingView()

    @discardableResult
    private func observeAll(initial: Bool = false) -> PipelineObservation {
      pipeline.observe(\.query, \.rows, \.isLoading, by: view, initial: initial) {
        [pipeline] view in view.redraw(pipeline)
      }
    }

    @Test func redrawsOnceForEachWriteOutsideABatch() {
      observeAll()
      pipeline.query = "cats"
      pipeline.rows = ["a"]
      pipeline.isLoading = true
      #expect(view.redraws == ["cats||false", "cats|a|false", "cats|a|true"])
    }

    @Test func redrawsOnceForABatchAfterItsLastWrite() {
      observeAll()
      pipeline.batch {
        pipeline.query = "cats"
        pipeline.rows = ["a", "b"]
        pipeline.isLoading = true
        pipeline.rows = ["a", "b", "c"]
        #expect(view.redraws.isEmpty)
      }
      #expect(view.redraws == ["cats|a,b,c|true"])
    }

    @Test func batchThatWritesNoObservedPropertyRedrawsNothing() {
      observeAll()
      pipeline.batch {
        pipeline.unrelated = 1
        // Equal to the value held: a @Piped property does not notify.
        pipeline.rows = []
      }
      #expect(view.redraws.isEmpty)
    }

    @Test func nestedBatchesRedrawOnceWhenTheOutermostEnds() {
      observeAll()
      pipeline.batch {
        pipeline.query = "a"
        pipeline.batch { pipeline.rows = ["x"] }
        #expect(view.redraws.isEmpty)
        pipeline.isLoading = true
      }
      #expect(view.redraws == ["a|x|true"])
    }

    @Test func oneBatchHoldsBackObservationsOfOtherPipelines() {
      let footerView = PipelineTestObserver()
      var footerRedraws = 0
      observeAll()
      pipeline.footer.observe(\.text, by: footerView) { _ in footerRedraws += 1 }
      pipeline.batch {
        pipeline.rows = ["a"]
        pipeline.footer.text = "1 row"
        pipeline.footer.text = "1 row."
        #expect(footerRedraws == 0)
      }
      #expect(footerRedraws == 1)
      #expect(view.redraws == ["|a|false"])
    }

    @Test func observersOfOnePropertyHearEachWriteOfABatchAtOnce() {
      let store = PipelineTestObserver()
      var heard: [String] = []
      observeAll()
      pipeline.observe(\.query, by: store) { _, change in heard.append(change.newValue) }
      pipeline.batch {
        pipeline.query = "a"
        pipeline.query = "b"
        #expect(heard == ["a", "b"])
      }
      #expect(heard == ["a", "b"])
      #expect(view.redraws == ["b||false"])
    }

    @Test func initialRedrawsOnceNow() {
      pipeline.rows = ["a"]
      observeAll(initial: true)
      #expect(view.redraws == ["|a|false"])
    }

    @Test func cancellingEndsTheObservationOfEveryProperty() {
      let observation = observeAll()
      #expect(observation.isActive)
      observation.cancel()
      #expect(!observation.isActive)
      pipeline.query = "a"
      pipeline.rows = ["b"]
      pipeline.isLoading = true
      #expect(view.redraws.isEmpty)
    }

    @Test func cancellingDuringABatchDropsTheWaitingRedraw() {
      let observation = observeAll()
      pipeline.batch {
        pipeline.rows = ["a"]
        observation.cancel()
      }
      #expect(view.redraws.isEmpty)
    }

    @Test func tearingDownTheSceneDuringABatchDropsTheWaitingRedraw() throws {
      let mediator = Mediator()
      mediator.register(store: "BadgeStore") { _ in BadgeStore() }
      mediator.register(view: "BadgeView") { BadgeView(pipeline: $0) }
      mediator.register(controller: "BadgeController") { pipeline, _ in
        BadgeView(pipeline: pipeline)
      }
      let scene = try mediator.assemble(
        SceneParts(view: "BadgeView", controller: "BadgeController", store: "BadgeStore"))
      let view = try #require(scene.view as? BadgeView)
      let badge = try #require(scene.pipeline as? BadgePipeline)
      badge.count = 1
      #expect(view.redraws == 1)
      badge.batch {
        badge.count = 2
        badge.label = "2"
        scene.tearDown()
      }
      #expect(view.redraws == 1)
    }

    @Test func endsWhenTheOwnerIsReleased() {
      var redraws = 0
      var owner: PipelineTestObserver? = PipelineTestObserver()
      let observation = pipeline.observe(\.query, \.rows, by: owner!) { _ in redraws += 1 }
      pipeline.query = "a"
      owner = nil
      pipeline.query = "b"
      pipeline.batch { pipeline.rows = ["c"] }
      #expect(redraws == 1)
      #expect(!observation.isActive)
    }

    @Test func deliversTheWaitingRedrawWhenTheBatchThrows() {
      struct Stop: Error {}
      observeAll()
      #expect(throws: Stop.self) {
        try pipeline.batch {
          pipeline.rows = ["a"]
          throw Stop()
        }
      }
      #expect(view.redraws == ["|a|false"])
    }

    @Test func aRedrawThatWritesIsHeardLikeAnyWrite() {
      var footerTexts: [String] = []
      let footerView = PipelineTestObserver()
      pipeline.footer.observe(\.text, by: footerView) { [pipeline] _ in
        footerTexts.append(pipeline.footer.text)
      }
      pipeline.observe(\.rows, by: view) { [pipeline] _ in
        pipeline.footer.text = "\(pipeline.rows.count) rows"
      }
      pipeline.batch { pipeline.rows = ["a", "b"] }
      #expect(footerTexts == ["2 rows"])
    }

    @Test func aKeyPathThatIsNotAPropertyIsReportedAndTheOthersObserved() {
      let found = diagnosticsReported {
        pipeline.observe(\.query, \.rows.count, by: view) { [pipeline] view in
          view.redraw(pipeline)
        }
      }
      #expect(found.count == 1)
      pipeline.query = "a"
      #expect(view.redraws == ["a||false"])
    }
  }
}
