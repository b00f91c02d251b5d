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

/// Who owns the observations of a benchmarked write.
enum ObserverOwners: String {
  /// A part of a scene, observing while the scene is assembled: what scenes do.
  case sceneParts = "scene part"
  /// Objects outside any scene, which the pipeline references weakly.
  case freeObjects = "other object"
}

/// A pipeline with `count` observers on each of its properties, and what keeps them alive.
@MainActor
struct ObservedPipeline {
  let pipeline: WritePipeline
  private let scene: AssembledScene?
  private let owners: [WriteObserver]

  init(observers count: Int, ownedBy owners: ObserverOwners) throws {
    switch owners {
    case .sceneParts:
      let mediator = Mediator()
      mediator.register(store: "WriteStore") { _ in WriteStore() }
      mediator.register(controller: "WriteObserver") { pipeline, _ in
        WriteObserver(pipeline: pipeline, observations: 0)
      }
      mediator.register(view: "WriteView") {
        WriteObserver(pipeline: $0, observations: count)
      }
      let scene = try mediator.assemble(
        SceneParts(view: "WriteView", controller: "WriteObserver", store: "WriteStore"))
      self.scene = scene
      pipeline = scene.pipeline as! WritePipeline
      self.owners = []
    case .freeObjects:
      let pipeline = WritePipeline()
      self.pipeline = pipeline
      scene = nil
      self.owners = (0..<count).map { _ in
        let owner = WriteObserver(pipeline: pipeline, observations: 1)
        owner.addObservers()
        return owner
      }
    }
  }
}

/// Observes each property of a pipeline `observations` times; the handler only consumes the value.
@MainActor final class WriteObserver: SceneView, SceneController {
  let pipeline: WritePipeline
  let observations: Int

  init(pipeline: WritePipeline, observations: Int) {
    self.pipeline = pipeline
    self.observations = observations
  }

  func addObservers() {
    for _ in 0..<observations {
      pipeline.observe(\.data, by: self) { _, change in sink(change.newValue) }
      pipeline.observe(\.flag, by: self) { _, change in sink(change.newValue) }
      pipeline.observe(\.status, by: self) { _, change in sink(change.newValue) }
      pipeline.observe(\.input, by: self) { _, change in sink(change.newValue) }
      pipeline.observe(\.context, by: self) { _, change in sink(change.newValue) }
    }
  }
}

@MainActor final class WriteStore: SceneStore {
  let pipeline = WritePipeline()
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
    mediator.register(view: "MinimalView") { MinimalView(pipeline: $0) }
    mediator.register(controller: "MinimalController") { pipeline, _ in
      MinimalController(pipeline: pipeline)
    }
    mediator.register(store: "MinimalStore") { _ in MinimalStore() }
    mediator.register(view: "ObservingView") { ObservingView(pipeline: $0) }
    mediator.register(controller: "ObservingController") { pipeline, _ in
      ObservingController(pipeline: pipeline)
    }
    mediator.register(store: "ObservingStore") { _ in ObservingStore() }
    return mediator
  }
}

extension SceneParts {
  static let minimal = SceneParts(
    view: "MinimalView", controller: "MinimalController", store: "MinimalStore")
  static let observing = SceneParts(
    view: "ObservingView", controller: "ObservingController", store: "ObservingStore")
}
