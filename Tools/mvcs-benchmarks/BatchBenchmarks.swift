import MVCS

// A view that redraws from several properties: one redraw for a batch of writes.

/// Three properties a view shows together, such as a list, its paging state and a problem.
@MainActor final class RedrawPipeline: Pipeline {
  @Piped var rows = 0
  @Piped var paging = 0
  @Piped var problem = 0
}

/// How the benchmarked view observes the three properties.
enum RedrawObservation {
  /// One observation of all three, whose handler redraws from the pipeline.
  case batched
  /// One observation of each, whose handler uses the change's new value.
  case each
}

/// A scene's view observing `RedrawPipeline` in one of the two ways; it keeps nothing.
@MainActor final class RedrawView: SceneView, SceneController {
  let pipeline: RedrawPipeline
  let observation: RedrawObservation

  init(pipeline: RedrawPipeline, observation: RedrawObservation) {
    self.pipeline = pipeline
    self.observation = observation
  }

  func addObservers() {
    switch observation {
    case .batched:
      pipeline.observe(\.rows, \.paging, \.problem, by: self) { view in view.redraw() }
    case .each:
      pipeline.observe(\.rows, by: self) { _, change in sink(change.newValue) }
      pipeline.observe(\.paging, by: self) { _, change in sink(change.newValue) }
      pipeline.observe(\.problem, by: self) { _, change in sink(change.newValue) }
    }
  }

  /// A redraw, doing the work one handler call of the floor does. A real view would read the
  /// three properties here; reads are left out of both sides (see `measureBatchedRedraw`).
  private func redraw() {
    sink(1)
  }
}

@MainActor final class RedrawStore: SceneStore {
  let pipeline = RedrawPipeline()
}

extension Bench {
  /// Times three writes in one `Pipeline.batch` that a view observes with one several-property
  /// observation (one redraw), against the same three writes outside a batch, each observed by
  /// one single-property observation of the same view (three handler calls).
  ///
  /// Each handler call does the same work, so the ratio is what holding the redraw back costs:
  /// the batch, noting the waiting observation, and checking at the batch's end that it was not
  /// ended meanwhile. A real redraw reads the properties it shows from the pipeline; a read makes
  /// the property's next write tell its Observation registrar (see the "read since last write"
  /// row), which costs the same with or without a batch, so neither side reads.
  func measureBatchedRedraw() async throws {
    func scene(_ observation: RedrawObservation) throws -> AssembledScene {
      let mediator = Mediator()
      mediator.register(store: "RedrawStore") { _ in RedrawStore() }
      mediator.register(view: "RedrawView") {
        RedrawView(pipeline: $0, observation: observation)
      }
      mediator.register(controller: "RedrawController") { pipeline, _ in
        RedrawView(pipeline: pipeline, observation: observation)
      }
      return try mediator.assemble(
        SceneParts(view: "RedrawView", controller: "RedrawController", store: "RedrawStore"))
    }
    let batchedScene = try scene(.batched)
    let eachScene = try scene(.each)
    defer {
      batchedScene.tearDown()
      eachScene.tearDown()
    }
    let batched = batchedScene.pipeline as! RedrawPipeline
    let each = eachScene.pipeline as! RedrawPipeline
    // Every write is a new value, as a store's would be.
    var next = 0
    let batchedCase = BenchCase("batch of 3 writes, 1 view observing all 3") { n, _ in
      for _ in 0..<n {
        next &+= 1
        let value = next
        batched.batch {
          batched.rows = value
          batched.paging = value
          batched.problem = value
        }
      }
    }
    let eachCase = BenchCase("3 writes, 1 view observing each") { n, _ in
      for _ in 0..<n {
        next &+= 1
        each.rows = next
        each.paging = next
        each.problem = next
      }
    }
    try await measureRatio(
      "batch of 3 writes, 1 redraw ÷ 3 observed writes", target: 10, case: batchedCase,
      floor: eachCase)
  }
}
