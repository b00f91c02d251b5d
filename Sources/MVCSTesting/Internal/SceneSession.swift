import Foundation
@_spi(Testing) import MVCS
import MVCSSupport

/// The engine under ``SceneTest`` and the script runner: one scene, assembled from an app's
/// mediator with fakes, run step by step, and checked for everything it did.
///
/// Everything the scene does — pipeline changes, service calls, navigations, storage writes —
/// is recorded as unasserted until a step expects it. Before each action and at the end, an
/// exhaustive session fails with whatever is still unasserted, at the action that caused it.
@MainActor
final class SceneSession {
  let mediator: Mediator
  let clock = TestClock()
  let services: FakeServices
  let navigator: TestNavigator
  private(set) var storages: [String: RecordingStorage] = [:]
  private(set) var scene: AssembledScene?
  private var journal: Journal?
  var isExhaustive = true
  private(set) var isTornDown = false

  private var unassertedChanges: [Journal.Entry] = []
  private var journalRead = 0
  private var unassertedCalls: [ServiceCall] = []
  private var unassertedNavigations: [NavigationRecord] = []
  private var unassertedWrites: [StorageWrite] = []
  // The action whose effects are unasserted, and where the running step stands, for messages.
  private var lastAction: (text: String, location: FailureLocation)?
  private var stepLocation: FailureLocation
  // The diagnostics the scene reported, from any task, until the step that caused them fails.
  private let diagnostics = DiagnosticInbox()

  /// How long, in real time, the scene's work may take to settle after a step.
  static var settleLimit: Duration { SettleLimit.value }

  init(app: Mediator, at location: FailureLocation) {
    mediator = Mediator(parent: app)
    stepLocation = location
    services = FakeServices(clock: clock, registeredNames: app.registeredNames(of: .service))
    navigator = TestNavigator(mediator: mediator)
    mediator.clock = clock
    mediator.serviceStandIn = FakeServiceStandIn(services)
    for name in app.registeredNames(of: .storage) {
      let storage = RecordingStorage(name: name)
      storage.onWrite = { [unowned self] in unassertedWrites.append($0) }
      storages[name] = storage
      mediator.register(storage: name) { storage }
    }
    mediator.didCreatePipeline = { [unowned self] pipeline in journal = pipeline.startJournal() }
    services.onCall = { [unowned self] in unassertedCalls.append($0) }
    services.onFailure = { [unowned self] in fail($0, at: $1) }
    navigator.onNavigate = { [unowned self] in unassertedNavigations.append($0) }
  }

  var pipeline: Pipeline? { scene?.pipeline }

  /// Where failures go: the running test, unless a script run collects them.
  var report: (String, FailureLocation) -> Void = { TestFailure.report($0, at: $1) }

  func fail(_ message: String, at location: FailureLocation? = nil) {
    report(message, location ?? stepLocation)
  }

  /// Fails an expectation, with the journal of what the scene did.
  func failExpectation(_ message: String, at location: FailureLocation? = nil) {
    fail(message + "\n" + journalText, at: location)
  }

  /// Compares the change sets of a list property's writes with the expected ones.
  func expectListChanges(
    of property: String, writes: [Journal.Entry], expected: [ListChanges],
    at location: FailureLocation
  ) {
    let actual = writes.map(Self.listChanges)
    guard actual != expected else { return }
    let text = { (changes: [ListChanges]) in
      changes.isEmpty ? "no writes" : changes.map(\.description).joined(separator: "; ")
    }
    failExpectation(
      "\(property) changed by [\(text(actual))], expected [\(text(expected))].", at: location)
  }

  /// The change set of one write of a list property.
  private static func listChanges(of write: Journal.Entry) -> ListChanges {
    func changes<List: _PipelineList>(to new: List) -> ListChanges {
      guard let old = write.oldValue as? List else { return .none }
      return new._listChanges(from: old)
    }
    guard let new = write.newValue as? any _PipelineList else { return .none }
    return changes(to: new)
  }

  // MARK: - Actions

  /// Assembles the scene with the fakes and waits for its start to settle.
  func start(
    _ scene: SceneParts?, named name: String?, context: ContextValues, at location: FailureLocation
  )
    async throws
  {
    stepLocation = location
    try await reportingDiagnostics {
      if let name {
        navigator.sceneName = name
        self.scene = try mediator.assemble(named: name, context: context, navigator: navigator)
      } else if let scene {
        self.scene = try mediator.assemble(scene, context: context, navigator: navigator)
      }
      lastAction = ("the scene started", location)
      await settle()
    }
  }

  /// The scene and context a deep link opens, resolved by the app's routes.
  ///
  /// - Throws: `LinkError` when the link does not open.
  func open(_ link: String) throws(LinkError) -> SceneLink {
    guard let url = URL(string: link) else { throw .noRoute(link: link) }
    return try mediator.link(for: url)
  }

  /// Checks what the last action left unasserted, performs a write, and waits for the scene.
  ///
  /// - Parameters:
  ///   - description: The action, for messages.
  ///   - location: Where the step is.
  ///   - isOwnWrite: Whether the body's first pipeline write is the test's own (a `set`), and
  ///     not one the scene made in response, which must be expected.
  ///   - body: The action.
  func write(
    _ description: String, at location: FailureLocation, isOwnWrite: Bool = true,
    _ body: () throws -> Void
  ) async rethrows {
    checkUnasserted()
    stepLocation = location
    collectChanges()
    let written = journal?.entries.count ?? 0
    try await reportingDiagnostics {
      try body()
      // The write itself is the test's own; what it causes is the scene's.
      if isOwnWrite, let journal, journal.entries.count > written { journalRead = written + 1 }
      lastAction = (description, location)
      await settle()
    }
  }

  /// Hands a result to the scene, as the scene it showed or presented for one would, and waits
  /// for the scene to react.
  ///
  /// - Parameters:
  ///   - text: The result as messages show it.
  ///   - location: Where the step is.
  ///   - make: The result, of the type the scene expects; throws why it cannot be one.
  func deliverResult(
    _ text: String, at location: FailureLocation, _ make: (ResultChannel) throws -> Any
  ) async {
    stepLocation = location
    guard let (scene, channel) = navigator.pendingResult else {
      checkUnasserted()
      fail(
        "Cannot deliver the result \(text): the scene did not show or present a scene for a "
          + "result, or that scene already delivered one. To fix, act so that the scene "
          + "navigates with `expecting:` first, and deliver one result per navigation.",
        at: location)
      return
    }
    let value: Any
    do {
      value = try make(channel)
      try channel.check(value)
    } catch {
      let reason =
        if case NavigationError.resultTypeMismatch(_, let actual) = error {
          "it is a \(actual)"
        } else {
          "\(error)"
        }
      checkUnasserted()
      fail(
        "Cannot deliver the result \(text) from \(scene), which the scene expects as "
          + "\(channel.expectedTypeName): \(reason). To fix, deliver a "
          + "\(channel.expectedTypeName).", at: location)
      return
    }
    // The result is not a write of the test's: every write it causes is the scene's.
    await write("delivering the result \(text) from \(scene)", at: location, isOwnWrite: false) {
      navigator.resultDelivered(by: scene)
      // Checked above: the scene under test lives, so the delivery goes or its owner is gone.
      _ = try? channel.deliver(value)
    }
  }

  /// Moves the test clock forward deadline by deadline, letting the scene run at each.
  func advance(by duration: Duration, at location: FailureLocation) async {
    checkUnasserted()
    stepLocation = location
    let target = clock.now.advanced(by: duration)
    await reportingDiagnostics {
      while let next = clock.nextDeadline, next <= target {
        clock.advance(to: next)
        await settle()
      }
      clock.advance(to: target)
      lastAction = ("advancing the clock by \(duration)", location)
      await settle()
    }
  }

  /// Runs a step's work with the scene's diagnostics collected, then fails the step with each.
  ///
  /// `Diagnostics.handler` is task-local, so tasks the scene creates during the step inherit
  /// it and report here too, even when they run during a later step, which then fails.
  private func reportingDiagnostics<Result>(_ body: () async throws -> Result) async rethrows
    -> Result
  {
    defer { failForDiagnostics() }
    return try await Diagnostics.$handler.withValue(diagnostics.handler) { try await body() }
  }

  /// Fails the running step with each diagnostic the scene reported since the last check.
  func failForDiagnostics(at location: FailureLocation? = nil) {
    for diagnostic in diagnostics.take() { fail(diagnostic.description, at: location) }
  }

  /// Waits until every task of the scene has ended or waits on the test clock.
  func settle() async {
    guard let tasks = scene?.tasks else { return }
    let limit = ContinuousClock.now.advanced(by: Self.settleLimit)
    // Once every main-actor job queued before this one has run, a task of the scene is either
    // done, waiting on the test clock, or still on its way (counted running, not waiting).
    // Settled is checked before the limit: on a busy machine one turn of the main actor can take
    // longer than the limit, and work that settled in it has not hung.
    while true {
      await yieldToMainActorJobs()
      if tasks.runningCount <= clock.waitingCount { return }
      if ContinuousClock.now > limit {
        fail(
          "The scene's work did not settle within \(Self.settleLimit) of real time: "
            + "\(tasks.runningCount) task(s) running, \(clock.waitingCount) waiting on the test "
            + "clock. A task waits for something other than the scene's fakes and clock, such as "
            + "a real network call or Task.sleep. To fix, reach services through the context and "
            + "wait with `environment.clock`.")
        return
      }
    }
  }

  /// Lets every job already queued on the main actor run first. (`Task.yield()` would hop to
  /// the global executor and back, two thread switches a step.)
  private func yieldToMainActorJobs() async {
    await withCheckedContinuation { continuation in
      Task { @MainActor in continuation.resume() }
    }
  }

  // MARK: - Expectations

  /// Consumes the unasserted changes of a property (and of the properties under it).
  @discardableResult
  func consumeChanges(of name: String) -> [Journal.Entry] {
    collectChanges()
    let covers = { (entry: Journal.Entry) in
      entry.property == name || entry.property.hasPrefix(name + ".")
    }
    let consumed = unassertedChanges.filter(covers)
    unassertedChanges.removeAll(where: covers)
    return consumed
  }

  /// Whether the app registers a name; fails with the closest registered one when it does not.
  func isRegistered(_ name: String, _ kind: RegistryKind, at location: FailureLocation) -> Bool {
    let names = mediator.registeredNames(of: kind)
    guard !names.contains(name) else { return true }
    fail(
      "No \(kind) named \"\(name)\" is registered.\(Suggestion.hint(for: name, in: names)) "
        + "Registered \(kind)s: \(names.isEmpty ? "none" : names.joined(separator: ", ")).",
      at: location)
    return false
  }

  /// Consumes the oldest unasserted call of a service, failing if there is none.
  func consumeCall(to service: String, at location: FailureLocation) -> ServiceCall? {
    stepLocation = location
    guard isRegistered(service, .service, at: location) else { return nil }
    guard let index = unassertedCalls.firstIndex(where: { $0.service == service }) else {
      let others =
        unassertedCalls.isEmpty
        ? "no call is unasserted"
        : "unasserted calls: " + unassertedCalls.map(\.description).joined(separator: "; ")
      failExpectation(
        "Expected a call to \(service), but the scene made none (\(others)).", at: location)
      return nil
    }
    return unassertedCalls.remove(at: index)
  }

  /// Consumes the oldest unasserted navigation, failing if there is none.
  func consumeNavigation(at location: FailureLocation) -> NavigationRecord? {
    stepLocation = location
    guard !unassertedNavigations.isEmpty else {
      failExpectation("Expected a navigation, but the scene did not navigate.", at: location)
      return nil
    }
    return unassertedNavigations.removeFirst()
  }

  /// Consumes the oldest unasserted write of a storage key, failing if there is none.
  @discardableResult
  func consumeWrite(to storage: String, key: String, at location: FailureLocation)
    -> StorageWrite?
  {
    stepLocation = location
    guard isRegistered(storage, .storage, at: location) else { return nil }
    guard
      let index = unassertedWrites.firstIndex(where: { $0.storage == storage && $0.key == key })
    else {
      let others =
        unassertedWrites.isEmpty
        ? "no write is unasserted"
        : "unasserted writes: " + unassertedWrites.map(\.description).joined(separator: "; ")
      failExpectation(
        "Expected a write of \(key) to \(storage), but the scene made none (\(others)).")
      return nil
    }
    return unassertedWrites.remove(at: index)
  }

  // MARK: - The end

  /// Ends the test: checks what is unasserted and what still runs, tears the scene down and
  /// checks that every part of it was released.
  ///
  /// - Parameter isExplicit: Whether the test asked for the teardown: then work still running
  ///   is expected to be cancelled by it, not a failure.
  func finish(at location: FailureLocation, isExplicit: Bool) async {
    guard !isTornDown else { return }
    isTornDown = true
    stepLocation = location
    checkUnasserted()
    guard let tasks = scene?.tasks else { return }
    if !isExplicit && tasks.runningCount > 0 {
      let deadline = clock.nextDeadline.map { ", the next waits until \($0)" } ?? ""
      fail(
        "The scene's work is still running at the end of the test: \(tasks.runningCount) "
          + "task(s)\(deadline) (the test clock is at \(clock.now)). To fix, advance the clock "
          + "until the work ends, or end the test with an explicit teardown if the work is meant "
          + "to be cancelled.\n" + journalText, at: location)
    }
    let parts = await reportingDiagnostics {
      let parts = tearDownScene()
      // Cancelled work needs a few turns of the main actor to end and let go of the store.
      let limit = ContinuousClock.now.advanced(by: Self.settleLimit)
      while tasks.runningCount > 0 && ContinuousClock.now < limit { await yieldToMainActorJobs() }
      for _ in 0..<3 { await yieldToMainActorJobs() }
      return parts
    }
    if tasks.runningCount > 0 {
      fail(
        "\(tasks.runningCount) task(s) of the scene did not end after teardown cancelled them. "
          + "To fix, let the work end on cancellation: check Task.isCancelled, or wait with "
          + "`environment.clock` and other APIs that throw when cancelled.", at: location)
    }
    let survivors = parts.filter { $0.object.object != nil }.map(\.name)
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
    _ = tearDownScene()
  }

  /// Tears the scene down and lets go of it; returns weak references to its parts.
  private func tearDownScene() -> [(name: String, object: WeakReference)] {
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

  // MARK: - What is unasserted

  private func collectChanges() {
    guard let journal else { return }
    let entries = journal.entries
    if journalRead < entries.count {
      unassertedChanges += entries[journalRead...].filter(\.notified)
      journalRead = entries.count
    }
  }

  /// Fails with everything the last action caused that no step expected, then forgets it.
  ///
  /// A relaxed session keeps it instead, so that a later step can still expect it: `expect
  /// changes` sees every change since the property was last expected.
  func checkUnasserted() {
    // Reported between steps, by a task the scene runs on its own: the last action caused it.
    failForDiagnostics(at: lastAction?.location)
    collectChanges()
    guard isExhaustive else { return }
    defer {
      unassertedChanges.removeAll()
      unassertedCalls.removeAll()
      unassertedNavigations.removeAll()
      unassertedWrites.removeAll()
    }
    guard let lastAction else { return }
    var lines: [String] = []
    lines += unassertedChanges.map {
      "- \($0.property) changed: \($0.oldText) → \($0.newText)"
    }
    lines += unassertedCalls.map { "- \($0.service) was called with \(callText($0))" }
    lines += unassertedNavigations.map { "- the scene navigated: \($0)" }
    lines += unassertedWrites.map { "- \($0.storage) was written: \($0)" }
    guard !lines.isEmpty else { return }
    fail(
      "After \(lastAction.text), the scene did more than the test expects:\n"
        + lines.joined(separator: "\n")
        + "\nTo fix, expect each of these (`expect …` in a script, `expect…` in Swift), or turn "
        + "exhaustive checking off (`option relaxed` in a script, `checking: .relaxed` in Swift).\n"
        + journalText,
      at: lastAction.location)
  }

  private func callText(_ call: ServiceCall) -> String {
    call.requestJSON?.description ?? String(describing: call.request)
  }

  /// The journal of the scene's pipeline, for failure messages.
  var journalText: String {
    guard let journal, !journal.entries.isEmpty else { return "Journal: no writes." }
    return "Journal:\n\(journal)"
  }

}

/// The diagnostics a scene reports, from whichever task reports them.
///
/// `@unchecked Sendable` is safe: `lock` guards every access to `received`. (`Mutex` would need
/// macOS 15.)
final class DiagnosticInbox: @unchecked Sendable {
  private let lock = NSLock()
  private var received: [Diagnostic] = []

  var handler: DiagnosticHandler {
    DiagnosticHandler { [self] diagnostic in lock.withLock { received.append(diagnostic) } }
  }

  /// The diagnostics received since the last call, oldest first.
  func take() -> [Diagnostic] {
    lock.withLock {
      defer { received.removeAll() }
      return received
    }
  }
}

/// A weak reference, to see whether a scene's part outlived it.
final class WeakReference {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// How long, in real time, a scene's work may take to settle after a step: 10 seconds;
/// task-local so that the harness's own tests can shorten it.
enum SettleLimit {
  @TaskLocal static var value = Duration.seconds(10)
}
