import MVCS

/// An object outside any scene that observes a pipeline, as a test or a helper object would.
@MainActor final class FreeObserver {}

extension Bench {
  /// How many observations the case adds to each pipeline: a scene's parts add a few, a list's
  /// rows one each.
  static let observationsPerPipeline = 64

  /// Times `observe` of a property by an object outside any scene: resolving the key path to
  /// the property, making the observer entry and the returned handle, and adding them.
  ///
  /// Each pipeline gets `observationsPerPipeline` observations, as a real one would; the
  /// pipelines are made before each batch and released before the next, untimed: neither making
  /// a pipeline nor ending observations is part of this case. (Adding every observation of a
  /// batch to one pipeline timed lists of tens of thousands of observers, which no scene has.)
  func observationCase() -> BenchCase {
    var pipelines: [WritePipeline] = []
    let owner = FreeObserver()
    let name = "observe @Piped, by an object outside a scene"
    let perPipeline = Self.observationsPerPipeline
    let reset = { (iterations: Int) in
      pipelines = []
      pipelines = (0..<(iterations + perPipeline - 1) / perPipeline).map { _ in WritePipeline() }
    }
    return BenchCase(name, reset: reset) { iterations, _ in
      let observed = pipelines
      for index in 0..<iterations {
        observed[index / perPipeline].observe(\.data, by: owner) { _, change in
          sink(change.newValue)
        }
      }
    }
  }
}
