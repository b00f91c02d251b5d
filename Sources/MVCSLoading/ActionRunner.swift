public import MVCS

/// Runs an action — save, send, delete — into a ``LoadState`` in a pipeline, and delivers its
/// outcome once.
///
/// The store makes one runner per action; the view shows the state (a spinner on the button
/// while it runs, the failure after), and the store, or a controller observing the state,
/// acts on the outcome.
///
/// ```swift
/// @MainActor final class ProfilePipeline: Pipeline {
///   @Piped var profile = Profile()
///   @Input var saveTapped = false
///   @Status var save: LoadState<Profile> = .idle
/// }
///
/// // In the store:
/// saving = ActionRunner(pipeline: pipeline, state: \.save, tasks: environment.tasks)
///
/// pipeline.observe(\.saveTapped, by: self) { store, _ in
///   store.saving.run { [api, profile = store.pipeline.profile] in
///     try await api.response(to: profile)
///   } then: { outcome in
///     if case .success(let saved) = outcome { store.pipeline.profile = saved }
///   }
/// }
/// ```
///
/// The rules, after the transitions of ``LoadState``:
///
/// - ``run(_:then:)`` writes ``LoadState/running`` and runs the work on the scene's tasks; it
///   ends ``LoadState/succeeded(_:)`` with the work's value or ``LoadState/failed(_:)`` with
///   its error, sorted by the ``policy``. A failure the policy hides (offline) is kept all the
///   same, so ``LoadStatus/failure`` says why, while ``LoadStatus/shownFailure`` is `nil`.
/// - The outcome is delivered once: `then` runs once per run, on the main actor, after the
///   state was written; the state's observers hear `running` and then the outcome, once each.
/// - One run at a time: ``run(_:then:)`` while the action runs does nothing and returns
///   `false`, so a second tap on "Send" sends nothing more.
/// - ``cancel()`` and the scene's teardown cancel the work: the state returns to
///   ``LoadState/idle`` and no outcome is delivered, even if the work ignored the cancellation
///   and finished. A work that throws a cancellation itself ends the same way.
/// - ``reset()`` returns a finished action to ``LoadState/idle``: the view dismisses its error.
@MainActor
public final class ActionRunner<Value> {
  /// The action's work.
  public typealias Work = @MainActor () async throws -> Value

  /// Which failures the view shows.
  public let policy: ErrorPolicy
  /// The state, as the runner last wrote it into the pipeline.
  public private(set) var state: LoadState<Value>

  private let tasks: SceneTasks
  private let writeState: (LoadState<Value>) -> Void
  // Bumped by every run, cancel and reset: a run that began under another generation is dropped
  // when it ends.
  private var generation = 0
  private var running: Task<Void, Never>?

  /// Creates a runner that keeps its state in a pipeline property.
  ///
  /// - Parameters:
  ///   - pipeline: The pipeline holding the state; held weakly.
  ///   - state: The property the runner writes its ``LoadState`` into, usually `@Status`.
  ///   - tasks: The scene's tasks, from `SceneEnvironment.tasks`: its teardown cancels the work.
  ///   - policy: Which failures the view shows; ``ErrorPolicy/standard`` by default.
  public init<Owner: Pipeline>(
    pipeline: Owner, state: ReferenceWritableKeyPath<Owner, LoadState<Value>>,
    tasks: SceneTasks, policy: ErrorPolicy = .standard
  ) {
    self.policy = policy
    self.tasks = tasks
    self.state = pipeline[keyPath: state]
    writeState = { [weak pipeline] in pipeline?[keyPath: state] = $0 }
  }

  /// Whether the action runs.
  public var isRunning: Bool { state.isRunning }

  /// Runs the action, unless it runs already; see the rules in ``ActionRunner``.
  ///
  /// - Parameters:
  ///   - work: The action, usually a call to a service. It runs on the main actor, and should
  ///     stop when its task is cancelled.
  ///   - outcome: Receives the value or the failure once, on the main actor, after the state was
  ///     written; never for a cancellation or after the scene was torn down. `nil` by default.
  /// - Returns: Whether the action started; `false` when it runs already.
  @discardableResult
  public func run(
    _ work: @escaping Work,
    then outcome: (@MainActor (Result<Value, LoadFailure>) -> Void)? = nil
  ) -> Bool {
    guard !state.isRunning else { return false }
    generation += 1
    let generation = generation
    apply(.start)
    running = tasks.run { [weak self, policy] in
      let result: Result<Value, LoadFailure>
      do {
        result = .success(try await work())
      } catch {
        result = .failure(LoadFailure(error, policy: policy))
      }
      // Cancelled or reset: the newer state is the runner's own.
      guard let self, generation == self.generation else { return }
      self.finish(Task.isCancelled ? .failure(LoadFailure(CancellationError())) : result, outcome)
    }
    return true
  }

  /// Cancels the action, if it runs: the state returns to ``LoadState/idle`` and no outcome is
  /// delivered.
  public func cancel() {
    guard state.isRunning else { return }
    running?.cancel()
    running = nil
    generation += 1
    apply(.reset)
  }

  /// Returns the state to ``LoadState/idle``, forgetting the value or failure; cancels the
  /// action first if it runs.
  public func reset() {
    if state.isRunning { return cancel() }
    if case .idle = state { return }
    generation += 1
    apply(.reset)
  }

  private func finish(
    _ result: Result<Value, LoadFailure>,
    _ outcome: (@MainActor (Result<Value, LoadFailure>) -> Void)?
  ) {
    running = nil
    switch result {
    case .success(let value):
      apply(.succeed(value))
    case .failure(let failure):
      apply(.fail(failure))
      // A cancellation is no outcome: the action did not happen.
      guard failure.kind != .cancellation else { return }
    }
    outcome?(result)
  }

  private func apply(_ event: LoadState<Value>.Event) {
    state.apply(event)
    writeState(state)
  }
}
