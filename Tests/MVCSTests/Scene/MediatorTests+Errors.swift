import Testing

@testable import MVCS

extension MediatorTests {
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

  @Test(.timeLimit(.minutes(10)))
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
}
