import Foundation
import MVCS
import MVCSSQLite

extension Bench {
  /// Times batches: 50,000 small values in one `SQLiteStorage` batch against the C API doing
  /// the same upserts in one transaction, and 1,000 values in one `FileStorage` batch against
  /// 1,000 single writes.
  ///
  /// Both sides of each ratio start from the same Swift values and encode each one, with the
  /// encoder settings the storages use, inside the timed work: encoding is part of what a batch
  /// costs its user. Both run in a detached task, as the other storage ratios do.
  func measureStorageBatches(in folder: URL, into times: inout StorageTimes) async throws {
    let count = 50_000
    let keys = (0..<count).map { "profiles/\($0)" }
    let values = (0..<count).map { BenchProfile(id: $0, name: "Ann Example", tags: ["admin"]) }

    let storage = try SQLiteStorage(at: folder.appending(path: "batch.sqlite"))
    let raw = try RawSQLite(path: folder.appending(path: "raw-batch.sqlite").path)
    (times.sqliteBatch, times.cBatch) = try await measurePair(
      "SQLiteStorage batch of 50,000 small values",
      { n in
        try await Task.detached {
          for _ in 0..<n {
            var batch = StorageBatch()
            for index in keys.indices { try batch.write(values[index], forKey: keys[index]) }
            try await storage.write(batch)
          }
        }.value
      },
      against: "C API 50,000 prepared inserts, one transaction",
      { n in
        try await Task.detached {
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
          for _ in 0..<n { try raw.insertAll(keys, values, encode: encoder.encode) }
        }.value
      }, runs: 7, targetRun: .zero)

    let fileCount = 1_000
    let files = FileStorage(folder: folder.appending(path: "batch-files"))
    // Each side waits for a thousand or more flushes to the disk, up to seconds a run on a busy
    // disk: fewer runs.
    (times.fileBatch, times.fileSingles) = try await measurePair(
      "FileStorage batch of 1,000 (fsync)",
      { n in
        try await Task.detached {
          for _ in 0..<n {
            var batch = StorageBatch()
            for index in 0..<fileCount { try batch.write(values[index], forKey: keys[index]) }
            try await files.write(batch)
          }
        }.value
      },
      against: "FileStorage 1,000 single writes (fsync)",
      { n in
        try await Task.detached {
          for _ in 0..<n {
            for index in 0..<fileCount {
              try await files.write(values[index], forKey: keys[index])
            }
          }
        }.value
      }, runs: 5, targetRun: .zero)
  }

  /// Times two cases in alternate runs, so that a neighbour's load on a shared machine falls
  /// on both sides of their ratio alike.
  ///
  /// Each case is calibrated (which warms it up) to a run of about `targetRun`, then they take
  /// turns. Both run when the filters select either, since one is the other's floor.
  ///
  /// - Parameters:
  ///   - name: The case's line in the table.
  ///   - operation: Runs the case `iterations` times.
  ///   - floorName: The line of the case it is compared with.
  ///   - floor: Runs that case `iterations` times.
  ///   - runs: How many runs of each are timed; the median is kept.
  ///   - targetRun: How long a run should take at least; `.zero` runs each case once a run.
  /// - Returns: The median nanoseconds per operation of each; `nan` for both when neither is
  ///   selected.
  func measurePair(
    _ name: String, _ operation: (_ iterations: Int) async throws -> Void,
    against floorName: String, _ floor: (_ iterations: Int) async throws -> Void,
    runs: Int? = nil, targetRun: Duration? = nil
  ) async throws -> (Double, Double) {
    guard isSelected(name) || isSelected(floorName) else { return (.nan, .nan) }
    let (runs, targetRun) = (runs ?? batchCount, targetRun ?? targetBatch)
    let clock = ContinuousClock()
    func run(_ work: (Int) async throws -> Void, _ iterations: Int) async throws -> Double {
      let start = clock.now
      try await work(iterations)
      let (seconds, attoseconds) = start.duration(to: clock.now).components
      return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations)
    }
    func calibrate(_ work: (Int) async throws -> Void) async throws -> Int {
      var iterations = 1
      while true {
        let perOperation = try await run(work, iterations)
        let elapsed = perOperation * Double(iterations)
        let target =
          Double(targetRun.components.seconds) * 1e9
          + Double(targetRun.components.attoseconds) / 1e9
        if elapsed >= target { return iterations }
        let scale = elapsed > 0 ? target / elapsed : 100
        iterations = Int(Double(iterations) * min(max(scale * 1.1, 2), 100))
      }
    }
    let iterations = try await calibrate(operation)
    let floorIterations = try await calibrate(floor)
    var (times, floorTimes): ([Double], [Double]) = ([], [])
    for _ in 0..<runs {
      times.append(try await run(operation, iterations))
      floorTimes.append(try await run(floor, floorIterations))
    }
    func median(_ name: String, _ times: [Double], _ iterations: Int) -> Double {
      let sorted = times.sorted()
      let measurement = Measurement(
        name: name, nanosecondsPerOperation: sorted[sorted.count / 2], fastest: sorted[0],
        slowest: sorted[sorted.count - 1], iterations: iterations)
      print(Report.line(measurement))
      return measurement.nanosecondsPerOperation
    }
    return (median(name, times, iterations), median(floorName, floorTimes, floorIterations))
  }
}
