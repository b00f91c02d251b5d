import Foundation
import MVCS

/// The engine under ``SceneTest`` and the script runner: one scene, assembled from an app's
/// mediator with fakes, run step by step, and checked for everything it did.
///
/// Everything the scene does — pipeline changes, service calls, navigations, storage writes —
/// is recorded as unasserted until a step expects it. Before each action and at the end, an
/// exhaustive session fails with whatever is still unasserted, at the action that caused it.
@MainActor
final class SceneSession {
  let mediator: Mediator
  let clock = SceneTestClock()
  let services: FakeServices
  /// The folder a script run was given for its `scenario` lines, searched after the script's own.
  var scenarioFolder: URL?
  let navigator: TestNavigator
  private(set) var storages: [String: RecordingStorage] = [:]
  var scene: AssembledScene?
  /// The context the scene started with, which a `restart` step saves with its navigation.
  var startContext = ContextValues()
  var journal: Journal?
  var isExhaustive = true
  var isTornDown = false
  // Whether a step already failed because the scene has not started, which fails once.
  var hasReportedNotStarted = false
  /// The call the last `expectCall` step consumed, for `SceneTest.expectCall(_:)` to return.
  var lastConsumedCall: ServiceCall?

  var unassertedChanges: [Journal.Entry] = []
  var journalRead = 0
  var unassertedCalls: [ServiceCall] = []
  var unassertedNavigations: [NavigationRecord] = []
  var unassertedWrites: [StorageWrite] = []
  /// The results the scene handed back, when opened for one, until a step expects them.
  var unassertedResults: [HandedBackResult] = []
  /// The route the scene is registered with and its result type, when the session opened the
  /// scene for a result.
  var resultRoute: (name: String, resultTypeName: String)?
  /// Whether a scene registered with a route whose `Result` is a type is opened as if presented
  /// for one; `false` opens it as `navigation.show(route)` or a link does.
  var isExpectingResult = true
  /// The texts of errors the session failed for when the scene's navigation threw them: the
  /// diagnostic a scene reports for the same error is not a second failure.
  var refusalTexts: [String] = []
  // The action whose effects are unasserted, and where the running step stands, for messages.
  var lastAction: (text: String, location: FailureLocation)?
  // The first journal entry the last action wrote, from 0: its failures show the journal from it.
  var lastActionJournalStart = 0
  var stepLocation: FailureLocation
  // The diagnostics the scene reported, from any task, until a step takes them.
  let diagnostics = DiagnosticInbox()
  // The diagnostics taken, each with the step during which it was reported, until a step
  // expects it or the next action fails for it.
  var unassertedDiagnostics: [(diagnostic: Diagnostic, location: FailureLocation)] = []

  /// How long, in real time, the scene's work may take to settle after a step.
  static var settleLimit: Duration { SettleLimit.value }

  init(app: Mediator, at location: FailureLocation) {
    mediator = Mediator(parent: app)
    stepLocation = location
    services = FakeServices(clock: clock, registeredNames: app.registeredNames(of: .service))
    // An app run under a scenario (`Mediator.use(_:)`) is tested under it too.
    services.scenario = app.activeScenario
    navigator = TestNavigator(mediator: mediator)
    mediator.clock = clock
    mediator.serviceFakes = services
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
    navigator.onRefuse = { [unowned self] in failForRefusal($0) }
  }

  var pipeline: Pipeline? { scene?.pipeline }

  /// Where failures go: the running test, unless a script run collects them.
  var report: (String, FailureLocation) -> Void = { TestFailure.report($0, at: $1) }

  func fail(_ message: String, at location: FailureLocation? = nil) {
    report(Self.cutLines(of: message), location ?? stepLocation)
  }

  /// The longest line a failure shows: values quoted whole would otherwise make lines of
  /// thousands of characters.
  static let failureLineLimit = 1000

  /// The message with each line cut to ``failureLineLimit`` characters.
  static func cutLines(of message: String) -> String {
    guard message.utf8.count > failureLineLimit else { return message }
    return message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { ValueDiff.cut(String($0), to: failureLineLimit) }.joined(separator: "\n")
  }

  /// Fails an expectation, with the journal of what the scene did.
  func failExpectation(_ message: String, at location: FailureLocation? = nil) {
    fail(message + "\n" + journalText, at: location)
  }

  // MARK: - Actions

  /// Validates a registered scene as the app's `Mediator.validate()` would, assembles it with
  /// the fakes and waits for its start to settle.
  ///
  /// - Throws: A `ValidationReport` of the registered scene's problems and those of the link
  ///   routes that open it; otherwise whatever assembling throws.
  func start(
    _ scene: SceneParts?, named name: String?, context: ContextValues, at location: FailureLocation
  )
    async throws
  {
    stepLocation = location
    startContext = context
    try await reportingDiagnostics {
      if let name {
        navigator.sceneName = name
        // What the app's `validate()` would reject fails here too, though this test's context
        // would let the scene assemble: the app's navigations pass only the registered keys.
        let report = mediator.validationReport(scene: name)
        if !report.isEmpty { throw report }
        self.scene = try mediator.assemble(
          named: name, context: isExpectingResult ? openingForResult(name, context) : context,
          navigator: navigator)
      } else if let scene {
        self.scene = try mediator.assemble(scene, context: context, navigator: navigator)
      }
      lastAction = ("the scene started", location)
      lastActionJournalStart = 0
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
      lastActionJournalStart = written
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
      // The type its route declares, which the navigation was checked to expect.
      let route = mediator.route(ofScene: scene).map { route in
        route.resultTypeName == channel.expectedTypeName ? " (\(route.name).Result)" : ""
      }
      checkUnasserted()
      fail(
        "Cannot deliver the result \(text) from \(scene), which the scene expects as "
          + "\(channel.expectedTypeName)\(route ?? ""): \(reason). To fix, deliver a "
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

  /// Writes a key of a storage as another holder of it would — not through the scene's
  /// bindings, so not a write of the scene's — and waits for the scene to react.
  ///
  /// - Returns: `false` when the value cannot be stored.
  func changeStorage(
    _ name: String, key: String, to value: JSONLiteral, at location: FailureLocation
  ) async -> Bool {
    checkUnasserted()
    stepLocation = location
    collectChanges()
    guard isRegistered(name, .storage, at: location), let storage = storages[name] else {
      return false
    }
    let written = journal?.entries.count ?? 0
    return await reportingDiagnostics {
      do {
        try await storage.preload(json: value.value, forKey: key)
      } catch {
        fail("\(name) cannot store \(key): \(error)", at: location)
        return false
      }
      lastAction = ("another holder of \(name) wrote \(key) = \(value.text)", location)
      lastActionJournalStart = written
      await settle()
      return true
    }
  }

  /// Moves the test clock forward deadline by deadline, letting the scene run at each.
  func advance(by duration: Duration, at location: FailureLocation) async {
    checkUnasserted()
    stepLocation = location
    let target = clock.now.advanced(by: duration)
    let written = journal?.entries.count ?? 0
    await reportingDiagnostics {
      while let next = clock.nextDeadline, next <= target {
        clock.advance(to: next)
        await settle()
      }
      clock.advance(to: target)
      lastAction = ("advancing the clock by \(duration)", location)
      lastActionJournalStart = written
      await settle()
    }
  }

  /// Runs a step's work with the scene's diagnostics collected, then keeps each, at the step,
  /// for an expectation to cover; the next action fails for those none covered.
  ///
  /// `Diagnostics.handler` is task-local, so tasks the scene creates during the step inherit
  /// it and report here too, even when they run during a later step, which they are then kept
  /// at.
  func reportingDiagnostics<Result>(_ body: () async throws -> Result) async rethrows
    -> Result
  {
    defer { collectDiagnostics() }
    return try await Diagnostics.$handler.withValue(diagnostics.handler) { try await body() }
  }

  /// Keeps each diagnostic the scene reported since the last call, at `location` (the running
  /// step by default), until a step expects it.
  func collectDiagnostics(at location: FailureLocation? = nil) {
    let refusals = refusalTexts
    unassertedDiagnostics +=
      diagnostics.take()
      .filter { diagnostic in !refusals.contains { diagnostic.message.contains($0) } }
      .map { ($0, location ?? stepLocation) }
  }

  /// Fails, each at the step during which it was reported, with every diagnostic no step
  /// expected, then forgets them.
  func failForDiagnostics() {
    collectDiagnostics(at: lastAction?.location)
    let unasserted = unassertedDiagnostics
    unassertedDiagnostics.removeAll()
    for (diagnostic, location) in unasserted { fail(diagnostic.description, at: location) }
  }

  /// Waits until every task of the scene has ended or waits on the test clock, and every write
  /// of a bound property has reached its storage and every announced change its properties.
  func settle() async {
    guard let tasks = scene?.tasks else { return }
    var limit = ContinuousClock.now.advanced(by: Self.settleLimit)
    // Once every main-actor job queued before this one has run, a task of the scene is either
    // done, waiting on the test clock, or still on its way (counted running, not waiting).
    // Settled is checked before the limit: on a busy machine one turn of the main actor can take
    // longer than the limit, and work that settled in it has not hung.
    while true {
      let turn = ContinuousClock.now
      await yieldToMainActorJobs()
      // Time the main actor spent on other work (other tests running in parallel, a slow
      // sanitizer build) is not time the scene hung: a turn slower than a busy machine's
      // moves the limit on by what it took.
      let turnTook = turn.duration(to: .now)
      if turnTook > .milliseconds(20) { limit = limit.advanced(by: turnTook) }
      if tasks.runningCount <= clock.waitingCount {
        // Stored state is quiet once waiting for it changed nothing: a delivery to a bound
        // property may start work or write again, which the next turn waits for.
        let before = activityCount
        await mediator.waitUntilStored()
        await yieldToMainActorJobs()
        if activityCount == before && tasks.runningCount <= clock.waitingCount { return }
      }
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

  /// How much the scene has done: its pipeline writes and its storage writes, which settling
  /// waits to stop growing.
  private var activityCount: Int {
    storages.values.reduce(journal?.entries.count ?? 0) { $0 + $1.writes.count }
  }

  /// Lets every job already queued on the main actor run first. (`Task.yield()` would hop to
  /// the global executor and back, two thread switches a step.)
  func yieldToMainActorJobs() async {
    await withCheckedContinuation { continuation in
      Task { @MainActor in continuation.resume() }
    }
  }

}
