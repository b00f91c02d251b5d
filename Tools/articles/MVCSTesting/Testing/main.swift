// swift-format-ignore-file
// Generated from Sources/MVCSTesting/Documentation.docc/Testing.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCSTesting/Documentation.docc/Testing.md", line: 13)
import MVCS
import MVCSTesting
import Testing
// and the app's module: @testable import PhotoSearch (the last section shows its scene)

@MainActor @Test func typingSearchesForPhotos() async throws {
  let test = SceneTest(SearchPipeline.self, route: .search, mediator: .photoSearchScenes())
  test.services.answer("SearchPhotoService", with: .value([Photo.sample]))
  try await test.start()

  await test.set(\.searchText, "cats")
  await test.advance(by: .milliseconds(300))          // the store's debounce
  test.expectCall("SearchPhotoService", with: "cats")
  test.expectChanges(\.isLoading, [true, false])
  test.expect(\.photos, [Photo.sample])
  test.expect(\.requestFinished, true)

  await test.set(\.selectedIndex, 0)
  test.expectNavigation(.show, .photoDetail(photoID: "123"))
  await test.finish()
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSTesting/Documentation.docc/Testing.md", line: 77)
@MainActor @Test func choosingAScopeKeepsIt() async throws {
  let test = SceneTest(SearchPipeline.self, route: .search, mediator: .photoSearchScenes())
  try await test.start()

  await test.set(\.scopeTapped, true)
  test.expectNavigation(.present, .scopePicker(current: .all))
  await test.deliverResult(SearchScope.favorites)
  test.expect(\.scope, .favorites)
  await test.finish()
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSTesting/Documentation.docc/Testing.md", line: 102)
@MainActor @Test func pickingAScopeHandsItBack() async throws {
  let test = SceneTest(
    ScopePickerPipeline.self, route: .scopePicker(current: .all), mediator: .photoSearchScenes())
  try await test.start()
  test.expect(\.current, .all)

  await test.set(\.picked, .favorites)
  test.expectNavigation(.dismiss, "ScopePicker")
  test.expectResult(SearchScope.favorites)
  await test.finish()
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSTesting/Documentation.docc/Testing.md", line: 168)
@MainActor @Test func searchScript() async {
  await SceneScriptFile("Search.scenetest").run(mediator: .photoSearchScenes())
}

@MainActor @Test(arguments: SceneScriptFile.all(in: "Scripts"))
func script(_ file: SceneScriptFile) async {
  await file.run(mediator: .photoSearchScenes())
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSTesting/Documentation.docc/Testing.md", line: 216)
extension SharedKey where Value == [String] {
  /// The starred photos' IDs, newest first.
  static let favoriteIDs = SharedKey(storage: "Favorites", key: "favorites", default: [])
}

@MainActor final class StarPipeline: Pipeline {
  @Piped var favorites: [String] = []
  @Status var favoritesStatus: StorageStatus = .current
  @Input var starToggled = false
}

@MainActor final class StarStore: SceneStore {
  static var requiredContextKeys: [String] { StarRoute.requiredContextKeys }
  let pipeline = StarPipeline()
  private let photoID: String

  init(environment: SceneEnvironment) throws {
    photoID = try environment.route(StarRoute.self).photoID
    try environment.bind(\.favorites, of: pipeline, to: .favoriteIDs, status: \.favoritesStatus)
  }

  func addObservers() {
    pipeline.observe(\.starToggled, by: self) { store, _ in
      let favorites = store.pipeline.favorites
      store.pipeline.favorites =
        favorites.contains(store.photoID)
        ? favorites.filter { $0 != store.photoID } : [store.photoID] + favorites
    }
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSTesting/Documentation.docc/Testing.md", line: 253)
@MainActor @Test func starringAPhotoKeepsItInTheFavorites() async throws {
  let test = SceneTest(
    StarPipeline.self, route: .star(photoID: "p2"), mediator: .photoSearchScenes())
  try await test.storage("Favorites")?.preload(["p1"], forKey: "favorites")
  try await test.start()
  test.expect(\.favorites, ["p1"])                                   // loaded before start()

  await test.set(\.starToggled, true)
  test.expect(\.favorites, ["p2", "p1"])
  test.expectWrite("Favorites", key: "favorites", ["p2", "p1"])      // stored by the step's end

  await test.changeStorage("Favorites", key: "favorites", to: ["p1"])  // another holder writes
  test.expect(\.favorites, ["p1"])                                   // no write of the scene's

  test.storage("Favorites")?.failWrites(forKey: "favorites")
  await test.set(\.starToggled, true)
  test.expectChanges(\.favorites, [["p2", "p1"], ["p1"]])            // optimistic, then put back
  let error = FakeStorageError.failedWrite(storage: "Favorites", key: "favorites")
  test.expect(
    \.favoritesStatus,
    .failed(
      StorageFailure(
        operation: .write, storage: "Favorites", key: "favorites", message: error.description)))
  test.expectDiagnostic(containing: #"Writing "favorites" to the storage "Favorites" failed"#)
  await test.finish()
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSTesting/Documentation.docc/Testing.md", line: 388)
struct Photo: Codable, Equatable, Sendable {
  let id: String
  let title: String
  static let sample = Photo(id: "123", title: "Cat on a sofa")
}

// CaseIterable, so that MVCS can learn a route's key of this type without a value.
enum SearchScope: String, Codable, Sendable, CaseIterable {
  case all, favorites
}

struct SearchRoute: SceneRoute {
  static let scene = "Search"
}

struct PhotoDetailRoute: SceneRoute {
  static let scene = "PhotoDetail"
  var photoID: String
}

struct ScopePickerRoute: SceneRoute {
  typealias Result = SearchScope  // what the scene hands back
  static let scene = "ScopePicker"
  var current: SearchScope
}

struct StarRoute: SceneRoute {
  static let scene = "Star"
  var photoID: String
}

extension SceneRoute where Self == SearchRoute {
  static var search: Self { Self() }
}
extension SceneRoute where Self == PhotoDetailRoute {
  static func photoDetail(photoID: String) -> Self { Self(photoID: photoID) }
}
extension SceneRoute where Self == ScopePickerRoute {
  static func scopePicker(current: SearchScope) -> Self { Self(current: current) }
}
extension SceneRoute where Self == StarRoute {
  static func star(photoID: String) -> Self { Self(photoID: photoID) }
}

@MainActor final class SearchPipeline: Pipeline {
  @Input var searchText = ""
  @Input var selectedIndex: Int?
  @Input var scopeTapped = false
  @Status var isLoading = false
  @Piped var photos: [Photo] = []
  @Piped var scope = SearchScope.all
  @Flag var requestFinished = false
}

@MainActor final class SearchStore: SceneStore {
  let pipeline = SearchPipeline()
  private let search: any Service<String, [Photo]>
  private let tasks: SceneTasks
  private let clock: any Clock<Duration>
  private var pending: Task<Void, Never>?

  init(environment: SceneEnvironment) throws {
    search = try environment.service("SearchPhotoService")
    (tasks, clock) = (environment.tasks, environment.clock)
  }

  func addObservers() {
    pipeline.observe(\.searchText, by: self) { store, change in store.search(change.newValue) }
  }

  private func search(_ query: String) {
    pending?.cancel()
    pending = tasks.run { [pipeline, search, clock] in
      try await clock.sleep(for: .milliseconds(300))  // the debounce
      pipeline.isLoading = true
      defer { pipeline.isLoading = false }
      pipeline.photos = try await search.response(to: query)
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
    pipeline.observe(\.selectedIndex, by: self) { controller, change in
      let photos = controller.pipeline.photos
      guard let index = change.newValue, photos.indices.contains(index) else { return }
      controller.navigation.withErrorsReported {
        try $0.show(.photoDetail(photoID: photos[index].id))
      }
    }
    pipeline.observe(\.scopeTapped, by: self) { controller, _ in
      controller.navigation.withErrorsReported {
        try $0.present(.scopePicker(current: controller.pipeline.scope), by: controller) {
          controller, scope in
          controller.pipeline.scope = scope
        }
      }
    }
  }
}

@MainActor final class SearchView: SceneView {
  let pipeline: SearchPipeline
  init(pipeline: SearchPipeline) { self.pipeline = pipeline }
}

extension Mediator {
  static func photoSearchScenes() -> Mediator {
    let mediator = Mediator()
    mediator.register(service: "SearchPhotoService") { PhotoSearchService() }
    mediator.register(store: "SearchStore") { try SearchStore(environment: $0) }
    mediator.register(controller: "SearchController") {
      SearchController(pipeline: $0, navigation: $1)
    }
    mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
    mediator.register(
      SearchRoute.self,
      SceneParts(view: "SearchView", controller: "SearchController", store: "SearchStore"))
    // A scene it navigates to; a scene test of Search checks its name, and does not assemble it.
    mediator.register(
      PhotoDetailRoute.self,
      SceneParts(
        view: "PhotoDetailView", controller: "PhotoDetailController", store: "PhotoDetailStore"))
    // The scope picker, which hands back a SearchScope.
    mediator.register(store: "ScopePickerStore") { try ScopePickerStore(environment: $0) }
    mediator.register(controller: "ScopePickerController") {
      ScopePickerController(pipeline: $0, navigation: $1)
    }
    mediator.register(view: "ScopePickerView") { ScopePickerView(pipeline: $0) }
    mediator.register(
      ScopePickerRoute.self,
      SceneParts(
        view: "ScopePickerView", controller: "ScopePickerController", store: "ScopePickerStore"))
    // The star scene, and the storage it binds.
    mediator.register(storage: "Favorites") { InMemoryStorage() }
    mediator.register(store: "StarStore") { try StarStore(environment: $0) }
    mediator.register(controller: "StarController") { pipeline, _ in
      StarController(pipeline: pipeline)
    }
    mediator.register(view: "StarView") { StarView(pipeline: $0) }
    mediator.register(
      StarRoute.self,
      SceneParts(view: "StarView", controller: "StarController", store: "StarStore"))
    return mediator
  }
}

@MainActor final class ScopePickerPipeline: Pipeline {
  @Piped var current = SearchScope.all
  @Input var picked: SearchScope?
}

@MainActor final class ScopePickerStore: SceneStore {
  static var requiredContextKeys: [String] { ScopePickerRoute.requiredContextKeys }
  let pipeline = ScopePickerPipeline()
  init(environment: SceneEnvironment) throws {
    pipeline.current = try environment.route(ScopePickerRoute.self).current
  }
}

@MainActor final class ScopePickerController: SceneController {
  let pipeline: ScopePickerPipeline
  let navigation: Navigation
  init(pipeline: ScopePickerPipeline, navigation: Navigation) {
    (self.pipeline, self.navigation) = (pipeline, navigation)
  }

  func addObservers() {
    pipeline.observe(\.picked, by: self) { controller, change in
      guard let scope = change.newValue else { return }
      controller.navigation.withErrorsReported { try $0.dismiss(with: scope) }
    }
  }
}

@MainActor final class ScopePickerView: SceneView {
  let pipeline: ScopePickerPipeline
  init(pipeline: ScopePickerPipeline) { self.pipeline = pipeline }
}

// The real service, which the tests replace with a fake.
struct PhotoSearchService: Service {
  func response(to query: String) async throws -> [Photo] { [] }
}

@MainActor final class StarView: SceneView {
  let pipeline: StarPipeline
  init(pipeline: StarPipeline) { self.pipeline = pipeline }
}

@MainActor final class StarController: SceneController {
  let pipeline: StarPipeline
  init(pipeline: StarPipeline) { self.pipeline = pipeline }
}

try await typingSearchesForPhotos()  // in an app, `swift test` runs the tests
try await choosingAScopeKeepsIt()
try await pickingAScopeHandsItBack()
try await starringAPhotoKeepsItInTheFavorites()
#sourceLocation()

