// Times each case in batches and keeps the benchmarked work observable.

/// Where benchmarked work leaves a trace the optimiser must keep: observer handlers and the
/// floor's closure add their value to it, and the program prints the total at the end.
///
/// A global with a constant initial value is initialised statically, so the sink pays no lazy
/// initialisation check: the floor stays as cheap as a real callback.
@MainActor var checksum = 0

/// The work every observer handler and the floor's closure do: the same call, so that the
/// ratio of the two measures the pipeline's overhead only.
@MainActor @inline(never)
func sink(_ value: Int) {
  checksum &+= value
}

/// Returns its argument through a call the optimiser can't see into, so that a value built
/// from literals (the floor's closure) is used as an opaque value, as a real caller would.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// One measured case.
struct Measurement {
  let name: String
  /// Median over the batches.
  let nanosecondsPerOperation: Double
  let fastest: Double
  let slowest: Double
  let iterations: Int
}

/// Runs cases in batches: calibrates (which also warms up) until a batch takes about
/// `targetBatch`, then times `batchCount` batches and keeps the median.
@MainActor
final class Bench {
  let targetBatch: Duration
  let batchCount: Int
  /// Only cases whose name contains one of these run (all when empty), to profile one case; a
  /// filter ending in `$` matches the end of the name.
  let filters: [String]
  private(set) var measurements: [Measurement] = []
  // Values written by the cases continue across batches, so that consecutive writes differ.
  private var nextValue = 1
  private let clock = ContinuousClock()

  init(targetBatch: Duration = .milliseconds(25), batchCount: Int = 7, filters: [String] = []) {
    self.targetBatch = targetBatch
    self.batchCount = batchCount
    self.filters = filters
  }

  /// Measures one case.
  ///
  /// - Parameters:
  ///   - name: The case's line in the table.
  ///   - reset: Untimed work before each batch, such as clearing a journal, given the batch's
  ///     number of iterations.
  ///   - batch: Runs the operation `iterations` times; `base` is the first value to write.
  /// - Returns: The median nanoseconds per operation; `nan` when the filters skip the case.
  @discardableResult
  func measure(
    _ name: String, reset: (_ iterations: Int) -> Void = { _ in },
    _ batch: (_ iterations: Int, _ base: Int) async throws -> Void
  ) async rethrows -> Double {
    guard isSelected(name) else { return .nan }
    var iterations = 1
    while true {
      reset(iterations)
      let elapsed = try await time(iterations, batch)
      if elapsed >= targetBatch { break }
      let scale = elapsed > .zero ? targetBatch / elapsed : 100
      iterations = Int(Double(iterations) * min(max(scale * 1.1, 2), 100))
    }
    var perOperation: [Double] = []
    for _ in 0..<batchCount {
      reset(iterations)
      let elapsed = try await time(iterations, batch)
      perOperation.append(nanoseconds(elapsed) / Double(iterations))
    }
    perOperation.sort()
    let measurement = Measurement(
      name: name, nanosecondsPerOperation: perOperation[perOperation.count / 2],
      fastest: perOperation[0], slowest: perOperation[perOperation.count - 1],
      iterations: iterations)
    measurements.append(measurement)
    print(Report.line(measurement))
    return measurement.nanosecondsPerOperation
  }

  /// Times one run of a case too slow to repeat, such as the standard library's diff of a long
  /// list with many edits (seconds): no calibration and no warm-up, so it is a rough figure.
  ///
  /// - Returns: The nanoseconds of the run; `nan` when the filters skip the case.
  @discardableResult
  func measureOnce(_ name: String, _ operation: () -> Void) -> Double {
    guard isSelected(name) else { return .nan }
    let start = clock.now
    operation()
    let elapsed = nanoseconds(start.duration(to: clock.now))
    let measurement = Measurement(
      name: name, nanosecondsPerOperation: elapsed, fastest: elapsed, slowest: elapsed,
      iterations: 1)
    measurements.append(measurement)
    print(Report.line(measurement))
    return elapsed
  }

  /// Whether the filters select the case with this name.
  func isSelected(_ name: String) -> Bool {
    filters.isEmpty || filters.contains(where: { Self.name(name, matches: $0) })
  }

  private static func name(_ name: String, matches filter: String) -> Bool {
    filter.hasSuffix("$") ? name.hasSuffix(filter.dropLast()) : name.contains(filter)
  }

  // A batch is one async call around a loop of its operations, so that synchronous operations
  // pay nothing for the async call.
  private func time(
    _ iterations: Int, _ batch: (_ iterations: Int, _ base: Int) async throws -> Void
  ) async rethrows -> Duration {
    let base = nextValue
    nextValue &+= iterations
    let start = clock.now
    try await batch(iterations, base)
    return start.duration(to: clock.now)
  }

  private func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
