// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/GettingStarted.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 30)
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

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 54)
struct SamplePhotoSearch: Service {
  func response(to query: String) async throws -> [Photo] {
    [Photo(id: "p1", title: "\(query) on a sofa"), Photo(id: "p2", title: "\(query) in a box")]
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 69)
@MainActor final class SearchStore: SceneStore {
  static let requiredContextKeys = ["query"]
  static let requiredServices = ["SearchPhotoService"]
  let pipeline = SearchPipeline()
  private let search: any Service<String, [Photo]>
  private let tasks: SceneTasks

  init(environment: SceneEnvironment) throws {
    search = try environment.service("SearchPhotoService")
    tasks = environment.tasks
    pipeline.searchText = try environment.value("query", as: String.self)
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

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 120)
@MainActor final class SearchController: SceneController {
  let pipeline: SearchPipeline
  let navigation: Navigation

  init(pipeline: SearchPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 135)
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

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 159)
let mediator = Mediator()
mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
mediator.register(controller: "SearchController") {
  SearchController(pipeline: $0, navigation: $1)
}
mediator.register(store: "SearchStore") { try SearchStore(environment: $0) }
mediator.register(service: "SearchPhotoService") { SamplePhotoSearch() }
mediator.register(
  scene: "Search",
  SceneParts(view: "SearchView", controller: "SearchController", store: "SearchStore"),
  contextKeys: ["query"])
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 187)
try mediator.validate()
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 200)
let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
await search.tasks.waitUntilIdle()
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 218)
let view = search.view as! SearchView
view.userTyped("dogs")
await search.tasks.waitUntilIdle()

let pipeline = search.pipeline as! SearchPipeline
print(pipeline.photos.count)
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/GettingStarted.md", line: 244)
search.tearDown()
view.userTyped("owls")
print(search.tasks.runningCount)
#sourceLocation()

