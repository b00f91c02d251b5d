import Synchronization
import Testing

@testable import MVCS

/// The pipeline core's test suites, one per source type, grouped so that
/// `swift test --filter Pipeline` runs all of them.
@Suite enum PipelineCore {}

/// Runs `body` and returns the diagnostics it reported, in order.
@MainActor
func diagnosticsReported(during body: () throws -> Void) rethrows -> [Diagnostic] {
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

/// An object that observes pipelines in tests: a view, controller or store stand-in.
@MainActor
final class PipelineTestObserver {
  let name: String

  init(_ name: String = "observer") {
    self.name = name
  }
}
