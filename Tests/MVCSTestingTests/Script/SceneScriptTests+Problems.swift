import MVCS
import Testing

@testable import MVCSTesting

extension SceneScriptTests {
  private static let vocabulary = ScriptVocabulary(
    sceneNames: ["Search", "PhotoDetail"], viewNames: ["SearchView"],
    controllerNames: ["SearchController"], storeNames: ["SearchStore"],
    serviceNames: ["SearchPhotoService"], storageNames: ["Favorites"],
    pipelineName: "SearchPipeline",
    propertyNames: ["searchText", "isLoading", "photos", "photoList.photos"])

  private func nameProblems(
    _ text: String, vocabulary: ScriptVocabulary = Self.vocabulary
  ) throws -> [String] {
    try SceneScript.parse(text, file: "Search.scenetest").problems(in: vocabulary)
      .map(\.description)
  }

  @Test func acceptsKnownNames() throws {
    let text = """
      scene Search
      service SearchPhotoService returns []
      storage Favorites has recent = []
      set searchText = "cats"
      expect photos[0].id == "1"
      expect photoList.photos.count == 0
      expect changes isLoading [true]
      expect navigation show PhotoDetail
      expect navigation dismiss
      expect call SearchPhotoService
      expect write Favorites recent
      """
    #expect(try nameProblems(text) == [])
  }

  @Test func reportsUnknownPropertiesWithTheClosest() throws {
    let text = """
      scene Search
      set serchText = "cats"
      expect photoList.photo[0].id == "1"
      expect changes isLoadin.count [1]
      expect requestFinished == true
      """
    let properties = "Properties: isLoading, photoList.photos, photos, searchText"
    #expect(
      try nameProblems(text) == [
        #"Search.scenetest:2:5: no property named "serchText" in SearchPipeline. Did you mean "#
          + #""searchText"? "#
          + properties,
        #"Search.scenetest:3:8: no property named "photoList.photo" in SearchPipeline. Did you "#
          + #"mean "photoList.photos"? "#
          + properties,
        #"Search.scenetest:4:16: no property named "isLoadin" in SearchPipeline. Did you mean "#
          + #""isLoading"? "#
          + properties,
        #"Search.scenetest:5:8: no property named "requestFinished" in SearchPipeline. "#
          + properties,
      ])
  }

  @Test func reportsUnknownRegisteredNames() throws {
    let text = """
      scene SerchView SearchControler Store
      service SearchPhotos returns []
      storage Favorite has recent = []
      expect navigation present PhotoDetails
      expect call Other
      expect write Favorites recent
      """
    #expect(
      try nameProblems(text) == [
        #"Search.scenetest:1:7: no view named "SerchView" is registered. Did you mean "#
          + #""SearchView"? Views: SearchView"#,
        #"Search.scenetest:1:17: no controller named "SearchControler" is registered. Did you "#
          + #"mean "SearchController"? Controllers: SearchController"#,
        #"Search.scenetest:1:33: no store named "Store" is registered. Stores: SearchStore"#,
        #"Search.scenetest:2:9: no service named "SearchPhotos" is registered. Services: "#
          + #"SearchPhotoService"#,
        #"Search.scenetest:3:9: no storage named "Favorite" is registered. Did you mean "#
          + #""Favorites"? Storages: Favorites"#,
        #"Search.scenetest:4:27: no scene named "PhotoDetails" is registered. Did you mean "#
          + #""PhotoDetail"? Scenes: PhotoDetail, Search"#,
        #"Search.scenetest:5:13: no service named "Other" is registered. Services: "#
          + #"SearchPhotoService"#,
      ])
  }

  @Test func listsNoneAndSkipsPropertiesOfAnUnknownPipeline() throws {
    let vocabulary = ScriptVocabulary(pipelineName: "SearchPipeline")
    #expect(
      try nameProblems("scene Search\nset anything = 1", vocabulary: vocabulary) == [
        #"Search.scenetest:1:7: no scene named "Search" is registered. Scenes: none"#
      ])
  }
}
