import Foundation
import MVCS
import MVCSSQLite

/// How soon a storage's `changes()` announces a value another process wrote: the process is
/// `storage-writer set`, which prints when its write began; the time is from then until the
/// announcement arrives here.
extension Bench {
  private enum Arrival: Sendable {
    case change(StorageChange, at: Double)
    case timedOut(run: Int)
  }

  /// Prints the median milliseconds from another process's write to the change, per backend.
  func printOtherProcessChanges() async throws {
    let cases = [("SQLiteStorage", "sqlite"), ("FileStorage", "file")].filter {
      isSelected(Self.otherProcessName($0.0))
    }
    guard !cases.isEmpty else { return }
    print(Report.section("Other processes"))
    let writer = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appending(path: "storage-writer")
    guard FileManager.default.isExecutableFile(atPath: writer.path) else {
      print(
        "storage-writer is not built beside mvcs-benchmarks: `swift build --product "
          + "storage-writer` with the same configuration, then run again.")
      return
    }
    for (label, backend) in cases {
      let milliseconds = try await medianMilliseconds(backend, writer: writer)
      print(
        Report.time(Self.otherProcessName(label), milliseconds * 1e6, target: .seconds(1)))
    }
  }

  private static func otherProcessName(_ storage: String) -> String {
    "other process write → change seen, \(storage)"
  }

  private func medianMilliseconds(_ backend: String, writer: URL) async throws -> Double {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "mvcs-bench-other-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let location = folder.appending(path: backend == "sqlite" ? "values.sqlite" : "values")
    let storage: any Storage =
      backend == "sqlite" ? try SQLiteStorage(at: location) : FileStorage(folder: location)
    let (arrivals, input) = AsyncStream<Arrival>.makeStream()
    let changes = storage.changes()
    let consumer = Task {
      for await change in changes {
        input.yield(.change(change, at: Date().timeIntervalSince1970))
      }
    }
    defer { consumer.cancel() }
    var iterator = arrivals.makeAsyncIterator()
    var latencies: [Double] = []
    for run in 0..<9 {
      let key = "run-\(run)"
      let process = Process()
      process.executableURL = writer
      process.arguments = [backend, location.path, "set", key, "\(run)"]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      // A guard against a hang, not part of the measure.
      let timer = Task {
        try await Task.sleep(for: .seconds(10))
        input.yield(.timedOut(run: run))
      }
      defer { timer.cancel() }
      var seen: Double?
      while seen == nil {
        switch await iterator.next() {
        case .change(.keys(let keys), let time) where keys.contains(key): seen = time
        case .change(.unknown, let time): seen = time
        case .timedOut(run):
          throw OtherProcessError(description: "no change seen within 10 s of writing \(key)")
        case .change, .timedOut: continue
        case nil:
          throw OtherProcessError(description: "changes() finished while a change was awaited")
        }
      }
      let printed = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: printed, as: UTF8.self)
      guard let began = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), let seen
      else {
        throw OtherProcessError(
          description: "storage-writer printed \(text.debugDescription), not a time")
      }
      latencies.append((seen - began) * 1_000)
    }
    return latencies.sorted()[latencies.count / 2]
  }
}

/// Why the other-process benchmark could not measure.
struct OtherProcessError: Error, CustomStringConvertible {
  let description: String
}
