/// The asynchronous work a scene's stores run, cancelled when the scene is torn down.
///
/// ```swift
/// environment.tasks.run { [pipeline, search] in
///   pipeline.photos = try await search.response(to: pipeline.searchText)
///   pipeline.requestFinished = true
/// }
/// ```
///
/// Tests wait for the work with ``waitUntilIdle()`` rather than sleeping.
@MainActor
public final class SceneTasks {
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextID = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  // Set when the scene is torn down: work run after that starts cancelled, so a store that
  // outlives its scene (held by a closure, say) cannot start uncancellable work.
  private(set) var isClosed = false

  /// Creates an empty set of tasks.
  public init() {}

  /// How many tasks are running.
  public var runningCount: Int { running.count }

  /// Runs work on the main actor, tracked until it ends.
  ///
  /// The work should handle its errors, usually by writing them into the pipeline for the view
  /// to show. An error it throws anyway, other than cancellation, is reported as a
  /// ``Diagnostic`` rather than lost.
  ///
  /// Once the scene is torn down, new work starts cancelled.
  ///
  /// - Parameter operation: The work.
  /// - Returns: The task, to cancel it on its own.
  @discardableResult
  public func run(_ operation: @escaping @MainActor () async throws -> Void) -> Task<Void, Never> {
    let id = nextID
    nextID += 1
    let task = Task { @MainActor [weak self] in
      do {
        try await operation()
      } catch  where !(error is CancellationError) && !Task.isCancelled {
        Diagnostics.report(.unhandledTaskError(error))
      } catch {
        // Cancelled: the scene was torn down, or the task was cancelled on its own.
      }
      self?.finish(id)
    }
    // The task runs on the main actor, so it cannot finish before it is recorded here.
    running[id] = task
    if isClosed { task.cancel() }
    return task
  }

  /// Cancels every running task; work run later starts normally.
  public func cancelAll() {
    for task in running.values { task.cancel() }
  }

  /// Cancels every running task, and every task run from now on: the scene was torn down.
  func close() {
    isClosed = true
    cancelAll()
  }

  /// Returns when no task is running.
  public func waitUntilIdle() async {
    if running.isEmpty { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  private func finish(_ id: Int) {
    running[id] = nil
    guard running.isEmpty else { return }
    let waiters = idleWaiters
    idleWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }
}
