// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/GettingStarted.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 36)
import MVCS

struct Photo: Sendable, Equatable {
  let id: String
  let title: String
}

@MainActor final class SearchPipeline: Pipeline {
  @Input var searchText = ""         // written by the view, observed by the store
  @Status var isLoading = false      // a state the view shows
  @Flag var requestFinished = false  // the store's signal that new photos are in
  @Piped var photos: [Photo] = []    // normal data, shown by the view
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 60)
struct SamplePhotoSearch: Service {
  func response(to query: String) async throws -> [Photo] {
    [Photo(id: "p1", title: "\(query) on a sofa"), Photo(id: "p2", title: "\(query) in a box")]
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 76)
struct SearchRoute: SceneRoute {
  static let scene = "Search"
  var query: String
}

extension SceneRoute where Self == SearchRoute {
  static func search(query: String) -> Self { Self(query: query) }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 97)
@MainActor final class SearchStore: SceneStore {
  static var requiredContextKeys: [String] { SearchRoute.requiredContextKeys }
  static let requiredServices = ["SearchPhotoService"]
  let pipeline = SearchPipeline()
  private let search: any Service<String, [Photo]>
  private let tasks: SceneTasks

  init(environment: SceneEnvironment) throws {
    search = try environment.service("SearchPhotoService")
    tasks = environment.tasks
    pipeline.searchText = try environment.route(SearchRoute.self).query
  }

  func addObservers() {
    pipeline.observe(\.searchText, by: self) { store, _ in store.fetch() }
  }

  func start() { fetch() }

  func stop() { print("SearchStore stopped") }

  private func fetch() {
    pipeline.isLoading = true
    tasks.run { [pipeline, search] in
      pipeline.photos = try await search.response(to: pipeline.searchText)
      pipeline.isLoading = false
      pipeline.requestFinished = true
    }
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 151)
@MainActor final class SearchController: SceneController {
  let pipeline: SearchPipeline
  let navigation: Navigation

  init(pipeline: SearchPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 166)
@MainActor final class SearchView: SceneView {
  let pipeline: SearchPipeline
  init(pipeline: SearchPipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.isLoading, by: self) { _, change in
      print(change.newValue ? "Loading…" : "Loaded")
    }
    pipeline.observe(\.requestFinished, by: self) { view, _ in
      print(view.pipeline.photos.map(\.title))
    }
  }

  func userTyped(_ text: String) { pipeline.searchText = text }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 192)
let mediator = Mediator()
mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
mediator.register(controller: "SearchController") {
  SearchController(pipeline: $0, navigation: $1)
}
mediator.register(store: "SearchStore") { try SearchStore(environment: $0) }
mediator.register(service: "SearchPhotoService") { SamplePhotoSearch() }
mediator.register(
  SearchRoute.self,
  SceneParts(view: "SearchView", controller: "SearchController", store: "SearchStore"))
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 220)
try mediator.validate()
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 233)
let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
await search.tasks.waitUntilIdle()
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 255)
let view = search.view as! SearchView
view.userTyped("dogs")
await search.tasks.waitUntilIdle()

let pipeline = search.pipeline as! SearchPipeline
print(pipeline.photos.count)
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 281)
search.tearDown()
view.userTyped("owls")
print(search.tasks.runningCount)
#sourceLocation()

