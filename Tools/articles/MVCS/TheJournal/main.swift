// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/TheJournal.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/TheJournal.md", line: 15)
import MVCS

let search = try Mediator.photoSearch().assemble(named: "Search", context: ["query": "cats"])
let view = search.view as! SearchView
await search.tasks.waitUntilIdle()  // the first search, for "cats"

let journal = search.pipeline.startJournal()
view.userTapped(row: 1)
view.userTyped("owls")
await search.tasks.waitUntilIdle()
print(journal)
search.pipeline.stopJournal()
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/TheJournal.md", line: 87)
struct Photo: Codable, Equatable, Sendable {
  let id: String
  let title: String
}

struct SamplePhotos: Service {
  func response(to query: String) async throws -> [Photo] {
    [Photo(id: "p1", title: "\(query) on a sofa"), Photo(id: "p2", title: "\(query) in a box")]
  }
}

@MainActor final class PhotoListPipeline: Pipeline {
  @Piped var photos: [Photo] = []
}

@MainActor final class SearchPipeline: Pipeline {
  @Input var selectedIndex: Int?
  @Context var selectedPhotoID: String?
  @Flag var photoChosen = false
  @Input var searchText = ""
  @Status var isLoading = false
  @Flag var requestFinished = false
  let photoList = PhotoListPipeline()
}

@MainActor final class SearchStore: SceneStore {
  static let requiredContextKeys = ["query"]
  let pipeline = SearchPipeline()
  private let photos: any Service<String, [Photo]>
  private let tasks: SceneTasks

  init(environment: SceneEnvironment) throws {
    photos = try environment.service("PhotoService")
    tasks = environment.tasks
    pipeline.searchText = try environment.value("query", as: String.self)
  }

  func addObservers() {
    pipeline.observe(\.searchText, by: self) { store, change in store.search(change.newValue) }
    pipeline.observe(\.selectedIndex, by: self) { store, change in
      let photos = store.pipeline.photoList.photos
      guard let index = change.newValue, photos.indices.contains(index) else { return }
      store.pipeline.selectedPhotoID = photos[index].id
      store.pipeline.photoChosen = true
    }
  }

  func start() { search(pipeline.searchText) }

  private func search(_ query: String) {
    pipeline.isLoading = true
    tasks.run { [pipeline, photos] in
      pipeline.photoList.photos = try await photos.response(to: query)
      pipeline.isLoading = false
      pipeline.requestFinished = true
    }
  }
}

@MainActor final class SearchController: SceneController {
  let pipeline: SearchPipeline
  let navigation: Navigation
  init(pipeline: SearchPipeline, navigation: Navigation) {
    (self.pipeline, self.navigation) = (pipeline, navigation)
  }

  func addObservers() {
    pipeline.observe(\.photoChosen, by: self) { controller, _ in
      guard let photoID = controller.pipeline.selectedPhotoID else { return }
      controller.navigation.withErrorsReported {
        try $0.show("PhotoDetail", context: ["photoID": photoID])
      }
    }
  }
}

@MainActor final class SearchView: SceneView {
  let pipeline: SearchPipeline
  init(pipeline: SearchPipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.requestFinished, by: self) { view, _ in
      view.show(view.pipeline.photoList.photos)
    }
  }

  func show(_ photos: [Photo]) {}
  func userTapped(row: Int) { pipeline.selectedIndex = row }
  func userTyped(_ text: String) { pipeline.searchText = text }
}

// The photo detail scene, which the controller shows, reduced to its parts.
@MainActor final class PhotoDetailPipeline: Pipeline {}
@MainActor final class PhotoDetailStore: SceneStore {
  let pipeline = PhotoDetailPipeline()
}
@MainActor final class PhotoDetailView: SceneView {
  let pipeline: PhotoDetailPipeline
  init(pipeline: PhotoDetailPipeline) { self.pipeline = pipeline }
}
@MainActor final class PhotoDetailController: SceneController {
  let pipeline: PhotoDetailPipeline
  init(pipeline: PhotoDetailPipeline) { self.pipeline = pipeline }
}

extension Mediator {
  static func photoSearch() -> Mediator {
    let mediator = Mediator()
    mediator.register(service: "PhotoService") { SamplePhotos() }
    mediator.register(store: "SearchStore") { try SearchStore(environment: $0) }
    mediator.register(controller: "SearchController") {
      SearchController(pipeline: $0, navigation: $1)
    }
    mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
    mediator.register(
      scene: "Search",
      SceneParts(view: "SearchView", controller: "SearchController", store: "SearchStore"))
    mediator.register(store: "PhotoDetailStore") { _ in PhotoDetailStore() }
    mediator.register(controller: "PhotoDetailController") { pipeline, _ in
      PhotoDetailController(pipeline: pipeline)
    }
    mediator.register(view: "PhotoDetailView") { PhotoDetailView(pipeline: $0) }
    mediator.register(
      scene: "PhotoDetail",
      SceneParts(
        view: "PhotoDetailView", controller: "PhotoDetailController", store: "PhotoDetailStore"))
    return mediator
  }
}
#sourceLocation()

