import Foundation
import MVCS
import MVCSHTTP
import MVCSTesting
import Testing

// A scene whose store searches through a message service, to check that stores use messages
// like any service: registered by name, faked by MVCSTesting, cancelled at teardown.

@MainActor final class SearchPipeline: Pipeline {
  @Input var query = "cats"
  @Piped var photos: [Photo] = []
  @Status var failure: String?
}

@MainActor final class SearchView: SceneView {
  let pipeline: SearchPipeline
  init(pipeline: SearchPipeline) { self.pipeline = pipeline }
  func addObservers() {}
}

@MainActor final class SearchController: SceneController {
  let pipeline: SearchPipeline
  init(pipeline: SearchPipeline) { self.pipeline = pipeline }
  func addObservers() {}
}

/// Where the store reports how its request ended, for the teardown test.
@MainActor final class Outcome {
  var error: (any Error)?
}

@MainActor final class SearchStore: SceneStore {
  let pipeline = SearchPipeline()
  private let search: any Service<SearchPhotos, [Photo]>
  private let tasks: SceneTasks
  private let outcome: Outcome?

  init(environment: SceneEnvironment, outcome: Outcome? = nil) throws {
    search = try environment.service(for: SearchPhotos.self)
    tasks = environment.tasks
    self.outcome = outcome
  }

  func addObservers() {}

  func start() {
    tasks.run { [pipeline, search, outcome] in
      do {
        pipeline.photos = try await search.response(to: SearchPhotos(query: pipeline.query))
      } catch {
        outcome?.error = error
        throw error
      }
    }
  }
}

@MainActor
struct MessageServiceTests {
  static func mediator(http: HTTPService, outcome: Outcome? = nil) -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
    mediator.register(controller: "SearchController") { pipeline, _ in
      SearchController(pipeline: pipeline)
    }
    mediator.register(store: "SearchStore") { try SearchStore(environment: $0, outcome: outcome) }
    mediator.register(messages: [SearchPhotos.self, AddFavorite.self], on: http)
    mediator.register(
      scene: "Search",
      SceneParts(view: "SearchView", controller: "SearchController", store: "SearchStore"))
    return mediator
  }

  @Test func registersEachMessageUnderItsTypeName() {
    let mediator = Self.mediator(http: HTTPService())
    #expect(mediator.registeredNames(of: .service) == ["AddFavorite", "SearchPhotos"])
  }

  @Test func storeSearchesThroughTheDemoStage() async throws {
    let scene = try Self.mediator(http: HTTPService()).assemble(named: "Search")
    defer { scene.tearDown() }
    await scene.tasks.waitUntilIdle()
    let pipeline = try #require(scene.pipeline as? SearchPipeline)
    #expect(pipeline.photos == [Photo(id: "d1", title: "demo cat")])
  }

  @Test(.timeLimit(.minutes(10)))
  func tearingDownTheSceneCancelsTheRequest() async throws {
    let server = try TestHTTPServer { _ in .hang }
    defer { server.stop() }
    let outcome = Outcome()
    // Far past the test's time: under a sanitizer on a busy machine the request can reach the
    // server tens of seconds late, and must still end by its cancellation, not the timeout.
    let http = HTTPService(stage: .development(server.baseURL), timeout: .seconds(600))
    let scene = try Self.mediator(http: http, outcome: outcome).assemble(named: "Search")
    var events = server.events.makeAsyncIterator()
    #expect(await events.next() == .received("/photos/search?q=cats"))
    scene.tearDown()
    await scene.tasks.waitUntilIdle()
    #expect(outcome.error as? HTTPError == .cancelled(message: "SearchPhotos"))
    #expect(await events.next() == .closedByClient("/photos/search?q=cats"))
  }

  @Test func fakeServicesStandInForMessages() async throws {
    let test = SceneTest(
      SearchPipeline.self, scene: "Search", mediator: Self.mediator(http: HTTPService()))
    test.services.answer("SearchPhotos", with: .json(#"[{"id": "f1", "title": "fake"}]"#))
    try await test.start()
    test.expectCall("SearchPhotos", with: SearchPhotos(query: "cats"))
    test.expect(\.photos, [Photo(id: "f1", title: "fake")])
    await test.finish()
  }

  @Test func scriptsStandInForMessages() async throws {
    let script = try SceneScript.parse(
      """
      scene Search
      service SearchPhotos returns [{"id": "s1", "title": "scripted"}]
      expect call SearchPhotos with {"query": "cats"}
      expect photos.count == 1
      """, file: "Search.scenetest")
    let problems = await script.run(
      mediator: Self.mediator(http: HTTPService()), path: "Search.scenetest")
    #expect(problems.isEmpty, "\(problems)")
  }
}
