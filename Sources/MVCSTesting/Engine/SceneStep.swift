import Foundation
import MVCS
import MVCSLists

/// One step of a scene test — a preparation, an action on the scene, or an expectation of what
/// it did — with its arguments: the one form that ``SceneTest``'s methods build and that scene
/// scripts parse into, run by one engine: ``run(in:at:)``, and ``check(in:at:)`` for an
/// expectation.
///
/// Each case is one step kind. Adding one touches three files: this one (the case, and how it
/// runs in ``run(in:at:)`` or ``check(in:at:)``), the ``SceneTest`` method that builds it
/// (`Harness/SceneTest+Actions.swift` or `Harness/SceneTest+Expectations.swift`), and the script
/// syntax that parses it (`Internal/ScriptScanner+Steps.swift`, which also holds the keywords).
/// What the runs share — consuming what the scene did, failing with its journal — is in
/// ``SceneSession``; the arguments' types are in `SceneStep+Arguments.swift`, where a step that
/// needs a new kind of argument declares it.
///
/// ```swift
/// // expect photos.count == 20, or test.expect(\.photos.count, 20)
/// SceneStep.expectValue(.path(photosCount), .equal, .json(twenty))
/// ```
enum SceneStep: Sendable, Hashable {
  /// `scene Search`, or `scene SearchView SearchController SearchStore`.
  case scene(SceneReference)
  /// `context query = "cats"`: a value in the scene's context.
  case context(ContextEntry)
  /// `option relaxed`.
  case option(Option)
  /// `service SearchPhotoService returns [] after 2s`: the fake's next answer, and the delay on
  /// the test clock before it arrives, if any.
  case service(ScriptName, answer: FakeOutcome, delay: Duration?)
  /// `storage Favorites has recent = ["cats"]`: a key preloaded into an in-memory storage.
  case storage(ScriptName, key: ScriptName, value: JSONLiteral)
  /// `storage Favorites fails writes favorites`, `test.storage("Favorites")?.failWrites(…)`:
  /// the storage's writes of a key throw from now on.
  case failWrites(ScriptName, key: ScriptName)
  /// `storage Favorites changes favorites = []`, `test.changeStorage(…)`: another holder of the
  /// storage writes a key, which reaches the scene's bound properties; not a write of the scene.
  case changeStorage(ScriptName, key: ScriptName, value: JSONLiteral)
  /// `set searchText = "cats"`, `test.set(\.searchText, "cats")`: a pipeline property written
  /// as the view would.
  case set(PropertyReference, value: StepValue)
  /// `result "favorites"`, `test.deliverResult(…)`: a result handed to the scene, as the scene
  /// it presented for one would.
  case result(StepValue)
  /// `expect photos.count == 20`, `test.expect(\.photos.count, 20)`: a property's value.
  case expectValue(PropertyReference, Comparison, StepValue)
  /// `expect changes isLoading [true, false]`: the exact new values since last asserted.
  case expectChanges(PropertyReference, values: [StepValue])
  /// `expect list photos: insert rows [0-0]; delete rows [0-3]`: the change set of each write
  /// of a list property since last asserted, oldest first.
  case expectListChanges(PropertyReference, changes: [ListChanges])
  /// `expect navigation show PhotoDetail with photoID = "123"`: a navigation, the scene it
  /// went to (optional for `dismiss`), and the context it passed (`nil` not to check it).
  case expectNavigation(NavigationAction, scene: ScriptName?, context: [ContextEntry]?)
  /// `expect result "bright"`, `test.expectResult(StoryTone.bright)`: the result the scene
  /// handed back, opened for the ``SceneRoute/Result`` of the route it is registered with.
  case expectResult(StepValue)
  /// `expect call SearchPhotoService with "cats"`: a service call, and its request if given.
  case expectCall(ScriptName, request: StepValue?)
  /// `expect write Favorites recent = ["cats"]`: a storage write, and its value if given (a
  /// script's `null` also matches a removal).
  case expectWrite(ScriptName, key: ScriptName, value: StepValue?)
  /// `test.expectRemoval("Favorites", key: "recent")`: a storage key's removal.
  case expectRemoval(ScriptName, key: ScriptName)
  /// `expect diagnostic "loop"`, `test.expectDiagnostic(containing: "loop")`: a diagnostic the
  /// scene reported, whose text contains this.
  case expectDiagnostic(containing: String)
  /// `expect screen fixture list.txt`, `expect screen """` and its lines,
  /// `test.expectScreen(…)`: the text the scene's `TextRendering` view renders.
  case expectScreen(ExpectedScreen)
  /// `advance 1.5s`: moves the test clock.
  case advance(Duration)
  /// `scenario offline`: the scenario file that answers the calls the script prepares no answer
  /// for (``SceneTest/use(_:fileID:filePath:line:column:)`` in Swift).
  case scenario(ScriptName)
  /// `teardown`: tears the scene down; implied at the end of a script without one.
  case teardown

  // MARK: - alerts

  /// `expect alert "Clear favourites?" buttons ["Clear", "Cancel"]`, `test.expectAlert(…)`: the
  /// alert showing, by its title, and its message and buttons' labels when given.
  case expectAlert(title: String, message: String?, buttons: [String]?)
  /// `answer alert "Clear"`, `test.answerAlert("Clear")`: answers the alert showing with the
  /// button labelled this, as the view would.
  case answerAlert(button: String)

  // MARK: - restoration

  /// `restart`, `test.restart()`: saves the scene's navigation through JSON, tears the scene
  /// down and restores it with the app's renames and upgrades, as a relaunch does.
  case restart

  // MARK: - checkpoints

  /// `expect navigation dismiss to Search with "favorites"`,
  /// `test.expectNavigation(dismissingTo: "Search", with: SearchScope.favorites)`: a dismissal
  /// back to a checkpoint, and the result handed to it (`nil` not to check it).
  case expectDismissal(to: ScriptName, result: StepValue?)

  /// Whether the step is a preparation, run before the scene starts so that its start sees it.
  var isPreparation: Bool {
    switch self {
    case .service, .storage, .failWrites, .scenario: true
    default: false
    }
  }

  /// The names the step uses and what each must be registered as, checked before a script runs.
  var registeredNames: [(name: ScriptName, kind: Mediator.RegistrationKind)] {
    switch self {
    case .scene(.registered(let scene)): [(scene, .scene)]
    case .scene(.parts(let view, let controller, let store)):
      [(view, .view), (controller, .controller), (store, .store)]
    case .expectNavigation(_, let scene, _): scene.map { [($0, .scene)] } ?? []
    case .service(let service, _, _), .expectCall(let service, _): [(service, .service)]
    case .storage(let storage, _, _), .failWrites(let storage, _),
      .changeStorage(let storage, _, _), .expectWrite(let storage, _, _),
      .expectRemoval(let storage, _):
      [(storage, .storage)]
    case .scene(.link), .context, .option, .set, .result, .expectResult, .expectValue,
      .expectChanges, .expectListChanges, .expectDiagnostic, .expectScreen, .advance, .teardown,
      .scenario:
      []
    // MARK: - alerts
    case .expectAlert, .answerAlert:
      []

    // MARK: - restoration
    case .restart: []

    // MARK: - checkpoints
    case .expectDismissal(let checkpoint, _): [(checkpoint, .scene)]
    }
  }

  /// The property path the step names, checked against the pipeline's properties before a
  /// script acts.
  var propertyPath: PropertyPath? {
    switch self {
    case .set(.path(let path), _), .expectValue(.path(let path), _, _),
      .expectChanges(.path(let path), _), .expectListChanges(.path(let path), _):
      path
    default: nil
    }
  }
}

extension SceneStep {
  /// Runs the step against a scene session, reporting each failure at `location`.
  ///
  /// - Returns: `false` when the step could not run at all (a script stops there); `true`
  ///   otherwise, even when it failed an expectation.
  @MainActor
  func run(in session: SceneSession, at location: FailureLocation) async -> Bool {
    switch self {
    case .scene, .context, .option:
      // Read by the script runner before the scene starts.
      return true
    case .service(let service, let outcome, let delay):
      guard let answer = session.fakeAnswer(outcome, after: delay, at: location) else {
        return false
      }
      session.services.answer(service.text, with: answer, at: location)
      return true
    case .scenario(let name):
      guard let scenario = session.scenario(named: name, at: location) else { return false }
      return session.use(scenario, at: location)
    case .storage(let storage, let key, let value):
      do {
        try await session.storages[storage.text]?.preload(json: value.value, forKey: key.text)
        return true
      } catch {
        session.fail("\(storage.text) cannot store \(key.text): \(error)", at: location)
        return false
      }
    case .failWrites(let storage, let key):
      session.storages[storage.text]?.failWrites(forKey: key.text)
      return true
    case .changeStorage(let storage, let key, let value):
      guard session.requirePipeline(at: location) != nil else { return false }
      return await session.changeStorage(storage.text, key: key.text, to: value, at: location)
    case .set(let property, let value):
      guard let pipeline = session.requirePipeline(at: location) else { return false }
      return await session.set(property, to: value, in: pipeline, at: location)
    case .result(let value):
      guard session.requirePipeline(at: location) != nil else { return false }
      await session.deliverResult(value.text, at: location) { channel in
        switch value {
        case .typed(let typed): typed.value
        case .json(let literal): try channel.value(fromJSON: literal.text)
        }
      }
    case .advance(let duration):
      await session.advance(by: duration, at: location)
    case .teardown:
      await session.finish(at: location, isExplicit: true)
    case .expectValue, .expectChanges, .expectListChanges, .expectNavigation, .expectResult,
      .expectCall, .expectWrite, .expectRemoval, .expectDiagnostic, .expectScreen:
      check(in: session, at: location)
    // MARK: - alerts
    case .expectAlert:
      check(in: session, at: location)
    case .answerAlert(let button):
      guard let pipeline = session.requirePipeline(at: location) else { return false }
      await session.answerAlert(with: button, in: pipeline, at: location)

    // MARK: - restoration
    case .restart:
      return await session.restart(at: location)

    // MARK: - checkpoints
    case .expectDismissal:
      check(in: session, at: location)
    }
    return true
  }

  /// Checks an expectation against what the scene did, synchronously, as ``SceneTest``'s
  /// `expect` methods do; an action runs with ``run(in:at:)``.
  @MainActor
  func check(in session: SceneSession, at location: FailureLocation) {
    switch self {
    case .expectValue(let property, let comparison, let expected):
      guard let pipeline = session.requirePipeline(at: location),
        let (name, actual) = session.value(of: property, in: pipeline, at: location)
      else { return }
      let isEqual =
        actual.isSet
        ? actual.json.flatMap { json in expected.json.map(json.hasSameElements) } ?? false
        : expected.matches(actual.value, json: actual.json)
      if comparison == .equal && !isEqual {
        session.failExpectation(
          ValueDiff.message(
            "\(name) is \(actual.text), expected \(expected.text).",
            heading: "\(name) is not as expected", detail: session.lastWriteText(of: name),
            expected: expected.json, actual: actual.json),
          at: location)
      } else if comparison == .notEqual && isEqual {
        session.failExpectation(
          "\(name) is \(ValueDiff.summary(actual.text, json: actual.json)), expected anything else.",
          at: location)
      }
    case .expectChanges(let property, let expected):
      guard let pipeline = session.requirePipeline(at: location),
        let name = session.wholeProperty(
          property, in: pipeline, swiftStep: "expectChanges", scriptStep: "`expect changes`",
          at: location)
      else { return }
      let changes = session.consumeChanges(of: name).filter { $0.property == name }
      let matches =
        changes.count == expected.count
        && zip(changes, expected).allSatisfy { change, value in
          value.matches(change.newValue, json: JSONValue(encodingIfPossible: change.newValue))
        }
      if !matches {
        session.failExpectation(
          "\(name) changed to [\(changes.map(Self.newText).joined(separator: ", "))], expected "
            + "[\(expected.map { ValueDiff.summary($0.text, json: $0.json) }.joined(separator: ", "))].",
          at: location)
      }
    case .expectListChanges(let property, let expected):
      guard let pipeline = session.requirePipeline(at: location),
        let name = session.wholeProperty(
          property, in: pipeline, swiftStep: "expectListChanges", scriptStep: "`expect list`",
          at: location)
      else { return }
      if let value = try? pipeline.value(named: name), !(value is any _PipelineList) {
        session.fail(
          "\(name) holds a \(type(of: value)), not a ListData, so it has no list changes. To "
            + "fix, expect its values with `expect changes \(name) [...]`.",
          at: location)
        return
      }
      let writes = session.consumeChanges(of: name).filter { $0.property == name }
      session.expectListChanges(of: name, writes: writes, expected: expected, at: location)
    case .expectNavigation(let action, let scene, let context):
      guard let record = session.consumeNavigation(at: location) else { return }
      // A dismissal names its scene only when the test does.
      let expected = NavigationRecord(
        action: action,
        scene: action == .dismiss && scene == nil ? record.scene : scene?.text,
        context: context.map { entries in
          ContextValues(Dictionary(entries.map { ($0.key.text, $0.value.value) }) { $1 })
        } ?? record.context)
      if record != expected {
        session.failExpectation(
          ValueDiff.message(
            "The scene navigated: \(record); expected: \(expected).",
            heading: "The scene navigated otherwise than expected", expected: expected.json,
            actual: record.json),
          at: location)
      }
    case .expectResult(let expected):
      session.expectResult(expected, at: location)
    case .expectCall(let service, let request):
      guard let call = session.consumeCall(to: service.text, at: location), let request else {
        return
      }
      if !request.matches(call.request, json: call.requestJSON) {
        session.failExpectation(
          ValueDiff.message(
            "\(service.text) was called with "
              + "\(call.requestJSON?.description ?? "\(call.request)"), expected \(request.text).",
            heading: "\(service.text) was called with another request than expected",
            expected: request.json, actual: call.requestJSON),
          at: location)
      }
    case .expectWrite(let storage, let key, let value):
      guard
        let write = session.consumeWrite(to: storage.text, key: key.text, at: location),
        let value
      else { return }
      // A script writes a removal `= null`; Swift expects it with `expectRemoval`.
      let actual = if case .json = value { write.value ?? .null } else { write.value }
      if actual != value.json {
        session.failExpectation(
          ValueDiff.message(
            "\(storage.text) \(key.text) was written as "
              + "\(write.value?.description ?? "a removal"), expected \(value.text).",
            heading: "\(storage.text) \(key.text) was written otherwise than expected",
            expected: value.json, actual: actual),
          at: location)
      }
    case .expectRemoval(let storage, let key):
      guard let write = session.consumeWrite(to: storage.text, key: key.text, at: location)
      else { return }
      if let value = write.value {
        session.failExpectation(
          "\(storage.text) \(key.text) was written as \(value), expected a removal.",
          at: location)
      }
    case .expectDiagnostic(let text):
      session.consumeDiagnostic(containing: text, at: location)
    case .expectScreen(let expected):
      session.expectScreen(expected, at: location)
    case .scene, .context, .option, .scenario, .service, .storage, .failWrites, .changeStorage,
      .set,
      .result, .advance, .teardown,
      // MARK: - restoration
      .restart:
      preconditionFailure("\(self) is an action, which runs with run(in:at:).")
    // MARK: - alerts
    case .expectAlert(let title, let message, let buttons):
      guard let pipeline = session.requirePipeline(at: location) else { return }
      session.expectAlert(title, message: message, buttons: buttons, in: pipeline, at: location)
    case .answerAlert:
      preconditionFailure("\(self) is an action, which runs with run(in:at:).")
    // MARK: - checkpoints
    case .expectDismissal(let checkpoint, let result):
      guard let record = session.consumeNavigation(at: location) else { return }
      // Without a result to check, the one handed back passes.
      var expected = NavigationRecord(dismissingTo: checkpoint.text)
      expected.checkpointResult = result.map { ($0.json ?? .string($0.text)).description }
      if result == nil, record.checkpoint == checkpoint.text {
        expected.checkpointResult = record.checkpointResult
      }
      if record != expected {
        session.failExpectation(
          "The scene navigated: \(record); expected: \(expected).", at: location)
      }
    }
  }

  /// A change's new value cut to a line, for messages.
  private static func newText(of change: Journal.Entry) -> String {
    ValueDiff.summary(change.newText, json: JSONValue(encodingIfPossible: change.newValue))
  }
}
