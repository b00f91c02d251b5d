/// A report of misuse that MVCS detects while running, such as a runaway loop of writes or an
/// observation of something that is not a pipeline property.
///
/// Misuse inside a write or an observer cannot throw, so MVCS reports it here and carries on
/// safely. By default a diagnostic is printed to standard error; tests collect them with
/// ``Diagnostics/handler``.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// What happened, in what context, and how to fix it.
  public let message: String
  /// The file the misuse came from, when it is known.
  public let fileID: String?
  /// The line the misuse came from, when it is known.
  public let line: UInt?

  /// Creates a diagnostic.
  public init(message: String, fileID: String? = nil, line: UInt? = nil) {
    self.message = message
    self.fileID = fileID
    self.line = line
  }

  public var description: String {
    guard let fileID, let line else { return "MVCS: \(message)" }
    return "\(fileID):\(line): MVCS: \(message)"
  }
}

/// Where MVCS sends its ``Diagnostic``s.
///
/// ```swift
/// let diagnostics = Mutex<[Diagnostic]>([])
/// Diagnostics.$handler.withValue({ diagnostic in diagnostics.withLock { $0.append(diagnostic) } }) {
///   pipeline.a = 1  // a loop of observers that write each other
/// }
/// ```
public enum Diagnostics {
  /// Receives every diagnostic reported in the current task and the tasks it creates; when
  /// `nil`, the default, diagnostics are printed to standard error.
  @TaskLocal public static var handler: (@Sendable (Diagnostic) -> Void)?

  static func report(_ diagnostic: Diagnostic) {
    if let handler {
      handler(diagnostic)
    } else {
      StandardError.write(diagnostic.description + "\n")
    }
  }
}
