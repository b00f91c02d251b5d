import Testing

@testable import MVCS

@MainActor
struct RecordingNavigatorTests {
  let log = EventLog()

  @Test func controllerShowsSceneThroughNavigation() async throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()
    let navigator = try #require(search.navigator as? RecordingNavigator)

    (search.view as? SearchView)?.userSelected(0)
    await search.waitUntilIdle()

    #expect(try search.searchPipeline.selectedPhotoID == "123")
    #expect(navigator.stack.map(\.description) == [#"show PhotoDetail ["photoID": "123"]"#])
    #expect(navigator.history == [#"show PhotoDetail ["photoID": "123"]"#])
    let route = try #require(navigator.stack.first)
    #expect(route.action == .show)
    #expect(route.scene == "PhotoDetail")
    let assembled = try #require(navigator.scenes.first)
    #expect(assembled.name == "PhotoDetail")
    #expect((assembled.view as? PhotoDetailView)?.shownTitle == "cats on a mat")
    search.tearDown()
  }

  @Test func presentsScene() throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    let navigator = try #require(search.navigator as? RecordingNavigator)

    try search.navigation.present("PhotoDetail", context: ["photoID": "456"])

    #expect(navigator.stack.map(\.action) == [.present])
    #expect(navigator.history == [#"present PhotoDetail ["photoID": "456"]"#])
    search.tearDown()
  }

  @Test func shownScenesNavigateWithTheSameNavigator() throws {
    let mediator = makeMediator(log: log)
    let navigator = RecordingNavigator(mediator: mediator)
    let search = try mediator.assemble(
      named: "Search", context: ["query": "cats"], navigator: navigator)
    #expect(search.navigator === navigator)
    try search.navigation.show("PhotoDetail", context: ["photoID": "123"])
    let detail = try #require(navigator.scenes.last)
    #expect(detail.navigator === navigator)

    try (detail.controller as? PhotoDetailController)?.close()

    #expect(navigator.stack.isEmpty)
    #expect(detail.isTornDown)
    #expect(
      navigator.history == [#"show PhotoDetail ["photoID": "123"]"#, "dismiss PhotoDetail"])
    search.tearDown()
  }

  @Test func dismissTearsDownOnlyTheTopScene() throws {
    let mediator = makeMediator(log: log)
    let navigator = RecordingNavigator(mediator: mediator)
    try navigator.show("PhotoDetail", context: ["photoID": "123"])
    try navigator.present("PhotoDetail", context: ["photoID": "456"])
    let first = navigator.scenes[0]
    let second = navigator.scenes[1]
    log.clear()

    try navigator.dismiss()

    #expect(second.isTornDown)
    #expect(!first.isTornDown)
    #expect(navigator.stack.map(\.description) == [#"show PhotoDetail ["photoID": "123"]"#])
    #expect(
      navigator.history == [
        #"show PhotoDetail ["photoID": "123"]"#,
        #"present PhotoDetail ["photoID": "456"]"#,
        "dismiss PhotoDetail",
      ])
    #expect(log.events == ["detail store stops"])
    navigator.dismissAll()
    #expect(first.isTornDown)
  }

  @Test func dismissingWithNothingShownThrowsNothingToDismiss() throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    let error = #expect(throws: NavigationError.self) { try search.navigation.dismiss() }
    #expect(error == .nothingToDismiss)
    #expect(
      error?.description == """
        Cannot dismiss: no scene was shown or presented. \
        To fix, dismiss only a scene that was shown or presented.
        """)
    search.tearDown()
  }

  @Test func navigatingAfterTheNavigatorIsReleasedThrows() throws {
    let mediator = makeMediator(log: log)
    var navigator: RecordingNavigator? = RecordingNavigator(mediator: mediator)
    let search = try mediator.assemble(
      named: "Search", context: ["query": "cats"], navigator: navigator)
    weak let released = navigator
    navigator = nil
    #expect(released == nil)
    #expect(search.navigator == nil)

    let error = #expect(throws: NavigationError.self) {
      try search.navigation.show("PhotoDetail", context: ["photoID": "123"])
    }
    #expect(error == .navigatorReleased)
    #expect(
      error?.description == """
        Cannot navigate: the navigator this scene was assembled with has been released. \
        To fix, keep the navigator alive as long as its scenes, for example in the app's \
        coordinator.
        """)
    #expect(throws: NavigationError.navigatorReleased) { try search.navigation.dismiss() }
    #expect(throws: NavigationError.navigatorReleased) {
      try search.navigation.present("PhotoDetail", context: ["photoID": "123"])
    }
    search.tearDown()
  }

  @Test func navigatingToUnknownSceneThrowsUnknownNameAndRecordsNothing() throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    let navigator = try #require(search.navigator as? RecordingNavigator)

    let error = #expect(throws: MediatorError.self) {
      try search.navigation.show("PhotoDetails", context: ["photoID": "123"])
    }
    #expect(
      error
        == .unknownName(
          "PhotoDetails", kind: .scene, suggestion: "PhotoDetail",
          registered: ["PhotoDetail", "Search"]))
    #expect(navigator.stack.isEmpty)
    #expect(navigator.history.isEmpty)
    search.tearDown()
  }

  @Test func navigatingWithoutTheRequiredKeyThrowsAndRecordsNothing() throws {
    let mediator = makeMediator(log: log)
    let navigator = RecordingNavigator(mediator: mediator)
    #expect(
      throws: MediatorError.missingContextKey(
        "photoID", store: "PhotoDetailStore", available: ["id"])
    ) {
      try navigator.show("PhotoDetail", context: ["id": "123"])
    }
    #expect(navigator.history.isEmpty)
  }

  @Test func sceneThatNavigatesWhileAssembledStaysBelowTheSceneItShows() throws {
    let mediator = makeMediator(log: log)
    mediator.register(store: "PreselectingSearchStore") { _ in PreselectingSearchStore() }
    mediator.register(
      scene: "Preselected",
      SceneParts(
        view: "SearchView", controller: "SearchController", store: "PreselectingSearchStore"))
    let navigator = RecordingNavigator(mediator: mediator)

    try navigator.show("Preselected", context: [:])

    #expect(
      navigator.stack.map(\.description) == [
        "show Preselected [:]", #"show PhotoDetail ["photoID": "123"]"#,
      ])
    #expect(navigator.history == navigator.stack.map(\.description))
    try navigator.dismiss()
    #expect(navigator.stack.map(\.scene) == ["Preselected"])
    navigator.dismissAll()
  }
}
