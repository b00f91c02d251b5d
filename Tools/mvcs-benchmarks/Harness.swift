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
  var measurements: [Measurement] = []
  /// The ratios the comparisons measured, in order, for the report's Ratios section.
  var ratioResults: [MeasuredRatio] = []
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
  func time(
    _ iterations: Int, _ batch: (_ iterations: Int, _ base: Int) async throws -> Void
  ) async rethrows -> Duration {
    let base = nextValue
    nextValue &+= iterations
    let start = clock.now
    try await batch(iterations, base)
    return start.duration(to: clock.now)
  }

  func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

/// How every comparison is scheduled: the numbers of the method, in one place.
///
/// A comparison calibrates each of its cases once, to a batch of about `batch` (which also warms
/// it up), then runs `rounds` rounds; a round runs every case in turn, `repetitions` batches
/// each, and keeps each case's fastest batch. A ratio is taken within each round, from that
/// round's fastest times, so that a neighbour's load in one moment falls on both of its sides;
/// the report gives the median over the rounds and their spread.
struct Schedule {
  let rounds: Int
  let repetitions: Int
  /// The least a batch lasts; `.zero` runs one operation a batch (for cases of a second).
  let batch: Duration

  /// Cases of microseconds to tens of milliseconds.
  static let standard = Schedule(rounds: 11, repetitions: 5, batch: .milliseconds(1))
  /// Cases that take a good part of a second: one operation a batch.
  static let slow = Schedule(rounds: 5, repetitions: 2, batch: .zero)
  /// Cases that wait for a thousand flushes to the disk, up to seconds each on a busy disk.
  static let disk = Schedule(rounds: 5, repetitions: 1, batch: .zero)
}

/// One case of a comparison.
struct BenchCase {
  let name: String
  /// Untimed work before each batch, given the batch's number of iterations.
  let reset: (_ iterations: Int) -> Void
  /// Untimed work after each batch, such as stopping a journal that must not record while the
  /// comparison's other cases run.
  let finish: () -> Void
  /// How many operations every batch runs, for cases whose cost per operation depends on the
  /// batch's length (a journal's records); `nil` to calibrate to the schedule's batch.
  let fixedIterations: Int?
  /// Runs the operation `iterations` times; `base` is the first value to write.
  let batch: (_ iterations: Int, _ base: Int) async throws -> Void

  init(
    _ name: String, reset: @escaping (_ iterations: Int) -> Void = { _ in },
    finish: @escaping () -> Void = {}, fixedIterations: Int? = nil,
    _ batch: @escaping (_ iterations: Int, _ base: Int) async throws -> Void
  ) {
    self.name = name
    self.reset = reset
    self.finish = finish
    self.fixedIterations = fixedIterations
    self.batch = batch
  }
}

/// A ratio row of a comparison: the case over the case it is compared with.
struct RatioRow {
  let name: String
  let over: String
  let under: String
  let target: Double?
  /// Printed as a fraction ("1/20") with a target of at most one in `target`, for rows far
  /// below one.
  var asFraction = false
  /// Multiplies the ratio, such as to compare per-item costs of cases of different sizes.
  var scale = 1.0
  /// When set, the row is no ratio but `(over − under) / difference` nanoseconds per round:
  /// what each of `difference` more of something costs.
  var difference: Double? = nil
}

/// A measured ratio: the median over the rounds and the least and greatest round.
struct MeasuredRatio {
  let row: RatioRow
  let median: Double
  let low: Double
  let high: Double
}

extension Bench {
  /// Measures `name` as `case` over `floor`, round-robin (see ``Schedule``).
  ///
  /// - Returns: The ratio; `nil` when the filters skip both cases and the row.
  @discardableResult
  func measureRatio(
    _ name: String, target: Double?, case measured: BenchCase, floor: BenchCase,
    schedule: Schedule = .standard
  ) async throws -> MeasuredRatio? {
    try await compare(
      [measured, floor],
      ratios: [RatioRow(name: name, over: measured.name, under: floor.name, target: target)],
      schedule: schedule
    ).first
  }

  /// Measures N cases round-robin and the ratios between them (see ``Schedule``); prints each
  /// case's line (the median over the rounds of its fastest batch) and records each ratio for
  /// the report's Ratios section.
  ///
  /// All the cases run when the filters select any of them or any of the rows, since each is
  /// another's floor.
  ///
  /// - Returns: The ratios, in the order of `ratios`; empty when the filters skip them all.
  @discardableResult
  func compare(_ cases: [BenchCase], ratios: [RatioRow], schedule: Schedule = .standard)
    async throws -> [MeasuredRatio]
  {
    let names = cases.map(\.name) + ratios.map(\.name)
    guard names.contains(where: isSelected) else { return [] }
    var iterations: [Int] = []
    for benchCase in cases {
      iterations.append(try await calibrate(benchCase, to: schedule.batch))
    }
    // fastest[case][round]: nanoseconds per operation.
    var fastest = Array(repeating: [Double](), count: cases.count)
    for _ in 0..<schedule.rounds {
      for (index, benchCase) in cases.enumerated() {
        var best = Double.infinity
        for _ in 0..<schedule.repetitions {
          benchCase.reset(iterations[index])
          let elapsed = try await time(iterations[index], benchCase.batch)
          benchCase.finish()
          best = min(best, nanoseconds(elapsed) / Double(iterations[index]))
        }
        fastest[index].append(best)
      }
    }
    for (index, benchCase) in cases.enumerated() {
      let sorted = fastest[index].sorted()
      let measurement = Measurement(
        name: benchCase.name, nanosecondsPerOperation: sorted[sorted.count / 2],
        fastest: sorted[0], slowest: sorted[sorted.count - 1], iterations: iterations[index])
      measurements.append(measurement)
      print(Report.line(measurement))
    }
    var measured: [MeasuredRatio] = []
    for row in ratios {
      guard let over = cases.firstIndex(where: { $0.name == row.over }),
        let under = cases.firstIndex(where: { $0.name == row.under })
      else { preconditionFailure("ratio \(row.name) names a case the comparison lacks") }
      let perRound = zip(fastest[over], fastest[under]).map { over, under in
        row.difference.map { (over - under) / $0 } ?? over / under * row.scale
      }.sorted()
      measured.append(
        MeasuredRatio(
          row: row, median: perRound[perRound.count / 2], low: perRound[0],
          high: perRound[perRound.count - 1]))
    }
    ratioResults.append(contentsOf: measured)
    return measured
  }

  private func calibrate(_ benchCase: BenchCase, to target: Duration) async throws -> Int {
    var iterations = 1
    while true {
      benchCase.reset(iterations)
      let elapsed = try await time(iterations, benchCase.batch)
      benchCase.finish()
      if let fixed = benchCase.fixedIterations {
        if iterations == fixed { return fixed }
        // One batch of the fixed length warms the case up.
        iterations = fixed
        continue
      }
      if elapsed >= target { return iterations }
      let scale = elapsed > .zero ? target / elapsed : 100
      iterations = Int(Double(iterations) * min(max(scale * 1.1, 2), 100))
    }
  }
}
