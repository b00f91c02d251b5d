import MVCSTesting
import Testing

@testable import MVCS

// Scenes released with or without `tearDown()`, many times over: what they leave behind.

/// The pipeline the whole app shares: it outlives every scene that observes it.
@MainActor
private final class SessionPipeline: Pipeline {
  @Piped var userName = ""
  @Flag var isOnline = false
}

/// A store that, like many, observes the app's session: as the scene is assembled, and as it
/// starts (where the observation belongs to no scene, so the pipeline holds the store weakly).
@MainActor
private final class SessionBadgeStore: SceneStore {
  let pipeline = PhotoDetailPipeline()
  private let session: SessionPipeline
  private(set) var heardOnline: [Bool] = []

  init(session: SessionPipeline) { self.session = session }

  func addObservers() {
    session.observe(\.userName, by: self) { store, change in store.pipeline.title = change.newValue
    }
  }

  func start() {
    session.observe(\.isOnline, by: self) { store, change in
      store.heardOnline.append(change.newValue)
    }
  }
}

/// A view that shows the session's user next to the scene's title.
@MainActor
private final class SessionBadgeView: SceneView {
  let pipeline: PhotoDetailPipeline
  private let session: SessionPipeline
  private(set) var shownUser = ""

  init(pipeline: PhotoDetailPipeline, session: SessionPipeline) {
    self.pipeline = pipeline
    self.session = session
  }

  func addObservers() {
    session.observe(\.userName, by: self) { view, change in view.shownUser = change.newValue }
  }
}

@MainActor
private final class SessionBadgeController: SceneController {
  let pipeline: PhotoDetailPipeline
  init(pipeline: PhotoDetailPipeline) { self.pipeline = pipeline }
}

/// A store whose work, started with the scene, waits on the scene's clock and then writes.
@MainActor
private final class LateWriterStore: SceneStore {
  let pipeline = PhotoDetailPipeline()
  private let environment: SceneEnvironment

  init(environment: SceneEnvironment) { self.environment = environment }

  func start() {
    environment.tasks.run { [pipeline, clock = environment.clock] in
      try await clock.sleep(for: .seconds(1))
      pipeline.title = "written after a second"
    }
  }
}

@MainActor
private func makeSessionMediator(session: SessionPipeline) -> Mediator {
  let mediator = Mediator()
  mediator.register(view: "SessionBadgeView") { SessionBadgeView(pipeline: $0, session: session) }
  mediator.register(controller: "SessionBadgeController") { pipeline, _ in
    SessionBadgeController(pipeline: pipeline)
  }
  mediator.register(store: "SessionBadgeStore") { _ in SessionBadgeStore(session: session) }
  mediator.register(
    scene: "Badge",
    SceneParts(
      view: "SessionBadgeView", controller: "SessionBadgeController", store: "SessionBadgeStore"))
  return mediator
}

extension AssembledSceneTests {
  @Test func observationsOfAnAppWidePipelineStayBoundedOverManyScenes() throws {
    let session = SessionPipeline()
    let mediator = makeSessionMediator(session: session)
    var largest = (tracked: 0, userName: 0, isOnline: 0)
    for cycle in 0..<3_000 {
      let scene = try mediator.assemble(named: "Badge")
      // Every third scene is released without being torn down.
      if !cycle.isMultiple(of: 3) { scene.tearDown() }
      largest.tracked = max(largest.tracked, session.trackedObservationCount)
      largest.userName = max(
        largest.userName, try #require(session.observerRecordCount(of: \.userName)))
      largest.isOnline = max(
        largest.isOnline, try #require(session.observerRecordCount(of: \.isOnline)))
    }

    // Each scene added three observations; at most a hundred or so records remain.
    #expect(largest.tracked <= 128)
    #expect(largest.userName <= 128)
    #expect(largest.isOnline <= 128)
    // And the scene assembled now still hears the session.
    let scene = try mediator.assemble(named: "Badge")
    session.userName = "ada"
    session.isOnline = true
    #expect((scene.view as? SessionBadgeView)?.shownUser == "ada")
    #expect((scene.store as? SessionBadgeStore)?.heardOnline == [true])
    #expect((scene.pipeline as? PhotoDetailPipeline)?.title == "ada")
    scene.tearDown()
  }

  @Test(.timeLimit(.minutes(10)))
  func releasingSceneWithoutTearDownCancelsItsTasks() async throws {
    let clock = SceneTestClock()
    let mediator = Mediator()
    mediator.clock = clock
    mediator.register(view: "PhotoDetailView") { PhotoDetailView(pipeline: $0, log: log) }
    mediator.register(controller: "PhotoDetailController") {
      PhotoDetailController(pipeline: $0, navigation: $1, log: log)
    }
    mediator.register(store: "LateWriterStore") { LateWriterStore(environment: $0) }
    let parts = SceneParts(
      view: "PhotoDetailView", controller: "PhotoDetailController", store: "LateWriterStore")
    var scene: AssembledScene? = try mediator.assemble(parts)
    let tasks = try #require(scene?.tasks)
    let pipeline = try #require(scene?.pipeline as? PhotoDetailPipeline)
    while clock.waitingCount == 0 { await Task.yield() }  // the work now waits on the clock

    scene = nil
    clock.advance(by: .seconds(1))
    await tasks.waitUntilIdle()

    // Its scene is gone: the work was cancelled before it could write into the pipeline.
    #expect(pipeline.title == "")
    #expect(tasks.runningCount == 0)
    #expect(log.liveObjects == [])
  }

  @Test(.timeLimit(.minutes(10)))
  func sceneReleasedWithoutTearDownIsDeallocatedOnceItsCancelledWorkEnds() async throws {
    let mediator = makeMediator(log: log)
    mediator.register(service: "SearchPhotoService") { HangingPhotoSearch() }
    var scene: AssembledScene? = try mediator.assemble(named: "Search", context: ["query": "cats"])
    let tasks = try #require(scene?.tasks)
    #expect(tasks.runningCount == 2)  // the search, which never answers, and the favorites read

    scene = nil
    await tasks.waitUntilIdle()

    #expect(log.events.contains("search cancelled"))
    #expect(log.liveObjects == [])
  }
}
