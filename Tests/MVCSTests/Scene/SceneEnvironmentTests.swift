import Testing

@testable import MVCS

@MainActor
struct SceneEnvironmentTests {
  let mediator = makeMediator(log: EventLog())

  func environment(_ values: ContextValues, store: String = "SearchStore") -> SceneEnvironment {
    SceneEnvironment(
      storeName: store, context: values, tasks: SceneTasks(), clock: ContinuousClock(),
      mediator: mediator)
  }

  @Test func readsValueAsItsType() throws {
    let environment = environment(["query": "cats", "page": 2])
    #expect(try environment.value("query", as: String.self) == "cats")
    let page: Int = try environment.value("page")
    #expect(page == 2)
  }

  @Test func readingValueAsAnotherTypeNamesBothTypes() {
    let error = #expect(throws: MediatorError.self) {
      try environment(["query": "cats"]).value("query", as: Int.self)
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
      try environment(["page": 2, "text": "cats"]).value("query", as: String.self)
    }
    #expect(
      error?.description == """
        SearchStore requires the context key "query", but it has page, text. \
        To fix, pass it when assembling or navigating: context: ["query": …].
        """)
  }

  @Test func readsMissingOptionalValueAsNil() throws {
    let environment = environment(["query": "cats"])
    #expect(try environment.valueIfPresent("page", as: Int.self) == nil)
    #expect(try environment.valueIfPresent("query", as: String.self) == "cats")
    #expect(throws: MediatorError.self) { try environment.valueIfPresent("query", as: Int.self) }
  }

  @Test func substoreContextSharesValuesAndEnvironmentUnderItsOwnName() throws {
    let parent = environment(["query": "cats"])
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
    let search: any Service<String, [Photo]> = try environment([:]).service("SearchPhotoService")
    #expect(try await search.response(to: "dogs") == [samplePhotos[2]])
  }

  @Test func resolvesStorageByRegisteredNameSharedAcrossContexts() async throws {
    try await environment([:]).storage("Favorites").write(["123"], forKey: "ids")
    let ids = try await environment([:], store: "Other").storage("Favorites")
      .read([String].self, forKey: "ids")
    #expect(ids == ["123"])
  }

  /// A context value may come from a link: the error escapes what would drive a terminal.
  @Test func readingValueAsAnotherTypeEscapesControlCharactersInTheValue() {
    struct Note: CustomStringConvertible { var description: String }
    let values: ContextValues = [
      "query": "\u{202E}gnp.exe\u{9B}31m", "note": Note(description: "\u{1B}[2J\u{7}"),
    ]
    let query = #expect(throws: MediatorError.self) {
      try environment(values).value("query", as: Int.self)
    }
    #expect(query?.description.contains(#"String "\u{202E}gnp.exe\u{9B}31m""#) == true)
    let note = #expect(throws: MediatorError.self) {
      try environment(values).value("note", as: Int.self)
    }
    #expect(note?.description.contains(#"\u{1B}[2J\u{7}"#) == true)
    for error in [query, note] {
      #expect(
        error?.description.unicodeScalars.contains {
          $0.properties.generalCategory == .control || (0x202A...0x202E).contains($0.value)
        } == false)
    }
  }
}
