import MVCS

// MARK: - Pipeline writes

/// One property of each kind, all `Int`.
@MainActor final class WritePipeline: Pipeline {
  @Piped var data = 0
  @Flag var flag = 0
  @Status var status = 0
  @Input var input = 0
  @Context var context = 0
}

/// The owner of an observation; the handler gets it but does nothing with it.
@MainActor final class Observer {}

/// A pipeline with `count` observers on each of its properties, and the owners keeping them.
@MainActor
struct ObservedPipeline {
  let pipeline = WritePipeline()
  let observerCount: Int
  private var owners: [Observer] = []

  init(observers count: Int) {
    observerCount = count
    for _ in 0..<count {
      let owner = Observer()
      owners.append(owner)
      pipeline.observe(\.data, by: owner) { _, change in sink(change.newValue) }
      pipeline.observe(\.flag, by: owner) { _, change in sink(change.newValue) }
      pipeline.observe(\.status, by: owner) { _, change in sink(change.newValue) }
      pipeline.observe(\.input, by: owner) { _, change in sink(change.newValue) }
      pipeline.observe(\.context, by: owner) { _, change in sink(change.newValue) }
    }
  }
}

/// The floor for a write: a stored closure called directly, doing what a handler does.
@MainActor final class ClosureHolder {
  let closure: @MainActor (Int) -> Void

  init(_ closure: @escaping @MainActor (Int) -> Void) {
    self.closure = closure
  }
}

// MARK: - Scenes

/// The pipeline of the benchmarked scenes.
@MainActor final class ListPipeline: Pipeline {
  @Input var query = 0
  @Flag var requestFinished = false
  @Piped var results = 0
}

@MainActor final class MinimalView: SceneView {
  let pipeline: ListPipeline
  init(pipeline: ListPipeline) { self.pipeline = pipeline }
}

@MainActor final class MinimalController: SceneController {
  let pipeline: ListPipeline
  init(pipeline: ListPipeline) { self.pipeline = pipeline }
}

@MainActor final class MinimalStore: SceneStore {
  let pipeline = ListPipeline()
}

@MainActor final class ObservingView: SceneView {
  let pipeline: ListPipeline
  init(pipeline: ListPipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.requestFinished, by: self) { _, change in sink(change.newValue ? 1 : 0) }
  }
}

@MainActor final class ObservingController: SceneController {
  let pipeline: ListPipeline
  init(pipeline: ListPipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.query, by: self) { _, change in sink(change.newValue) }
  }
}

@MainActor final class ObservingStore: SceneStore {
  let pipeline = ListPipeline()

  func addObservers() {
    pipeline.observe(\.query, by: self) { _, change in sink(change.newValue) }
  }
}

extension Mediator {
  /// A mediator with the minimal and the observing parts registered.
  static func benchmarked() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: MinimalView.self) { MinimalView(pipeline: $0) }
    mediator.register(controller: MinimalController.self) { pipeline, _ in
      MinimalController(pipeline: pipeline)
    }
    mediator.register(store: MinimalStore.self) { _ in MinimalStore() }
    mediator.register(view: ObservingView.self) { ObservingView(pipeline: $0) }
    mediator.register(controller: ObservingController.self) { pipeline, _ in
      ObservingController(pipeline: pipeline)
    }
    mediator.register(store: ObservingStore.self) { _ in ObservingStore() }
    return mediator
  }
}

extension Scene {
  static let minimal = Scene(
    view: "MinimalView", controller: "MinimalController", store: "MinimalStore")
  static let observing = Scene(
    view: "ObservingView", controller: "ObservingController", store: "ObservingStore")
}
