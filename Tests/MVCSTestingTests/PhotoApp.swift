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

  init(environment: SceneEnvironment) throws {
    search = try environment.service("SearchPhotoService")
    recents = try environment.storage("Recents")
    tasks = environment.tasks
    clock = environment.clock
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

@MainActor final class SearchView: SceneView, TextRendering {
  let pipeline: SearchPipeline
  private(set) var reloadCount = 0

  init(pipeline: SearchPipeline) { self.pipeline = pipeline }

  // A line for the search field, then one a photo, padded as a terminal would.
  var renderedText: String {
    let field = "Search: \(pipeline.searchText)"
    let rows = pipeline.photos.enumerated().map { "\($0.offset + 1). \($0.element.title)    " }
    return ([field + "   "] + rows).joined(separator: "\n") + "\n\n"
  }

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

  init(environment: SceneEnvironment) throws {
    pipeline.photoID = try environment.value("photoID")
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
  @Piped var labels: Set<String> = []
}

@MainActor final class SettingsStore: SceneStore {
  let pipeline = SettingsPipeline()

  init(environment: SceneEnvironment) throws {
    pipeline.count = try environment.value("count")
    pipeline.ratio = try environment.value("ratio")
    pipeline.isOn = try environment.value("isOn")
    pipeline.weights = try environment.value("weights")
    pipeline.tags = try environment.value("tags")
    pipeline.labels = Set(try environment.valueIfPresent("labels", as: [String].self) ?? [])
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
    mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
    mediator.register(controller: "SearchController") {
      SearchController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "SearchStore") { try SearchStore(environment: $0) }
    mediator.register(view: "DetailView") { DetailView(pipeline: $0) }
    mediator.register(controller: "DetailController") {
      DetailController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "DetailStore") { try DetailStore(environment: $0) }
    mediator.register(view: "SettingsView") { SettingsView(pipeline: $0) }
    mediator.register(store: "SettingsStore") { try SettingsStore(environment: $0) }
    mediator.register(controller: "SettingsController") { pipeline, _ in
      SettingsController(pipeline: pipeline)
    }
    mediator.register(service: "SearchPhotoService") { LiveSearch() }
    mediator.register(storage: "Recents") { InMemoryStorage() }
    mediator.register(
      scene: "Search",
      SceneParts(view: "SearchView", controller: "SearchController", store: "SearchStore"))
    mediator.register(
      scene: "PhotoDetail",
      SceneParts(view: "DetailView", controller: "DetailController", store: "DetailStore"),
      contextKeys: ["photoID"])
    return mediator
  }
}
