import Foundation
import Testing

@testable import MVCS

@MainActor
struct SceneRouteTests {
  @Test func aRouteKnowsItsKeysAndWhichAreRequiredWithoutAValue() {
    #expect(StoryRoute.contextKeys == ["highlight", "id", "tone"])
    #expect(StoryRoute.requiredContextKeys == ["id", "tone"])
    #expect(PickerRoute.requiredContextKeys == ["current"])
  }

  struct EveryKind: SceneRoute {
    static let scene = "EveryKind"
    enum CodingKeys: String, CodingKey {
      case identifier = "id"
      case date, url, uuid, data, tags, layout, scores, flag, ratio
    }
    var identifier: UUID
    var date: Date
    var url: URL
    var uuid: UUID?
    var data: Data
    var tags: [String]
    var layout: StoryLayout
    var scores: [String: Int]
    var flag: Bool
    var ratio: Double?
  }

  @Test func keysOfFoundationTypesNestedStructsAndRenamedKeysAreLearnt() throws {
    let shape = RouteShape.of(EveryKind.self)
    #expect(shape.unlearnt == nil)
    #expect(
      shape.keys.map(\.declaration) == [
        "data: Data", "date: Date", "flag: Bool", "id: UUID", "layout: StoryLayout",
        "ratio: Double?", "scores: Dictionary<String, Int>", "tags: Array<String>",
        "url: URL", "uuid: UUID?",
      ])
    #expect(shape.key("tags")?.linkType == [String].self)
    #expect(shape.key("layout")?.linkType == nil)
  }

  @Test func contextValuesHoldTheSwiftValuesAndLeaveOutNilOptionals() throws {
    let context = try StoryRoute(id: 42, highlight: nil, tone: .bright).contextValues()
    #expect(context.keys == ["id", "tone"])
    #expect(context["id"] as? Int == 42)
    #expect(context["tone"] as? StoryTone == .bright)
    let full = try StoryRoute.story(id: 7, highlight: "cat").contextValues()
    #expect(full["highlight"] as? String == "cat")
  }

  @Test func aStoreReadsTheRouteItWasShownWith() throws {
    let mediator = makeRouteMediator()
    let navigator = RecordingNavigator(mediator: mediator)
    let shelf = try mediator.assemble(named: "Shelf", navigator: navigator)
    try Navigation(navigator).show(.story(id: 42, highlight: "owl"))

    let story = try #require(navigator.scenes.last)
    #expect(try story.storyPipeline.id == 42)
    #expect(try story.storyPipeline.highlight == "owl")
    #expect(navigator.stack == [try NavigationRecord(.show, .story(id: 42, highlight: "owl"))])
    #expect(
      navigator.stack
        == [
          NavigationRecord(
            action: .show, scene: "Story",
            context: ["id": 42, "highlight": "owl", "tone": StoryTone.plain])
        ])
    story.tearDown()
    shelf.tearDown()
  }

  @Test func aStoreReadsItsRouteFromANavigationByName() throws {
    let mediator = makeRouteMediator()
    let story = try mediator.assemble(named: "Story", context: ["id": 5, "tone": StoryTone.bright])
    #expect(try story.storyPipeline.id == 5)
    #expect(try story.storyPipeline.highlight == nil)
    #expect(try story.storyPipeline.tone == .bright)
    story.tearDown()
  }

  @Test func plainDataReadsAsTheRoutesTypesWhenItsJSONDecodesAsThem() throws {
    // As a scene script gives them: an enum's raw value, a struct as a dictionary.
    struct LayoutRoute: SceneRoute {
      static let scene = "Layout"
      var tone: StoryTone
      var layout: StoryLayout
      var ratio: Double
    }
    let context: ContextValues = [
      "tone": "bright", "layout": ["columns": 2, "caption": "wide"] as [String: any Sendable],
      "ratio": 2,
    ]
    let environment = SceneEnvironment(
      storeName: "LayoutStore", context: context, tasks: SceneTasks(), clock: ContinuousClock(),
      mediator: Mediator())
    let route = try environment.route(LayoutRoute.self)
    #expect(route.tone == .bright)
    #expect(route.layout == StoryLayout(columns: 2, caption: "wide"))
    #expect(route.ratio == 2)

    let wrong = SceneEnvironment(
      storeName: "LayoutStore",
      context: ["tone": "dim", "layout": [String: any Sendable](), "ratio": 1],
      tasks: SceneTasks(), clock: ContinuousClock(), mediator: Mediator())
    #expect(
      throws: MediatorError.contextTypeMismatch(
        "tone", store: "LayoutStore", expected: "StoryTone", actual: #"String "dim""#)
    ) { try wrong.route(LayoutRoute.self) }
  }

  @Test func aMissingOrMistypedKeyNamesTheKeyAndTheStore() throws {
    let mediator = makeRouteMediator()
    #expect(
      throws: MediatorError.missingContextKey("id", store: "StoryStore", available: ["tone"])
    ) {
      try mediator.assemble(named: "Story", context: ["tone": StoryTone.plain])
    }
    let error = try #require(
      throws: MediatorError.self,
      performing: {
        try mediator.assemble(named: "Story", context: ["id": "42", "tone": StoryTone.plain])
      })
    #expect(
      error
        == .contextTypeMismatch("id", store: "StoryStore", expected: "Int", actual: #"String "42""#)
    )
    #expect(error.description.contains("StoryStore reads the context key \"id\" as Int"))
  }

  @Test func aResultComesBackTypedByTheRoute() throws {
    let mediator = makeRouteMediator()
    let navigator = RecordingNavigator(mediator: mediator)
    let story = try mediator.assemble(
      named: "Story", context: try StoryRoute.story(id: 1).contextValues(), navigator: navigator)
    try story.storyController.chooseTone()
    #expect(navigator.stack == [try NavigationRecord(.present, .picker(current: .plain))])

    let picker = try #require(navigator.scenes.last)
    try picker.tonePickerController.pick(.bright)
    #expect(try story.storyPipeline.tone == .bright)
    #expect(picker.isTornDown)
    story.tearDown()
  }

  @Test func expectingAResultTheRouteDoesNotDeliverIsAnError() throws {
    let mediator = makeRouteMediator()
    let owner = NSObject()
    let navigator = RecordingNavigator(mediator: mediator)
    let navigation = Navigation(navigator)
    let error = try #require(
      throws: MediatorError.self,
      performing: {
        try navigation.present(
          "Picker", context: ["current": StoryTone.plain], expecting: String.self, by: owner
        ) { _, _ in }
      })
    #expect(
      error
        == .undeliveredResultType(
          scene: "Picker", route: "PickerRoute", delivers: "StoryTone", expected: "String"))
    #expect(
      error.description.hasPrefix(
        #"The scene "Picker" hands back StoryTone (PickerRoute.Result), but was navigated to "#
          + "expecting String."))
    #expect(throws: MediatorError.self) {
      try navigation.show(
        "Story", context: ["id": 1, "tone": StoryTone.plain], expecting: Int.self, by: owner
      ) { _, _ in }
    }
    #expect(navigator.scenes.isEmpty)
  }

  @Test func eachPickedValueShowsTheRouteItMakes() throws {
    let mediator = makeRouteMediator()
    let navigator = RecordingNavigator(mediator: mediator)
    let shelf = try mediator.assemble(named: "Shelf", navigator: navigator)
    try shelf.shelfPipeline.selectedStoryID = Selection(3)
    try shelf.shelfPipeline.selectedStoryID = Selection(4)
    #expect(
      navigator.stack == [
        try NavigationRecord(.show, .story(id: 3, tone: .bright)),
        try NavigationRecord(.show, .story(id: 4, tone: .bright)),
      ])
    #expect(try navigator.scenes.map { try $0.storyPipeline.id } == [3, 4])
    for scene in navigator.scenes.reversed() { scene.tearDown() }
    shelf.tearDown()
  }

  @Test func aSavedRouteIsRestoredAndReadAsItsType() throws {
    struct LayoutRoute: SceneRoute {
      static let scene = "Layout"
      var layout: StoryLayout
    }
    @MainActor final class LayoutStore: SceneStore {
      let pipeline = StoryPipeline()
      let layout: StoryLayout
      init(environment: SceneEnvironment) throws {
        layout = try environment.route(LayoutRoute.self).layout
      }
    }
    let mediator = makeRouteParts()
    var restoredLayouts: [StoryLayout] = []
    mediator.register(store: "LayoutStore") {
      let store = try LayoutStore(environment: $0)
      restoredLayouts.append(store.layout)
      return store
    }
    mediator.register(
      LayoutRoute.self,
      SceneParts(view: "StoryView", controller: "StoryController", store: "LayoutStore"))
    let layout = StoryLayout(columns: 3, caption: "wide")
    let navigator = RecordingNavigator(mediator: mediator)
    try Navigation(navigator).show(LayoutRoute(layout: layout))

    let data = try JSONEncoder().encode(navigator.savedNavigation())
    let saved = try JSONDecoder().decode(SavedNavigation.self, from: data)
    let restoring = RecordingNavigator(mediator: mediator)
    let report = restoring.restore(saved)

    #expect(report.isComplete)
    #expect(restoredLayouts == [layout, layout])
    for scene in navigator.scenes + restoring.scenes { scene.tearDown() }
  }

  @Test func aRouteThatEncodesASingleValueIsAnInvalidRoute() throws {
    struct Flat: SceneRoute {
      static let scene = "Flat"
      var id: Int
      func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
      }
    }
    let error = try #require(throws: MediatorError.self) { try Flat(id: 1).contextValues() }
    #expect(
      error.description
        == "Flat cannot be turned into context values: it encodes a single value, not a value "
        + "per key. To fix, let Swift synthesise Flat's Codable conformance, or encode and "
        + "decode each property in a keyed container under its key.")
  }
}
