import MVCS

extension SceneTest {
  /// Expects an alert the scene raised (a `SceneAlert` in a pipeline property) by its title, and
  /// its message and buttons when given; covers the changes of the property holding it.
  ///
  /// ```swift
  /// await test.set(\.clearTapped, true)
  /// test.expectAlert("Clear favourites?", buttons: ["Clear", "Cancel"])
  /// await test.answerAlert("Clear")
  /// test.expect(\.favorites, [])
  /// ```
  ///
  /// To compare the whole value, choices and roles too, expect the property:
  /// `test.expect(\.clearAlert, .confirmation(…))`.
  ///
  /// - Parameters:
  ///   - title: The title of the alert that must show.
  ///   - message: Its message, or `nil` not to check it.
  ///   - buttons: Its buttons' labels in order, or `nil` not to check them.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func expectAlert(
    _ title: String, message: String? = nil, buttons: [String]? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    check(.expectAlert(title: title, message: message, buttons: buttons), at: location)
  }

  /// Answers the alert showing with the button that has this label, as the view would, and lets
  /// the scene react.
  ///
  /// The button's choice is written to the `@Input` of the alert's choice type beside it. The
  /// alert's clearing (`observeAnswer(_:clearing:by:_:)`) needs no expectation; whatever else the
  /// answer causes does. The test fails, listing the buttons, when the alert has no button with
  /// the label; when no alert shows; and when the alert still shows after the answer.
  ///
  /// - Parameters:
  ///   - button: The label of the button to pick, exactly as the alert shows it.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  public func answerAlert(
    _ button: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await run(.answerAlert(button: button), at: location)
  }
}
