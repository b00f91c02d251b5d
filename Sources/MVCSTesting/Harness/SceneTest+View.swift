extension SceneTest {
  /// The scene's view as its type, to check what it shows or to act on it as the user would;
  /// `nil`, and a failure naming the view's actual type, when it is another type or the scene
  /// has not started.
  ///
  /// ```swift
  /// try await test.start()
  /// let view = try #require(test.view(as: PhotoListView.self))
  /// #expect(view.rows == ["Cat on a sofa", "Kitten yawning"])
  /// ```
  ///
  /// Keep no reference to the view past ``finish(fileID:filePath:line:column:)``, which checks
  /// that it is deallocated.
  ///
  /// - Parameters:
  ///   - type: The view's type.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  /// - Returns: The view, or `nil` after failing the test.
  public func view<View>(
    as type: View.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> View? {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return session.view(as: type, at: location)
  }

  /// The scene's controller as its type; `nil`, and a failure naming the controller's actual
  /// type, when it is another type or the scene has not started.
  ///
  /// ```swift
  /// let controller = try #require(test.controller(as: PhotoListController.self))
  /// ```
  ///
  /// Keep no reference to the controller past ``finish(fileID:filePath:line:column:)``, which
  /// checks that it is deallocated.
  ///
  /// - Parameters:
  ///   - type: The controller's type.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  /// - Returns: The controller, or `nil` after failing the test.
  public func controller<Controller>(
    as type: Controller.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Controller? {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return session.controller(as: type, at: location)
  }

  /// Expects the text the scene's view renders now, with a diff of the lines that differ when
  /// it is other; the view must adopt `TextRendering`.
  ///
  /// ```swift
  /// test.expectScreen("""
  ///   Count: 1
  ///   Press + to count
  ///   """)
  /// ```
  ///
  /// Lines are compared without the spaces at their ends, and empty lines at the end of either
  /// text are left out. The screen covers no pipeline change: an exhaustive test still expects
  /// those, or runs ``SceneChecking/relaxed``.
  ///
  /// - Parameters:
  ///   - expected: The text the view must render.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectScreen(
    _ expected: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    check(.expectScreen(.text(expected)), at: location)
  }
}
