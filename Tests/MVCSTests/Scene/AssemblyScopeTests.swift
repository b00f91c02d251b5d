import Testing

@testable import MVCS

@MainActor
private final class ItemsPipeline: Pipeline {
  @Piped var items: [String] = []
}

@MainActor
private final class HostPipeline: Pipeline {
  @Input var query = ""
  var items = ItemsPipeline()
}

@MainActor
private final class HostView: SceneView {
  let pipeline: HostPipeline
  init(pipeline: HostPipeline) { self.pipeline = pipeline }
}

@MainActor
private final class HostController: SceneController {
  let pipeline: HostPipeline
  init(pipeline: HostPipeline) { self.pipeline = pipeline }
}

/// Assembles another scene in the middle of adding its own observers, and notes what the
/// assembly scope said about it before and after.
@MainActor
private final class NestingStore: SceneStore {
  let pipeline = HostPipeline()
  private let assembleInner: @MainActor () throws -> AssembledScene
  private(set) var inner: AssembledScene?
  private(set) var wasPartBefore = false
  private(set) var wasPartAfter = false
  private(set) var observations: [PipelineObservation] = []

  init(assembleInner: @escaping @MainActor () throws -> AssembledScene) {
    self.assembleInner = assembleInner
  }

  func addObservers() {
    wasPartBefore = AssemblyScope.current?.isPart(self) ?? false
    observations.append(pipeline.observe(\.query, by: self) { _, _ in })
    inner = try? assembleInner()
    wasPartAfter = AssemblyScope.current?.isPart(self) ?? false
    observations.append(pipeline.observe(\.items.items, by: self) { _, _ in })
  }
}

/// Observes whatever scene assembles it, and notes whether the scope took it for a part.
@MainActor
private final class InnerStore: SceneStore {
  let pipeline = HostPipeline()
  private(set) var wasPart = false
  private(set) var sawOuterParts = false
  private(set) var observation: PipelineObservation?

  func addObservers() {
    wasPart = AssemblyScope.current?.isPart(self) ?? false
    sawOuterParts = AssemblyScope.current?.parts.count != 3
    observation = pipeline.observe(\.query, by: self) { _, _ in }
  }
}

/// Replaces its pipeline's child once started, and observes the replacement.
@MainActor
private final class ReplacingStore: SceneStore {
  let pipeline = HostPipeline()
  private(set) var observation: PipelineObservation?

  func start() {
    _ = pipeline.propertyNames  // the tree was walked with the first child
    pipeline.items = ItemsPipeline()
    observation = pipeline.items.observe(\.items, by: self) { _, _ in
      Issue.record("an observation of a torn-down scene ran")
    }
  }
}

@MainActor
private func makeHostMediator() -> Mediator {
  let mediator = Mediator()
  mediator.register(view: "HostView") { HostView(pipeline: $0) }
  mediator.register(controller: "HostController") { pipeline, _ in
    HostController(pipeline: pipeline)
  }
  mediator.register(store: "InnerStore") { _ in InnerStore() }
  mediator.register(store: "ReplacingStore") { _ in ReplacingStore() }
  mediator.register(store: "NestingStore") { [unowned mediator] _ in
    NestingStore {
      try mediator.assemble(
        SceneParts(view: "HostView", controller: "HostController", store: "InnerStore"))
    }
  }
  return mediator
}

@MainActor
struct AssemblyScopeTests {
  @Test func nestedAssemblyHasItsOwnScopeAndRestoresTheOuterOne() throws {
    let mediator = makeHostMediator()
    let outer = try mediator.assemble(
      SceneParts(view: "HostView", controller: "HostController", store: "NestingStore"))
    let store = try #require(outer.store as? NestingStore)
    let inner = try #require(store.inner)
    let innerStore = try #require(inner.store as? InnerStore)
    #expect(store.wasPartBefore)
    #expect(store.wasPartAfter)
    #expect(innerStore.wasPart)
    #expect(!innerStore.sawOuterParts)
    #expect(AssemblyScope.current == nil)

    outer.tearDown()
    #expect(store.observations.allSatisfy { !$0.isActive })
    #expect(innerStore.observation?.isActive == true)
    inner.tearDown()
    #expect(innerStore.observation?.isActive == false)
  }

  @Test func noScopeOutsideAssembly() throws {
    let mediator = makeHostMediator()
    let scene = try mediator.assemble(
      SceneParts(view: "HostView", controller: "HostController", store: "InnerStore"))
    #expect(AssemblyScope.current == nil)
    // Outside assembly, the store is no scene part: its observation holds it weakly.
    let store = try #require(scene.store as? InnerStore)
    let pipeline = try #require(scene.pipeline as? HostPipeline)
    let observation = pipeline.observe(\.query, by: store) { _, _ in }
    #expect(observation.isActive)
    scene.tearDown()
    #expect(!observation.isActive)
  }

  @Test func tearDownEndsObservationsOfAReplacedChild() throws {
    let mediator = makeHostMediator()
    let scene = try mediator.assemble(
      SceneParts(view: "HostView", controller: "HostController", store: "ReplacingStore"))
    let store = try #require(scene.store as? ReplacingStore)
    let pipeline = try #require(scene.pipeline as? HostPipeline)
    #expect(store.observation?.isActive == true)
    scene.tearDown()
    #expect(store.observation?.isActive == false)
    pipeline.items.items = ["after"]
  }

  @Test func aPartThatKeepsItsOwnObservationIsReleased() throws {
    // `InnerStore` keeps the handle of an observation it made as a scene part: the handle must
    // not keep the store alive once the scene is gone.
    weak var store: InnerStore?
    weak var pipeline: Pipeline?
    do {
      let mediator = makeHostMediator()
      let scene = try mediator.assemble(
        SceneParts(view: "HostView", controller: "HostController", store: "InnerStore"))
      store = scene.store as? InnerStore
      pipeline = scene.pipeline
      #expect(store?.observation?.isActive == true)
      scene.tearDown()
    }
    #expect(store == nil)
    #expect(pipeline == nil)
  }
}
