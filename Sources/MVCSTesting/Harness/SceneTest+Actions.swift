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
}
