import Foundation
import Testing

@testable import MVCS

// Scenes opened by typed routes: a Story read by id, a Picker that hands back a tone, and a
// Shelf whose controller shows a story for each picked id.

enum StoryTone: String, Codable, Sendable, LinkValue, CaseIterable {
  case plain, bright
}

struct StoryLayout: Codable, Sendable, Equatable {
  var columns: Int
  var caption: String?
}

struct StoryRoute: SceneRoute {
  static let scene = "Story"
  var id: Int
  var highlight: String?
  var tone: StoryTone = .plain
}

extension SceneRoute where Self == StoryRoute {
  static func story(id: Int, highlight: String? = nil, tone: StoryTone = .plain) -> Self {
    Self(id: id, highlight: highlight, tone: tone)
  }
}

struct PickerRoute: SceneRoute {
  typealias Result = StoryTone
  static let scene = "Picker"
  var current: StoryTone
}

extension SceneRoute where Self == PickerRoute {
  static func picker(current: StoryTone) -> Self { Self(current: current) }
}

@MainActor
final class StoryPipeline: Pipeline {
  @Piped var id = 0
  @Piped var highlight: String?
  @Piped var tone = StoryTone.plain
}

@MainActor
final class StoryView: SceneView {
  let pipeline: StoryPipeline
  init(pipeline: StoryPipeline) { self.pipeline = pipeline }
}

@MainActor
final class StoryController: SceneController {
  let pipeline: StoryPipeline
  let navigation: Navigation
  init(pipeline: StoryPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func chooseTone() throws {
    try navigation.present(.picker(current: pipeline.tone), by: self) { controller, tone in
      controller.pipeline.tone = tone
    }
  }
}

@MainActor
final class StoryStore: SceneStore {
  static var requiredContextKeys: [String] { StoryRoute.requiredContextKeys }
  let pipeline = StoryPipeline()

  init(environment: SceneEnvironment) throws {
    let route = try environment.route(StoryRoute.self)
    pipeline.id = route.id
    pipeline.highlight = route.highlight
    pipeline.tone = route.tone
  }
}

@MainActor
final class TonePickerStore: SceneStore {
  static var requiredContextKeys: [String] { PickerRoute.requiredContextKeys }
  let pipeline = StoryPipeline()
  init(environment: SceneEnvironment) throws {
    pipeline.tone = try environment.route(PickerRoute.self).current
  }
}

@MainActor
final class TonePickerController: SceneController {
  let pipeline: StoryPipeline
  let navigation: Navigation
  init(pipeline: StoryPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }
  func pick(_ tone: StoryTone) throws { try navigation.dismiss(with: tone) }
}

@MainActor
final class ShelfPipeline: Pipeline {
  @Context var selectedStoryID: Selection<Int> = nil
}

@MainActor
final class ShelfController: SceneController {
  let pipeline: ShelfPipeline
  let navigation: Navigation
  init(pipeline: ShelfPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }
  func addObservers() {
    navigation.show(forEach: \.selectedStoryID, of: pipeline) { .story(id: $0, tone: .bright) }
  }
}

@MainActor
final class ShelfView: SceneView {
  let pipeline: ShelfPipeline
  init(pipeline: ShelfPipeline) { self.pipeline = pipeline }
}

@MainActor
final class ShelfStore: SceneStore {
  let pipeline = ShelfPipeline()
  init() {}
}

extension AssembledScene {
  var storyPipeline: StoryPipeline { get throws { try #require(pipeline as? StoryPipeline) } }
  var storyController: StoryController {
    get throws { try #require(controller as? StoryController) }
  }
  var tonePickerController: TonePickerController {
    get throws { try #require(controller as? TonePickerController) }
  }
  var shelfPipeline: ShelfPipeline { get throws { try #require(pipeline as? ShelfPipeline) } }
}

/// The route scenes' parts, registered; scenes are registered by each test.
@MainActor
func makeRouteParts() -> Mediator {
  let mediator = Mediator()
  mediator.register(view: "StoryView") { StoryView(pipeline: $0) }
  mediator.register(controller: "StoryController") {
    StoryController(pipeline: $0, navigation: $1)
  }
  mediator.register(store: "StoryStore") { try StoryStore(environment: $0) }
  mediator.register(controller: "TonePickerController") {
    TonePickerController(pipeline: $0, navigation: $1)
  }
  mediator.register(store: "TonePickerStore") { try TonePickerStore(environment: $0) }
  mediator.register(view: "ShelfView") { ShelfView(pipeline: $0) }
  mediator.register(controller: "ShelfController") { ShelfController(pipeline: $0, navigation: $1) }
  mediator.register(store: "ShelfStore") { _ in ShelfStore() }
  return mediator
}

/// Every route scene registered by its route.
@MainActor
func makeRouteMediator() -> Mediator {
  let mediator = makeRouteParts()
  mediator.register(
    StoryRoute.self,
    SceneParts(view: "StoryView", controller: "StoryController", store: "StoryStore"))
  mediator.register(
    PickerRoute.self,
    SceneParts(view: "StoryView", controller: "TonePickerController", store: "TonePickerStore"))
  mediator.register(
    scene: "Shelf",
    SceneParts(view: "ShelfView", controller: "ShelfController", store: "ShelfStore"))
  return mediator
}
