import Foundation
import MVCS

/// The diagnostics a scene reports, from whichever task reports them.
///
/// `@unchecked Sendable` is safe: `lock` guards every access to `received`. (`Mutex` would need
/// macOS 15.)
final class DiagnosticInbox: @unchecked Sendable {
  private let lock = NSLock()
  private var received: [Diagnostic] = []

  var handler: DiagnosticHandler {
    DiagnosticHandler { [self] diagnostic in lock.withLock { received.append(diagnostic) } }
  }

  /// The diagnostics received since the last call, oldest first.
  func take() -> [Diagnostic] {
    lock.withLock {
      defer { received.removeAll() }
      return received
    }
  }
}
