import Foundation
import MVCS
import Testing

@testable import PhotoSearchApp

/// The app's scenes by their typed routes: the routes carry the context the scenes were given by
/// name before, so links, scripts and state files keep working unchanged.
@MainActor struct RoutesTests {
  @Test func eachRouteCarriesTheContextItsSceneWasGivenByName() throws {
    #expect(
      try NavigationRecord(.show, .photoDetail(id: "p018"))
        == NavigationRecord(action: .show, scene: "PhotoDetail", context: ["photoID": "p018"]))
    #expect(
      try NavigationRecord(.show, .photoList(query: "cats", scope: .tags))
        == NavigationRecord(
          action: .show, scene: "PhotoList", context: ["query": "cats", "scope": "tags"]))
    #expect(
      try NavigationRecord(.show, .interestingness(query: "owls"))
        == NavigationRecord(action: .show, scene: "Interestingness", context: ["query": "owls"]))
    #expect(
      try NavigationRecord(.present, .scopePicker(current: .titles))
        == NavigationRecord(action: .present, scene: "ScopePicker", context: ["scope": "titles"]))
    #expect(
      try NavigationRecord(.show, .favorites)
        == NavigationRecord(action: .show, scene: "Favorites", context: [:]))
  }

  @Test func theStoresRequireTheirRoutesKeys() {
    #expect(PhotoDetailStore.requiredContextKeys == ["photoID"])
    #expect(PhotoListStore.requiredContextKeys == ["query"])
    #expect(InterestingnessStore.requiredContextKeys == ["query"])
    #expect(PhotoListRoute.contextKeys == ["query", "scope"])
    #expect(ScopePickerRoute.requiredContextKeys.isEmpty)
  }

  @Test func aLinkIsCheckedAgainstItsRoute() throws {
    let mediator = Mediator.app()
    try mediator.validate()
    let link = try mediator.link(
      for: try #require(URL(string: "photosearch://PhotoList?query=cats&scope=tags")))
    #expect(link.scene == PhotoListRoute.scene)
    #expect(link.context["scope"] as? String == "tags")
    let missing = try #require(throws: LinkError.self) {
      try mediator.link(for: try #require(URL(string: "photosearch://Interestingness?scope=tags")))
    }
    #expect(
      missing.description.contains(
        #"the key "query" (String) is missing; InterestingnessRoute requires it"#))
  }
}
