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
