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
