// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/TypedRoutes.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/TypedRoutes.md", line: 21)
import Foundation
import MVCS

struct StoryRoute: SceneRoute {
  static let scene = "Story"
  var id: Int
  var highlight: String?  // optional: a navigation may leave it out
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/TypedRoutes.md", line: 35)
extension SceneRoute where Self == StoryRoute {
  /// Opens the Story scene.
  static func story(id: Int, highlight: String? = nil) -> Self {
    Self(id: id, highlight: highlight)
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/TypedRoutes.md", line: 68)
@MainActor final class StoryPipeline: Pipeline {
  @Piped var id = 0
  @Piped var highlight: String?
}

@MainActor final class StoryStore: SceneStore {
  static var requiredContextKeys: [String] { StoryRoute.requiredContextKeys }
  let pipeline = StoryPipeline()

  init(environment: SceneEnvironment) throws {
    let route = try environment.route(StoryRoute.self)
    pipeline.id = route.id
    pipeline.highlight = route.highlight
  }
}

@MainActor final class StoryView: SceneView {
  let pipeline: StoryPipeline
  init(pipeline: StoryPipeline) { self.pipeline = pipeline }
  func addObservers() {
    pipeline.observe(\.id, by: self, initial: true) { view in print("Story", view.pipeline.id) }
  }
}

@MainActor final class StoryController: SceneController {
  let pipeline: StoryPipeline
  init(pipeline: StoryPipeline) { self.pipeline = pipeline }
}

let mediator = Mediator()
mediator.register(view: "StoryView") { StoryView(pipeline: $0) }
mediator.register(controller: "StoryController") { pipeline, _ in
  StoryController(pipeline: pipeline)
}
mediator.register(store: "StoryStore") { try StoryStore(environment: $0) }
mediator.register(
  StoryRoute.self,
  SceneParts(view: "StoryView", controller: "StoryController", store: "StoryStore"))
try mediator.validate()

print(StoryRoute.contextKeys, StoryRoute.requiredContextKeys)
print(try StoryRoute.story(id: 42).contextValues())
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/TypedRoutes.md", line: 125)
let navigator = RecordingNavigator(mediator: mediator)
let navigation = Navigation(navigator)
try navigation.show(.story(id: 42))
try navigation.show("Story", context: ["id": 7])  // by name: the same scene, read as its route

print(navigator.stack == [
  try NavigationRecord(.show, .story(id: 42)),
  NavigationRecord(action: .show, scene: "Story", context: ["id": 7]),
])
navigator.dismissAll()
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/TypedRoutes.md", line: 159)
enum Mood: String, Codable, Sendable {  // not CaseIterable: MVCS cannot make one up
  case calm, busy
}

struct MoodRoute: SceneRoute {
  static let scene = "Mood"
  var id: Int
  var mood: Mood
}

mediator.register(
  MoodRoute.self,
  SceneParts(view: "StoryView", controller: "StoryController", store: "StoryStore"))
print(mediator.validationReport())
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/TypedRoutes.md", line: 191)
enum Tone: String, Codable, Sendable, CaseIterable, LinkValue {
  case plain, bright
}

struct ToneRoute: SceneRoute {
  static let scene = "Toned"
  var id: Int
  var tone = Tone.plain  // required all the same
}

@MainActor final class ToneStore: SceneStore {
  let pipeline = StoryPipeline()
  init(environment: SceneEnvironment) throws {
    pipeline.id = try environment.route(ToneRoute.self).id
  }
}

mediator.register(store: "ToneStore") { try ToneStore(environment: $0) }
mediator.register(
  ToneRoute.self, SceneParts(view: "StoryView", controller: "StoryController", store: "ToneStore"))
print(ToneRoute.requiredContextKeys)
do {
  _ = try mediator.assemble(named: "Toned", context: ["id": 1])
} catch {
  print(error)
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/TypedRoutes.md", line: 233)
struct TonePickerRoute: SceneRoute {
  typealias Result = Tone
  static let scene = "TonePicker"
  var current: Tone
}

extension SceneRoute where Self == TonePickerRoute {
  static func tonePicker(current: Tone) -> Self { Self(current: current) }
}

@MainActor final class ToneController: SceneController {
  let pipeline: StoryPipeline
  let navigation: Navigation
  var tone = Tone.plain
  init(pipeline: StoryPipeline, navigation: Navigation) {
    (self.pipeline, self.navigation) = (pipeline, navigation)
  }

  func chooseTone() throws {
    try navigation.present(.tonePicker(current: tone), by: self) { controller, tone in
      controller.tone = tone  // a Tone: TonePickerRoute.Result
    }
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/TypedRoutes.md", line: 272)
mediator.register(link: StoryRoute.self)                  // photosearch://Story?id=42
mediator.register(link: StoryRoute.self, named: "story")  // photosearch://story?id=42

let link = try mediator.link(for: URL(string: "photosearch://story?id=42&highlight=owl")!)
print(link)
#sourceLocation()

