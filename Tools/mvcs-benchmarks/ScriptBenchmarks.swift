import MVCS
import MVCSTesting

// A 20-step scene script, run end to end: parsed, its scene assembled with fakes, every step
// run and checked, and the scene torn down and checked for leaks.

/// The pipeline of the scripted scene: a search with a debounce.
@MainActor final class QueryPipeline: Pipeline {
  @Input var query = ""
  @Input var selectedIndex: Int? = nil
  @Status var isLoading = false
  @Piped var results: [String] = []
  @Flag var requestFinished = false
}

@MainActor final class QueryStore: SceneStore {
  let pipeline = QueryPipeline()
  private let search: any Service<String, [String]>
  private let tasks: SceneTasks
  private let clock: any Clock<Duration>

  init(environment: SceneEnvironment) throws {
    search = try environment.service("QueryService")
    tasks = environment.tasks
    clock = environment.clock
  }

  func addObservers() {
    pipeline.observe(\.query, by: self) { store, change in store.search(change.newValue) }
  }

  private func search(_ query: String) {
    tasks.run { [pipeline, search, clock] in
      try await clock.sleep(for: .milliseconds(300))
      pipeline.isLoading = true
      pipeline.results = try await search.response(to: query)
      pipeline.isLoading = false
      pipeline.requestFinished = true
    }
  }
}

@MainActor final class QueryView: SceneView {
  let pipeline: QueryPipeline
  init(pipeline: QueryPipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.requestFinished, by: self) { _, change in sink(change.newValue ? 1 : 0) }
  }
}

@MainActor final class QueryController: SceneController {
  let pipeline: QueryPipeline
  let navigation: Navigation

  init(pipeline: QueryPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    pipeline.observe(\.selectedIndex, by: self) { controller, change in
      guard let index = change.newValue else { return }
      try? controller.navigation.show(
        "Result", context: ["result": controller.pipeline.results[index]])
    }
  }
}

/// A real service, which the script's fake replaces.
struct LiveQueryService: Service {
  func response(to query: String) async throws -> [String] { [] }
}

extension Mediator {
  /// The app the script runs against.
  static func scripted() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "QueryView") { QueryView(pipeline: $0) }
    mediator.register(controller: "QueryController") {
      QueryController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "QueryStore") { try QueryStore(environment: $0) }
    mediator.register(service: "QueryService") { LiveQueryService() }
    let scene = SceneParts(view: "QueryView", controller: "QueryController", store: "QueryStore")
    mediator.register(scene: "Query", scene)
    mediator.register(scene: "Result", scene)
    return mediator
  }
}

/// Twenty steps: the scene, two answers, and seventeen actions and expectations.
let twentyStepScript = """
  scene Query
  service QueryService returns ["cat", "cats in a hat"]
  set query = "cat"
  advance 300ms
  expect call QueryService with "cat"
  expect changes isLoading [true, false]
  expect results.count == 2
  expect results[1] == "cats in a hat"
  expect requestFinished == true
  service QueryService returns ["dog"] after 1s
  set query = "dog"
  advance 300ms
  expect call QueryService with "dog"
  expect isLoading == true
  advance 1s
  expect isLoading == false
  expect results == ["dog"]
  expect requestFinished == true
  set selectedIndex = 0
  expect navigation show Result with result = "dog"
  """

extension Bench {
  /// Times parsing and running the twenty-step script; fails if the script does not pass.
  func measureScript() async throws -> Double {
    let app = Mediator.scripted()
    let script = try SceneScript.parse(twentyStepScript, file: "Query.scenetest")
    let failures = await script.run(mediator: app, path: "/Query.scenetest")
    guard failures.isEmpty else { throw BenchmarkError.scriptFailed(failures) }
    return try await measure("20-step script: parse, assemble, run, tear down") {
      iterations, _ in
      for _ in 0..<iterations {
        let script = try SceneScript.parse(twentyStepScript, file: "Query.scenetest")
        sink(await script.run(mediator: app, path: "/Query.scenetest").count)
      }
    }
  }
}
