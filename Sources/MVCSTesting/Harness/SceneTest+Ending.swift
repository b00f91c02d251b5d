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

// MARK: - restoration

extension SceneTest {
  /// Saves the scene's navigation through JSON as the app does when it goes to the background,
  /// tears the scene down and restores it with the app's renames and upgrades, as a relaunch
  /// does; the steps after it check the restored scene.
  ///
  /// ```swift
  /// await test.set(\.searchText, "cats")
  /// test.expectWrite("Searches", key: "recent", ["cats"])
  /// await test.restart()
  /// test.expect(\.recent, ["cats"])
  /// ```
  ///
  /// The scene is saved with the context it started with, as
  /// `RecordingNavigator.savedNavigation()` saves it; its storages keep what it wrote, as they
  /// do across a relaunch. What the scene did before must be expected first, as before any
  /// action; what the restored scene does when it starts is then unasserted. The test fails
  /// when the scene cannot be saved (a context value that is not `Encodable`), when a part of
  /// the scene before the restart is not deallocated, or when the restoration skips the scene,
  /// with the `RestorationReport`. A scene given by its parts cannot restart: saved navigation
  /// names scenes by their registered names. The restored scene has no presenter waiting for a
  /// result.
  ///
  /// - Parameters:
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func restart(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await run(
      .restart,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
