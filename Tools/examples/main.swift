// swift-format-ignore-file
// Generated from README.md by `.ci/readme update`: every ```swift block, in order. Do not edit;
// edit README.md and run `.ci/readme update` (CI checks that the two agree).

#sourceLocation(file: "README.md", line: 226)
import MVCS

let searchParts = SceneParts(
  view: "SearchView", controller: "SearchController", store: "SearchStore")
#sourceLocation()

#sourceLocation(file: "README.md", line: 245)
struct Photo: Codable, Sendable, Equatable {
  let id: String
  let title: String
}

@MainActor final class PhotoListPipeline: Pipeline {
  @Piped var photos: [Photo] = []
}

@MainActor final class SearchPipeline: Pipeline {
  @Input var searchText = ""             // the user typed; the store observes it
  @Input var selectedIndex: Int?         // the user tapped a row; the store observes it
  @Status var isLoading = false          // the view shows a spinner while true
  @Flag var requestFinished = false      // the store's signal; the view observes it
  @Context var selectedPhotoID: String?  // the controller hands it to the next scene
  @Flag var photoChosen = false          // the store's signal to the controller: navigate
  let photoList = PhotoListPipeline()    // a child pipeline, for the list subview
}
#sourceLocation()

#sourceLocation(file: "README.md", line: 268)
@MainActor final class CounterPipeline: Pipeline {
  @Input var taps = 0
  @Piped var label = ""
}

@MainActor final class Logger {
  let name: String
  init(_ name: String) { self.name = name }
}

let counter = CounterPipeline()
let first = Logger("first")
let second = Logger("second")
counter.observe(\.taps, by: first, initial: true) { logger, change in
  print("\(logger.name): \(change.oldValue) → \(change.newValue), initial: \(change.isInitial)")
}
counter.observe(\.taps, by: second) { logger, change in
  print("\(logger.name): \(change.oldValue) → \(change.newValue)")
  counter.label = "tapped \(change.newValue) times"  // a write inside an observer
}
counter.observe(\.label, by: first) { _, change in print("label: \(change.newValue)") }
counter.taps = 1
counter.taps = 1                  // an input notifies on every write
counter.label = "tapped 1 times"  // piped data that did not change: no call
#sourceLocation()

#sourceLocation(file: "README.md", line: 315)
import MVCSLists

struct Picture: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
}

@MainActor final class GalleryPipeline: Pipeline {
  @Piped var pictures = ListData<NoSection, Picture>()
}

let gallery = GalleryPipeline()
gallery.observe(\.pictures, by: first) { _, change in
  print("\(change.listChanges)  →  \(change.newValue.rows.map(\.title))")
}
try gallery.pictures.batch { list in  // one write, one notification
  try list.appendRow(Picture(id: 1, title: "Sunset"))
  try list.appendRow(Picture(id: 2, title: "Harbour"))
}
try gallery.pictures.replaceRow(at: 0, with: Picture(id: 1, title: "Sunset, cropped"))
gallery.pictures = ListData(rows: [Picture(id: 2, title: "Harbour"), Picture(id: 3, title: "Forest")])
#sourceLocation()

#sourceLocation(file: "README.md", line: 354)
struct SamplePhotoSearch: Service {
  func response(to query: String) async throws -> [Photo] {
    [Photo(id: "p1", title: "\(query) on a sofa"), Photo(id: "p2", title: "\(query) in a box")]
  }
}

@MainActor final class SearchStore: SceneStore {
  static let requiredContextKeys = ["query"]
  static let requiredServices = ["SearchPhotoService"]  // validate() reports it if unregistered
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
    pipeline.observe(\.selectedIndex, by: self) { store, change in
      let photos = store.pipeline.photoList.photos
      guard let index = change.newValue, photos.indices.contains(index) else { return }
      store.pipeline.selectedPhotoID = photos[index].id
      store.pipeline.photoChosen = true  // a flag notifies on every write, even the same photo
    }
  }

  func start() { fetch() }

  private func fetch() {
    pipeline.isLoading = true
    tasks.run { [pipeline, search] in
      pipeline.photoList.photos = try await search.response(to: pipeline.searchText)
      pipeline.isLoading = false
      pipeline.requestFinished = true
    }
  }
}
#sourceLocation()

#sourceLocation(file: "README.md", line: 408)
import Foundation
import MVCSHTTP
import MVCSSQLite

struct FindPhotos: Message {
  typealias Response = [Photo]
  static let demoResponse: DemoResponse<[Photo]>? = .value([Photo(id: "d1", title: "a demo photo")])

  let query: String
  var path: MessagePath { "/photos/search" }
  var queryItems: [URLQueryItem] { [URLQueryItem(name: "q", value: query)] }
}

let http = HTTPService()  // the demo stage: no network
print(try await http.send(FindPhotos(query: "cats")).map(\.title))

let database = FileManager.default.temporaryDirectory
  .appendingPathComponent("readme-\(UUID().uuidString).sqlite")
let favorites = try SQLiteStorage.named("Favorites", at: database)
try await favorites.write(["cats", "boxes"], forKey: "recent")
print(try await favorites.read([String].self, forKey: "recent") ?? [])
#sourceLocation()

#sourceLocation(file: "README.md", line: 443)
@MainActor final class SearchView: SceneView {
  let pipeline: SearchPipeline
  init(pipeline: SearchPipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.requestFinished, by: self) { view, _ in
      for (row, photo) in view.pipeline.photoList.photos.enumerated() {
        print("\(row). \(photo.title)")
      }
    }
  }

  // Called by the UI: a text field, a table view.
  func userTyped(_ text: String) { pipeline.searchText = text }
  func userTapped(row: Int) { pipeline.selectedIndex = row }
}

@MainActor final class SearchController: SceneController {
  let pipeline: SearchPipeline
  let navigation: Navigation

  init(pipeline: SearchPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
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
#sourceLocation()

#sourceLocation(file: "README.md", line: 493)
let mediator = Mediator()
mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
mediator.register(controller: "SearchController") {
  SearchController(pipeline: $0, navigation: $1)
}
mediator.register(store: "SearchStore") { try SearchStore(environment: $0) }
mediator.register(service: "SearchPhotoService") { SamplePhotoSearch() }
mediator.register(scene: "Search", searchParts, contextKeys: ["query"])
mediator.registerPhotoDetail()  // the PhotoDetail scene's parts, registered the same way

try mediator.validate()
#sourceLocation()

#sourceLocation(file: "README.md", line: 511)
let broken = Mediator(parent: mediator)  // starts with every registration of `mediator`
broken.register(
  scene: "Search",
  SceneParts(view: "SerchView", controller: "SearchController", store: "SearchStore"),
  contextKeys: ["query"])
broken.register(scene: "Results", searchParts)
do {
  try broken.validate()
} catch {
  print(error)
}
#sourceLocation()

#sourceLocation(file: "README.md", line: 536)
let navigator = RecordingNavigator(mediator: mediator)
let search = try mediator.assemble(
  named: "Search", context: ["query": "cats"], navigator: navigator)
let view = search.view as! SearchView
await search.tasks.waitUntilIdle()
#sourceLocation()

#sourceLocation(file: "README.md", line: 556)
view.userTapped(row: 1)
print(navigator.stack.map(\.description))
try navigator.dismiss()
view.userTapped(row: 1)  // the same row again, after coming back: it navigates again
try navigator.dismiss()
print(navigator.history.joined(separator: ", "))
#sourceLocation()

#sourceLocation(file: "README.md", line: 577)
search.tearDown()
view.userTyped("owls")  // nobody observes any more: no fetch, no print
print("running tasks: \(search.tasks.runningCount), torn down: \(search.isTornDown)")
#sourceLocation()

#sourceLocation(file: "README.md", line: 594)
mediator.register(link: "PhotoDetail", keys: ["photoID": String.self])
try navigator.show(mediator.link(for: URL(string: "photosearch://PhotoDetail?photoID=p2")!))
do {
  try navigator.show(mediator.link(for: URL(string: "photosearch://PhotoDetail?photoId=p3")!))
} catch {
  print(error)
}

let saved = try JSONEncoder().encode(navigator.savedNavigation())  // at quit
let relaunched = RecordingNavigator(mediator: mediator)             // at the next launch
print(relaunched.restore(try JSONDecoder().decode(SavedNavigation.self, from: saved)))
print(relaunched.stack.map(\.description))
#sourceLocation()

#sourceLocation(file: "README.md", line: 641)
import MVCSTesting
import Testing

@MainActor @Test func typingSearchesForPhotos() async throws {
  let test = SceneTest(
    SearchPipeline.self, scene: "Search", mediator: .photoSearchScenes(),
    context: ["query": "cats"])
  test.services.answer("SearchPhotoService", with: .value([Photo.sample]))
  try await test.start()
  test.expectCall("SearchPhotoService", with: "cats")
  test.expectChanges(\.isLoading, [true, false])
  test.expect(\.photoList.photos, [Photo.sample])
  test.expect(\.requestFinished, true)

  await test.set(\.searchText, "dogs")
  test.expectCall("SearchPhotoService", with: "dogs")
  test.expectChanges(\.isLoading, [true, false])
  test.expect(\.requestFinished, true)
  await test.finish()
}
#sourceLocation()

