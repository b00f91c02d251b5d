import Foundation
import Testing

@testable import MVCS

@MainActor
struct MediatorParentTests {
  let log = EventLog()

  @Test func childReplacesOneServiceAndReusesEverythingElse() async throws {
    let app = makeMediator(log: log)
    let demo = Mediator(parent: app)
    demo.register(service: "SearchPhotoService") {
      FakePhotoSearch(photos: [Photo(id: "demo", title: "cats in a demo")])
    }

    let search = try demo.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()

    #expect(
      try search.pipeline.value(named: "photos") as? [Photo] == [
        Photo(id: "demo", title: "cats in a demo")
      ])
    #expect(demo.registeredNames(of: .scene) == app.registeredNames(of: .scene))
    search.tearDown()
  }

  @Test func registeringOnTheChildLeavesTheParentAsItWas() async throws {
    let app = makeMediator(log: log)
    let demo = Mediator(parent: app)
    demo.register(service: "DemoOnly") { FakePhotoLookup() }

    #expect(demo.registeredNames(of: .service).contains("DemoOnly"))
    #expect(!app.registeredNames(of: .service).contains("DemoOnly"))
    let search = try app.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()
    #expect(
      try search.pipeline.value(named: "photos") as? [Photo]
        == samplePhotos.filter { $0.title.contains("cats") })
    search.tearDown()
  }

  @Test func unknownNameInAChildListsTheParentsNamesToo() {
    let demo = Mediator(parent: makeMediator(log: log))
    let error = #expect(throws: MediatorError.self) {
      try demo.scene(named: "Serch")
    }
    #expect(error?.description.contains(#"Did you mean "Search"?"#) == true)
  }

  @Test func childsPartsHideItsParentsOfTheSameName() async throws {
    let app = makeMediator(log: log)
    let demo = Mediator(parent: app)
    let made = CallCounter()
    demo.register(view: "SearchView") { [log] in
      made.increment()
      return SearchView(pipeline: $0, log: log)
    }
    demo.register(controller: "SearchController") { [log] in
      made.increment()
      return SearchController(pipeline: $0, navigation: $1, log: log)
    }
    demo.register(store: "SearchStore") { [log] in
      made.increment()
      return try SearchStore(environment: $0, log: log)
    }

    let search = try demo.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()
    search.tearDown()
    let inApp = try app.assemble(named: "Search", context: ["query": "cats"])
    await inApp.waitUntilIdle()
    inApp.tearDown()

    #expect(made.count == 3)
  }

  @Test func childsSceneHidesItsParentsInValidation() {
    let app = makeMediator(log: log)
    let demo = Mediator(parent: app)
    demo.register(scene: "Search", searchScene, contextKeys: [])

    #expect(app.validationReport().isEmpty)
    #expect(
      demo.validationReport().problems.map(\.error) == [
        .undeclaredContextKey("query", scene: "Search", store: "SearchStore", declared: [])
      ])
    #expect(demo.registeredNames(of: .scene) == ["PhotoDetail", "Search"])
  }

  @Test func registrationsMadeOnAnAncestorAfterTheChildAreFound() async throws {
    let root = Mediator()
    let demo = Mediator(parent: Mediator(parent: root))
    root.register(view: "SearchView") { [log] in SearchView(pipeline: $0, log: log) }
    root.register(controller: "SearchController") { [log] in
      SearchController(pipeline: $0, navigation: $1, log: log)
    }
    root.register(store: "SearchStore") { [log] in try SearchStore(environment: $0, log: log) }
    root.register(service: "SearchPhotoService") { FakePhotoSearch() }
    root.register(storage: "Favorites") { InMemoryStorage() }
    root.register(scene: "Search", searchScene, contextKeys: ["query"])
    root.register(link: "search", scene: "Search", keys: ["query": String.self])

    #expect(demo.validationReport().isEmpty)
    #expect(try demo.scene(named: "Search") == searchScene)
    #expect(try demo.link(for: #require(URL(string: "app://search?query=cats"))).scene == "Search")
    let search = try demo.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()
    #expect(
      try search.pipeline.value(named: "photos") as? [Photo]
        == samplePhotos.filter { $0.title.contains("cats") })
    search.tearDown()
  }

  @Test func missingServiceInAChildListsTheNamesOfTheWholeChain() {
    let app = Mediator()
    app.register(service: "PhotoLookupService") { FakePhotoLookup() }
    let demo = Mediator(parent: app)
    demo.register(view: "SearchView") { [log] in SearchView(pipeline: $0, log: log) }
    demo.register(controller: "SearchController") { [log] in
      SearchController(pipeline: $0, navigation: $1, log: log)
    }
    demo.register(store: "SearchStore") { [log] in try SearchStore(environment: $0, log: log) }
    demo.register(service: "SearchPhotosService") { FakePhotoSearch() }
    demo.register(storage: "Favorites") { InMemoryStorage() }
    demo.register(scene: "Search", searchScene, contextKeys: ["query"])

    #expect(
      demo.validationReport().problems.map(\.error) == [
        .unregisteredRequirement(
          "SearchPhotoService", kind: .service, store: "SearchStore",
          suggestion: "SearchPhotosService",
          registered: ["PhotoLookupService", "SearchPhotosService"])
      ])
  }

  @Test func childStartsWithItsParentsClock() {
    let app = Mediator()
    app.clock = SuspendingClock()
    #expect(Mediator(parent: app).clock is SuspendingClock)
  }

  @Test func fakeIsCheckedAgainstTheRegisteredTypesWithoutCreatingTheService() {
    let app = Mediator()
    let created = CallCounter()
    app.register(service: "Lookup") {
      created.increment()
      return FakePhotoLookup()
    }
    app.serviceFakes = PhotoSearchFakes()
    let environment = SceneEnvironment(
      storeName: "DetailStore", context: [:], tasks: SceneTasks(), clock: ContinuousClock(),
      mediator: app)

    let error = #expect(throws: MediatorError.self) {
      let _: any Service<Int, String> = try environment.service("Lookup")
    }
    #expect(error?.description.hasPrefix(#"The service "Lookup" is FakePhotoLookup"#) == true)
    #expect(created.count == 0)
  }
}

/// Fakes every service with one that answers nothing.
@MainActor
private final class PhotoSearchFakes: ServiceFaking {
  func fake<Request: Sendable, Response: Sendable>(
    named name: String, as type: (any Service<Request, Response>).Type
  ) -> any Service<Request, Response> {
    fatalError("A mismatched request is refused before a fake is asked for: \(name)")
  }
}
