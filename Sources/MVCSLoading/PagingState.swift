/// Where a ``Pager`` stands: what it loads, the next page, whether more remain, the totals and
/// the last failure.
///
/// The pager writes it into a pipeline property after every change, beside the list it fills
/// (CleanUtils' CollectionState, with the list kept apart as `ListData`). Views read the
/// derived answers of ``LoadStatus``.
///
/// ```swift
/// @MainActor final class PhotosPipeline: Pipeline {
///   @Piped var photos = ListData<NoSection, Photo>()
///   @Status var paging = PagingState()
///   @Input var displayedRow: Int? = nil
/// }
/// ```
public struct PagingState: Sendable, Equatable, LoadStatus {
  /// What the pager loads.
  public enum Activity: String, Sendable, Codable {
    /// Nothing.
    case idle
    /// The first page again, to replace the list (or to fill it the first time).
    case refreshing
    /// The next page, to append.
    case loadingMore
    /// The current page again, to replace its rows in place.
    case reloadingPage
  }

  /// What the pager loads.
  public internal(set) var activity: Activity = .idle
  /// The number of the last page loaded; `nil` before the first page. ``Pager/reloadCurrentPage()``
  /// asks for it again.
  public internal(set) var currentPage: Int?
  /// The number of the page the next load-more asks for. A failed page keeps its number, so the
  /// next load-more retries it.
  public internal(set) var nextPage: Int
  /// Whether more pages remain; see ``Page`` for how it is decided.
  public internal(set) var hasMore = true
  /// How many items the server's whole list has, if its last page said.
  public internal(set) var totalItems: Int?
  /// How many pages the server's whole list has, if its last page said.
  public internal(set) var totalPages: Int?
  /// The last failure; cancellation is never kept. A new load clears it.
  public internal(set) var failure: LoadFailure?
  /// Whether the list has a row, in any section, when the pager last wrote this state.
  public internal(set) var hasContent = false

  /// Creates the state of a pager that has loaded nothing.
  ///
  /// - Parameter firstPage: The number of the first page; 1 by default.
  public init(firstPage: Int = 1) {
    nextPage = firstPage
  }

  /// Whether a page loads.
  public var isLoading: Bool { activity != .idle }
  /// Whether the first page loads again (pull to refresh, or the first load).
  public var isRefreshing: Bool { activity == .refreshing }
  /// Whether the next page loads.
  public var isLoadingMore: Bool { activity == .loadingMore }
  /// Whether the current page loads again, to replace its rows.
  public var isReloadingPage: Bool { activity == .reloadingPage }
}

extension PagingState: Encodable {
  private enum CodingKeys: String, CodingKey {
    case activity, currentPage, nextPage, hasMore, totalItems, totalPages, isRefreshing
    case isLoadingMore, isReloadingPage
  }

  /// Encodes the fields and the derived answers of ``LoadStatus``, as scene scripts compare them:
  /// `expect paging.nextPage == 3`, `expect paging.currentPage == 2`,
  /// `expect paging.isEmpty == true`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(activity, forKey: .activity)
    try container.encode(currentPage, forKey: .currentPage)
    try container.encode(nextPage, forKey: .nextPage)
    try container.encode(hasMore, forKey: .hasMore)
    try container.encode(totalItems, forKey: .totalItems)
    try container.encode(totalPages, forKey: .totalPages)
    try container.encode(isRefreshing, forKey: .isRefreshing)
    try container.encode(isLoadingMore, forKey: .isLoadingMore)
    try container.encode(isReloadingPage, forKey: .isReloadingPage)
    try encodeAnswers(to: encoder)
  }
}
