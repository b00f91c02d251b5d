import Testing

@testable import MVCS

/// Stores declare the services and storages they use; validation and assembly check them.
@MainActor
struct StoreRequirementsTests {
  let log = EventLog()

  /// The search scene's parts, with services and storages registered under these names.
  private func mediator(services: [String], storages: [String]) -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "SearchView") { [log] in SearchView(pipeline: $0, log: log) }
    mediator.register(controller: "SearchController") { [log] in
      SearchController(pipeline: $0, navigation: $1, log: log)
    }
    mediator.register(store: "SearchStore") { [log] in
      try SearchStore(environment: $0, log: log)
    }
    for name in services { mediator.register(service: name) { FakePhotoSearch() } }
    for name in storages { mediator.register(storage: name) { InMemoryStorage() } }
    mediator.register(scene: "Search", searchScene, contextKeys: ["query"])
    return mediator
  }

  @Test func validationReportsADeclaredServiceThatIsNotRegistered() {
    let mediator = mediator(services: ["SearchPhotosService"], storages: ["Favorites"])

    let report = mediator.validationReport()

    #expect(
      report.description == """
        1 problem in the mediator:
        1. Scene "Search": SearchStore uses the service "SearchPhotoService" (its \
        requiredServices), but no service by that name is registered. Did you mean \
        "SearchPhotosService"? Registered services: SearchPhotosService. To fix, register it \
        with mediator.register(service: "SearchPhotoService") { … }, or correct the name in \
        SearchStore.requiredServices.
        """)
  }

  @Test func validationReportsEveryMissingServiceAndStorage() {
    let mediator = mediator(services: [], storages: [])

    let problems = mediator.validationReport().problems.map(\.error)

    #expect(
      problems == [
        .unregisteredRequirement(
          "SearchPhotoService", kind: .service, store: "SearchStore", suggestion: nil,
          registered: []),
        .unregisteredRequirement(
          "Favorites", kind: .storage, store: "SearchStore", suggestion: nil, registered: []),
      ])
  }

  @Test func assemblyRefusesBeforeTheStoreIsCreated() {
    let mediator = mediator(services: ["SearchPhotoService"], storages: [])

    #expect(throws: MediatorError.self) {
      try mediator.assemble(named: "Search", context: ["query": "cats"])
    }
    #expect(!log.events.contains("store created"))
  }

  @Test func aParentsRegistrationsCount() throws {
    let parent = mediator(services: ["SearchPhotoService"], storages: ["Favorites"])
    let child = Mediator(parent: parent)

    #expect(child.validationReport().isEmpty)
    #expect(parent.validationReport().isEmpty)
  }
}
