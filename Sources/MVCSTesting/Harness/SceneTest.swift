import Foundation
public import MVCS

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
  let session: SceneSession
  let endCheck: EndCheck
  private let sceneName: String?
  private let sceneParts: SceneParts?
  private let context: ContextValues
  private let link: String?
  /// Why the test's route has no context, which fails the start.
  private var routeError: MediatorError?

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

  /// Prepares a test of the scene a typed route opens, with the route's context: what the app
  /// does on `navigation.show(route)`.
  ///
  /// ```swift
  /// let test = SceneTest(StoryPipeline.self, route: .story(id: 42), mediator: .app)
  /// try await test.start()
  /// test.expect(\.id, 42)
  /// ```
  ///
  /// The scene is checked as by name (see ``start(fileID:filePath:line:column:)``). A scene
  /// registered with a route whose `SceneRoute.Result` is a type is opened as if presented for
  /// one, by route or by name (not by link, which opens it with no one expecting a result), so
  /// that it can hand one back, and the test expect it with
  /// ``expectResult(_:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - pipelineType: The scene's pipeline type, for the key paths of the steps.
  ///   - route: The route to the scene; its context is the scene's.
  ///   - mediator: The app's mediator; its registrations are reused, not changed.
  ///   - checking: ``SceneChecking/exhaustive`` (the default) to fail on anything the scene does
  ///     that no step expects, ``SceneChecking/relaxed`` to let it pass.
  ///   - expectingResult: Whether a scene whose route's `Result` is a type is opened as if
  ///     presented for one (the default), or with no one expecting it, as
  ///     `navigation.show(route)` or a link opens it.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public convenience init<Route: SceneRoute>(
    _ pipelineType: ScenePipeline.Type, route: Route, mediator: Mediator,
    checking: SceneChecking = .exhaustive, expectingResult: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    var context = ContextValues()
    var routeError: MediatorError?
    do {
      context = try route.contextValues()
    } catch {
      routeError = error
    }
    self.init(
      name: Route.scene, parts: nil, mediator: mediator, context: context, checking: checking,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    self.routeError = routeError
    session.isExpectingResult = expectingResult
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
  public var clock: SceneTestClock { session.clock }

  /// The in-memory fake of a registered storage, to preload it; `nil`, and a
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

  /// Checks the scene's registration, assembles the scene and lets its start settle.
  ///
  /// A registered scene (by name, route or link) is first checked as the app's
  /// `Mediator.validate()` checks it: that its parts are registered and agree on the pipeline
  /// type, that its registered context keys (or its route's) cover what its store requires,
  /// that the services and storages its store requires are registered, and that the link routes
  /// opening it declare the keys its store requires. A test of a scene the app's `validate()`
  /// would reject fails, even when the test's own context would let the scene assemble.
  ///
  /// A scene registered with a route whose `Result` is a type starts, by route or name, as if
  /// presented for one (unless `expectingResult: false`): what it hands back with `navigation.dismiss(with:)` or `deliverResult(_:)` is an effect to
  /// expect with ``expectResult(_:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  ///
  /// - Throws: The `ValidationReport` of a registered scene's problems, with the text the app's
  ///   `validate()` gives; the `MediatorError` of a route that cannot be turned into context
  ///   values; the mediator's error when the scene cannot be assembled; a
  ///   `LinkError` when the test's link does not open; and a ``SceneTestError`` when its
  ///   pipeline is not a `ScenePipeline`.
  public func start(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws {
    endCheck.isStarted = true
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
      if let routeError { throw routeError }
      if let link {
        // A link opens its scene with no one expecting a result, as in the app.
        session.isExpectingResult = false
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
    } catch {
      // The test stops here, so no later step can expect what the start reported.
      session.failForDiagnostics()
      throw error
    }
  }

  // MARK: - Running steps

  /// Hands a step to the engine.
  func run(_ step: SceneStep, at location: FailureLocation) async {
    _ = await step.run(in: session, at: location)
  }

  /// Hands an expectation to the engine, which checks it at once.
  func check(_ step: SceneStep, at location: FailureLocation) {
    step.check(in: session, at: location)
  }

  /// A name as a step takes it, located at the caller.
  func name(_ text: String, at location: FailureLocation) -> ScriptName {
    ScriptName(
      text, at: ScriptLocation(file: location.fileID, line: location.line, column: location.column))
  }
}
