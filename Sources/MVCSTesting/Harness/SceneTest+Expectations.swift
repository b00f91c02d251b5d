public import MVCS
public import MVCSLists

extension SceneTest {
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
    check(
      .expectValue(
        .keyPath(TypedKeyPath(keyPath)), .equal, .typed(TypedValue(expecting: expected))),
      at: location)
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
    check(
      .expectChanges(
        .keyPath(TypedKeyPath(keyPath)),
        values: expected.map { .typed(TypedValue(expecting: $0)) }),
      at: location)
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
    check(.expectListChanges(.keyPath(TypedKeyPath(keyPath)), changes: expected), at: location)
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
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    session.lastConsumedCall = nil
    check(.expectCall(name(service, at: location), request: nil), at: location)
    return session.lastConsumedCall
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
    check(
      .expectCall(name(service, at: location), request: .typed(TypedValue(expecting: request))),
      at: location)
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
    let entries = context.map { context in
      context.sorted { $0.key < $1.key }.map { key, value in
        let key = name(key, at: location)
        return SceneStep.ContextEntry(
          key: key,
          value: JSONLiteral(value: value, text: value.description, location: key.location))
      }
    }
    check(
      .expectNavigation(action, scene: scene.map { name($0, at: location) }, context: entries),
      at: location)
  }

  /// Expects the next unasserted navigation to go where a typed route goes, with its context.
  ///
  /// ```swift
  /// await test.set(\.selectedStoryID, Selection(42))
  /// test.expectNavigation(.show, .story(id: 42))
  /// ```
  ///
  /// It checks what ``expectNavigation(_:_:context:fileID:filePath:line:column:)`` checks given
  /// the route's scene and context, and fails alike.
  ///
  /// - Parameters:
  ///   - action: Show or present.
  ///   - route: The route the scene navigated with: its scene and its context, compared as
  ///     JSON values.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectNavigation<Route: SceneRoute>(
    _ action: NavigationAction, _ route: Route,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let context: ContextValues
    do {
      context = TestNavigator.recorded(try route.contextValues())
    } catch {
      // The navigation the step was to check is covered: the route is what failed.
      if !session.unassertedNavigations.isEmpty { session.unassertedNavigations.removeFirst() }
      session.fail("\(error)", at: location)
      return
    }
    let entries = context.keys.sorted().compactMap { key -> SceneStep.ContextEntry? in
      guard let value = context[key] as? JSONValue else { return nil }
      let key = name(key, at: location)
      return SceneStep.ContextEntry(
        key: key, value: JSONLiteral(value: value, text: value.description, location: key.location))
    }
    check(
      .expectNavigation(action, scene: name(Route.scene, at: location), context: entries),
      at: location)
  }

  /// Expects the result the scene handed back, and covers it.
  ///
  /// A scene registered with a route whose `SceneRoute.Result` is a type is tested as if
  /// presented for one: what it hands back with `navigation.dismiss(with:)` or
  /// `deliverResult(_:)` is an effect, which a test in exhaustive mode must expect.
  ///
  /// ```swift
  /// let test = SceneTest(StoryPipeline.self, route: .tonePicker(current: .plain), mediator: .app)
  /// try await test.start()
  /// await test.set(\.picked, .bright)
  /// test.expectNavigation(.dismiss)
  /// test.expectResult(StoryTone.bright)
  /// ```
  ///
  /// It fails when the scene handed back no result, another one, or when the expected value is
  /// not of the route's `Result` type. A scene that hands back a value of another type fails
  /// the step during which it did so, naming both types.
  ///
  /// - Parameters:
  ///   - expected: The result, of the route's `Result` type.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectResult<Result: Equatable & Sendable>(
    _ expected: Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    check(.expectResult(.typed(TypedValue(expecting: expected))), at: location)
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
    check(
      .expectWrite(
        name(storage, at: location), key: name(key, at: location),
        value: .typed(TypedValue(value))),
      at: location)
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
    check(
      .expectRemoval(name(storage, at: location), key: name(key, at: location)), at: location)
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
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    check(
      .expectWrite(name(storage, at: location), key: name(key, at: location), value: nil),
      at: location)
  }

  /// Expects a diagnostic the scene reported, and covers it.
  ///
  /// A diagnostic the scene reports (a loop of writes, a failed navigation, a failed write of a
  /// bound stored value) fails the step that caused it, unless an expectation covers it before
  /// the next action or the end of the test:
  ///
  /// ```swift
  /// test.storage("Favorites")?.failWrites(forKey: "favorites")
  /// await test.set(\.starToggled, true)
  /// test.expectDiagnostic(containing: "Writing \"favorites\" to the storage \"Favorites\" failed")
  /// ```
  ///
  /// It covers the oldest unasserted diagnostic whose message contains `text`, and fails when
  /// there is none.
  ///
  /// - Parameters:
  ///   - text: Text the diagnostic's message contains.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectDiagnostic(
    containing text: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    check(.expectDiagnostic(containing: text), at: location)
  }

  // MARK: - checkpoints

  /// Expects the next unasserted navigation to be a dismissal back to a checkpoint.
  ///
  /// ```swift
  /// await test.set(\.showFavoritesTapped, true)
  /// test.expectNavigation(dismissingTo: "Search", with: SearchScope.favorites)
  /// ```
  ///
  /// The scenes below the scene under test are the app's, which a scene test does not
  /// assemble: any registered scene is a checkpoint, and a result its controller would refuse
  /// (not its `CheckpointResult`) fails the step during which the scene handed it back, naming
  /// both types.
  ///
  /// - Parameters:
  ///   - checkpoint: The checkpoint's registered scene name.
  ///   - result: The result handed back, compared as JSON (a value that is not `Encodable` by
  ///     its description); `nil` not to check it.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectNavigation(
    dismissingTo checkpoint: String, with result: (any Sendable)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    check(
      .expectDismissal(
        to: name(checkpoint, at: location), result: result.map { .typed(TypedValue($0)) }),
      at: location)
  }

  /// Expects the next unasserted navigation to be a dismissal back to the scene of a typed
  /// route, as ``expectNavigation(dismissingTo:with:fileID:filePath:line:column:)-(String,_,_,_,_,_)``
  /// does by name.
  ///
  /// - Parameters:
  ///   - route: The checkpoint's route type.
  ///   - result: The result handed back; `nil` not to check it.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectNavigation<Route: SceneRoute>(
    dismissingTo route: Route.Type, with result: (any Sendable)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    expectNavigation(
      dismissingTo: Route.scene, with: result, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}
