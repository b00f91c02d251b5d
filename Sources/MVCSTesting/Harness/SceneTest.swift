import Foundation
public import MVCS
public import MVCSLists

/// Runs one scene of an app headless — its real view, controller and store, with fake services,
/// in-memory storages, a test clock and a recording navigator — and checks everything it does.
///
/// ```swift
/// @MainActor @Test func typingSearchesForPhotos() async throws {
///   let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: .app,
///                        context: ["query": "cats"])
///   test.services.answer("SearchPhotoService", with: .value([Photo.sample]))
///   try await test.start()
///
///   await test.set(\.searchText, "cats")
///   test.expectCall("SearchPhotoService", with: "cats")
///   test.expect(\.photos, [Photo.sample])
///   test.expect(\.requestFinished, true)
///
///   await test.set(\.selectedIndex, 0)
///   test.expectNavigation(.show, "PhotoDetail", context: ["photoID": "123"])
///   await test.finish()
/// }
/// ```
///
/// The test is exhaustive by default: after each action (`set`, `advance`) and at the end, every
/// pipeline change, service call, navigation and storage write that no expectation covered fails
/// the test, with the journal of what happened. `finish()` also fails if the scene's work still
/// runs, tears the scene down, and fails for every part of it that was not deallocated.
///
/// Failures are reported at the line of the step that found them: every step takes `fileID`,
/// `filePath`, `line` and `column` parameters for that, whose defaults are the caller's place;
/// leave them.
@MainActor
public final class SceneTest<ScenePipeline: Pipeline> {
  private let session: SceneSession
  private let endCheck: EndCheck
  private let sceneName: String?
  private let sceneParts: SceneParts?
  private let context: ContextValues
  private let link: String?
  private var hasReportedNotStarted = false

  /// Prepares a test of a registered scene; call ``start(fileID:filePath:line:column:)`` next.
  ///
  /// - Parameters:
  ///   - pipelineType: The scene's pipeline type, for the key paths of the steps.
  ///   - scene: The scene's registered name.
  ///   - mediator: The app's mediator; its registrations are reused, not changed.
  ///   - context: The values the scene is assembled with.
  ///   - checking: ``SceneChecking/exhaustive`` (the default) to fail on anything the scene does
  ///     that no step expects, ``SceneChecking/relaxed`` to let it pass.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public convenience init(
    _ pipelineType: ScenePipeline.Type, scene: String, mediator: Mediator,
    context: ContextValues = [:], checking: SceneChecking = .exhaustive,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      name: scene, parts: nil, mediator: mediator, context: context, checking: checking,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Prepares a test of a scene given by its parts' names.
  ///
  /// - Parameters:
  ///   - pipelineType: The scene's pipeline type, for the key paths of the steps.
  ///   - parts: The names of the scene's view, controller and store.
  ///   - mediator: The app's mediator; its registrations are reused, not changed.
  ///   - context: The values the scene is assembled with.
  ///   - checking: ``SceneChecking/exhaustive`` (the default) to fail on anything the scene does
  ///     that no step expects, ``SceneChecking/relaxed`` to let it pass.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public convenience init(
    _ pipelineType: ScenePipeline.Type, parts: SceneParts, mediator: Mediator,
    context: ContextValues = [:], checking: SceneChecking = .exhaustive,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      name: nil, parts: parts, mediator: mediator, context: context, checking: checking,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Prepares a test of the scene a deep link opens, with the context the link gives: what the
  /// app does when the link arrives.
  ///
  /// ```swift
  /// let test = SceneTest(
  ///   PhotoDetailPipeline.self, link: "photosearch://PhotoDetail?photoID=p2",
  ///   mediator: .photoSearchScenes())
  /// try await test.start()
  /// test.expect(\.photoID, "p2")
  /// ```
  ///
  /// - Parameters:
  ///   - pipelineType: The scene's pipeline type, for the key paths of the steps.
  ///   - link: The link, resolved with `Mediator.link(for:)` when the test starts.
  ///   - mediator: The app's mediator, which registers the link's route.
  ///   - checking: ``SceneChecking/exhaustive`` (the default) to fail on anything the scene does
  ///     that no step expects, ``SceneChecking/relaxed`` to let it pass.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public convenience init(
    _ pipelineType: ScenePipeline.Type, link: String, mediator: Mediator,
    checking: SceneChecking = .exhaustive,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      name: nil, parts: nil, mediator: mediator, context: [:], link: link, checking: checking,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private init(
    name: String?, parts: SceneParts?, mediator: Mediator, context: ContextValues,
    link: String? = nil, checking: SceneChecking,
    at location: FailureLocation
  ) {
    session = SceneSession(app: mediator, at: location)
    endCheck = EndCheck(location: location)
    session.isExhaustive = checking == .exhaustive
    sceneName = name
    sceneParts = parts
    self.context = context
    self.link = link
  }

  /// The fake services: prepare their answers before the step that calls them.
  public var services: FakeServices { session.services }

  /// The scene's clock; move it with ``advance(by:fileID:filePath:line:column:)``.
  public var clock: TestClock { session.clock }

  /// The in-memory storage standing in for a registered storage, to preload it; `nil`, and a
  /// failure naming the closest registered storage, for a name the app does not register.
  ///
  /// - Parameters:
  ///   - name: The storage's registered name.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func storage(
    _ name: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> RecordingStorage? {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard session.isRegistered(name, .storage, at: location) else { return nil }
    return session.storages[name]
  }

  /// The scene's pipeline, once started; `nil` before. Keep no reference to it past
  /// ``finish(fileID:filePath:line:column:)``, which checks that it is deallocated.
  public var pipeline: ScenePipeline? { session.pipeline as? ScenePipeline }

  /// Assembles the scene and lets its start settle.
  ///
  /// - Parameters:
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  ///
  /// - Throws: The mediator's error when the scene cannot be assembled; a `LinkError` when the
  ///   test's link does not open; and a ``SceneTestError`` when its pipeline is not a
  ///   `ScenePipeline`.
  public func start(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws {
    endCheck.isStarted = true
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if let link {
      let opened = try session.open(link)
      try await session.start(nil, named: opened.scene, context: opened.context, at: location)
    } else {
      try await session.start(sceneParts, named: sceneName, context: context, at: location)
    }
    guard let pipeline = session.pipeline, pipeline is ScenePipeline else {
      throw SceneTestError.pipelineMismatch(
        expected: String(describing: ScenePipeline.self),
        actual: session.pipeline.map { String(describing: type(of: $0)) } ?? "none")
    }
  }

  // MARK: - Actions

  /// Writes a property, as the view does, and lets the scene react.
  ///
  /// - Parameters:
  ///   - keyPath: The property, here or in a child pipeline.
  ///   - value: The value to write.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func set<Value>(
    _ keyPath: ReferenceWritableKeyPath<ScenePipeline, Value>, _ value: Value,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let pipeline = requirePipeline(at: location) else { return }
    let shown = names(of: keyPath, in: pipeline, at: location).shown
    await session.write("setting \(shown)", at: location) {
      pipeline[keyPath: keyPath] = value
    }
  }

  /// Hands a result to the scene, as the scene it showed or presented for one hands it back,
  /// and lets the scene react.
  ///
  /// ```swift
  /// await test.set(\.scopeTapped, true)
  /// test.expectNavigation(.present, "ScopePicker")
  /// await test.deliverResult(SearchScope.favorites)
  /// test.expect(\.scope, .favorites)
  /// ```
  ///
  /// The result goes to the newest navigation made `expecting:` a result that has none yet;
  /// the test fails when there is none, or when the scene expects another type.
  ///
  /// - Parameters:
  ///   - result: The result, of the type the scene expects.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func deliverResult<Result: Sendable>(
    _ result: Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard requirePipeline(at: location) != nil else { return }
    await session.deliverResult(text(result), at: location) { _ in result }
  }

  /// Moves the test clock forward, waking the scene's waits in deadline order.
  ///
  /// - Parameters:
  ///   - duration: How far to move the clock.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func advance(
    by duration: Duration,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await session.advance(
      by: duration,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  // MARK: - Expectations

  /// Expects a property's current value, and covers its unasserted changes.
  ///
  /// - Parameters:
  ///   - keyPath: The property, here or in a child pipeline.
  ///   - expected: The value it must hold.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expect<Value: Equatable>(
    _ keyPath: KeyPath<ScenePipeline, Value>, _ expected: Value,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let pipeline = requirePipeline(at: location) else { return }
    // A key path into a property's value (`\.photos.count`) covers the property's changes, as
    // `expect photos.count == 20` does in a script.
    let (covered, name) = names(of: keyPath, in: pipeline, at: location)
    if let covered { session.consumeChanges(of: covered) }
    let actual = pipeline[keyPath: keyPath]
    if actual != expected {
      session.failExpectation(
        ValueDiff.message(
          "\(name) is \(text(actual)), expected \(text(expected)).",
          heading: "\(name) is not as expected", expected: JSONValue(encodingIfPossible: expected),
          actual: JSONValue(encodingIfPossible: actual)),
        at: location)
    }
  }

  /// Expects the exact sequence of new values a property took since its changes were last
  /// covered, and covers them.
  ///
  /// - Parameters:
  ///   - keyPath: The property, here or in a child pipeline.
  ///   - expected: Its new values, oldest first.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectChanges<Value: Equatable>(
    _ keyPath: KeyPath<ScenePipeline, Value>, _ expected: [Value],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let pipeline = requirePipeline(at: location),
      let name = wholeProperty(keyPath, in: pipeline, step: "expectChanges", at: location)
    else { return }
    let changes = session.consumeChanges(of: name).filter { $0.property == name }
    let actual = changes.map { $0.newValue as? Value }
    if actual != expected.map(Optional.some) {
      session.failExpectation(
        "\(name) changed to [\(changes.map(\.newText).joined(separator: ", "))], expected "
          + "[\(expected.map(text).joined(separator: ", "))].",
        at: location)
    }
  }

  /// Expects the change set of each write of a list property since its changes were last
  /// covered, and covers them.
  ///
  /// The change sets are the ones the property's observers got from `Change.listChanges`:
  ///
  /// ```swift
  /// test.set(\.loadMore, true)
  /// await test.advance(by: .seconds(1))
  /// let page = [ListIndexPath(section: 0, row: 20), ListIndexPath(section: 0, row: 21)]
  /// test.expectListChanges(\.photos, [ListChanges(insertedRows: page)])
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The list property, here or in a child pipeline.
  ///   - expected: The change set of each write, oldest first.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectListChanges<Section, Item>(
    _ keyPath: KeyPath<ScenePipeline, ListData<Section, Item>>, _ expected: [ListChanges],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let pipeline = requirePipeline(at: location),
      let name = wholeProperty(keyPath, in: pipeline, step: "expectListChanges", at: location)
    else { return }
    let writes = session.consumeChanges(of: name).filter { $0.property == name }
    session.expectListChanges(of: name, writes: writes, expected: expected, at: location)
  }

  /// Expects the next unasserted call of a service, whatever its request.
  ///
  /// - Parameters:
  ///   - service: The service's registered name.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  /// - Returns: The call, to check its request some other way; `nil` when there was none.
  @discardableResult
  public func expectCall(
    _ service: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ServiceCall? {
    session.consumeCall(
      to: service,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Expects the next unasserted call of a service, with its request.
  ///
  /// - Parameters:
  ///   - service: The service's registered name.
  ///   - request: The request the store must have sent.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectCall<Request: Equatable & Sendable>(
    _ service: String, with request: Request,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let call = session.consumeCall(to: service, at: location) else { return }
    if call.request as? Request != request {
      session.failExpectation(
        ValueDiff.message(
          "\(service) was called with \(call.requestJSON?.description ?? "\(call.request)"), "
            + "expected \(text(request)).",
          heading: "\(service) was called with another request than expected",
          expected: JSONValue(encodingIfPossible: request), actual: call.requestJSON),
        at: location)
    }
  }

  /// Expects the next unasserted navigation.
  ///
  /// - Parameters:
  ///   - action: Show, present or dismiss.
  ///   - scene: The scene shown or presented, or the one dismissed (the last shown, or the scene
  ///     under test); `nil` not to check which scene a dismissal dismissed.
  ///   - context: The context expected, as JSON values; `nil` to not check it.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectNavigation(
    _ action: NavigationAction, _ scene: String? = nil, context: [String: JSONValue]? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let record = session.consumeNavigation(at: location) else { return }
    // A dismissal names its scene only when the test does.
    let expected = NavigationRecord(
      action: action, scene: action == .dismiss && scene == nil ? record.scene : scene,
      context: context ?? record.context)
    if record != expected {
      session.failExpectation(
        ValueDiff.message(
          "The scene navigated: \(record); expected: \(expected).",
          heading: "The scene navigated otherwise than expected", expected: expected.json,
          actual: record.json),
        at: location)
    }
  }

  /// Expects the next unasserted write of a storage key, with its value (compared as JSON).
  ///
  /// - Parameters:
  ///   - storage: The storage's registered name.
  ///   - key: The key written.
  ///   - value: The value it must have been written with.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectWrite<Value: Encodable>(
    _ storage: String, key: String, _ value: Value,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let write = session.consumeWrite(to: storage, key: key, at: location) else { return }
    let expected = JSONValue(encodingIfPossible: value)
    if write.value != expected {
      session.failExpectation(
        ValueDiff.message(
          "\(storage) \(key) was written as \(write.value?.description ?? "a removal"), "
            + "expected \(expected?.description ?? "\(value)").",
          heading: "\(storage) \(key) was written otherwise than expected", expected: expected,
          actual: write.value),
        at: location)
    }
  }

  /// Expects the next unasserted write of a storage key to be a removal.
  ///
  /// - Parameters:
  ///   - storage: The storage's registered name.
  ///   - key: The key removed.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectRemoval(
    _ storage: String, key: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let write = session.consumeWrite(to: storage, key: key, at: location) else { return }
    if let value = write.value {
      session.failExpectation(
        "\(storage) \(key) was written as \(value), expected a removal.", at: location)
    }
  }

  /// Expects the next unasserted write or removal of a storage key, whatever its value.
  ///
  /// - Parameters:
  ///   - storage: The storage's registered name.
  ///   - key: The key written or removed.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectWrite(
    _ storage: String, key: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    session.consumeWrite(
      to: storage, key: key,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  // MARK: - Ending

  /// Ends the test: fails for what is unasserted and for work still running, tears the scene
  /// down and fails for every part of it that was not deallocated.
  ///
  /// - Parameters:
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    endCheck.isEnded = true
    await session.finish(
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      isExplicit: false)
  }

  /// Tears the scene down now, cancelling its work, then checks as ``finish(fileID:filePath:line:column:)``
  /// does — except that work still running is expected, since teardown cancels it.
  ///
  /// - Parameters:
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func tearDown(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    endCheck.isEnded = true
    await session.finish(
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      isExplicit: true)
  }

  // MARK: - Helpers

  private func requirePipeline(at location: FailureLocation) -> ScenePipeline? {
    guard let pipeline else {
      // Once: every later step fails for the same reason, and one root cause is one failure.
      if !hasReportedNotStarted {
        hasReportedNotStarted = true
        session.fail(
          "The scene has not started. To fix, call `try await test.start()` before the steps.",
          at: location)
      }
      return nil
    }
    return pipeline
  }

  /// The property a key path covers (the one it reads, even into its value) and how the key
  /// path reads in a message: the property's dotted name, or the key path as the test wrote it.
  private func names<Value>(
    of keyPath: KeyPath<ScenePipeline, Value>, in pipeline: ScenePipeline,
    at location: FailureLocation
  ) -> (covered: String?, shown: String) {
    if let whole = pipeline.name(of: keyPath) { return (whole, whole) }
    let covered = pipeline.nameOfPropertyRead(by: keyPath)
    return (covered, KeyPathText.text(of: keyPath, property: covered, at: location))
  }

  /// The dotted name of the property a key path names; `nil` after failing the step when it
  /// goes into the property's value, which a step about a property's writes cannot follow.
  private func wholeProperty<Value>(
    _ keyPath: KeyPath<ScenePipeline, Value>, in pipeline: ScenePipeline, step: String,
    at location: FailureLocation
  ) -> String? {
    let (covered, shown) = names(of: keyPath, in: pipeline, at: location)
    guard covered != nil, covered == shown else {
      let fix =
        covered.map { "expect the writes of \\.\($0), or expect(\(shown), …) for the value" }
        ?? "pass a key path to a pipeline property"
      session.fail(
        "\(step) takes a whole pipeline property; \(shown) is not one. To fix, \(fix).",
        at: location)
      return nil
    }
    return covered
  }

  private func text(_ value: Any) -> String {
    JSONValue(encodingIfPossible: value)?.description ?? String(describing: value)
  }
}

/// Fails a started ``SceneTest`` released without `finish()` or `tearDown()`, which would skip
/// every end-of-test check.
final class EndCheck: @unchecked Sendable {
  // Written on the main actor while the test runs; read in `deinit`, after the last release,
  // which the reference count orders after every write.
  var isStarted = false
  var isEnded = false
  private let location: FailureLocation

  init(location: FailureLocation) { self.location = location }

  deinit {
    guard isStarted && !isEnded else { return }
    TestFailure.report(
      "The scene test ended without `finish()` or `tearDown()`, so nothing checked what the "
        + "scene did last, whether its work ended, or whether it leaked. To fix, end the test "
        + "with `await test.finish()`.", at: location)
  }
}

/// Why a ``SceneTest`` could not start.
public enum SceneTestError: Error, Equatable, CustomStringConvertible {
  /// The scene's pipeline is not of the type the test names.
  case pipelineMismatch(expected: String, actual: String)

  public var description: String {
    switch self {
    case .pipelineMismatch(let expected, let actual):
      "The scene's pipeline is a \(actual), but the test names \(expected). To fix, create the "
        + "test with SceneTest(\(actual).self, …)."
    }
  }
}

/// How strictly a ``SceneTest`` or a scene script checks what the scene does.
///
/// The same word in both: `checking: .relaxed` in Swift, `option relaxed` in a script.
public enum SceneChecking: Sendable, Equatable {
  /// Everything the scene does — pipeline changes, service calls, navigations, storage writes —
  /// must be expected by a step, or the test fails at the action that caused it.
  case exhaustive
  /// What no step expects passes; `expect changes` still sees every change since the property
  /// was last expected.
  case relaxed
}
