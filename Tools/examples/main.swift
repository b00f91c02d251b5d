// swift-format-ignore-file
// Generated from README.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "README.md", line: 8)
import MVCS
import MVCSTesting
import Testing

@MainActor final class SearchPipeline: Pipeline {  // the data the scene's parts share
  @Input var query = ""             // the view writes what the user types
  @Piped var titles: [String] = []  // the store writes what the view shows
}
@MainActor final class SearchStore: SceneStore {  // the logic: observes inputs, writes data
  let pipeline = SearchPipeline()
  let photos = ["Black cat on a sofa", "Owl at dusk", "Tabby cat in a box"]
  func addObservers() { pipeline.observe(\.query, by: self) { $0.search($1.newValue) } }
  func search(_ text: String) { pipeline.titles = photos.filter { $0.contains(text) } }
}
@MainActor final class SearchView: SceneView {  // shows the data (this one prints it)
  let pipeline: SearchPipeline
  init(pipeline: SearchPipeline) { self.pipeline = pipeline }
  func addObservers() { pipeline.observe(\.titles, by: self) { print($1.newValue) } }
}
@MainActor final class SearchController: SceneController {  // navigates (this one stays)
  let pipeline: SearchPipeline
  init(pipeline: SearchPipeline) { self.pipeline = pipeline }
}
extension Mediator {  // the app's scenes, by name, as `mvcs new` writes them
  static func photoSearchScenes() -> Mediator {
    let mediator = Mediator()
    mediator.register(store: "SearchStore") { _ in SearchStore() }
    mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
    mediator.register(controller: "SearchController") { p, _ in SearchController(pipeline: p) }
    mediator.register(scene: "Search", SceneParts(
      view: "SearchView", controller: "SearchController", store: "SearchStore"))
    return mediator
  }
}
@MainActor @Test func typingFiltersTheTitles() async throws {  // the real scene, headless
  let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: .photoSearchScenes())
  try await test.start()
  await test.set(\.query, "cat")
  test.expect(\.titles, ["Black cat on a sofa", "Tabby cat in a box"])
  await test.finish()
}
try await typingFiltersTheTitles()  // in an app, `swift test` runs it; here CI runs it too
#sourceLocation()

