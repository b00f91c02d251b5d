import MVCS

/// An object outside any scene that observes a pipeline, as a test or a helper object would.
@MainActor final class FreeObserver {}

extension Bench {
  /// Times `observe` of a property by an object outside any scene: resolving the key path to
  /// the property, making the observer entry and the returned handle, and adding them.
  ///
  /// Each batch observes a fresh pipeline, released before the next batch, untimed: the cost of
  /// ending observations is not part of this case.
  func measureObservation() async -> Double {
    var pipeline = WritePipeline()
    let owner = FreeObserver()
    let name = "observe @Piped, by an object outside a scene"
    let reset = { pipeline = WritePipeline() }
    return await measure(name, reset: reset) { iterations, _ in
      let observed = pipeline
      for _ in 0..<iterations {
        observed.observe(\.data, by: owner) { _, change in sink(change.newValue) }
      }
    }
  }
}
