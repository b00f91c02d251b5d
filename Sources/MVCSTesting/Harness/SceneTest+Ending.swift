extension SceneTest {
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
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    endCheck.isEnded = true
    await run(.teardown, at: location)
  }
}
