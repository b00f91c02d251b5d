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

/// A function that receives diagnostics, to bind to ``Diagnostics/handler``.
///
/// A type of its own rather than a bare closure: Swift 6.3's optimiser miscompiles binding a
/// task-local whose value is an optional function (`swift_task_localValuePush` is handed no type
/// metadata and crashes), so the handler is wrapped in a struct.
public struct DiagnosticHandler: Sendable {
  private let receive: @Sendable (Diagnostic) -> Void

  /// Creates a handler from the function that receives each diagnostic.
  ///
  /// - Parameter receive: Called with each diagnostic, from whichever task reports it.
  public init(_ receive: @escaping @Sendable (Diagnostic) -> Void) {
    self.receive = receive
  }

  /// Passes a diagnostic to the handler's function.
  ///
  /// - Parameter diagnostic: The diagnostic.
  public func callAsFunction(_ diagnostic: Diagnostic) {
    receive(diagnostic)
  }
}
