import MVCS

// A scene that reports every kind of diagnostic on demand, to test that they fail scene tests:
// work that throws (at once, or later on the test clock), a write loop, and an observation of
// something that is not a pipeline property; navigation to a scene that is not registered; and
// work that waits off the test clock.

@MainActor final class TroubledPipeline: Pipeline {
  @Input var failNow = false
  @Input var failLater = false
  @Input var openMissingScene = false
  @Input var waitOffTheClock = false
  @Input var ping = 0
  @Piped var pong = 0
  @Piped var words: [String] = []
}

struct TroubleError: Error, CustomStringConvertible {
  var description: String { "the disk is full" }
}

@MainActor final class TroubledStore: SceneStore {
  let pipeline = TroubledPipeline()
  private let tasks: SceneTasks
  private let clock: any Clock<Duration>
  private let observesWordCount: Bool
  private let failsAfterStart: Bool

  init(environment: SceneEnvironment) throws {
    tasks = environment.tasks
    clock = environment.clock
    observesWordCount = try environment.valueIfPresent("observesWordCount", as: Bool.self) ?? false
    failsAfterStart = try environment.valueIfPresent("failsAfterStart", as: Bool.self) ?? false
  }

  func addObservers() {
    pipeline.observe(\.failNow, by: self) { store, _ in
      store.tasks.run { throw TroubleError() }
    }
    pipeline.observe(\.failLater, by: self) { store, _ in
      store.tasks.run { [clock = store.clock] in
        try await clock.sleep(for: .seconds(1))
        throw TroubleError()
      }
    }
    pipeline.observe(\.ping, by: self) { store, change in
      store.pipeline.pong = change.newValue + 1
    }
    pipeline.observe(\.pong, by: self) { store, change in
      store.pipeline.ping = change.newValue + 1
    }
    if observesWordCount {
      pipeline.observe(\.words.count, by: self) { _, _ in }
    }
    pipeline.observe(\.waitOffTheClock, by: self) { store, _ in
      // Waits on a clock other than the scene's, which the harness cannot advance.
      store.tasks.run { try await Task.sleep(for: .seconds(3600)) }
    }
  }

  func start() {
    guard failsAfterStart else { return }
    // Created at the start, failing during a later step.
    tasks.run { [clock] in
      try await clock.sleep(for: .seconds(5))
      throw TroubleError()
    }
  }
}

@MainActor final class TroubledView: SceneView {
  let pipeline: TroubledPipeline
  init(pipeline: TroubledPipeline) { self.pipeline = pipeline }
}

extension Mediator {
  static func troubledApp() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "TroubledView") { TroubledView(pipeline: $0) }
    mediator.register(controller: "TroubledController") {
      TroubledController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "TroubledStore") { try TroubledStore(environment: $0) }
    mediator.register(
      scene: "Troubled",
      SceneParts(view: "TroubledView", controller: "TroubledController", store: "TroubledStore"))
    return mediator
  }
}

@MainActor final class EmptyController: SceneController {
  let pipeline: TroubledPipeline
  init(pipeline: TroubledPipeline) { self.pipeline = pipeline }
}

/// Navigates to a scene that is not registered, reporting the error as the generated controllers
/// do.
@MainActor final class TroubledController: SceneController {
  let pipeline: TroubledPipeline
  let navigation: Navigation

  init(pipeline: TroubledPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    pipeline.observe(\.openMissingScene, by: self) { controller, _ in
      controller.navigation.withErrorsReported { try $0.show("Nowhere") }
    }
  }
}
