public import MVCS

/// Searches as the user types: waits for the typing to pause on the scene's clock, searches, and
/// keeps the newest query's results.
///
/// The store gives it each query the view writes; the searcher writes a ``SearchState`` into the
/// pipeline for the view.
///
/// ```swift
/// @MainActor final class PeopleStore: SceneStore {
///   let pipeline = PeoplePipeline()
///   private let searcher: Searcher<[Person]>
///
///   init(environment: SceneEnvironment) throws {
///     let people: any Service<SearchQuery, [Person]> = try environment.service("PeopleService")
///     searcher = Searcher(pipeline: pipeline, state: \.search, tasks: environment.tasks,
///                         clock: environment.clock) { query in
///       try await people.response(to: query)
///     }
///   }
///
///   func addObservers() {
///     pipeline.observe(\.query, by: self) { store, change in store.searcher.update(change.newValue) }
///   }
/// }
/// ```
///
/// The rules, after MwfTableViewController's search:
///
/// - The search waits ``delay`` after the last change of the query (a trailing debounce), 0.4 s
///   by default as Mwf's `searchDelayInSeconds`, on the scene's clock, so tests move it with a
///   test clock. Changing the scope is a change of the query.
/// - A new query cancels the search that waits or runs, at once: a slow earlier search never
///   overwrites a newer one's results, even if its service ignores the cancellation.
/// - An empty query (empty or only whitespace) clears the results at once, without searching.
/// - A query equal to the latest one does nothing; ``searchNow()`` searches again.
/// - A failed search keeps the results shown, with the failure as a ``LoadStatus/hint``; a
///   cancellation is never a failure.
@MainActor
public final class Searcher<Results> {
  /// Searches for one query.
  public typealias Search = @MainActor (SearchQuery) async throws -> Results

  /// How long a search waits after the last change of the query, unless another is given: 0.4 s,
  /// as MwfTableViewController's `searchDelayInSeconds`.
  public static var defaultDelay: Duration { .milliseconds(400) }

  /// How long a search waits after the last change of the query.
  public let delay: Duration
  /// Which failures the view shows.
  public let policy: ErrorPolicy
  /// The searcher's state, as it last wrote it into the pipeline.
  public private(set) var state = SearchState<Results>()

  private let search: Search
  private let tasks: SceneTasks
  private let clock: any Clock<Duration>
  private let writeState: (SearchState<Results>) -> Void
  private var generation = 0
  private var pending: Task<Void, Never>?

  /// Creates a searcher that keeps its state in a pipeline property.
  ///
  /// - Parameters:
  ///   - pipeline: The pipeline holding the state; held weakly.
  ///   - state: The property the searcher writes its ``SearchState`` into, usually `@Status`.
  ///   - tasks: The scene's tasks, from `SceneEnvironment.tasks`.
  ///   - clock: The scene's clock, from `SceneEnvironment.clock`.
  ///   - delay: How long to wait after the last change of the query; ``defaultDelay`` (0.4 s)
  ///     by default. Zero searches at once.
  ///   - policy: Which failures the view shows; ``ErrorPolicy/standard`` by default.
  ///   - search: Searches for one query, usually by calling a service.
  public init<Owner: Pipeline>(
    pipeline: Owner,
    state: ReferenceWritableKeyPath<Owner, SearchState<Results>>,
    tasks: SceneTasks,
    clock: any Clock<Duration>,
    delay: Duration = Searcher.defaultDelay,
    policy: ErrorPolicy = .standard,
    search: @escaping Search
  ) {
    self.delay = max(delay, .zero)
    self.policy = policy
    self.search = search
    self.tasks = tasks
    self.clock = clock
    writeState = { [weak pipeline] in pipeline?[keyPath: state] = $0 }
  }

  /// Takes the latest query: clears the results when it is empty, otherwise searches once the
  /// typing pauses for ``delay``.
  ///
  /// - Parameter query: The query as the user left it.
  public func update(_ query: SearchQuery) {
    guard query != state.query else { return }
    schedule(query, after: delay)
  }

  /// Searches for the latest query now, without waiting, even if it was searched before: the
  /// return key, or a retry after a failure. Does nothing for an empty query.
  public func searchNow() {
    guard !state.query.isEmpty else { return }
    schedule(state.query, after: nil)
  }

  /// Clears the query's text and the results, keeping the scope.
  public func clear() {
    update(SearchQuery(scope: state.query.scope))
  }

  private func schedule(_ query: SearchQuery, after delay: Duration?) {
    pending?.cancel()
    pending = nil
    generation += 1
    var next = state
    next.query = query
    next.failure = nil
    next.isSearching = false
    guard !query.isEmpty else {
      next.isWaiting = false
      next.results = nil
      next.resultsQuery = nil
      write(next)
      return
    }
    next.isWaiting = delay != nil
    write(next)
    let generation = generation
    let clock = clock
    let search = search
    pending = tasks.run { [weak self] in
      if let delay { try await clock.sleep(for: delay) }
      guard let self, generation == self.generation else { return }
      self.began()
      let result: Result<Results, any Error>
      do {
        result = .success(try await search(query))
      } catch {
        result = .failure(error)
      }
      self.finish(query, generation: generation, with: result)
    }
  }

  private func began() {
    var next = state
    next.isWaiting = false
    next.isSearching = true
    write(next)
  }

  private func finish(
    _ query: SearchQuery, generation: Int, with result: Result<Results, any Error>
  ) {
    // A newer query took over: these results are for a query the user left.
    guard generation == self.generation else { return }
    pending = nil
    var next = state
    next.isSearching = false
    switch result {
    case .success(let results) where !Task.isCancelled:
      next.results = results
      next.resultsQuery = query
    case .success:
      // The scene was torn down while the search ran.
      break
    case .failure(let error):
      let failure = LoadFailure(error, policy: policy)
      next.failure = failure.kind == .cancellation ? nil : failure
    }
    write(next)
  }

  private func write(_ next: SearchState<Results>) {
    state = next
    writeState(next)
  }
}
