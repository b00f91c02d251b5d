import Testing

@testable import MVCS

@MainActor
struct NavigationResultsTests {
  let mediator = makeNavigationMediator()

  /// The Viewer scene, and its navigator (not owned by the scene, as an app's is not).
  private func presentPicker() throws -> (AssembledScene, RecordingNavigator, AssembledScene) {
    let navigator = RecordingNavigator(mediator: mediator)
    let viewer = try mediator.assemble(
      named: "Viewer", context: ["album": "a"], navigator: navigator)
    try viewer.viewerController.chooseScope()
    let picker = try #require(navigator.scenes.last)
    return (viewer, navigator, picker)
  }

  @Test func pickerHandsItsChoiceBackToThePresenterOnTheMainActor() throws {
    let (viewer, navigator, picker) = try presentPicker()
    #expect(navigator.history == [#"present ScopePicker ["scope": "all"]"#])
    #expect(picker.navigation.isExpectingResult)

    try picker.pickerController.pick(.favorites)

    #expect(try viewer.viewerController.receivedScopes == [.favorites])
    #expect(try viewer.viewerController.deliveredOnMainActor == [true])
    #expect(try viewer.viewerPipeline.scope == .favorites)
    #expect(navigator.stack.isEmpty)
    #expect(picker.isTornDown)
    #expect(!picker.navigation.isExpectingResult)
    viewer.tearDown()
  }

  @Test func resultIsDeliveredOnce() throws {
    let (viewer, navigator, picker) = try presentPicker()

    #expect(try picker.navigation.deliverResult(SearchScope.recent))
    #expect(throws: NavigationError.resultAlreadyDelivered) {
      try picker.navigation.deliverResult(SearchScope.all)
    }
    #expect(throws: NavigationError.resultAlreadyDelivered) {
      try picker.pickerController.pick(.all)
    }

    #expect(try viewer.viewerController.receivedScopes == [.recent])
    #expect(navigator.stack.count == 1, "a result that cannot go does not dismiss the picker")
    navigator.dismissAll()
    viewer.tearDown()
  }

  @Test func resultIsNotDeliveredAfterThePresenterIsTornDown() throws {
    let (viewer, navigator, picker) = try presentPicker()
    let controller = try viewer.viewerController

    viewer.tearDown()

    #expect(try !picker.navigation.deliverResult(SearchScope.recent))
    #expect(controller.receivedScopes.isEmpty)
    #expect(controller.pipeline.scope == .all)
    navigator.dismissAll()
  }

  @Test func resultIsNotDeliveredOnceTheOwnerIsReleased() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    var received: [SearchScope] = []
    do {
      let owner = EventLog()
      // A navigation made by hand has no scene: only its owner's life bounds the result.
      try Navigation(navigator).present(
        "ScopePicker", expecting: SearchScope.self, by: owner
      ) { _, scope in received.append(scope) }
    }
    let picker = try #require(navigator.scenes.last)

    #expect(try !picker.navigation.deliverResult(SearchScope.recent))
    #expect(received.isEmpty)
    navigator.dismissAll()
  }

  @Test func thePresenterIsNotKeptAliveByThePresentedScene() throws {
    weak var controller: ViewerController?
    let navigator = RecordingNavigator(mediator: mediator)
    do {
      let viewer = try mediator.assemble(
        named: "Viewer", context: ["album": "a"], navigator: navigator)
      try viewer.viewerController.chooseScope()
      controller = try viewer.viewerController
      viewer.tearDown()
    }
    #expect(controller == nil)
    #expect(navigator.stack.count == 1)
    navigator.dismissAll()
  }

  @Test func resultOfAnotherTypeThrowsBeforeDismissing() throws {
    let (viewer, navigator, picker) = try presentPicker()

    #expect(throws: NavigationError.resultTypeMismatch(expected: "SearchScope", actual: "String")) {
      try picker.navigation.dismiss(with: "favorites")
    }

    #expect(navigator.stack.count == 1)
    #expect(picker.navigation.isExpectingResult)
    #expect(try viewer.viewerController.receivedScopes.isEmpty)
    navigator.dismissAll()
    viewer.tearDown()
  }

  @Test func sceneNotPresentedForAResultCannotDeliverOne() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    try navigator.present("ScopePicker", context: [:])
    let picker = try #require(navigator.scenes.last)

    #expect(!picker.navigation.isExpectingResult)
    #expect(throws: NavigationError.noResultExpected) {
      try picker.navigation.deliverResult(SearchScope.all)
    }
    #expect(throws: NavigationError.noResultExpected) { try picker.pickerController.pick(.all) }
    #expect(navigator.stack.count == 1)
    navigator.dismissAll()
  }

  @Test func dismissingWithoutAResultNeverCallsTheHandler() throws {
    let (viewer, navigator, picker) = try presentPicker()

    try navigator.dismiss()

    #expect(picker.isTornDown)
    #expect(try viewer.viewerController.receivedScopes.isEmpty)
    viewer.tearDown()
  }

  @Test func theHandlerMayNavigateFromTheTopOfTheStack() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let navigation = Navigation(navigator)
    let owner = EventLog()
    try navigation.present("ScopePicker", expecting: SearchScope.self, by: owner) { _, scope in
      try? navigation.show("Viewer", context: ["album": "a", "scope": scope])
    }
    let picker = try #require(navigator.scenes.last)

    try picker.pickerController.pick(.recent)

    #expect(navigator.stack.map(\.scene) == ["Viewer"])
    #expect(navigator.history.last == #"show Viewer ["album": "a", "scope": "recent"]"#)
    navigator.dismissAll()
    withExtendedLifetime(owner) {}
  }

  @Test func resultsWorkWithTheAppsOwnNavigator() throws {
    let navigator = PlainNavigator(mediator: mediator)
    try navigator.show("Viewer", context: ["album": "a"])
    let viewer = navigator.scenes[0]
    try viewer.viewerController.chooseScope()
    let picker = navigator.scenes[1]

    try picker.pickerController.pick(.recent)

    #expect(navigator.scenes.count == 1)
    #expect(try viewer.viewerPipeline.scope == .recent)
    try navigator.dismiss()
  }

  @Test func resultsWorkWhenShownToo() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let owner = EventLog()
    var received: [Int] = []
    try Navigation(navigator).show("ScopePicker", expecting: Int.self, by: owner) { _, count in
      received.append(count)
    }
    let picker = try #require(navigator.scenes.last)

    try picker.navigation.dismiss(with: 3)

    #expect(received == [3])
    #expect(navigator.history == [#"show ScopePicker [:]"#, "dismiss ScopePicker"])
    withExtendedLifetime(owner) {}
  }

  @Test func errorsSayWhatToDo() {
    #expect(
      NavigationError.noResultExpected.description == """
        Cannot deliver a result: this scene was not shown or presented for one. To fix, present \
        it with navigation.present(_:context:expecting:by:onResult:), or dismiss it with \
        navigation.dismiss() instead.
        """)
    #expect(
      NavigationError.resultTypeMismatch(expected: "SearchScope", actual: "String").description
        == """
        Cannot deliver a result of type String: the scene that presented this one expects \
        SearchScope. To fix, deliver SearchScope, or present the scene expecting String.
        """)
    #expect(
      NavigationError.resultAlreadyDelivered.description == """
        Cannot deliver a result: this scene already delivered one, and a result is delivered \
        once. To fix, deliver a single result, usually with navigation.dismiss(with:).
        """)
  }
}
