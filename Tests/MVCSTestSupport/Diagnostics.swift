package import MVCS
import Synchronization

/// Runs `body` and returns the diagnostics it reported, in order.
@MainActor
package func diagnosticsReported(during body: () throws -> Void) rethrows -> [Diagnostic] {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
    let diagnostics = Mutex<[Diagnostic]>([])
    let handler = DiagnosticHandler { diagnostic in
      diagnostics.withLock { $0.append(diagnostic) }
    }
    try Diagnostics.$handler.withValue(handler, operation: body)
    return diagnostics.withLock { $0 }
  } else {
    // Before `Mutex`: pipelines report on the main actor, where `body` runs.
    let diagnostics = DiagnosticList()
    let handler = DiagnosticHandler { diagnostic in
      MainActor.assumeIsolated { diagnostics.items.append(diagnostic) }
    }
    try Diagnostics.$handler.withValue(handler, operation: body)
    return diagnostics.items
  }
}

@MainActor
private final class DiagnosticList {
  var items: [Diagnostic] = []
}
