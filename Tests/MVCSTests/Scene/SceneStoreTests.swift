import Testing

@testable import MVCS

@MainActor
struct SceneStoreTests {
  let log = EventLog()

  @Test func substorePipelineIsAddressableWithDottedNames() async throws {
    let mediator = makeMediator(log: log)
    let environment = SceneEnvironment(
      storeName: "Test", context: [:], tasks: SceneTasks(), clock: ContinuousClock(),
      mediator: mediator)
    try await environment.storage("Favorites").write(["123", "789"], forKey: "ids")
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    await search.waitUntilIdle()

    #expect(try search.pipeline.value(named: "favorites.ids") as? [String] == ["123", "789"])
    #expect(try search.pipeline.text(named: "favorites.ids") == #"["123","789"]"#)
    #expect(search.pipeline.children.map(\.name) == ["photoList", "favorites"])
    #expect(search.pipeline.propertyNames.contains("favorites.ids"))
    search.tearDown()
  }

  @Test func substoresAreObservedStartedAndStoppedWithTheirStore() throws {
    let mediator = makeMediator(log: log)
    let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
    search.tearDown()
    #expect(
      log.events.filter { $0.hasPrefix("substore") } == [
        "substore created", "substore observes", "substore starts", "substore stops",
      ])
  }

  @Test func defaultsRequireNothingAndOwnNoSubstores() throws {
    let mediator = makeMediator(log: log)
    let detail = try mediator.assemble(named: "PhotoDetail", context: ["photoID": "1"])
    #expect(detail.store.substores.isEmpty)
    #expect(FavoritesStore.requiredContextKeys.isEmpty)
    detail.tearDown()
  }
}
