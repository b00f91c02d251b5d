extension Navigation {
  /// Runs navigation that can fail, reporting an error it throws as a ``Diagnostic`` instead of
  /// throwing it: the way for a controller's observer to navigate.
  ///
  /// ```swift
  /// pipeline.observe(\.photoChosen, by: self) { controller, _ in
  ///   guard let photoID = controller.pipeline.selectedPhotoID else { return }
  ///   controller.navigation.withErrorsReported {
  ///     try $0.show("PhotoDetail", context: ["photoID": photoID])
  ///   }
  /// }
  /// ```
  ///
  /// An observer cannot throw, and `try?` would hide a misspelt scene name or a missing context
  /// key: the user taps and nothing happens. Reported here, the error is printed to standard
  /// error with the caller's file and line, and a scene test that `MVCSTesting` runs fails with
  /// it, as it fails with an error a scene task did not handle.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call, for the diagnostic; leave the default.
  ///   - line: The line of the call, for the diagnostic; leave the default.
  ///   - body: The navigation, given this navigation: `show`, `present` or `dismiss` calls.
  public func withErrorsReported(
    fileID: StaticString = #fileID, line: UInt = #line,
    _ body: (Navigation) throws -> Void
  ) {
    do {
      try body(self)
    } catch {
      Diagnostics.report(.navigationFailed(error, fileID: fileID, line: line))
    }
  }
}
