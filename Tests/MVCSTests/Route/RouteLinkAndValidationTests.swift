import Foundation
import Testing

@testable import MVCS

@MainActor
struct RouteLinkAndValidationTests {
  private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  // MARK: - Links

  @Test func aLinkRegisteredWithARouteOpensTheSceneWithTheRoutesTypes() throws {
    let mediator = makeRouteMediator()
    mediator.register(link: StoryRoute.self)
    let link = try mediator.link(for: url("myapp://Story?id=42&tone=bright&highlight=an%20owl"))
    #expect(link.scene == "Story")

    let navigator = RecordingNavigator(mediator: mediator)
    try navigator.show(link)
    #expect(
      navigator.stack == [
        try NavigationRecord(.show, .story(id: 42, highlight: "an owl", tone: .bright))
      ])
    #expect(try navigator.scenes.first?.storyPipeline.highlight == "an owl")
    navigator.dismissAll()
  }

  @Test func aNamedLinkOpensTheRoutesScene() throws {
    let mediator = makeRouteMediator()
    mediator.register(link: StoryRoute.self, named: "story")
    let link = try mediator.link(for: url("myapp://story?id=7&tone=plain"))
    #expect(link.route == "story")
    #expect(link.scene == "Story")
    #expect(mediator.validationReport().isEmpty)
  }

  @Test func aLinkLackingARequiredKeyOfTheRouteNamesTheRoute() throws {
    let mediator = makeRouteMediator()
    mediator.register(link: StoryRoute.self)
    let error = try #require(throws: LinkError.self) {
      try mediator.link(for: url("myapp://Story?tone=plain&id=x"))
    }
    let text = error.description
    #expect(text.contains(#""id" is "x", which is not an Int"#))
    #expect(text.contains("highlight: String (optional)"))
    let missing = try #require(throws: LinkError.self) {
      try mediator.link(for: url("myapp://Story?id=1"))
    }
    #expect(
      missing.description.contains(
        #"the key "tone" (StoryTone) is missing; StoryRoute requires it"#))
  }

  // MARK: - Validation

  @Test func aSceneRegisteredWithItsRouteValidates() throws {
    let mediator = makeRouteMediator()
    mediator.register(link: StoryRoute.self)
    mediator.register(link: PickerRoute.self)
    #expect(mediator.validationReport().isEmpty)
  }

  @Test func aStoreRequiringAKeyTheRouteLacksOrMakesOptionalFailsValidation() throws {
    struct ThinRoute: SceneRoute {
      static let scene = "Thin"
      var highlight: String?
    }
    let mediator = makeRouteParts()
    mediator.register(
      ThinRoute.self,
      SceneParts(view: "StoryView", controller: "StoryController", store: "ThinStore"))
    mediator.register(store: "ThinStore") { _ in ThinStore() }
    let report = mediator.validationReport()
    #expect(
      report.problems.map(\.error) == [
        .optionalContextKey("highlight", scene: "Thin", route: "ThinRoute", store: "ThinStore"),
        .undeclaredRouteKey(
          "id", scene: "Thin", route: "ThinRoute", store: "ThinStore", declared: ["highlight"]),
      ])
    #expect(
      report.description.contains(
        #"ThinStore requires the context key "id", but ThinRoute, a route of the scene "#
          + #""Thin", has no such key (keys: highlight). To fix, add a property "id" to "#
          + "ThinRoute, with the type ThinStore reads it as."))
  }

  @MainActor final class ThinStore: SceneStore {
    static let requiredContextKeys = ["highlight", "id"]
    let pipeline = StoryPipeline()
  }

  @Test func aKeyWithoutAPlaceholderIsNamedByValidation() throws {
    // SearchScope is a String enum that is not CaseIterable: no value of it can be made up.
    struct ScopedRoute: SceneRoute {
      static let scene = "Scoped"
      var id: Int
      var scope: SearchScope
      var after: Int
    }
    #expect(ScopedRoute.contextKeys == ["id", "scope"])
    let mediator = makeRouteParts()
    mediator.register(
      ScopedRoute.self,
      SceneParts(view: "StoryView", controller: "StoryController", store: "StoryStore"))
    let problems = mediator.validationReport().problems.map(\.error)
    #expect(
      problems.contains(.unlearntRouteKey("scope", route: "ScopedRoute", type: "SearchScope")))
    #expect(
      MediatorError.unlearntRouteKey("scope", route: "ScopedRoute", type: "SearchScope")
        .description
        == #"ScopedRoute's key "scope" is a SearchScope, which MVCS cannot make a placeholder "#
        + #"of to learn the route's keys, so its keys after "scope" are unknown. To fix, make "#
        + #"SearchScope a CaseIterable enum or a struct of standard types, or declare "scope" "#
        + "optional.")
  }

  @Test func aLinkToARouteWithARequiredKeyALinkCannotGiveFailsValidation() throws {
    struct LayoutRoute: SceneRoute {
      static let scene = "Laid"
      var id: Int
      var layout: StoryLayout
      var note: StoryLayout?
    }
    let mediator = makeRouteParts()
    mediator.register(
      LayoutRoute.self,
      SceneParts(view: "StoryView", controller: "StoryController", store: "StoryStore"))
    mediator.register(link: LayoutRoute.self, named: "laid")
    let problems = mediator.validationReport().problems
    #expect(
      problems.map(\.error).contains(
        .unconvertibleLinkKey("layout", link: "laid", route: "LayoutRoute", type: "StoryLayout")))
    #expect(!problems.contains { "\($0.error)".contains(#""note""#) })
  }

  @Test func aLinkByARouteLackingAKeyTheStoreRequiresNamesTheRouteOnce() throws {
    struct ThinLink: SceneRoute {
      static let scene = "Story"
      var tone: StoryTone
    }
    // The scene by name with every key; its link by a route without "id".
    let mediator = makeRouteParts()
    mediator.register(
      scene: "Story",
      SceneParts(view: "StoryView", controller: "StoryController", store: "StoryStore"),
      contextKeys: ["highlight", "id", "tone"])
    mediator.register(link: ThinLink.self, named: "story")
    #expect(
      mediator.validationReport().problems.map(\.error) == [
        .undeclaredRouteKey(
          "id", scene: "Story", route: "ThinLink", store: "StoryStore", declared: ["tone"])
      ])

    // The scene by the same thin route: reported once, with the scene.
    let byRoute = makeRouteParts()
    byRoute.register(
      ThinLink.self,
      SceneParts(view: "StoryView", controller: "StoryController", store: "StoryStore"))
    byRoute.register(link: ThinLink.self)
    #expect(byRoute.validationReport().problems.count == 1)
  }

  @Test func aSceneTestHarnessSeesTheSameProblemsForOneScene() throws {
    let mediator = makeRouteParts()
    mediator.register(
      StoryRoute.self,
      SceneParts(view: "StoryView", controller: "StoryController", store: "ThinStore"))
    mediator.register(store: "ThinStore") { _ in ThinStore() }
    #expect(
      mediator.validationReport(scene: "Story").problems.map(\.error) == [
        .optionalContextKey("highlight", scene: "Story", route: "StoryRoute", store: "ThinStore")
      ])
  }
}
