// swift-format-ignore-file
// Generated from README.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "README.md", line: 9)
import MVCS
import MVCSTesting
import Testing

@MainActor final class SearchPipeline: Pipeline {  // the data the scene's parts share
  @Input var query = ""             // the view writes what the user types
  @Piped var titles: [String] = []  // the store writes what the view shows
  @Context var opened: Selection<String> = nil  // the view writes each title the user opens
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
@MainActor final class SearchController: SceneController {  // navigates: shows each photo opened
  let pipeline: SearchPipeline, navigation: Navigation
  init(pipeline p: SearchPipeline, navigation n: Navigation) { (pipeline, navigation) = (p, n) }
  func addObservers() { navigation.show(forEach: \.opened, of: pipeline) { .photo(title: $0) } }
}
struct PhotoRoute: SceneRoute { static let scene = "Photo"; var title: String }  // name and keys
extension SceneRoute where Self == PhotoRoute {  // `.photo(title:)`: a typo does not compile
  static func photo(title: String) -> Self { Self(title: title) }
}
@MainActor final class PhotoPipeline: Pipeline { @Piped var title = "" }  // the second scene
@MainActor final class PhotoStore: SceneStore {  // made from the route it was shown with
  let pipeline = PhotoPipeline()
  init(_ route: PhotoRoute) { pipeline.title = route.title }
}
@MainActor final class PhotoScreen: SceneView, SceneController {  // its view and its controller
  let pipeline: PhotoPipeline
  init(pipeline: PhotoPipeline) { self.pipeline = pipeline }
  func addObservers() {}  // would draw the photo; has nowhere to go
}
extension Mediator {  // the app's scenes, by name or by route, as `mvcs new` writes them
  static func photoSearchScenes() -> Mediator {
    let mediator = Mediator()
    mediator.register(store: "SearchStore") { _ in SearchStore() }
    mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
    mediator.register(controller: "SearchController") { SearchController(pipeline: $0, navigation: $1) }
    mediator.register(scene: "Search", SceneParts(
      view: "SearchView", controller: "SearchController", store: "SearchStore"))
    mediator.register(store: "PhotoStore") { try PhotoStore($0.route()) }
    mediator.register(view: "PhotoView") { PhotoScreen(pipeline: $0) }
    mediator.register(controller: "PhotoController") { p, _ in PhotoScreen(pipeline: p) }
    mediator.register(PhotoRoute.self, SceneParts(
      view: "PhotoView", controller: "PhotoController", store: "PhotoStore"))
    return mediator
  }
}
@MainActor @Test func typingFiltersAndOpeningShowsAPhoto() async throws {  // the real scene, headless
  let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: .photoSearchScenes())
  try await test.start()
  await test.set(\.query, "cat")
  test.expect(\.titles, ["Black cat on a sofa", "Tabby cat in a box"])
  await test.set(\.opened, Selection("Owl at dusk"))
  test.expectNavigation(.show, .photo(title: "Owl at dusk"))
  await test.finish()
}
try await typingFiltersAndOpeningShowsAPhoto()  // in an app, `swift test` runs it; here CI runs it too
#sourceLocation()

