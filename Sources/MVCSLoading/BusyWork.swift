public import MVCS

/// Runs one piece of slow work at a time off the main actor, with a busy status on while it runs,
/// and delivers its outcome on the main actor: XYBase's `performBusyProcess`, fixed.
///
/// ```swift
/// @MainActor final class CheckoutPipeline: Pipeline {
///   @Input var payTapped = false
///   @Status var isBusy = false          // the view shows a spinner and disables its controls
///   @Piped var receipt: Receipt? = nil
///   @Piped var errorMessage: String? = nil
/// }
///
/// busy = BusyWork(pipeline: pipeline, isBusy: \.isBusy, tasks: environment.tasks)
///
/// pipeline.observe(\.payTapped, by: self) { store, _ in
///   store.busy.perform { [payments, cart] in
///     try await payments.response(to: cart)
///   } then: { outcome in
///     switch outcome {
///     case .success(let receipt): store.pipeline.receipt = receipt
///     case .failure(let error): store.pipeline.errorMessage = "\(error)"
///     }
///   }
/// }
/// ```
///
/// The rules:
///
/// - The work runs off the main actor, so a slow computation never blocks the UI.
/// - The busy status turns on before the work starts and off exactly once when it ends: after
///   a success, a thrown error, or a cancellation.
/// - The outcome is delivered on the main actor, after the status turned off: `.success` with
///   the work's value, or `.failure` with the error it threw.
/// - One piece of work at a time: a call while work runs is refused. It returns `false`, runs
///   nothing, delivers no outcome, and reports a `Diagnostic` naming the call, since a view
///   should not offer the action while the status is on. (XYBase only warned against it.)
/// - The scene's teardown cancels the work: the status turns off and no outcome is delivered.
@MainActor
public final class BusyWork {
  /// Whether work runs.
  public private(set) var isBusy = false

  private let tasks: SceneTasks
  private let writeStatus: (Bool) -> Void

  /// Creates busy work that shows its status in a pipeline property.
  ///
  /// - Parameters:
  ///   - pipeline: The pipeline holding the status; held weakly.
  ///   - isBusy: The property that is `true` while work runs, usually `@Status`.
  ///   - tasks: The scene's tasks, from `SceneEnvironment.tasks`.
  public init<Owner: Pipeline>(
    pipeline: Owner, isBusy: ReferenceWritableKeyPath<Owner, Bool>, tasks: SceneTasks
  ) {
    self.tasks = tasks
    writeStatus = { [weak pipeline] in pipeline?[keyPath: isBusy] = $0 }
  }

  /// Runs work off the main actor with the busy status on, then delivers its outcome on the main
  /// actor; refuses, with a `Diagnostic`, while other work runs.
  ///
  /// - Parameters:
  ///   - work: The slow work. It runs off the main actor; it should stop when its task is
  ///     cancelled.
  ///   - fileID: The file ID of the caller, named by the diagnostic of a refused call; leave the
  ///     default.
  ///   - line: The line of the caller, named by the diagnostic of a refused call; leave the
  ///     default.
  ///   - outcome: Receives the work's value or the error it threw, on the main actor, unless the
  ///     scene was torn down.
  /// - Returns: Whether the work started; `false` when other work runs.
  @discardableResult
  public func perform<Output: Sendable>(
    _ work: @escaping @Sendable () async throws -> Output,
    fileID: StaticString = #fileID, line: UInt = #line,
    then outcome: @escaping @MainActor (Result<Output, any Error>) -> Void
  ) -> Bool {
    guard !isBusy else {
      Diagnostics.report(.busyWorkRefused(fileID: fileID, line: line))
      return false
    }
    setBusy(true)
    tasks.run { [weak self] in
      let result: Result<Output, any Error>
      do {
        result = .success(try await Self.runOffMainActor(work))
      } catch {
        result = .failure(error)
      }
      let isTornDown = Task.isCancelled
      self?.setBusy(false)
      if !isTornDown { outcome(result) }
    }
    return true
  }

  @concurrent
  private nonisolated static func runOffMainActor<Output: Sendable>(
    _ work: @Sendable () async throws -> Output
  ) async throws -> Output {
    try await work()
  }

  private func setBusy(_ busy: Bool) {
    isBusy = busy
    writeStatus(busy)
  }
}
