import MVCS

// A Shelf scene that asks before clearing its items, and a Stubborn one whose alert never goes
// away: to test alerts as data in scene tests and scripts.

enum ShelfChoice: String, Codable, Sendable {
  case clear, keep
}

@MainActor final class ShelfPipeline: Pipeline {
  @Piped var items = ["lamp", "vase"]
  @Input var clearTapped = false
  @Piped var clearAlert: SceneAlert<ShelfChoice>?
  @Input var clearAnswer: ShelfChoice?
}

/// Asks before clearing; clears when the answer is `clear`.
@MainActor final class ShelfStore: SceneStore {
  let pipeline = ShelfPipeline()
  init(environment: SceneEnvironment) {}

  func addObservers() {
    pipeline.observe(\.clearTapped, by: self) { store, _ in
      store.pipeline.clearAlert = .confirmation(
        "Clear the shelf?", message: "This removes \(store.pipeline.items.count) items.",
        buttons: [.destructive("Clear", choice: .clear), .cancel(choice: .keep)])
    }
    pipeline.observeAnswer(\.clearAnswer, clearing: \.clearAlert, by: self) { store, choice in
      if choice == .clear { store.pipeline.items = [] }
    }
  }
}

@MainActor final class ShelfView: SceneView {
  let pipeline: ShelfPipeline
  init(pipeline: ShelfPipeline) { self.pipeline = pipeline }
}

@MainActor final class StubbornPipeline: Pipeline {
  @Piped var notice: SceneAlert<ShelfChoice>?
  @Input var noticeAnswer: ShelfChoice?
}

/// Raises an alert when it starts and never clears it.
@MainActor final class StubbornStore: SceneStore {
  let pipeline = StubbornPipeline()
  init(environment: SceneEnvironment) {}

  func start() {
    pipeline.notice = SceneAlert("Read me", buttons: [AlertButton("OK", choice: .keep)])
  }
}

@MainActor final class StubbornView: SceneView {
  let pipeline: StubbornPipeline
  init(pipeline: StubbornPipeline) { self.pipeline = pipeline }
}

@MainActor final class ShelfController: SceneController {
  let pipeline: ShelfPipeline
  init(pipeline: ShelfPipeline) { self.pipeline = pipeline }
}

@MainActor final class StubbornController: SceneController {
  let pipeline: StubbornPipeline
  init(pipeline: StubbornPipeline) { self.pipeline = pipeline }
}

extension Mediator {
  static func shelfApp() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "ShelfView") { ShelfView(pipeline: $0) }
    mediator.register(store: "ShelfStore") { ShelfStore(environment: $0) }
    mediator.register(view: "StubbornView") { StubbornView(pipeline: $0) }
    mediator.register(store: "StubbornStore") { StubbornStore(environment: $0) }
    mediator.register(controller: "ShelfController") { pipeline, _ in
      ShelfController(pipeline: pipeline)
    }
    mediator.register(controller: "StubbornController") { pipeline, _ in
      StubbornController(pipeline: pipeline)
    }
    mediator.register(
      scene: "Shelf",
      SceneParts(view: "ShelfView", controller: "ShelfController", store: "ShelfStore"))
    mediator.register(
      scene: "Stubborn",
      SceneParts(view: "StubbornView", controller: "StubbornController", store: "StubbornStore"))
    return mediator
  }
}
