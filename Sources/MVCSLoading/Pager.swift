public import MVCS
public import MVCSLists

/// Loads a list page by page into a pipeline: refresh, load more, retry, and the state a view
/// shows.
///
/// The store creates a pager over its pipeline's list and paging state and a function that loads
/// one page, usually through a `Service`; the view asks for more as rows appear.
///
/// ```swift
/// @MainActor final class PhotosStore: SceneStore {
///   let pipeline = PhotosPipeline()
///   private let pager: Pager<NoSection, Photo>
///
///   init(environment: SceneEnvironment) throws {
///     let photos: any Service<PhotoPageRequest, [Photo]> = try environment.service("PhotoService")
///     pager = Pager(pipeline: pipeline, list: \.photos, state: \.paging,
///                   tasks: environment.tasks, pageSize: 20) { page in
///       Page(items: try await photos.response(to: PhotoPageRequest(page: page.number)))
///     }
///   }
///
///   func addObservers() {
///     pipeline.observe(\.refreshTapped, by: self) { store, _ in store.pager.refresh() }
///     pipeline.observe(\.displayedRow, by: self) { store, change in
///       guard let row = change.newValue else { return }
///       store.pager.loadMoreIfNeeded(displaying: ListIndexPath(section: 0, row: row))
///     }
///   }
///
///   func start() { pager.refresh() }
/// }
/// ```
///
/// The rules:
///
/// - ``refresh()`` cancels the page in flight, whatever it is, and loads the first page; the
///   cancelled page's result is dropped even if its service ignores the cancellation. The first
///   page replaces the list's rows (in the pager's section) and the list shows the old rows
///   until it arrives.
/// - ``loadMore()`` asks for ``PagingState/nextPage`` only when nothing loads and
///   ``PagingState/hasMore``; otherwise, such as a second call while a page loads, it does
///   nothing.
/// - A failed page keeps its number, so the next load-more asks for it again. A failed refresh
///   keeps the rows and the next page; its failure is a ``LoadStatus/hint`` over them, or the
///   ``LoadStatus/globalFailure`` when there are none. A cancellation is never a failure.
/// - ``retry()`` asks again for what failed: the first page after a failed refresh, the next
///   page after a failed load-more, the current page after a failed reload.
/// - ``reloadCurrentPage()`` asks again for ``currentPage``, the last page loaded, and puts its
///   answer in place of that page's rows, keeping the rows before it: rows whose `id` stayed
///   are updates, others inserts and deletes, in ``lastChanges``. Its items whose `id` an
///   earlier page holds are left out.
/// - Each page is one write of the list: `ListData.replaceRows(from:inSection:with:)` in a
///   batch, made in place, whose change set is ``lastChanges``. A load-more page goes after the
///   list's last row; its items whose `id` the list already holds are left out (a server list
///   that shifted between pages would show them twice), and so are repeated ids in one page.
///   The list and the state are written in one `Pipeline.batch(_:)`, so a view observing both
///   redraws once per page.
/// - ``cancel()`` drops the page in flight and records no failure. The scene's teardown cancels
///   it too: the pager runs on the scene's `SceneTasks`.
@MainActor
public final class Pager<Section, Item: Identifiable> {
  /// Loads one page.
  public typealias PageLoader = @MainActor (PageRequest) async throws -> Page<Item>

  /// How many items a page holds, as the service is asked; 0 when it does not page.
  public let pageSize: Int
  /// The number of the first page; 1 by default.
  public let firstPage: Int
  /// Which failures the view shows.
  public let policy: ErrorPolicy
  /// The section pages go into; `nil` (the default) for the list's last section, as XLData.
  public var section: Int?
  /// How many rows from the end of the section a displayed row triggers a load-more; 5 by
  /// default, as CleanUtils.
  public var loadMoreThreshold = 5

  /// The pager's state, as it last wrote it into the pipeline.
  public private(set) var state: PagingState
  /// What the last page changed in the list; empty before the first page.
  public private(set) var lastChanges = ListChanges.none
  /// The number of the last page loaded, whose rows ``reloadCurrentPage()`` replaces; `nil`
  /// before the first page. The same as ``PagingState/currentPage``.
  public var currentPage: Int? { state.currentPage }

  private let load: PageLoader
  private let tasks: SceneTasks
  private let readList: () -> ListData<Section, Item>?
  private let editList: ((inout ListData<Section, Item>) throws -> Void) throws -> ListChanges
  private let writeState: (PagingState) -> Void
  private let inBatch: (() -> Void) -> Void
  // Bumped by every refresh and cancel: a page whose load began under another generation is
  // dropped when it ends.
  private var generation = 0
  private var inFlight: Task<Void, Never>?
  // How many items the server returned for the pages loaded: the offset of the next page.
  private var received = 0
  // The current page: the offset it was asked for at, and its first row in the section.
  private var currentPageOffset = 0
  private var currentPageStart = 0
  // What the failure in the state is the failure of, for `retry()`.
  private var failedLoad: Load?

  /// What a page load does with its page.
  private enum Load {
    /// The first page, replacing the rows.
    case refresh
    /// The next page, after the rows.
    case more
    /// The current page again, in place of its rows.
    case reload
  }

  /// Creates a pager that fills a list of a pipeline and keeps its state in another property.
  ///
  /// The pager holds the pipeline weakly and loads nothing until ``refresh()`` or
  /// ``loadMore()``.
  ///
  /// - Parameters:
  ///   - pipeline: The pipeline holding the list and the state.
  ///   - list: The list property the pages go into, usually `@Piped`.
  ///   - state: The property the pager writes its ``PagingState`` into, usually `@Status`.
  ///   - tasks: The scene's tasks, from `SceneEnvironment.tasks`.
  ///   - pageSize: How many items a page holds; 0 (the default) when the service returns
  ///     everything in one page. A page with fewer items than this is the last one, unless the
  ///     page says otherwise (see ``Page``).
  ///   - firstPage: The number of the first page; 1 by default.
  ///   - policy: Which failures the view shows; ``ErrorPolicy/standard`` by default.
  ///   - load: Loads one page, usually by calling a service.
  public init<Owner: Pipeline>(
    pipeline: Owner,
    list: ReferenceWritableKeyPath<Owner, ListData<Section, Item>>,
    state: ReferenceWritableKeyPath<Owner, PagingState>,
    tasks: SceneTasks,
    pageSize: Int = 0,
    firstPage: Int = 1,
    policy: ErrorPolicy = .standard,
    load: @escaping PageLoader
  ) {
    self.pageSize = max(pageSize, 0)
    self.firstPage = firstPage
    self.policy = policy
    self.load = load
    self.tasks = tasks
    self.state = PagingState(firstPage: firstPage)
    readList = { [weak pipeline] in pipeline?[keyPath: list] }
    editList = { [weak pipeline] edit in
      guard let pipeline else { return .none }
      return try pipeline[keyPath: list].batch { try edit(&$0) }
    }
    writeState = { [weak pipeline] in pipeline?[keyPath: state] = $0 }
    inBatch = { [weak pipeline] writes in
      guard let pipeline else { return writes() }
      pipeline.batch(writes)
    }
  }

  // MARK: - Loading

  /// Cancels the page in flight and loads the first page, to replace the list's rows.
  public func refresh() {
    inFlight?.cancel()
    generation += 1
    var next = state
    next.activity = .refreshing
    next.failure = nil
    write(next)
    start(PageRequest(number: firstPage, offset: 0, limit: pageSize), as: .refresh)
  }

  /// Loads the next page when nothing loads and pages remain; does nothing otherwise.
  ///
  /// - Returns: Whether a page started loading.
  @discardableResult
  public func loadMore() -> Bool {
    guard state.activity == .idle, state.hasMore else { return false }
    var next = state
    next.activity = .loadingMore
    next.failure = nil
    write(next)
    start(PageRequest(number: state.nextPage, offset: received, limit: pageSize), as: .more)
    return true
  }

  /// Asks again for the page that failed: the first page after a failed refresh, the next page
  /// after a failed load-more, the current page after a failed reload; does nothing when the
  /// last load did not fail or a page loads.
  ///
  /// A failure the policy hides (offline, by default) is retried too: call it when the
  /// connection returns.
  ///
  /// - Returns: Whether a page started loading.
  @discardableResult
  public func retry() -> Bool {
    guard state.activity == .idle, state.failure != nil, let failedLoad else { return false }
    switch failedLoad {
    case .refresh: refresh()
    case .more: return loadMore()
    case .reload: return reloadCurrentPage()
    }
    return true
  }

  /// Asks again for ``currentPage`` and puts its answer in place of that page's rows, keeping
  /// the rows of the pages before it; does nothing before the first page or while a page loads.
  ///
  /// The rows stay on screen while the page loads (``PagingState/isReloadingPage``). Its answer
  /// is one write of the list, as any page: a row whose `id` the page held before is an update,
  /// a new one an insert, a row the page no longer holds a delete, each at its place, and
  /// ``lastChanges`` holds them. The next load-more asks for the page after it, at the offset
  /// the reloaded page ends at. A failure keeps the rows, as a ``LoadStatus/hint``;
  /// ``retry()`` asks again.
  ///
  /// - Returns: Whether the page started loading.
  @discardableResult
  public func reloadCurrentPage() -> Bool {
    guard state.activity == .idle, let number = state.currentPage else { return false }
    var next = state
    next.activity = .reloadingPage
    next.failure = nil
    write(next)
    start(PageRequest(number: number, offset: currentPageOffset, limit: pageSize), as: .reload)
    return true
  }

  /// Cancels the page in flight, if any, and drops its result; records no failure.
  public func cancel() {
    guard state.activity != .idle else { return }
    inFlight?.cancel()
    inFlight = nil
    generation += 1
    var next = state
    next.activity = .idle
    write(next)
  }

  /// Whether displaying a row should load the next page: it is one of the last
  /// ``loadMoreThreshold`` rows of the pager's section, nothing loads and pages remain.
  ///
  /// - Parameter indexPath: The row being displayed.
  /// - Returns: Whether to call ``loadMore()``.
  public func shouldLoadMore(displaying indexPath: ListIndexPath) -> Bool {
    guard state.activity == .idle, state.hasMore, let list = readList(),
      let section = try? targetSection(in: list), indexPath.section == section,
      let count = try? list.rowCount(inSection: section)
    else { return false }
    return indexPath.row >= count - loadMoreThreshold && indexPath.row < count
  }

  /// Loads the next page if displaying a row should; see ``shouldLoadMore(displaying:)``.
  ///
  /// - Parameter indexPath: The row being displayed.
  /// - Returns: Whether a page started loading.
  @discardableResult
  public func loadMoreIfNeeded(displaying indexPath: ListIndexPath) -> Bool {
    shouldLoadMore(displaying: indexPath) && loadMore()
  }

  // MARK: - Pages

  private func start(_ request: PageRequest, as load: Load) {
    let generation = generation
    let loadPage = self.load
    inFlight = tasks.run { [weak self] in
      let result: Result<Page<Item>, any Error>
      do {
        result = .success(try await loadPage(request))
      } catch {
        result = .failure(error)
      }
      self?.finish(request, as: load, generation: generation, with: result)
    }
  }

  private func finish(
    _ request: PageRequest, as load: Load, generation: Int,
    with result: Result<Page<Item>, any Error>
  ) {
    // Replaced by a refresh or cancelled: the page is dropped, and the newer load owns the state.
    guard generation == self.generation else { return }
    inFlight = nil
    // The list and the state in one batch: a view observing both redraws once.
    inBatch { self.apply(result, of: request, as: load) }
  }

  private func apply(
    _ result: Result<Page<Item>, any Error>, of request: PageRequest, as load: Load
  ) {
    var next = state
    next.activity = .idle
    switch result {
    case .success(let page) where !Task.isCancelled:
      do {
        let offset = load == .more ? received : load == .reload ? currentPageOffset : 0
        let start: Int
        (lastChanges, start) = try merge(page.items, as: load)
        received = offset + page.items.count
        currentPageOffset = offset
        currentPageStart = start
        next.currentPage = request.number
        next.nextPage = request.number + 1
        next.hasMore = hasMore(after: page, number: request.number)
        next.totalItems = page.totalItems
        next.totalPages = page.totalPages
        next.failure = nil
        failedLoad = nil
      } catch {
        next.failure = LoadFailure(error, policy: policy)
        failedLoad = load
      }
    case .success:
      // The scene was torn down while the page loaded.
      break
    case .failure(let error):
      let failure = LoadFailure(error, policy: policy)
      next.failure = failure.kind == .cancellation ? nil : failure
      failedLoad = next.failure == nil ? nil : load
    }
    write(next)
  }

  /// Merges a page into the list; returns the changes and the page's first row.
  private func merge(_ items: [Item], as load: Load) throws -> (ListChanges, Int) {
    guard let list = readList() else { return (.none, 0) }
    let section = try targetSection(in: list)
    let start =
      switch load {
      case .refresh: 0
      case .more: try list.rowCount(inSection: section)
      // The rows before the current page are kept; a list shortened since starts the page at
      // its end.
      case .reload: min(currentPageStart, try list.rowCount(inSection: section))
      }
    var seen = Set<Item.ID>()
    let rows = items.filter { item in
      guard seen.insert(item.id).inserted else { return false }
      // Left out when an earlier part of the list holds it, as a server list that shifted
      // between pages would show it twice.
      guard load != .refresh, let held = list.indexPath(ofID: item.id) else { return true }
      return held.section == section && held.row >= start
    }
    let changes = try editList { list in
      try list.replaceRows(from: start, inSection: section, with: rows)
    }
    return (changes, start)
  }

  private func targetSection(in list: ListData<Section, Item>) throws(ListError) -> Int {
    guard let section else {
      guard list.sectionCount > 0 else { throw .noSections(operation: "merge a page into") }
      return list.sectionCount - 1
    }
    _ = try list.rowCount(inSection: section)
    return section
  }

  private func hasMore(after page: Page<Item>, number: Int) -> Bool {
    if page.items.isEmpty { return false }
    if let hasMore = page.hasMore { return hasMore }
    if let totalPages = page.totalPages { return number - firstPage + 1 < totalPages }
    if let totalItems = page.totalItems { return received < totalItems }
    return pageSize > 0 && page.items.count >= pageSize
  }

  private func write(_ next: PagingState) {
    var next = next
    next.hasContent = readList().map { !$0.isEmpty } ?? false
    state = next
    writeState(next)
  }
}
