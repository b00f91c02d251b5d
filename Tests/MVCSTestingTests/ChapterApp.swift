import MVCS

// Scenes registered with typed routes: a Chapter read by id, which presents a TonePicker that
// hands back a tone, to test routes and route results in scene tests and scripts.

enum StoryTone: String, Codable, Sendable, CaseIterable, LinkValue {
  case plain, bright
}

struct ChapterRoute: SceneRoute {
  static let scene = "Chapter"
  var id: Int
  var highlight: String?
}

extension SceneRoute where Self == ChapterRoute {
  static func chapter(id: Int, highlight: String? = nil) -> Self {
    Self(id: id, highlight: highlight)
  }
}

struct TonePickerRoute: SceneRoute {
  typealias Result = StoryTone
  static let scene = "TonePicker"
  var current: StoryTone
}

extension SceneRoute where Self == TonePickerRoute {
  static func tonePicker(current: StoryTone) -> Self { Self(current: current) }
}

/// A route to Chapter whose `encode(to:)` writes a single value, which is not context.
struct UnkeyedChapterRoute: SceneRoute {
  static let scene = "Chapter"
  var id: Int
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(id)
  }
}

@MainActor final class ChapterPipeline: Pipeline {
  @Piped var id = 0
  @Piped var highlight: String?
  @Piped var tone = StoryTone.plain
  @Input var toneTapped = false
  /// Asks for a tone by name, expecting a `String`, which TonePickerRoute does not hand back.
  @Input var toneAskedAsText = false
  @Input var relatedTapped = false
}

@MainActor final class ChapterStore: SceneStore {
  static var requiredContextKeys: [String] { ChapterRoute.requiredContextKeys }
  let pipeline = ChapterPipeline()

  init(environment: SceneEnvironment) throws {
    let route = try environment.route(ChapterRoute.self)
    pipeline.id = route.id
    pipeline.highlight = route.highlight
  }
}

@MainActor final class ChapterView: SceneView {
  let pipeline: ChapterPipeline
  init(pipeline: ChapterPipeline) { self.pipeline = pipeline }
}

@MainActor final class ChapterController: SceneController {
  let pipeline: ChapterPipeline
  let navigation: Navigation
  init(pipeline: ChapterPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    pipeline.observe(\.toneTapped, by: self) { controller, _ in
      controller.navigation.withErrorsReported {
        try $0.present(.tonePicker(current: controller.pipeline.tone), by: controller) {
          controller, tone in
          controller.pipeline.tone = tone
        }
      }
    }
    pipeline.observe(\.toneAskedAsText, by: self) { controller, _ in
      // The error is swallowed: the test must fail all the same.
      try? controller.navigation.present(
        "TonePicker", context: ["current": "plain"], expecting: String.self, by: controller
      ) { _, _ in }
    }
    pipeline.observe(\.relatedTapped, by: self) { controller, _ in
      controller.navigation.withErrorsReported {
        try $0.show(.chapter(id: controller.pipeline.id + 1, highlight: "related"))
      }
    }
  }
}

@MainActor final class TonePickerPipeline: Pipeline {
  @Piped var current = StoryTone.plain
  @Input var picked: StoryTone?
  /// A tone picked as text, handed back as a `String`, which TonePickerRoute does not declare.
  @Input var pickedText: String?
}

@MainActor final class TonePickerStore: SceneStore {
  static var requiredContextKeys: [String] { TonePickerRoute.requiredContextKeys }
  let pipeline = TonePickerPipeline()
  init(environment: SceneEnvironment) throws {
    pipeline.current = try environment.route(TonePickerRoute.self).current
  }
}

@MainActor final class TonePickerView: SceneView {
  let pipeline: TonePickerPipeline
  init(pipeline: TonePickerPipeline) { self.pipeline = pipeline }
}

@MainActor final class TonePickerController: SceneController {
  let pipeline: TonePickerPipeline
  let navigation: Navigation
  init(pipeline: TonePickerPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    pipeline.observe(\.picked, by: self) { controller, change in
      guard let tone = change.newValue else { return }
      controller.navigation.withErrorsReported {
        // Opened with no one waiting for the tone (by a link, say), it just closes.
        if $0.isExpectingResult { try $0.dismiss(with: tone) } else { try $0.dismiss() }
      }
    }
    pipeline.observe(\.pickedText, by: self) { controller, change in
      guard let text = change.newValue else { return }
      // Reported as a diagnostic, which is not a second failure of the test.
      controller.navigation.withErrorsReported { try $0.dismiss(with: text) }
    }
  }
}

extension Mediator {
  /// The Chapter and TonePicker scenes, registered with their routes.
  static func chapterApp() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "ChapterView") { ChapterView(pipeline: $0) }
    mediator.register(controller: "ChapterController") {
      ChapterController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "ChapterStore") { try ChapterStore(environment: $0) }
    mediator.register(view: "TonePickerView") { TonePickerView(pipeline: $0) }
    mediator.register(controller: "TonePickerController") {
      TonePickerController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "TonePickerStore") { try TonePickerStore(environment: $0) }
    mediator.register(
      ChapterRoute.self,
      SceneParts(view: "ChapterView", controller: "ChapterController", store: "ChapterStore"))
    mediator.register(
      TonePickerRoute.self,
      SceneParts(
        view: "TonePickerView", controller: "TonePickerController", store: "TonePickerStore"))
    mediator.register(link: TonePickerRoute.self)
    return mediator
  }
}
