import Testing

@testable import MVCS

@MainActor
struct AssembledSceneTests {
  let log = EventLog()

  @Test func tearDownEndsEveryObservationOfThePipelineTree() async throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()
    let view = try #require(search.view as? SearchView)
    let controller = try #require(search.controller as? SearchController)
    let navigator = try #require(search.navigator as? RecordingNavigator)
    let store = try #require(search.store as? SearchStore)
    let outsider = CallCounter()
    store.favorites.pipeline.observe(\.ids, by: outsider) { counter, _ in counter.increment() }

    let pipeline = try search.searchPipeline
    search.tearDown()
    log.clear()
    pipeline.searchText = "dogs"  // the store would fetch
    pipeline.requestFinished = true  // the view would reload
    pipeline.photoList.photos = samplePhotos  // the subview would show them
    pipeline.selectedIndex = 0  // the controller would navigate
    try pipeline.setValue("[\"1\"]", named: "favorites.ids")

    await search.tasks.waitUntilIdle()
    #expect(search.tasks.runningCount == 0)
    #expect(view.reloadCount == 1)
    #expect(view.photoList.shownPhotos.map(\.id) == ["123", "456"])
    #expect(navigator.stack.isEmpty)
    #expect(controller.navigationErrors.isEmpty)
    #expect(outsider.count == 0)
    #expect(log.events.isEmpty)
  }

  @Test func tearDownStopsTheStoreAndItsSubstores() throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    log.clear()
    #expect(!search.isTornDown)

    search.tearDown()

    #expect(search.isTornDown)
    #expect(log.events == ["store stops", "substore stops"])
  }

  @Test func tearingDownTwiceStopsOnce() throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    log.clear()

    search.tearDown()
    search.tearDown()

    #expect(log.events == ["store stops", "substore stops"])
  }

  @Test(.timeLimit(.minutes(10)))
  func tearDownCancelsTheScenesTasks() async throws {
    let mediator = makeMediator(log: log)
    mediator.register(service: "SearchPhotoService") { HangingPhotoSearch() }
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    let (started, signalStart) = AsyncStream.makeStream(of: Void.self)
    let waiter = search.tasks.run {
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      signalStart.yield()
      for await _ in stream {}
      continuation.finish()
      log.record("waiter ended, cancelled: \(Task.isCancelled)")
    }
    #expect(search.tasks.runningCount == 3)  // the search, the favorites read, the waiter
    for await _ in started { break }  // the waiter now waits on a stream nobody feeds
    log.clear()

    search.tearDown()
    await search.tasks.waitUntilIdle()

    #expect(waiter.isCancelled)
    #expect(
      log.events.sorted() == [
        "search cancelled", "store stops", "substore stops", "waiter ended, cancelled: true",
      ])
    #expect(search.tasks.runningCount == 0)
  }

  @Test func tearDownDismissesTheScenesItsNavigatorShows() async throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()
    let navigator = try #require(search.navigator as? RecordingNavigator)
    (search.view as? SearchView)?.userSelected(1)
    let detail = try #require(navigator.scenes.last)
    log.clear()

    search.tearDown()

    #expect(detail.isTornDown)
    #expect(navigator.stack.isEmpty)
    #expect(log.events == ["detail store stops", "store stops", "substore stops"])
  }

  @Test func tearDownLeavesWhatItShowedToTheAppsOwnNavigator() async throws {
    /// An app's navigator: it keeps the scenes it shows, and tears them down when it removes them.
    @MainActor final class AppNavigator: Navigator {
      let mediator: Mediator
      var scenes: [AssembledScene] = []
      init(mediator: Mediator) { self.mediator = mediator }
      func show(_ scene: String, context: ContextValues) throws {
        scenes.append(try mediator.assemble(named: scene, context: context, navigator: self))
      }
      func present(_ scene: String, context: ContextValues) throws {
        try show(scene, context: context)
      }
      func dismiss() throws { scenes.popLast()?.tearDown() }
    }
    let mediator = makeMediator(log: log)
    let navigator = AppNavigator(mediator: mediator)
    let search = try mediator.assemble(
      named: "Search", context: ["query": "cats"], navigator: navigator)
    await search.waitUntilIdle()
    (search.view as? SearchView)?.userSelected(1)
    let detail = try #require(navigator.scenes.first)

    search.tearDown()

    // As documented in WritingANavigator.md: the detail scene is the navigator's to remove.
    #expect(search.isTornDown)
    #expect(!detail.isTornDown)
    #expect(navigator.scenes.count == 1)
    #expect(!log.events.contains("detail store stops"))
    try navigator.dismiss()
    #expect(detail.isTornDown)
    #expect(log.events.last == "detail store stops")
  }

  @Test(.timeLimit(.minutes(10)))
  func releasesEveryPartAfterTearDownOverManyCycles() async throws {
    let mediator = makeMediator(log: log)
    for cycle in 0..<100 {
      do {
        let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
        await search.waitUntilIdle()
        if cycle.isMultiple(of: 2) {
          (search.view as? SearchView)?.userSelected(0)  // navigates to PhotoDetail
          await search.waitUntilIdle()
          let navigator = try #require(search.navigator as? RecordingNavigator)
          #expect(navigator.stack.count == 1)
          let detail = try #require(navigator.scenes.last)
          #expect((detail.view as? PhotoDetailView)?.shownTitle == "cats on a mat")
          search.tearDown()
          await detail.tasks.waitUntilIdle()
        } else {
          search.tearDown()
        }
        await search.tasks.waitUntilIdle()
      }
      try #require(log.liveObjects == [], "cycle \(cycle)")
    }
    // Search: view, subview, controller, store, pipeline, substore, its pipeline (7); and every
    // other cycle PhotoDetail: view, controller, store, pipeline (4).
    #expect(log.trackedCount == 100 * 7 + 50 * 4)
  }

  @Test func releasesPartsOfSceneThatWasNeverTornDownButHadNoWork() async throws {
    let mediator = makeMediator(log: log)
    do {
      let detail = try mediator.assemble(named: "PhotoDetail", context: ["photoID": "456"])
      await detail.waitUntilIdle()
      #expect((detail.view as? PhotoDetailView)?.shownTitle == "cats in a hat")
    }
    #expect(log.liveObjects == [])
  }

  @Test func releasingSceneWithoutTearDownEndsItsPartsObservations() async throws {
    let mediator = makeMediator(log: log)
    var search: AssembledScene? = try mediator.assemble(
      named: "PhotoDetail", context: ["photoID": "456"])
    await search?.waitUntilIdle()
    let view = try #require(search?.view as? PhotoDetailView)
    let pipeline = try #require(search?.pipeline as? PhotoDetailPipeline)
    let shownBefore = view.shownTitle

    search = nil
    pipeline.title = "dogs in a box"

    // The view is still alive (held here), but its scene is gone and so is its observation.
    #expect(view.shownTitle == shownBefore)
    #expect(log.liveObjects.sorted() == ["PhotoDetailPipeline", "PhotoDetailView"])
  }

  @Test func partsKeptPastTheirSceneAreNotKeptAliveByThePipeline() throws {
    let mediator = makeMediator(log: log)
    let pipeline: SearchPipeline
    do {
      let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
      pipeline = try search.searchPipeline
      search.tearDown()
    }
    // The parts observed the pipeline while the scene was assembled; only the pipeline remains.
    // (The substore's pipeline is attached to the search pipeline, which keeps it.)
    #expect(log.liveObjects.sorted() == ["FavoritesPipeline", "SearchPipeline"])
    withExtendedLifetime(pipeline) {}
  }

  @Test(.timeLimit(.minutes(10)))
  func sceneReleasedOffTheMainActorEndsItsObservationsOnTheMainActor() async throws {
    let mediator = makeMediator(log: log)
    let pipeline: PhotoDetailPipeline
    weak var weakView: PhotoDetailView?
    do {
      let detail = try mediator.assemble(named: "PhotoDetail", context: ["photoID": "456"])
      await detail.waitUntilIdle()
      pipeline = try #require(detail.pipeline as? PhotoDetailPipeline)
      weakView = detail.view as? PhotoDetailView
      let box = LastReference(detail)
      // The detached task holds the last reference and drops it on another thread.
      await Task.detached { box.release() }.value
    }
    while weakView != nil { await Task.yield() }
    pipeline.title = "after the scene"  // nothing observes it any more, and nothing crashes
    #expect(log.liveObjects == ["PhotoDetailPipeline"])
  }

  @Test(.timeLimit(.minutes(10)))
  func workRunAfterTearDownStartsCancelled() async throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    search.tearDown()
    var wasCancelled: Bool?
    search.tasks.run { wasCancelled = Task.isCancelled }
    await search.tasks.waitUntilIdle()
    #expect(wasCancelled == true)
  }

  @Test func tearDownEndsObservationsMadeOnAChildPipelineAfterAssembly() throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    let pipeline = try search.searchPipeline
    let lateSubview = CallCounter()
    pipeline.photoList.observe(\.columns, by: lateSubview) { counter, _ in counter.increment() }

    search.tearDown()
    pipeline.photoList.columns = 4

    #expect(lateSubview.count == 0)
  }

  @Test func tearDownLeavesOtherScenesObservationsOfSharedPipelines() async throws {
    let mediator = makeMediator(log: log)
    mediator.register(store: "SelectionWatcherStore") { try SelectionWatcherStore(environment: $0) }
    let watcherScene = SceneParts(
      view: "PhotoDetailView", controller: "PhotoDetailController", store: "SelectionWatcherStore")
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()
    let pipeline = try search.searchPipeline
    let watcher = try mediator.assemble(watcherScene, context: ["search": pipeline])

    watcher.tearDown()
    pipeline.selectedIndex = 1

    let navigator = try #require(search.navigator as? RecordingNavigator)
    #expect(navigator.stack.map(\.description) == [#"show PhotoDetail ["photoID": "456"]"#])
    #expect((watcher.store as? SelectionWatcherStore)?.selections == [])
    search.tearDown()
  }
}

/// Holds the last reference to a scene so that another thread can release it.
private final class LastReference: @unchecked Sendable {
  // Only touched by `init`, on the main actor, then by `release()` on one other thread, after
  // the main actor handed the box over; never by both at once.
  private var scene: AssembledScene?
  init(_ scene: AssembledScene) { self.scene = scene }
  func release() { scene = nil }
}
