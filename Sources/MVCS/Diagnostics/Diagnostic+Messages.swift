extension Diagnostic {
  /// A runaway loop of writes, stopped at the depth limit.
  static func notificationLoop(path: [String], limit: Int) -> Diagnostic {
    // The loop is the stretch from the property written last back to its previous write.
    let last = path.last ?? ""
    let start = path.dropLast().lastIndex(of: last) ?? max(0, path.count - 8)
    let loop = path[start...].joined(separator: " → ")
    return Diagnostic(
      message: """
        Writes nested \(limit) deep and were stopped: \(loop) loops. \
        The last write to \(last), and every write made while the loop unwound, was stored but \
        notified no observers. \
        To fix, break the loop: write only when the value differs, \
        or move the work out of the observer.
        """)
  }

  /// An observation of a key path that does not end at a pipeline property.
  static func notAPipelineProperty(
    pipeline: String, valueType: String, owner: String, fileID: StaticString, line: UInt
  ) -> Diagnostic {
    Diagnostic(
      message: """
        \(owner) observes a key path from \(pipeline) to \(valueType) that is not a pipeline \
        property, so it was not observed. Only properties declared with @Piped, @Flag, @Status, \
        @Input or @Context notify, here or in a child pipeline (\\.child.property). \
        To fix, observe the property itself (\\.photos rather than \\.photos.count) and derive \
        the value in the handler.
        """, fileID: "\(fileID)", line: line)
  }

  /// Navigation run through `Navigation.withErrorsReported(fileID:line:_:)` threw.
  static func navigationFailed(_ error: any Error, fileID: StaticString, line: UInt)
    -> Diagnostic
  {
    Diagnostic(
      message: "Navigation failed, and the scene stayed where it was: \(error)",
      fileID: "\(fileID)", line: line)
  }

  /// Work run through `SceneTasks` threw an error it did not handle.
  static func unhandledTaskError(_ error: any Error) -> Diagnostic {
    Diagnostic(
      message: """
        A scene task ended with an error it did not handle: \(error). \
        To fix, catch errors inside the task and write them into the pipeline, \
        such as a @Status the view shows.
        """)
  }
}
