import MVCS

// A Filter scene that a deep link opens, and that presents a ScopePicker for a result: to test
// links and results in scene tests and scripts.

enum PhotoScope: String, Codable, Sendable, LinkValue {
  case all, favorites
}

@MainActor final class FilterPipeline: Pipeline {
  @Input var scopeTapped = false
  @Context var album = ""
  @Piped var scope = PhotoScope.all
}

@MainActor final class FilterStore: SceneStore {
  static let requiredContextKeys = ["album"]
  let pipeline = FilterPipeline()

  init(environment: SceneEnvironment) throws {
    pipeline.album = try environment.value("album", as: String.self)
    pipeline.scope = try environment.valueIfPresent("scope", as: PhotoScope.self) ?? .all
  }
}

@MainActor final class FilterView: SceneView {
  let pipeline: FilterPipeline
  init(pipeline: FilterPipeline) { self.pipeline = pipeline }
}

@MainActor final class FilterController: SceneController {
  let pipeline: FilterPipeline
  let navigation: Navigation
  init(pipeline: FilterPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    pipeline.observe(\.scopeTapped, by: self) { controller, _ in
      try? controller.navigation.present(
        "ScopePicker", context: ["current": controller.pipeline.scope.rawValue],
        expecting: PhotoScope.self, by: controller
      ) { controller, scope in
        controller.pipeline.scope = scope
      }
    }
  }
}

@MainActor final class PickerPipeline: Pipeline {
  @Input var picked: PhotoScope?
}

@MainActor final class PickerStore: SceneStore {
  let pipeline = PickerPipeline()
  init(environment: SceneEnvironment) {}
}

@MainActor final class PickerView: SceneView {
  let pipeline: PickerPipeline
  init(pipeline: PickerPipeline) { self.pipeline = pipeline }
}

@MainActor final class PickerController: SceneController {
  let pipeline: PickerPipeline
  let navigation: Navigation
  init(pipeline: PickerPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }
}

extension Mediator {
  static func pickerApp() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "FilterView") { FilterView(pipeline: $0) }
    mediator.register(controller: "FilterController") {
      FilterController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "FilterStore") { try FilterStore(environment: $0) }
    mediator.register(view: "PickerView") { PickerView(pipeline: $0) }
    mediator.register(controller: "PickerController") {
      PickerController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "PickerStore") { PickerStore(environment: $0) }
    mediator.register(
      scene: "Filter",
      SceneParts(view: "FilterView", controller: "FilterController", store: "FilterStore"),
      contextKeys: ["album"])
    mediator.register(
      scene: "ScopePicker",
      SceneParts(view: "PickerView", controller: "PickerController", store: "PickerStore"))
    mediator.register(link: "Filter", keys: ["album": String.self, "scope": PhotoScope.self])
    return mediator
  }
}
