/// Where a ``Searcher`` stands: the latest query, the results shown and the query they answer,
/// whether a search waits or runs, and the last failure.
///
/// ```swift
/// pipeline.observe(\.search, by: self) { view, change in
///   view.spinner.isHidden = !change.newValue.isLoading
///   view.show(change.newValue.results ?? [])
/// }
/// ```
public struct SearchState<Results>: LoadStatus {
  /// The latest query the searcher was given.
  public internal(set) var query = SearchQuery()
  /// The results shown: those of ``resultsQuery``; `nil` when cleared or before any search.
  public internal(set) var results: Results?
  /// The query ``results`` answer. It differs from ``query`` while a newer search waits or runs,
  /// and after a newer search failed (the older results stay, with the failure as a hint).
  public internal(set) var resultsQuery: SearchQuery?
  /// Whether a search waits for the typing to pause (the debounce).
  public internal(set) var isWaiting = false
  /// Whether a search runs.
  public internal(set) var isSearching = false
  /// The last failure; cancellation is never kept. A new query clears it.
  public internal(set) var failure: LoadFailure?

  /// Creates the state of a searcher that has searched for nothing.
  public init() {}

  /// Whether a search waits or runs: the results may change.
  public var isLoading: Bool { isWaiting || isSearching }

  /// Whether there are results that are content: not an empty collection or list.
  public var hasContent: Bool { results.map(isContent) ?? false }
}

extension SearchState: Equatable where Results: Equatable {}
extension SearchState: Sendable where Results: Sendable {}

extension SearchState: Encodable where Results: Encodable {
  private enum CodingKeys: String, CodingKey {
    case query, results, resultsQuery, isWaiting, isSearching
  }

  /// Encodes the fields and the derived answers of ``LoadStatus``, as scene scripts compare them:
  /// `expect search.results.count == 2`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error, or the results'.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(query, forKey: .query)
    try container.encode(results, forKey: .results)
    try container.encode(resultsQuery, forKey: .resultsQuery)
    try container.encode(isWaiting, forKey: .isWaiting)
    try container.encode(isSearching, forKey: .isSearching)
    try encodeAnswers(to: encoder)
  }
}
