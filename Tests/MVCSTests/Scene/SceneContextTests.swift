import Testing

@testable import MVCS

@MainActor
struct SceneContextTests {
  let mediator = makeMediator(log: EventLog())

  func context(_ values: ContextValues, store: String = "SearchStore") -> SceneContext {
    SceneContext(
      storeName: store, values: values, tasks: SceneTasks(), clock: ContinuousClock(),
      mediator: mediator)
  }

  @Test func readsValueAsItsType() throws {
    let context = context(["query": "cats", "page": 2])
    #expect(try context.value("query", as: String.self) == "cats")
    let page: Int = try context.value("page")
    #expect(page == 2)
  }

  @Test func readingValueAsAnotherTypeNamesBothTypes() {
    let error = #expect(throws: MediatorError.self) {
      try context(["query": "cats"]).value("query", as: Int.self)
    }
    #expect(
      error
        == .contextTypeMismatch(
          "query", store: "SearchStore", expected: "Int", actual: #"String "cats""#))
    #expect(
      error?.description == """
        SearchStore reads the context key "query" as Int, but it holds String "cats". \
        To fix, pass a value of type Int under "query", or read it as the type passed.
        """)
  }

  @Test func readingMissingValueListsTheKeysPresent() {
    let error = #expect(throws: MediatorError.self) {
      try context(["page": 2, "text": "cats"]).value("query", as: String.self)
    }
    #expect(
      error?.description == """
        SearchStore requires the context key "query", but it has page, text. \
        To fix, pass it when assembling or navigating: context: ["query": …].
        """)
  }

  @Test func readsMissingOptionalValueAsNil() throws {
    let context = context(["query": "cats"])
    #expect(try context.valueIfPresent("page", as: Int.self) == nil)
    #expect(try context.valueIfPresent("query", as: String.self) == "cats")
    #expect(throws: MediatorError.self) { try context.valueIfPresent("query", as: Int.self) }
  }

  @Test func substoreContextSharesValuesAndEnvironmentUnderItsOwnName() throws {
    let parent = context(["query": "cats"])
    let child = parent.forSubstore(named: "FavoritesStore")
    #expect(child.tasks === parent.tasks)
    #expect(try child.value("query", as: String.self) == "cats")
    #expect(
      throws: MediatorError.missingContextKey("page", store: "FavoritesStore", available: ["query"])
    ) {
      try child.value("page", as: Int.self)
    }
  }

  @Test func resolvesServiceByRegisteredName() async throws {
    let search: any Service<String, [Photo]> = try context([:]).service("SearchPhotoService")
    #expect(try await search.response(to: "dogs") == [samplePhotos[2]])
  }

  @Test func resolvesStorageByRegisteredNameSharedAcrossContexts() async throws {
    try await context([:]).storage("Favorites").write(["123"], forKey: "ids")
    let ids = try await context([:], store: "Other").storage("Favorites")
      .read([String].self, forKey: "ids")
    #expect(ids == ["123"])
  }
}
