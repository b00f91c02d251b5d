import MVCS
import MVCSHTTP
import MVCSLists
import MVCSLoading

/// Loads the photos for the query a page at a time, and picks the photo a row opens.
@MainActor final class PhotoListStore: SceneStore {
  static var requiredContextKeys: [String] { PhotoListRoute.requiredContextKeys }
  /// How many photos a page holds.
  static let pageSize = 20

  let pipeline = PhotoListPipeline()
  private let pager: Pager<NoSection, Photo>

  /// - Parameter sort: How the results are ordered; the Interestingness scene asks for the most
  ///   interesting first.
  init(environment: SceneEnvironment, sort: SearchPhotos.Sort = .relevance) throws {
    // The Interestingness scene's route has the same keys, so its substore reads it as this.
    let route = try environment.route(PhotoListRoute.self)
    let query = route.query
    // Optional: a link or a restored scene may leave it out.
    let scope = try SearchScope(contextValue: route.scope)
    let search = try environment.service(for: SearchPhotos.self)
    pipeline.query = query
    // The terminal has no offline view, so offline errors show like any other.
    pager = Pager(
      pipeline: pipeline, list: \.photos, state: \.paging, tasks: environment.tasks,
      pageSize: Self.pageSize, policy: ErrorPolicy(showsOfflineErrors: true)
    ) { request in
      let page = try await search.response(
        to: SearchPhotos(
          text: query, page: request.number, perPage: request.limit, sort: sort, scope: scope))
      return Page(items: page.photos, totalItems: page.total, totalPages: page.pages)
    }
  }

  func addObservers() {
    pipeline.observe(\.highlightedRow, by: self) { store, change in
      guard let row = change.newValue else { return }
      store.pager.loadMoreIfNeeded(displaying: ListIndexPath(section: 0, row: row))
    }
    pipeline.observe(\.openedRow, by: self) { store, change in
      let photos = store.pipeline.photos.rows
      guard let row = change.newValue, photos.indices.contains(row) else { return }
      store.pipeline.navigationFailure = nil
      store.pipeline.selectedPhotoID.select(photos[row].id)
    }
    // r asks again for the page that failed, keeping the pages shown; with none failed, it
    // loads the first page again.
    pipeline.observe(\.refreshTapped, by: self) { store, _ in
      if !store.pager.retry() { store.pager.refresh() }
    }
  }

  func start() { pager.refresh() }
}
