import Testing

@testable import MVCS

@MainActor
struct MediatorTests {
  let log = EventLog()

  // MARK: - Assembling by name

  @Test func assemblesRegisteredSceneByName() async throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()

    #expect(search.name == "Search")
    #expect(search.parts == searchScene)
    let view = try #require(search.view as? SearchView)
    #expect(search.controller is SearchController)
    #expect(search.store is SearchStore)
    #expect(view.pipeline.photos.map(\.id) == ["123", "456"])
    search.tearDown()
  }

  @Test func assemblesUnnamedSceneFromPartNames() throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(searchScene, context: ["query": "cats"])
    #expect(search.name == nil)
    #expect(search.view is SearchView)
    search.tearDown()
  }

  @Test func namesPartsAfterTheirTypesByDefault() {
    let mediator = makeMediator(log: log)
    #expect(mediator.registeredNames(of: .view) == ["PhotoDetailView", "SearchView"])
    #expect(
      mediator.registeredNames(of: .controller) == ["PhotoDetailController", "SearchController"])
    #expect(mediator.registeredNames(of: .store) == ["PhotoDetailStore", "SearchStore"])
    #expect(mediator.registeredNames(of: .service) == ["PhotoLookupService", "SearchPhotoService"])
    #expect(mediator.registeredNames(of: .storage) == ["Favorites"])
    #expect(mediator.registeredNames(of: .scene) == ["PhotoDetail", "Search"])
  }

  @Test func registersPartsUnderTheNamesGiven() throws {
    let mediator = makeMediator(log: log)
    mediator.register(view: "Inspector") {
      PipelineInspectorView(pipeline: $0)
    }
    mediator.register(
      scene: "InspectSearch",
      SceneParts(view: "Inspector", controller: "SearchController", store: "SearchStore"))

    #expect(mediator.registeredNames(of: .view).contains("Inspector"))
    #expect(!mediator.registeredNames(of: .view).contains("PipelineInspectorView"))
    let scene = try mediator.assemble(named: "InspectSearch", context: ["query": "cats"])
    let view = try #require(scene.view as? PipelineInspectorView)
    #expect(view.pipeline === scene.pipeline)
    #expect(try mediator.scene(named: "InspectSearch").view == "Inspector")
    scene.tearDown()
  }

  @Test func reRegisteringServiceSwapsItInWithoutTouchingTheStore() async throws {
    let mediator = makeMediator(log: log)
    mediator.register(service: "SearchPhotoService") {
      FakePhotoSearch(photos: [Photo(id: "demo", title: "cats in a demo")])
    }
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()

    #expect(
      try search.pipeline.value(named: "photos") as? [Photo] == [
        Photo(id: "demo", title: "cats in a demo")
      ])
    search.tearDown()
  }

  @Test func reRegisteringViewNameReplacesTheView() throws {
    let mediator = makeMediator(log: log)
    mediator.register(view: "SearchView") {
      PipelineInspectorView(pipeline: $0)
    }
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    #expect(search.view is PipelineInspectorView)
    #expect(mediator.registeredNames(of: .view) == ["PhotoDetailView", "SearchView"])
    search.tearDown()
  }

  @Test func acceptsViewThatWorksWithSuperclassOfStorePipeline() throws {
    let mediator = makeMediator(log: log)
    mediator.register(view: "PipelineInspectorView") { PipelineInspectorView(pipeline: $0) }
    let scene = try mediator.assemble(
      SceneParts(
        view: "PipelineInspectorView", controller: "SearchController", store: "SearchStore"),
      context: ["query": "cats"])
    #expect(scene.view.pipeline === scene.pipeline)
    scene.tearDown()
  }

  // MARK: - Lifecycle

  @Test func assemblesPartsInLifecycleOrder() async throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])

    #expect(
      log.events == [
        "store created",
        "substore created",
        "controller created",
        "view created",
        "subview created",
        "store observes",
        "substore observes",
        "controller observes",
        "view observes",
        "store starts",
        "substore starts",
      ])
    search.tearDown()
  }

  @Test func sharesStorePipelineWithControllerViewAndSubview() throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    let store = try #require(search.store as? SearchStore)
    let controller = try #require(search.controller as? SearchController)
    let view = try #require(search.view as? SearchView)

    #expect(search.pipeline === store.pipeline)
    #expect(controller.pipeline === store.pipeline)
    #expect(view.pipeline === store.pipeline)
    #expect(view.photoList.pipeline === store.pipeline.photoList)
    search.tearDown()
  }

  @Test func startsStoreOnlyOnceEveryPartObserves() async throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()
    let view = try #require(search.view as? SearchView)

    // The first fetch, started by start(), reached the view and its subview.
    #expect(view.reloadCount == 1)
    #expect(view.photoList.shownPhotos.map(\.id) == ["123", "456"])
    search.tearDown()
  }

  @Test func storeRefetchesWhenViewWritesInput() async throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()
    let view = try #require(search.view as? SearchView)

    view.userTyped("dogs")
    await search.waitUntilIdle()
    #expect(view.photoList.shownPhotos.map(\.id) == ["789"])
    #expect(view.reloadCount == 2)
    search.tearDown()
  }

  // MARK: - Services and storages

  @Test func createsEachServiceOnceAndSharesIt() async throws {
    let mediator = makeMediator(log: log)
    let created = CallCounter()
    mediator.register(service: "SearchPhotoService") {
      created.increment()
      return FakePhotoSearch()
    }
    #expect(created.count == 0)
    let first = try mediator.assemble(named: "Search", context: ["query": "cats"])
    let second = try mediator.assemble(named: "Search", context: ["query": "dogs"])
    await first.waitUntilIdle()
    await second.waitUntilIdle()

    #expect(created.count == 1)
    #expect(try first.pipeline.value(named: "photos") as? [Photo] == Array(samplePhotos[0...1]))
    #expect(try second.pipeline.value(named: "photos") as? [Photo] == [samplePhotos[2]])
    first.tearDown()
    second.tearDown()
  }

  @Test func createsEachStorageOnceAndSharesItsData() async throws {
    let mediator = makeMediator(log: log)
    let created = CallCounter()
    mediator.register(storage: "Favorites") {
      created.increment()
      return InMemoryStorage()
    }
    let environment = SceneEnvironment(
      storeName: "Test", context: [:], tasks: SceneTasks(), clock: ContinuousClock(),
      mediator: mediator)
    try await environment.storage("Favorites").write(["456"], forKey: "ids")

    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()

    #expect(created.count == 1)
    #expect(try search.pipeline.value(named: "favorites.ids") as? [String] == ["456"])
    search.tearDown()
  }

  @Test func passesTheMediatorClockToStores() throws {
    let mediator = makeMediator(log: log)
    let clock = SuspendingClock()
    mediator.clock = clock
    var received: (any Clock<Duration>)?
    mediator.register(store: "SearchStore") { environment in
      received = environment.clock
      return try SearchStore(environment: environment, log: log)
    }
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    #expect(received is SuspendingClock)
    search.tearDown()
  }
}
