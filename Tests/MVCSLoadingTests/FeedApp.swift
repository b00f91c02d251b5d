import Foundation
import MVCS
import MVCSLists
import MVCSLoading

// A small app whose scenes load with the Loading parts, for scene tests and scripts: a paged
// feed (with an export as busy work), the same feed watching connectivity, and a search.

/// What the feed asks its photo service: `{"page": 2}`.
struct PhotoPageRequest: Codable, Sendable, Equatable {
  var page: Int
}

@MainActor final class PagedFeedPipeline: Pipeline {
  @Piped var photos = ListData<NoSection, Picture>()
  @Status var paging = PagingState()
  @Input var displayedRow: Int? = nil
  @Input var refreshTapped = false
  @Input var retryTapped = false
  @Input var reloadTapped = false
  /// The photo the user opened; the controller shows it.
  @Context var openedPhoto: Selection<Int>
  @Status var connectivity = ConnectivityStatus.unknown
  @Input var exportTapped = false
  @Status var isExporting = false
  @Piped var exportMessage: String? = nil
}

/// Loads the feed 20 photos a page; loads more as the last rows show; exports as busy work.
@MainActor final class FeedStore: SceneStore {
  let pipeline = PagedFeedPipeline()
  private let pager: Pager<NoSection, Picture>
  private let export: BusyWork
  private let exporter: any Service<Int, String>
  private let monitor: ConnectivityMonitor?

  init(environment: SceneEnvironment, watchesConnectivity: Bool = false) throws {
    let photos: any Service<PhotoPageRequest, Page<Picture>> = try environment.service(
      "PhotoService")
    exporter = try environment.service("ExportService")
    monitor =
      watchesConnectivity
      ? try ConnectivityMonitor(
        pipeline: pipeline, status: \.connectivity, environment: environment)
      : nil
    pager = Pager(
      pipeline: pipeline, list: \.photos, state: \.paging, tasks: environment.tasks, pageSize: 20
    ) { [pipeline] page in
      // Offline, the feed does not try: the offline view explains why it is empty.
      guard pipeline.connectivity != .offline else { throw ConnectivityError.offline }
      return try await photos.response(to: PhotoPageRequest(page: page.number))
    }
    export = BusyWork(pipeline: pipeline, isBusy: \.isExporting, tasks: environment.tasks)
  }

  func addObservers() {
    pipeline.observe(\.displayedRow, by: self) { store, change in
      guard let row = change.newValue else { return }
      store.pager.loadMoreIfNeeded(displaying: ListIndexPath(section: 0, row: row))
    }
    pipeline.observe(\.refreshTapped, by: self) { store, _ in store.pager.refresh() }
    pipeline.observe(\.retryTapped, by: self) { store, _ in store.pager.retry() }
    pipeline.observe(\.reloadTapped, by: self) { store, _ in store.pager.reloadCurrentPage() }
    pipeline.observe(\.connectivity, by: self) { store, change in
      // Back online with nothing shown: load again.
      if change.newValue == .online, !store.pipeline.paging.hasContent { store.pager.refresh() }
    }
    pipeline.observe(\.exportTapped, by: self) { store, _ in store.exportPhotos() }
  }

  func start() {
    monitor?.start()
    pager.refresh()
  }

  private func exportPhotos() {
    let count = pipeline.photos.rowCount
    export.perform { [exporter] in
      try await exporter.response(to: count)
    } then: { [pipeline] outcome in
      switch outcome {
      case .success(let message): pipeline.exportMessage = message
      case .failure(let error): pipeline.exportMessage = "Export failed: \(error)"
      }
    }
  }
}

/// Shows the photo the user opened, each time.
@MainActor final class FeedController: SceneController {
  let pipeline: PagedFeedPipeline
  let navigation: Navigation

  init(pipeline: PagedFeedPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    navigation.show("Photo", forEach: \.openedPhoto, of: pipeline) { ["photoID": $0] }
  }
}

@MainActor final class SearchingPipeline: Pipeline {
  @Input var query = SearchQuery()
  @Status var search = SearchState<[Picture]>()
}

/// Searches 0.4 s after the typing pauses.
@MainActor final class PhotoSearchStore: SceneStore {
  let pipeline = SearchingPipeline()
  private let searcher: Searcher<[Picture]>

  init(environment: SceneEnvironment) throws {
    let service: any Service<SearchQuery, [Picture]> = try environment.service("SearchService")
    searcher = Searcher(
      pipeline: pipeline, state: \.search, tasks: environment.tasks, clock: environment.clock
    ) { query in try await service.response(to: query) }
  }

  func addObservers() {
    pipeline.observe(\.query, by: self) { store, change in store.searcher.update(change.newValue) }
  }
}

/// A view that shows nothing: the scripts check the pipeline.
@MainActor final class BlankView<ScenePipeline: Pipeline>: SceneView {
  let pipeline: ScenePipeline
  init(pipeline: ScenePipeline) { self.pipeline = pipeline }
}

@MainActor final class BlankController<ScenePipeline: Pipeline>: SceneController {
  let pipeline: ScenePipeline
  init(pipeline: ScenePipeline) { self.pipeline = pipeline }
}

/// The app's real services, which tests never reach.
struct UnreachableService<Request: Sendable, Response: Sendable>: Service {
  func response(to request: Request) async throws -> Response {
    throw URLError(.notConnectedToInternet)
  }
}

extension Mediator {
  static func feedApp() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "FeedView") { BlankView<PagedFeedPipeline>(pipeline: $0) }
    mediator.register(controller: "FeedController") {
      FeedController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "FeedStore") { try FeedStore(environment: $0) }
    mediator.register(store: "OfflineFeedStore") {
      try FeedStore(environment: $0, watchesConnectivity: true)
    }
    mediator.register(view: "SearchView") { BlankView<SearchingPipeline>(pipeline: $0) }
    mediator.register(controller: "SearchController") { pipeline, _ in
      BlankController<SearchingPipeline>(pipeline: pipeline)
    }
    mediator.register(store: "PhotoSearchStore") { try PhotoSearchStore(environment: $0) }
    mediator.register(service: "PhotoService") {
      UnreachableService<PhotoPageRequest, Page<Picture>>()
    }
    mediator.register(service: "ExportService") { UnreachableService<Int, String>() }
    mediator.register(service: "SearchService") { UnreachableService<SearchQuery, [Picture]>() }
    mediator.register(service: ConnectivityMonitor.serviceName) { InterfaceConnectivity() }
    mediator.register(
      scene: "Feed", SceneParts(view: "FeedView", controller: "FeedController", store: "FeedStore"))
    // Where an opened photo goes; scene tests record the navigation without assembling it.
    mediator.register(
      scene: "Photo", SceneParts(view: "FeedView", controller: "FeedController", store: "FeedStore")
    )
    mediator.register(
      scene: "OfflineFeed",
      SceneParts(view: "FeedView", controller: "FeedController", store: "OfflineFeedStore"))
    mediator.register(
      scene: "PhotoSearch",
      SceneParts(view: "SearchView", controller: "SearchController", store: "PhotoSearchStore"))
    return mediator
  }
}
