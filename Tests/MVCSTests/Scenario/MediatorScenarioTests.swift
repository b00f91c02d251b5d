import MVCSTesting
import Testing

@testable import MVCS

/// A mediator that uses a scenario answers the services it names from it, on the mediator's
/// clock, and leaves the others to their registrations.
@MainActor
struct MediatorScenarioTests {
  private struct Search: Service {
    func response(to query: String) async throws -> [String] { ["live \(query)"] }
  }

  private struct Info: Service {
    func response(to photoID: String) async throws -> String { "live \(photoID)" }
  }

  private func app() -> Mediator {
    let mediator = Mediator()
    mediator.register(service: "SearchPhotos") { Search() }
    mediator.register(service: "GetPhotoInfo") { Info() }
    return mediator
  }

  @Test func answersTheServicesTheScenarioNamesAndLeavesTheOthers() async throws {
    let mediator = app()
    try mediator.use(
      Scenario(name: "empty", text: #"service SearchPhotos returns []"#))
    let search = try mediator.service("SearchPhotos", as: (any Service<String, [String]>).self)
    let info = try mediator.service("GetPhotoInfo", as: (any Service<String, String>).self)
    #expect(try await search.response(to: "cats") == [])
    #expect(try await info.response(to: "p1") == "live p1")
  }

  @Test func aChildMediatorUsesItsParentsScenario() async throws {
    let parent = app()
    try parent.use(Scenario(name: "offline", text: "service * fails offline"))
    let child = Mediator(parent: parent)
    let search = try child.service("SearchPhotos", as: (any Service<String, [String]>).self)
    await #expect(throws: ServiceFailure.offline) { try await search.response(to: "cats") }
  }

  @Test func waitsTheScenariosDelaysOnTheMediatorsClock() async throws {
    let mediator = app()
    let clock = SceneTestClock()
    mediator.clock = clock
    try mediator.use(
      Scenario(
        name: "slow",
        text: """
          every answer after 2s
          service SearchPhotos returns ["cat"] after 1s
          """))
    let search = try mediator.service("SearchPhotos", as: (any Service<String, [String]>).self)
    let info = try mediator.service("GetPhotoInfo", as: (any Service<String, String>).self)
    let photos = Task { try await search.response(to: "cats") }
    let detail = Task { try await info.response(to: "p1") }
    while clock.waitingCount < 2 { await Task.yield() }
    clock.advance(by: .seconds(1))
    #expect(try await photos.value == ["cat"])
    #expect(clock.waitingCount == 1)
    clock.advance(by: .seconds(1))
    // Not named, so its own answer, after the scenario's delay for every answer.
    #expect(try await detail.value == "live p1")
  }

  @Test func refusesAScenarioThatNamesAnUnregisteredServiceAndKeepsTheOldOne() throws {
    let mediator = app()
    let offline = try Scenario(name: "offline", text: "service * fails offline")
    try mediator.use(offline)
    let typo = try Scenario(name: "typo", text: "service SearchPhoto returns []")
    #expect(
      throws: ScenarioError.invalid([
        ScriptProblem(
          location: ScriptLocation(file: "typo.scenario", line: 1, column: 9),
          message:
            #"no service named "SearchPhoto" is registered, so this line would never answer. "#
            + #"Did you mean "SearchPhotos"? Registered services: GetPhotoInfo, SearchPhotos. "#
            + "To fix, correct the name here, or register the service")
      ])
    ) { try mediator.use(typo) }
    #expect(mediator.activeScenario === offline)
  }

  @Test func withoutAScenarioTheRegisteredServiceAnswers() async throws {
    let search = try app().service("SearchPhotos", as: (any Service<String, [String]>).self)
    #expect(search is Search)
  }
}
