import Foundation
import MVCS

extension SceneSession {
  /// Ends the test: checks what is unasserted and what still runs, tears the scene down and
  /// checks that every part of it was released.
  ///
  /// - Parameter isExplicit: Whether the test asked for the teardown: then work still running
  ///   is expected to be cancelled by it, not a failure.
  func finish(at location: FailureLocation, isExplicit: Bool) async {
    guard !isTornDown else { return }
    isTornDown = true
    stepLocation = location
    // An alert raised by the last action and not expected fails as unasserted; one expected but
    // not answered fails here, unless the test tears the scene down on purpose.
    collectChanges()
    let reported = Set(unassertedChanges.map(\.property))
    checkUnasserted()
    if !isExplicit { failForUnansweredAlerts(reported: reported, at: location) }
    guard let tasks = scene?.tasks else { return }
    if !isExplicit && tasks.runningCount > 0 {
      let deadline = clock.nextDeadline.map { ", the next waits until \($0)" } ?? ""
      fail(
        "The scene's work is still running at the end of the test: \(tasks.runningCount) "
          + "task(s)\(deadline) (the test clock is at \(clock.now)). To fix, advance the clock "
          + "until the work ends, or end the test with an explicit teardown if the work is meant "
          + "to be cancelled.\n" + journalText, at: location)
    }
    let survivors = await reportingDiagnostics { await tearDownAndSettle(tasks) }
    // What the teardown reported; nothing can expect it any more.
    failForDiagnostics()
    if tasks.runningCount > 0 {
      fail(
        "\(tasks.runningCount) task(s) of the scene did not end after teardown cancelled them. "
          + "To fix, let the work end on cancellation: check Task.isCancelled, or wait with "
          + "`environment.clock` and other APIs that throw when cancelled.", at: location)
    }
    if !survivors.isEmpty {
      fail(
        "\(survivors.joined(separator: ", ")) \(survivors.count == 1 ? "was" : "were") not "
          + "deallocated after the scene was torn down, so something still holds "
          + "\(survivors.count == 1 ? "it" : "them"): a closure that captures it, a task that "
          + "outlives the scene, a reference cycle, or the test itself. To fix, capture weakly or "
          + "use the owner an observer receives, run work with `environment.tasks`, and let the test "
          + "keep no reference to the scene's parts.", at: location)
    }
  }

  /// Tears the scene down without checking anything: a script stopped at a step it cannot run,
  /// and its scene must not outlive it.
  func abandon() {
    guard !isTornDown else { return }
    isTornDown = true
    // The steps that ran reported these; the script stopped before anything could expect them.
    failForDiagnostics()
    _ = tearDownScene()
  }

  /// Tears the scene down and gives its cancelled work a few turns of the main actor to end and
  /// let go of the store; returns the names of the scene's parts still alive then.
  func tearDownAndSettle(_ tasks: SceneTasks) async -> [String] {
    let parts = tearDownScene()
    let limit = ContinuousClock.now.advanced(by: Self.settleLimit)
    while tasks.runningCount > 0 && ContinuousClock.now < limit { await yieldToMainActorJobs() }
    for _ in 0..<3 { await yieldToMainActorJobs() }
    return parts.filter { $0.object.object != nil }.map(\.name)
  }

  /// Tears the scene down and lets go of it; returns weak references to its parts.
  func tearDownScene() -> [(name: String, object: WeakReference)] {
    guard let assembled = scene else { return [] }
    var parts: [AnyObject] = [
      assembled.view, assembled.controller, assembled.store, assembled.pipeline,
    ]
    parts += assembled.substores
    assembled.pipeline.stopJournal()
    assembled.tearDown()
    scene = nil
    return parts.map { (String(describing: type(of: $0)), WeakReference($0)) }
  }
}
