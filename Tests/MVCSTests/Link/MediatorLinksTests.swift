import Foundation
import Testing

@testable import MVCS

@MainActor
struct MediatorLinksTests {
  private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  private func viewerMediator() -> Mediator {
    let mediator = makeNavigationMediator()
    mediator.register(
      link: "Viewer",
      keys: [
        "album": String.self, "page": Int.self, "zoom": Double.self, "isFavorite": Bool.self,
        "tags": [String].self, "scope": SearchScope.self,
      ])
    return mediator
  }

  @Test func linkOpensTheSceneWithEachValueOfTheTypeItsStoreReads() throws {
    let mediator = viewerMediator()
    let link = try mediator.link(
      for: url(
        "photosearch://Viewer?album=Summer%20trip&page=3&zoom=1.5&isFavorite=true"
          + "&tags=cats&tags=hats&scope=favorites"))
    #expect(link.route == "Viewer")
    #expect(link.scene == "Viewer")

    let navigator = RecordingNavigator(mediator: mediator)
    try navigator.show(link)

    let viewer = try #require(navigator.scenes.first).viewerPipeline
    #expect(viewer.album == "Summer trip")
    #expect(viewer.page == 3)
    #expect(viewer.zoom == 1.5)
    #expect(viewer.isFavorite == true)
    #expect(viewer.tags == ["cats", "hats"])
    #expect(viewer.scope == .favorites)
    #expect(navigator.stack.map(\.action) == [.show])
    navigator.dismissAll()
  }

  @Test func optionalKeysMayBeLeftOut() throws {
    let link = try viewerMediator().link(for: url("photosearch://Viewer?album=a"))
    #expect(link.context.keys == ["album"])
    #expect(link.description == #"Viewer ["album": "a"]"#)
  }

  @Test func routeMayOpenASceneOfAnotherName() throws {
    let mediator = makeMediator(log: EventLog())
    mediator.register(link: "photo", scene: "PhotoDetail", keys: ["photoID": String.self])

    let link = try mediator.link(for: url("photosearch://photo?photoID=456"))

    #expect(link.route == "photo")
    #expect(link.scene == "PhotoDetail")
    let navigator = RecordingNavigator(mediator: mediator)
    try navigator.present(link)
    #expect(navigator.history == [#"present PhotoDetail ["photoID": "456"]"#])
    navigator.dismissAll()
  }

  @Test func webLinksNameTheRouteInTheirPath() throws {
    let mediator = viewerMediator()
    #expect(try mediator.link(for: url("https://example.com/Viewer?album=a")).scene == "Viewer")
    #expect(try mediator.link(for: url("photosearch:///Viewer?album=a")).scene == "Viewer")
  }

  @Test func controllersOpenLinksThroughTheirNavigation() throws {
    let mediator = viewerMediator()
    let navigator = RecordingNavigator(mediator: mediator)
    let navigation = Navigation(navigator)

    try navigation.show(mediator.link(for: url("photosearch://Viewer?album=a")))
    try navigation.present(mediator.link(for: url("photosearch://Viewer?album=b")))

    #expect(
      navigator.history == [#"show Viewer ["album": "a"]"#, #"present Viewer ["album": "b"]"#])
    navigator.dismissAll()
  }

  @Test func unknownRouteListsTheRoutesWithTheClosest() throws {
    let mediator = viewerMediator()
    mediator.register(link: "PhotoDetail", keys: ["photoID": String.self])
    let error = #expect(throws: LinkError.self) {
      try mediator.link(for: url("photosearch://PhotoDetial?photoID=p2"))
    }
    #expect(
      error
        == .unknownRoute(
          "PhotoDetial", link: "photosearch://PhotoDetial?photoID=p2", suggestion: "PhotoDetail",
          registered: ["PhotoDetail", "Viewer"]))
  }

  @Test func sceneWithoutALinkRouteDoesNotOpen() throws {
    // Registered as a scene, but not exposed to links.
    let error = #expect(throws: LinkError.self) {
      try viewerMediator().link(for: url("photosearch://Search?query=cats"))
    }
    guard case .unknownRoute("Search", _, _, let registered) = error else {
      Issue.record("expected an unknown route, got \(String(describing: error))")
      return
    }
    #expect(registered == ["Viewer"])
  }

  @Test func linkWithoutARouteIsAnError() throws {
    let error = #expect(throws: LinkError.self) {
      try viewerMediator().link(for: url("photosearch://?album=a"))
    }
    #expect(error == .noRoute(link: "photosearch://?album=a"))
  }

  @Test func everyProblemOfTheQueryIsReportedAtOnce() throws {
    let text = "photosearch://Viewer?albun=a&page=three&zoom=1.5&zoom=2&tags=x&isFavorite=yes"
    let error = #expect(throws: LinkError.self) { try viewerMediator().link(for: url(text)) }
    guard case .invalidQuery(_, "Viewer", let keys, let problems) = error else {
      Issue.record("expected an invalid query, got \(String(describing: error))")
      return
    }
    #expect(
      keys == [
        "album: String", "isFavorite: Bool (optional)", "page: Int (optional)",
        "scope: SearchScope (optional)", "tags: Array<String> (optional)",
        "zoom: Double (optional)",
      ])
    #expect(
      problems == [
        .unknownKey("albun", suggestion: "album"),
        .missingKey("album", type: "String", store: "ViewerStore"),
        .unconvertibleValue(
          key: "isFavorite", text: "yes", type: "Bool", example: ", for example true"),
        .unconvertibleValue(key: "page", text: "three", type: "Int", example: ", for example 3"),
        .repeatedKey("zoom", type: "Double", count: 2),
      ])
  }

  @Test func anArrayElementThatDoesNotConvertIsNamed() throws {
    let mediator = makeNavigationMediator()
    mediator.register(link: "Viewer", keys: ["album": String.self, "pages": [Int].self])
    let error = #expect(throws: LinkError.self) {
      try mediator.link(for: url("photosearch://Viewer?album=a&pages=1&pages=two"))
    }
    guard case .invalidQuery(_, _, _, let problems) = error else {
      Issue.record("expected an invalid query, got \(String(describing: error))")
      return
    }
    #expect(
      problems == [
        .unconvertibleValue(key: "pages", text: "two", type: "Int", example: ", for example 3")
      ])
  }

  @Test func linkRoutesAreInheritedFromTheParentMediator() throws {
    let app = viewerMediator()
    let demo = Mediator(parent: app)
    demo.register(link: "Search", keys: ["query": String.self])

    #expect(demo.registeredNames(of: .link) == ["Search", "Viewer"])
    #expect(try demo.link(for: url("photosearch://Viewer?album=a")).scene == "Viewer")
    #expect(app.registeredNames(of: .link) == ["Viewer"])
  }
}
