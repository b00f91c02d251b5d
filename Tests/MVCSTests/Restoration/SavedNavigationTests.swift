import Foundation
import Testing

@testable import MVCS

@MainActor
struct SavedNavigationTests {
  let mediator = makeNavigationMediator()

  private func roundTrip(_ saved: SavedNavigation) throws -> SavedNavigation {
    try JSONDecoder().decode(SavedNavigation.self, from: JSONEncoder().encode(saved))
  }

  @Test func savedStackIsRestoredSceneByScene() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    try navigator.show("PhotoDetail", context: ["photoID": "456"])
    try navigator.present(
      "Viewer",
      context: [
        "album": "a", "page": 3, "zoom": 1.5, "isFavorite": true, "tags": ["cats", "hats"],
        "scope": SearchScope.recent, "photo": samplePhotos[0],
      ])

    let saved = try roundTrip(navigator.savedNavigation())
    navigator.dismissAll()
    let restoring = RecordingNavigator(mediator: mediator)
    let report = restoring.restore(saved)

    #expect(report.isComplete)
    #expect(report.restored == ["PhotoDetail", "Viewer"])
    #expect(report.description == "Restored all 2 saved scenes.")
    #expect(restoring.stack.map(\.action) == [.show, .present])
    let viewer = try #require(restoring.scenes.last).viewerPipeline
    #expect(viewer.album == "a")
    #expect(viewer.page == 3)
    #expect(viewer.zoom == 1.5)
    #expect(viewer.isFavorite == true)
    #expect(viewer.tags == ["cats", "hats"])
    #expect(viewer.scope == .recent)
    #expect(viewer.photo == samplePhotos[0])
    restoring.dismissAll()
  }

  @Test func routesOfScenesNoLongerRegisteredAreReportedAndTheRestRestored() throws {
    let saved = SavedNavigation(routes: [
      .init(action: .show, scene: "PhotoDetail", context: ["photoID": "123"]),
      .init(action: .show, scene: "Albums", context: [:]),
      .init(action: .present, scene: "ScopePicker", context: [:]),
    ])
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.restore(try roundTrip(saved))

    #expect(report.restored == ["PhotoDetail", "ScopePicker"])
    #expect(navigator.stack.map(\.scene) == ["PhotoDetail", "ScopePicker"])
    #expect(
      report.skipped == [
        .init(
          index: 1, action: .show, scene: "Albums",
          reason: .sceneNotRegistered(
            .unknownName(
              "Albums", kind: .scene, suggestion: nil,
              registered: ["PhotoDetail", "ScopePicker", "Search", "Viewer"])))
      ])
    #expect(
      report.description == """
        Restored 2 of 3 saved scenes; skipped:
        - route 2, show Albums: No scene named "Albums" is registered. Registered scenes: \
        PhotoDetail, ScopePicker, Search, Viewer. To fix, correct the name or register it with \
        mediator.register(scene:).
        """)
    navigator.dismissAll()
  }

  @Test func contextThatNoLongerFitsIsReported() throws {
    struct Album: Codable { let name: String }
    let saved = SavedNavigation(routes: [
      // The store now reads "page" as an Int, and requires "album".
      .init(action: .show, scene: "Viewer", context: ["album": "a", "page": "three"]),
      .init(action: .show, scene: "Viewer", context: ["page": 2]),
      // Saved as a value of a type that no longer decodes as the one read now.
      .init(action: .show, scene: "Viewer", context: ["album": "a", "photo": Album(name: "x")]),
    ])
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.restore(try roundTrip(saved))

    #expect(report.restored.isEmpty)
    #expect(navigator.stack.isEmpty)
    #expect(
      report.skipped.map(\.reason) == [
        .contextNoLongerFits(
          .contextTypeMismatch(
            "page", store: "ViewerStore", expected: "Int", actual: #"String "three""#)),
        .contextNoLongerFits(
          .missingContextKey("album", store: "ViewerStore", available: ["page"])),
        .contextNoLongerFits(
          .contextTypeMismatch(
            "photo", store: "ViewerStore", expected: "Photo",
            actual: #"a saved Album {"name":"x"}, which does not decode (the key "id" is missing)"#)
        ),
      ])
  }

  @Test func otherAssemblyFailuresAndDismissalsAreReportedToo() throws {
    mediator.register(
      scene: "Broken",
      SceneParts(view: "ViewerView", controller: "ViewerController", store: "Missing"))
    let saved = SavedNavigation(routes: [
      .init(action: .show, scene: "Broken", context: [:]),
      .init(action: .dismiss, scene: "Viewer", context: [:]),
    ])

    let report = RecordingNavigator(mediator: mediator).restore(saved)

    #expect(report.skipped.map(\.index) == [0, 1])
    guard case .assemblyFailed(let message) = report.skipped[0].reason else {
      Issue.record("expected an assembly failure, got \(report.skipped[0].reason)")
      return
    }
    #expect(message.hasPrefix(#"No store named "Missing" is registered."#))
    #expect(
      report.skipped[1].reason
        == .notRestorable("a saved stack holds scenes shown or presented, not dismissals"))
  }

  @Test func restoresThroughTheAppsOwnNavigator() throws {
    final class ListNavigator: Navigator {
      var shown: [String] = []
      func show(_ scene: String, context: ContextValues) throws {
        guard scene != "Gone" else { throw NavigationError.navigatorReleased }
        shown.append("show \(scene) \(context)")
      }
      func present(_ scene: String, context: ContextValues) throws {
        shown.append("present \(scene) \(context)")
      }
      func dismiss() throws {}
    }
    let navigator = ListNavigator()
    let report = navigator.restore(
      SavedNavigation(routes: [
        .init(action: .show, scene: "A", context: ["n": 1]),
        .init(action: .show, scene: "Gone", context: [:]),
        .init(action: .present, scene: "B", context: [:]),
      ]))

    #expect(navigator.shown == [#"show A ["n": 1]"#, "present B [:]"])
    #expect(report.skipped.map(\.scene) == ["Gone"])
    #expect(report.skipped.first?.reason == .assemblyFailed("\(NavigationError.navigatorReleased)"))
  }

  @Test func resultHandlersAreNotSaved() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let viewer = try mediator.assemble(
      named: "Viewer", context: ["album": "a"], navigator: navigator)
    try viewer.viewerController.chooseScope()

    let saved = navigator.savedNavigation()
    #expect(saved.routes.first?.context.resultChannel == nil)

    navigator.dismissAll()
    let restoring = RecordingNavigator(mediator: mediator)
    restoring.restore(saved)
    let picker = try #require(restoring.scenes.first)
    #expect(!picker.navigation.isExpectingResult)
    restoring.dismissAll()
    viewer.tearDown()
  }

  @Test func emptyStackRestoresNothingAndSaysSo() {
    let report = RecordingNavigator(mediator: mediator).restore(SavedNavigation(routes: []))
    #expect(report.isComplete)
    #expect(report.description == "Nothing to restore: the saved stack is empty.")
  }

  @Test func routeDescribesItself() {
    let route = NavigationRecord(action: .present, scene: "PhotoDetail", context: [:])
    #expect(route.description == "present PhotoDetail [:]")
  }
}
