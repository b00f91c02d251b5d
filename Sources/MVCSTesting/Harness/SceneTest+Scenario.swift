public import MVCS

extension SceneTest {
  /// Answers the service calls this test prepares no answer for from a scenario — the same
  /// scenario the app or its demo runs with.
  ///
  /// ```swift
  /// let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: .app)
  /// test.use(try Scenario.named("offline", in: scenarios))
  /// try await test.start()
  /// test.expectCall("SearchPhotos")
  /// test.expect(\.errorMessage, "You're offline.")
  /// ```
  ///
  /// The test's own answers (``FakeServices/answer(_:with:fileID:filePath:line:column:)``, or
  /// `service … returns …` in a script) come first: a service the test prepared an answer for
  /// keeps it. The scenario's delays are waited on the test's ``clock``, so `advance` moves
  /// them; its `every answer after` delay also applies to the test's answers that have no
  /// delay of their own. Every call is recorded, whoever answers it. In a scene script, the
  /// line `scenario offline` does the same with the scenario file of that name. A test of a
  /// mediator that uses a scenario (`Mediator.use(_:)`) starts with that one; this replaces it.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  ///
  /// A scenario that names a service the app does not register fails the test here, naming
  /// the line, the closest registered name and all of them; the test then goes on without it.
  public func use(
    _ scenario: Scenario,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    _ = session.use(scenario, at: location)
  }
}
