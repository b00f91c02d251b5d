import MVCS
import Synchronization

// Copies of MVCSTests' fixtures that the loading suites use: test targets share no code.

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

/// SplitMix64: a small seeded generator, so that a failing random case can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
