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

  // MARK: - Errors

  @Test func unknownViewNameSuggestsTheClosest() throws {
    let mediator = makeMediator(log: log)
    let scene = SceneParts(view: "SerchView", controller: "SearchController", store: "SearchStore")
    let error = #expect(throws: MediatorError.self) {
      try mediator.assemble(scene, context: ["query": "cats"])
    }
    #expect(
      error?.description == """
        No view named "SerchView" is registered. Did you mean "SearchView"? \
        Registered views: PhotoDetailView, SearchView. \
        To fix, correct the name or register it with mediator.register(view:).
        """)
    #expect(log.events.isEmpty)
  }

  @Test func unknownControllerNameSuggestsTheClosest() {
    let mediator = makeMediator(log: log)
    let scene = SceneParts(view: "SearchView", controller: "SearchControler", store: "SearchStore")
    let error = #expect(throws: MediatorError.self) {
      try mediator.assemble(scene, context: ["query": "cats"])
    }
    #expect(
      error?.description == """
        No controller named "SearchControler" is registered. Did you mean "SearchController"? \
        Registered controllers: PhotoDetailController, SearchController. \
        To fix, correct the name or register it with mediator.register(controller:).
        """)
  }

  @Test func unknownStoreNameListsRegisteredStores() {
    let mediator = makeMediator(log: log)
    let scene = SceneParts(view: "SearchView", controller: "SearchController", store: "Cache")
    let error = #expect(throws: MediatorError.self) {
      try mediator.assemble(scene, context: ["query": "cats"])
    }
    #expect(
      error?.description == """
        No store named "Cache" is registered. \
        Registered stores: PhotoDetailStore, SearchStore. \
        To fix, correct the name or register it with mediator.register(store:).
        """)
  }

  @Test func unknownSceneNameSuggestsTheClosest() {
    let mediator = makeMediator(log: log)
    let error = #expect(throws: MediatorError.self) {
      try mediator.assemble(named: "PhotoDetails", context: ["photoID": "123"])
    }
    #expect(
      error?.description == """
        No scene named "PhotoDetails" is registered. Did you mean "PhotoDetail"? \
        Registered scenes: PhotoDetail, Search. \
        To fix, correct the name or register it with mediator.register(scene:).
        """)
  }

  @Test func unknownNameInEmptyMediatorSaysNoneIsRegistered() {
    let error = #expect(throws: MediatorError.self) {
      try Mediator().assemble(named: "Search")
    }
    #expect(
      error?.description == """
        No scene named "Search" is registered. Registered scenes: none. \
        To fix, correct the name or register it with mediator.register(scene:).
        """)
  }

  @Test func suggestsTheSameNameWhateverTheRegistrationOrder() {
    // "PhotoVie" is one edit from both names; the suggestion must not depend on hashing order.
    for _ in 0..<20 {
      let mediator = Mediator()
      mediator.register(scene: "PhotoView", searchScene)
      mediator.register(scene: "PhotoVia", searchScene)
      let error = #expect(throws: MediatorError.self) {
        try mediator.assemble(named: "PhotoVie")
      }
      guard case .unknownName(_, _, let suggestion, _)? = error else {
        Issue.record("expected an unknown name, got \(String(describing: error))")
        return
      }
      #expect(suggestion == "PhotoVia")
    }
  }

  @Test func unknownServiceNameSuggestsTheClosest() {
    let mediator = makeMediator(log: log)
    let environment = SceneEnvironment(
      storeName: "SearchStore", context: [:], tasks: SceneTasks(), clock: ContinuousClock(),
      mediator: mediator)
    let error = #expect(throws: MediatorError.self) {
      let _: any Service<String, [Photo]> = try environment.service("SerchPhotoService")
    }
    #expect(
      error?.description == """
        No service named "SerchPhotoService" is registered. Did you mean "SearchPhotoService"? \
        Registered services: PhotoLookupService, SearchPhotoService. \
        To fix, correct the name or register it with mediator.register(service:).
        """)
  }

  @Test func unknownStorageNameSuggestsTheClosest() {
    let mediator = makeMediator(log: log)
    let environment = SceneEnvironment(
      storeName: "FavoritesStore", context: [:], tasks: SceneTasks(), clock: ContinuousClock(),
      mediator: mediator)
    let error = #expect(throws: MediatorError.self) { try environment.storage("Favourites") }
    #expect(
      error?.description == """
        No storage named "Favourites" is registered. Did you mean "Favorites"? \
        Registered storages: Favorites. \
        To fix, correct the name or register it with mediator.register(storage:).
        """)
  }

  @Test func pipelineMismatchNamesTheThreeTypes() {
    let mediator = makeMediator(log: log)
    mediator.register(view: "AlbumView") { AlbumView(pipeline: $0) }
    let scene = SceneParts(view: "AlbumView", controller: "SearchController", store: "SearchStore")
    let error = #expect(throws: MediatorError.self) {
      try mediator.assemble(scene, context: ["query": "cats"])
    }
    #expect(
      error?.description == """
        The scene (AlbumView, SearchController, SearchStore) disagrees on its pipeline: \
        view AlbumView uses AlbumPipeline, \
        controller SearchController uses SearchPipeline, \
        store SearchStore creates SearchPipeline. \
        To fix, make the view and controller use the store's pipeline type \
        (or a superclass of it), or name parts that do.
        """)
    #expect(log.events.isEmpty)
  }

  @Test func missingRequiredContextKeyIsNamedBeforeTheStoreIsCreated() {
    let mediator = makeMediator(log: log)
    let error = #expect(throws: MediatorError.self) {
      try mediator.assemble(named: "Search", context: [:])
    }
    #expect(
      error?.description == """
        SearchStore requires the context key "query", but the context is empty. \
        To fix, pass it when assembling or navigating: context: ["query": …].
        """)
    #expect(log.events.isEmpty)
  }

  @Test func missingRequiredContextKeyListsTheKeysPassed() {
    let mediator = makeMediator(log: log)
    let error = #expect(throws: MediatorError.self) {
      try mediator.assemble(named: "Search", context: ["text": "cats", "page": 2])
    }
    #expect(
      error
        == .missingContextKey("query", store: "SearchStore", available: ["page", "text"]))
    #expect(
      error?.description == """
        SearchStore requires the context key "query", but it has page, text. \
        To fix, pass it when assembling or navigating: context: ["query": …].
        """)
  }

  @Test func contextValueOfTheWrongTypeNamesBothTypes() {
    let mediator = makeMediator(log: log)
    let error = #expect(throws: MediatorError.self) {
      try mediator.assemble(named: "Search", context: ["query": 42])
    }
    #expect(
      error?.description == """
        SearchStore reads the context key "query" as String, but it holds Int 42. \
        To fix, pass a value of type String under "query", or read it as the type passed.
        """)
  }

  @Test func serviceOfOtherTypesIsAMismatchNamingBoth() {
    let mediator = makeMediator(log: log)
    let environment = SceneEnvironment(
      storeName: "SearchStore", context: [:], tasks: SceneTasks(), clock: ContinuousClock(),
      mediator: mediator)
    let error = #expect(throws: MediatorError.self) {
      let _: any Service<Int, [Photo]> = try environment.service("SearchPhotoService")
    }
    #expect(
      error?.description == """
        The service "SearchPhotoService" is FakePhotoSearch, a Service<String, Array<Photo>>, \
        but was asked for as Service<Int, Array<Photo>>. \
        To fix, ask for the registered types, \
        or register a Service<Int, Array<Photo>> under "SearchPhotoService".
        """)
  }

  @Test func storeInitialiserErrorPassesThroughUnchanged() {
    let mediator = makeMediator(log: log)
    mediator.register(store: "SearchStore") {
      try FailingStore(environment: $0, log: log)
    }
    #expect(throws: QuotaExceeded(limit: 3)) {
      try mediator.assemble(named: "Search", context: ["query": "cats"])
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func storeInitialiserFailureCancelsTheTasksItStarted() async {
    let mediator = makeMediator(log: log)
    var tasks: SceneTasks?
    mediator.register(store: "SearchStore") { environment in
      tasks = environment.tasks
      return try FailingStore(environment: environment, log: log)
    }
    #expect(throws: QuotaExceeded.self) {
      try mediator.assemble(named: "Search", context: ["query": "cats"])
    }
    await tasks?.waitUntilIdle()
    #expect(log.events == ["failing store task ended, cancelled: true"])
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
