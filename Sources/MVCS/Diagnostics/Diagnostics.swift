/// Where MVCS sends its ``Diagnostic``s.
///
/// ```swift
/// let diagnostics = Mutex<[Diagnostic]>([])
/// let collect = DiagnosticHandler { diagnostic in diagnostics.withLock { $0.append(diagnostic) } }
/// Diagnostics.$handler.withValue(collect) {
///   pipeline.a = 1  // a loop of observers that write each other
/// }
/// ```
public enum Diagnostics {
  /// Receives every diagnostic reported in the current task and the tasks it creates; when
  /// `nil`, the default, diagnostics are printed to standard error.
  @TaskLocal public static var handler: DiagnosticHandler?

  // `package`: MVCSLists and MVCSLoading report through it too.
  package static func report(_ diagnostic: Diagnostic) {
    if let handler {
      handler(diagnostic)
    } else {
      StandardError.write(diagnostic.description + "\n")
    }
  }
}
