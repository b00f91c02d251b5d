// Times each case in batches and keeps the benchmarked work observable.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// Comparisons run `Schedule.smoke`'s few rounds instead of their own: a check that every
  /// case runs, for CI, whose ratios are rough.
  let isSmoke: Bool
  // Values written by the cases continue across batches, so that consecutive writes differ.
  private var nextValue = 1

  init(
    targetBatch: Duration = .milliseconds(25), batchCount: Int = 7, filters: [String] = [],
    isSmoke: Bool = false
  ) {
    self.targetBatch = targetBatch
    self.batchCount = batchCount
    self.filters = filters
    self.isSmoke = isSmoke
  }

  /// Measures one case.
  ///
  /// - Parameters:
  ///   - name: The case's line in the table.
  ///   - clock: What a batch's time is read from; the wall clock unless the case is a side of a
  ///     ratio (see ``BenchClock``).
  ///   - reset: Untimed work before each batch, such as clearing a journal, given the batch's
  ///     number of iterations.
  ///   - batch: Runs the operation `iterations` times; `base` is the first value to write.
  /// - Returns: The median nanoseconds per operation; `nan` when the filters skip the case.
  @discardableResult
  func measure(
    _ name: String, clock: BenchClock = .wall, reset: (_ iterations: Int) -> Void = { _ in },
    _ batch: (_ iterations: Int, _ base: Int) async throws -> Void
  ) async rethrows -> Double {
    guard isSelected(name) else { return .nan }
    var iterations = 1
    while true {
      reset(iterations)
      let elapsed = try await time(iterations, by: clock, batch)
      if elapsed >= targetBatch { break }
      let scale = elapsed > .zero ? targetBatch / elapsed : 100
      iterations = Int(Double(iterations) * min(max(scale * 1.1, 2), 100))
    }
    var perOperation: [Double] = []
    for _ in 0..<batchCount {
      reset(iterations)
      let elapsed = try await time(iterations, by: clock, batch)
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
    _ iterations: Int, by clock: BenchClock = .wall,
    _ batch: (_ iterations: Int, _ base: Int) async throws -> Void
  ) async rethrows -> Duration {
    let base = nextValue
    nextValue &+= iterations
    let start = clock.now()
    try await batch(iterations, base)
    return clock.now() - start
  }

  func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

/// What a batch's time is read from.
enum BenchClock {
  /// The CPU time of the whole process, all its threads: the time slices that other processes
  /// take while a batch runs don't count, so that a parallel build slows a batch only through
  /// what it shares with it (caches, memory), and a case of milliseconds that is bound to be
  /// interrupted measures the same as on an idle machine. The work a case hands to another
  /// thread of the process (a detached task, an actor) counts; waits for the disk don't.
  case processCPU
  /// The wall clock: for cases whose cost is waiting, such as for the disk to flush a file.
  case wall

  /// The clock's reading now.
  func now() -> Duration {
    var time = timespec()
    clock_gettime(self == .wall ? CLOCK_MONOTONIC : CLOCK_PROCESS_CPUTIME_ID, &time)
    return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
  }
}

/// How every comparison is scheduled: the numbers of the method, in one place.
///
/// A comparison calibrates each of its cases once, to a batch of at least `batch` (which also
/// warms it up), then runs rounds. A round runs
/// `repetitions` passes, and each pass runs one batch of every case in turn, so that a burst of
/// load in one moment falls on every case of the round alike; a case none of whose batches ran
/// without the scheduler preempting the process gets up to as many passes again. Each case keeps
/// its fastest batch of the round. A ratio is taken within each round, from that round's fastest
/// times; the report gives the median over the rounds and their spread.
///
/// Batches are timed in the process's CPU time (see ``BenchClock``) and are short (1 ms), shorter
/// than the time slice a busy scheduler gives: a batch that is preempted resumes on caches
/// another process took over, and longer batches are preempted more often (batches of at least
/// 8 operations, tried for the cases of 2 ms, made their ratios spread more under load, not less).
///
/// After `rounds` rounds, a comparison whose ratios still spread widely runs more, up to
/// `maximumRounds` and its `budget`: as many as make the median's expected error about 3% (the
/// median of n rounds errs by about 0.93 × their interquartile range ÷ √n), so that two runs
/// agree within 10%.
struct Schedule {
  let rounds: Int
  let repetitions: Int
  /// The least a batch lasts; `.zero` runs one operation a batch (for cases of a second).
  let batch: Duration
  /// The most rounds a comparison runs when its ratios spread widely.
  var maximumRounds: Int
  /// How long a comparison may run before it stops adding rounds, so that a loaded machine,
  /// where every case is slower and spreads more, doesn't make a run take many minutes.
  var budget = Duration.seconds(3)
  /// What the batches are timed by.
  var clock = BenchClock.processCPU
  /// Whether each case runs one untimed batch before the rounds, which also calibrates it;
  /// `false` for cases of seconds, which warm themselves up (a case that needs warming does it
  /// in its `reset`).
  var warmsUp = true

  init(
    rounds: Int, repetitions: Int, batch: Duration, maximumRounds: Int? = nil,
    clock: BenchClock = .processCPU, warmsUp: Bool = true
  ) {
    self.rounds = rounds
    self.repetitions = repetitions
    self.batch = batch
    self.maximumRounds = max(rounds, maximumRounds ?? rounds)
    self.clock = clock
    self.warmsUp = warmsUp
  }

  /// Cases of microseconds to tens of milliseconds.
  static let standard = Schedule(
    rounds: 11, repetitions: 5, batch: .milliseconds(1), maximumRounds: 31)
  /// Cases that take a good part of a second: one operation a batch.
  static let slow = Schedule(rounds: 5, repetitions: 2, batch: .zero, maximumRounds: 9)
  /// Cases that wait for a thousand flushes to the disk, up to seconds each on a busy disk:
  /// timed by the wall clock, since waiting for the disk is what they cost.
  static let disk = Schedule(rounds: 5, repetitions: 1, batch: .zero, clock: .wall)
  /// A case of milliseconds against one of up to a tenth of a second, such as a diff against the
  /// standard library's on the same rows.
  static let pairs = Schedule(rounds: 5, repetitions: 2, batch: .milliseconds(1), maximumRounds: 9)
  /// A case of milliseconds against one of seconds, such as the standard library's diff of
  /// 10,000 edits: three rounds of one run of each, so that the ratio is still taken within a
  /// round, as every other is, and the median drops a run that a burst of load slowed.
  static let seconds = Schedule(rounds: 3, repetitions: 1, batch: .zero, warmsUp: false)

  /// The schedule of a smoke run (`--smoke`): every case runs, in a fraction of the time, and
  /// the ratios are rough.
  var smoke: Schedule {
    Schedule(
      rounds: batch == .zero ? 1 : 3, repetitions: 1, batch: batch, clock: clock, warmsUp: warmsUp)
  }
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
  /// How many rounds the comparison ran.
  var rounds: Int
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
  /// - Parameter records: Whether the ratios go in the report's Ratios section, in the order
  ///   they were measured; `false` for a caller that prints them itself.
  /// - Returns: The ratios, in the order of `ratios`; empty when the filters skip them all.
  @discardableResult
  func compare(
    _ cases: [BenchCase], ratios: [RatioRow], schedule: Schedule = .standard, records: Bool = true
  ) async throws -> [MeasuredRatio] {
    let names = cases.map(\.name) + ratios.map(\.name)
    guard names.contains(where: isSelected) else { return [] }
    let schedule = isSmoke ? schedule.smoke : schedule
    let pairs = ratios.map { row in
      guard let over = cases.firstIndex(where: { $0.name == row.over }),
        let under = cases.firstIndex(where: { $0.name == row.under })
      else { preconditionFailure("ratio \(row.name) names a case the comparison lacks") }
      return (over, under)
    }
    var iterations: [Int] = []
    for benchCase in cases {
      iterations.append(try await calibrate(benchCase, to: schedule))
    }
    // fastest[case][round]: nanoseconds per operation.
    var fastest = Array(repeating: [Double](), count: cases.count)
    var rounds = 0
    let started = BenchClock.wall.now()
    while rounds < schedule.rounds
      || (rounds < schedule.maximumRounds
        && BenchClock.wall.now() - started < schedule.budget
        && rounds
          < Self.roundsNeeded(
            zip(ratios, pairs).map { perRound(fastest, $1.0, $1.1, row: $0) }))
    {
      var best = Array(repeating: Double.infinity, count: cases.count)
      var isClean = Array(repeating: false, count: cases.count)
      // Each pass runs one batch of every case that still wants one: all of them for the first
      // `repetitions` passes, then, for up to as many passes again, the cases none of whose
      // batches ran without the scheduler preempting the process.
      for pass in 0..<(schedule.repetitions * 2) {
        for (index, benchCase) in cases.enumerated()
        where pass < schedule.repetitions || !isClean[index] {
          benchCase.reset(iterations[index])
          let preempted = Self.preemptions()
          let elapsed = try await time(iterations[index], by: schedule.clock, benchCase.batch)
          isClean[index] = isClean[index] || Self.preemptions() == preempted
          benchCase.finish()
          best[index] = min(best[index], nanoseconds(elapsed) / Double(iterations[index]))
        }
        if pass >= schedule.repetitions - 1 && !isClean.contains(false) { break }
      }
      for index in cases.indices { fastest[index].append(best[index]) }
      rounds += 1
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
    for (row, (over, under)) in zip(ratios, pairs) {
      let sorted = perRound(fastest, over, under, row: row).sorted()
      measured.append(
        MeasuredRatio(
          row: row, median: sorted[sorted.count / 2], low: sorted[0],
          high: sorted[sorted.count - 1], rounds: rounds))
    }
    if records { ratioResults.append(contentsOf: measured) }
    return measured
  }

  /// How many times the scheduler has preempted a thread of the process so far: a batch during
  /// which it did ran on caches another process had taken over, and its time counts their
  /// refilling.
  static func preemptions() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage.ru_nivcsw
  }

  /// Each round's value of a row from cases `over` and `under`: their ratio (scaled), or for a
  /// difference row what each more unit costs. The rounds added while a row spreads judge the
  /// same values the row reports.
  private func perRound(_ fastest: [[Double]], _ over: Int, _ under: Int, row: RatioRow)
    -> [Double]
  {
    zip(fastest[over], fastest[under]).map { over, under in
      row.difference.map { (over - under) / $0 } ?? over / under * row.scale
    }
  }

  /// How many rounds make the median of each ratio err by about 3% or less (see ``Schedule``),
  /// judged from the rounds so far.
  static func roundsNeeded(_ ratios: [[Double]]) -> Int {
    var needed = 0
    for values in ratios where values.count >= 4 {
      let sorted = values.sorted()
      let median = sorted[sorted.count / 2]
      let quartiles = sorted[sorted.count * 3 / 4] - sorted[sorted.count / 4]
      guard median > 0 else { continue }
      let spread = 0.93 * quartiles / median / 0.03
      needed = max(needed, Int((spread * spread).rounded(.up)))
    }
    return needed
  }

  private func calibrate(_ benchCase: BenchCase, to schedule: Schedule) async throws -> Int {
    guard schedule.warmsUp else { return benchCase.fixedIterations ?? 1 }
    // A first run, untimed, warms the case up: calibrated on its cold first run, a case of half
    // a millisecond got one operation a batch in one run and two in the next.
    benchCase.reset(1)
    _ = try await time(1, by: schedule.clock, benchCase.batch)
    benchCase.finish()
    var iterations = 1
    while true {
      benchCase.reset(iterations)
      let elapsed = try await time(iterations, by: schedule.clock, benchCase.batch)
      benchCase.finish()
      if let fixed = benchCase.fixedIterations {
        if iterations == fixed { return fixed }
        // One batch of the fixed length warms the case up.
        iterations = fixed
        continue
      }
      if elapsed >= schedule.batch { return iterations }
      let scale = elapsed > .zero ? schedule.batch / elapsed : 100
      iterations = Int(Double(iterations) * min(max(scale * 1.1, 2), 100))
    }
  }
}
