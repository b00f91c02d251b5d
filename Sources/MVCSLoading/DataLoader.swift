public import MVCS

/// Loads one value from a local source and a remote source at once into a ``DataState`` in a
/// pipeline, dropping the results of loads it replaced.
///
/// ```swift
/// @MainActor final class ProfilePipeline: Pipeline {
///   @Status var profile = DataState<Profile>()
/// }
///
/// // In the store:
/// loader = DataLoader(
///   pipeline: pipeline, state: \.profile, tasks: environment.tasks,
///   local: { [cache] in try await cache.read(Profile.self, forKey: "profile") },
///   remote: { [api] in try await api.response(to: userID) })
/// func start() { loader.load() }
/// ```
///
/// ``load()`` cancels the load before it and starts both sources; ``refresh()`` reloads from the
/// remote source only, keeping the value, as pull to refresh. Each result is applied as a
/// ``DataState/Event``, so the state follows the rules of ``DataState``: the local copy shows
/// first, the remote answer replaces it, a remote `nil` clears the value. A result of a load
/// that was replaced, cancelled or reset is dropped, even if its source ignored the
/// cancellation.
@MainActor
public final class DataLoader<Value> {
  /// Reads or fetches the value; `nil` when there is none.
  public typealias Source = @MainActor () async throws -> Value?

  /// Which failures the view shows.
  public let policy: ErrorPolicy
  /// The state, as the loader last wrote it into the pipeline.
  public private(set) var state: DataState<Value>

  private let local: Source?
  private let remote: Source?
  private let tasks: SceneTasks
  private let writeState: (DataState<Value>) -> Void
  private var generation = 0
  private var running: [Task<Void, Never>] = []

  /// Creates a loader that keeps its state in a pipeline property.
  ///
  /// - Parameters:
  ///   - pipeline: The pipeline holding the state; held weakly.
  ///   - state: The property the loader writes its ``DataState`` into, usually `@Status`.
  ///   - tasks: The scene's tasks, from `SceneEnvironment.tasks`.
  ///   - policy: Which failures the view shows; ``ErrorPolicy/standard`` by default.
  ///   - local: Reads the local copy, usually from a `Storage`; `nil` for none.
  ///   - remote: Fetches the value, usually from a `Service`; `nil` for none.
  public init<Owner: Pipeline>(
    pipeline: Owner, state: ReferenceWritableKeyPath<Owner, DataState<Value>>,
    tasks: SceneTasks, policy: ErrorPolicy = .standard,
    local: Source? = nil, remote: Source? = nil
  ) {
    self.policy = policy
    self.local = local
    self.remote = remote
    self.tasks = tasks
    self.state = pipeline[keyPath: state]
    writeState = { [weak pipeline] in pipeline?[keyPath: state] = $0 }
  }

  /// Cancels the load before, and loads from both sources.
  public func load() {
    replaceLoad(with: [.start(local: local != nil, remote: remote != nil)])
    if let local { run(local, isLocal: true) }
    if let remote { run(remote, isLocal: false) }
  }

  /// Cancels the load before, and reloads from the remote source only, keeping the value; does
  /// nothing without a remote source.
  public func refresh() {
    guard let remote else { return }
    // The replaced load's local read is cancelled too: it no longer loads.
    replaceLoad(with: [.start(local: false, remote: false), .refresh])
    run(remote, isLocal: false)
  }

  /// Cancels the load and forgets the value and the failure.
  public func reset() {
    replaceLoad(with: [.reset])
  }

  private func replaceLoad(with events: [DataState<Value>.Event]) {
    for task in running { task.cancel() }
    running.removeAll()
    generation += 1
    var next = state
    for event in events { next.apply(event) }
    write(next)
  }

  private func run(_ source: @escaping Source, isLocal: Bool) {
    let generation = generation
    let task = tasks.run { [weak self, policy] in
      let event: DataState<Value>.Event
      do {
        let value = try await source()
        event = isLocal ? .localLoaded(value) : .remoteLoaded(value)
      } catch {
        let failure = LoadFailure(error, policy: policy)
        event = isLocal ? .localFailed(failure) : .remoteFailed(failure)
      }
      // Replaced, reset, or torn down: the result belongs to a load nobody waits for.
      guard let self, generation == self.generation, !Task.isCancelled else { return }
      var next = self.state
      next.apply(event)
      self.write(next)
    }
    running.append(task)
  }

  private func write(_ next: DataState<Value>) {
    state = next
    writeState(next)
  }
}
