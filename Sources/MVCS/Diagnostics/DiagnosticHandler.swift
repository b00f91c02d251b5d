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
