import Foundation
import MVCS

// A small app to test the harness and the runner against: a photo search that debounces typing,
// calls a service, remembers the last search in a storage, and shows a photo's detail.

struct Photo: Codable, Sendable, Equatable {
  var id: String
  var title: String
}

let samplePhotos = [Photo(id: "1", title: "cat"), Photo(id: "2", title: "cats in a hat")]

@MainActor final class SearchPipeline: Pipeline {
  @Input var searchText = ""
  @Input var selectedIndex: Int? = nil
  @Status var isLoading = false
  @Piped var photos: [Photo] = []
  @Piped var errorMessage: String? = nil
  @Flag var requestFinished = false
}

/// Searches 300 ms after the last keystroke; remembers the search.
@MainActor final class SearchStore: SceneStore {
  let pipeline = SearchPipeline()
  private let search: any Service<String, [Photo]>
  private let recents: any Storage
  private let tasks: SceneTasks
  private let clock: any Clock<Duration>
  private var pending: Task<Void, Never>?

  init(context: SceneContext) throws {
    search = try context.service("SearchPhotoService")
    recents = try context.storage("Recents")
    tasks = context.tasks
    clock = context.clock
  }

  func addObservers() {
    pipeline.observe(\.searchText, by: self) { store, change in
      store.scheduleSearch(change.newValue)
    }
  }

  private func scheduleSearch(_ text: String) {
    pending?.cancel()
    guard !text.isEmpty else {
      // Clearing the search forgets it.
      pending = tasks.run { [recents] in try await recents.remove(forKey: "last") }
      return
    }
    pending = tasks.run { [pipeline, search, recents, clock] in
      try await clock.sleep(for: .milliseconds(300))
      pipeline.isLoading = true
      do {
        pipeline.photos = try await search.response(to: text)
        try await recents.write(text, forKey: "last")
      } catch {
        pipeline.errorMessage = "\(error)"
      }
      pipeline.isLoading = false
      pipeline.requestFinished = true
    }
  }
}

@MainActor final class SearchView: SceneView {
  let pipeline: SearchPipeline
  private(set) var reloadCount = 0

  init(pipeline: SearchPipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.requestFinished, by: self) { view, _ in view.reloadCount += 1 }
  }
}

@MainActor final class SearchController: SceneController {
  let pipeline: SearchPipeline
  let navigation: Navigation

  init(pipeline: SearchPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    pipeline.observe(\.selectedIndex, by: self) { controller, change in
      guard let index = change.newValue, controller.pipeline.photos.indices.contains(index) else {
        return
      }
      try? controller.navigation.show(
        "PhotoDetail", context: ["photoID": controller.pipeline.photos[index].id])
    }
  }
}

@MainActor final class DetailPipeline: Pipeline {
  @Context var photoID = ""
  @Input var closeTapped = false
}

@MainActor final class DetailStore: SceneStore {
  let pipeline = DetailPipeline()
  static var requiredContextKeys: [String] { ["photoID"] }

  init(context: SceneContext) throws {
    pipeline.photoID = try context.value("photoID")
  }
}

@MainActor final class DetailView: SceneView {
  let pipeline: DetailPipeline
  init(pipeline: DetailPipeline) { self.pipeline = pipeline }
}

@MainActor final class DetailController: SceneController {
  let pipeline: DetailPipeline
  let navigation: Navigation

  init(pipeline: DetailPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    pipeline.observe(\.closeTapped, by: self) { controller, _ in
      try? controller.navigation.dismiss()
    }
  }
}

/// Reads typed values from its context, to check how scripts pass them.
@MainActor final class SettingsPipeline: Pipeline {
  @Piped var count = 0
  @Piped var ratio = 0.0
  @Piped var isOn = false
  @Piped var weights: [Double] = []
  @Piped var tags: [String] = []
}

@MainActor final class SettingsStore: SceneStore {
  let pipeline = SettingsPipeline()

  init(context: SceneContext) throws {
    pipeline.count = try context.value("count")
    pipeline.ratio = try context.value("ratio")
    pipeline.isOn = try context.value("isOn")
    pipeline.weights = try context.value("weights")
    pipeline.tags = try context.value("tags")
  }
}

@MainActor final class SettingsView: SceneView {
  let pipeline: SettingsPipeline
  init(pipeline: SettingsPipeline) { self.pipeline = pipeline }
}

@MainActor final class SettingsController: SceneController {
  let pipeline: SettingsPipeline
  init(pipeline: SettingsPipeline) { self.pipeline = pipeline }
}

/// The app's real search, which a test must never reach.
struct LiveSearch: Service {
  func response(to query: String) async throws -> [Photo] {
    throw URLError(.notConnectedToInternet)
  }
}

extension Mediator {
  /// The photo app's registrations, as the app itself would make them.
  static func photoApp() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: SearchView.self) { SearchView(pipeline: $0) }
    mediator.register(controller: SearchController.self) {
      SearchController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: SearchStore.self) { try SearchStore(context: $0) }
    mediator.register(view: DetailView.self) { DetailView(pipeline: $0) }
    mediator.register(controller: DetailController.self) {
      DetailController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: DetailStore.self) { try DetailStore(context: $0) }
    mediator.register(view: SettingsView.self) { SettingsView(pipeline: $0) }
    mediator.register(store: SettingsStore.self) { try SettingsStore(context: $0) }
    mediator.register(controller: SettingsController.self) { pipeline, _ in
      SettingsController(pipeline: pipeline)
    }
    mediator.register(service: "SearchPhotoService") { LiveSearch() }
    mediator.register(storage: "Recents") { InMemoryStorage() }
    mediator.register(
      scene: "Search",
      Scene(view: "SearchView", controller: "SearchController", store: "SearchStore"))
    mediator.register(
      scene: "PhotoDetail",
      Scene(view: "DetailView", controller: "DetailController", store: "DetailStore"),
      contextKeys: ["photoID"])
    return mediator
  }
}
