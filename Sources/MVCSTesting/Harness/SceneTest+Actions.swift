import MVCS

extension SceneTest {
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
    await run(.set(.keyPath(TypedKeyPath(keyPath)), value: .typed(TypedValue(value))), at: location)
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
    await run(.result(.typed(TypedValue(result))), at: location)
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
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await run(.advance(duration), at: location)
  }

  /// Writes a key of a storage as another holder of it would — another scene, other code
  /// holding the storage, another process — and lets the scene react.
  ///
  /// The value goes to the storage directly, not through the scene's bindings, so it is not a
  /// write of the scene's: no `expectWrite` covers it. The storage announces it, and every
  /// pipeline property bound to the key (`SceneEnvironment.bind(_:of:to:status:)`) takes it, as
  /// the step's effects to expect:
  ///
  /// ```swift
  /// await test.changeStorage("Favorites", key: "favorites", to: [sofa])
  /// test.expect(\.favorites, [sofa])
  /// ```
  ///
  /// The write is stored even when the test made the key's writes fail with
  /// ``RecordingStorage/failWrites(forKey:)``, which fails the scene's writes only.
  ///
  /// - Parameters:
  ///   - storage: The storage's registered name.
  ///   - key: The key written.
  ///   - value: The new value, stored as JSON.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func changeStorage<Value: Encodable>(
    _ storage: String, key: String, to value: Value,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let json: JSONValue
    do {
      json = try JSONValue(encoding: value)
    } catch {
      session.fail(
        "Cannot change \(key) in \(storage): the value cannot be encoded as JSON: \(error). To "
          + "fix, pass a value that encodes, as the scene's bound property would.",
        at: location)
      return
    }
    let literal = JSONLiteral(
      value: json, text: json.description, location: name(key, at: location).location)
    await run(
      .changeStorage(name(storage, at: location), key: name(key, at: location), value: literal),
      at: location)
  }
}
