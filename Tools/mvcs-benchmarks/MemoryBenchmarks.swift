// Heap bytes per instance: a pipeline against an `@Observable` class with the same properties.

import Foundation
import MVCS
import Observation

#if canImport(Glibc)
  import Glibc
#endif

/// A pipeline with two properties, for the memory rows.
@MainActor final class TwoPropertyPipeline: Pipeline {
  @Piped var count = 0
  @Flag var isDone = false
}

/// The same two properties in an `@Observable` class.
@MainActor @Observable final class TwoPropertyModel {
  var count = 0
  var isDone = false
}

/// The object observing the pipelines in the memory rows; one for all of them, made before
/// measuring, as a view observes many rows' pipelines.
@MainActor final class MemoryObserver {}

/// Heap bytes per instance of the two, fresh and after each property was read and observed.
struct PipelineMemory {
  /// Bytes per instance, median of the runs, with the least and greatest run.
  struct Bytes {
    let median: Double
    let low: Double
    let high: Double
  }

  let freshPipeline: Bytes
  let freshObservable: Bytes
  let observedPipeline: Bytes
  let observedObservable: Bytes
}

extension Bench {
  static let memoryRowName = "pipeline bytes, 2 properties"

  /// Measures the heap bytes of 10,000 instances kept alive, divided by 10,000: glibc's count of
  /// bytes in use (`mallinfo2().uordblks`, as `malloc_stats()` prints it, which includes each
  /// block's malloc overhead) before and after making them. `nil` where glibc does not report
  /// it, or when filtered out.
  func measurePipelineMemory() -> PipelineMemory? {
    guard isSelected(Self.memoryRowName) else { return nil }
    let observer = MemoryObserver()
    func observedPipeline() -> AnyObject {
      let pipeline = TwoPropertyPipeline()
      sink(pipeline.count + (pipeline.isDone ? 1 : 0))
      pipeline.observe(\.count, by: observer) { _, change in sink(change.newValue) }
      pipeline.observe(\.isDone, by: observer) { _, change in sink(change.newValue ? 1 : 0) }
      return pipeline
    }
    func observedModel() -> AnyObject {
      let model = TwoPropertyModel()
      withObservationTracking {
        sink(model.count + (model.isDone ? 1 : 0))
      } onChange: {
        Task { @MainActor in sink(1) }
      }
      return model
    }
    guard let freshPipeline = Self.heapBytes({ TwoPropertyPipeline() }),
      let freshObservable = Self.heapBytes({ TwoPropertyModel() }),
      let observedPipeline = Self.heapBytes(observedPipeline),
      let observedObservable = Self.heapBytes(observedModel)
    else { return nil }
    return PipelineMemory(
      freshPipeline: freshPipeline, freshObservable: freshObservable,
      observedPipeline: observedPipeline, observedObservable: observedObservable)
  }

  /// Heap bytes per instance `make` returns, over 5 runs of 10,000 instances; each run is
  /// preceded by an unmeasured one, so that the runtime's one-time allocations (metadata,
  /// caches, the weak reference's side table) are made.
  static func heapBytes(_ make: () -> AnyObject) -> PipelineMemory.Bytes? {
    guard let heap = HeapStatistics() else { return nil }
    let count = 10_000
    var kept: [AnyObject] = []
    kept.reserveCapacity(count)
    for _ in 0..<5 {
      for _ in 0..<count { kept.append(make()) }
      kept.removeAll(keepingCapacity: true)
      heap.record()
      for _ in 0..<count { kept.append(make()) }
      heap.record()
      kept.removeAll(keepingCapacity: true)
    }
    let totals = heap.recordedBytesInUse()
    guard totals.count == 10 else { return nil }
    var runs = stride(from: 0, to: totals.count, by: 2).map {
      Double(totals[$0 + 1] - totals[$0]) / Double(count)
    }
    runs.sort()
    return PipelineMemory.Bytes(median: runs[runs.count / 2], low: runs[0], high: runs[4])
  }

  /// Prints the memory rows: bytes per instance, and the ratios with their target.
  func printPipelineMemory(_ memory: PipelineMemory) {
    func bytes(_ bytes: PipelineMemory.Bytes) -> String {
      "\(Int(bytes.median.rounded())) B (\(Int(bytes.low.rounded()))–\(Int(bytes.high.rounded())))"
    }
    func row(_ state: String, _ pipeline: PipelineMemory.Bytes, _ model: PipelineMemory.Bytes) {
      let ratio = pipeline.median / model.median
      let name = "\(Self.memoryRowName), \(state) ÷ @Observable"
      print(
        name.padding(toLength: Report.nameWidth, withPad: " ", startingAt: 0)
          + String(format: "%8.2f×", ratio) + String(format: "   target ≤ %4g×   ", 1.5)
          + (ratio <= 1.5 ? "PASS" : "FAIL")
          + "   pipeline \(bytes(pipeline)), @Observable \(bytes(model))")
    }
    row("fresh", memory.freshPipeline, memory.freshObservable)
    row("observed", memory.observedPipeline, memory.observedObservable)
  }
}

/// glibc's count of heap bytes in use, read through `malloc_stats()`, which prints it to standard
/// error: Swift's Glibc module does not import `malloc.h`, whose `mallinfo2()` returns it, and
/// `malloc_stats` is the one function reporting it whose signature (`void (void)`) can be called
/// through `dlsym` safely. Each record goes to a temporary file, read once measuring ends, so that
/// reading allocates nothing while it runs.
final class HeapStatistics {
  private let printStatistics: @convention(c) () -> Void
  private let file: Int32

  init?() {
    #if canImport(Glibc)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_stats") else {
        return nil
      }
      var template = Array("/tmp/mvcs-benchmarks-heap-XXXXXX".utf8CString)
      let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard file >= 0 else { return nil }
      template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
      printStatistics = unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
      self.file = file
    #else
      return nil
    #endif
  }

  deinit { close(file) }

  /// Appends the bytes in use now to the file.
  func record() {
    #if canImport(Glibc)
      fflush(nil)
      let standardError = dup(2)
      dup2(file, 2)
      printStatistics()
      dup2(standardError, 2)
      close(standardError)
    #endif
  }

  /// The bytes in use at each `record()`, in order: the total over all arenas that follows each
  /// "Total (incl. mmap):" line.
  func recordedBytesInUse() -> [Int] {
    var text: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    lseek(file, 0, SEEK_SET)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, 4096) }
      if count <= 0 { break }
      text += buffer[0..<count]
    }
    var totals: [Int] = []
    var isInTotal = false
    for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
      if line.hasPrefix("Total") {
        isInTotal = true
      } else if isInTotal, line.hasPrefix("in use bytes"),
        let value = line.split(separator: "=").last.flatMap({
          Int($0.trimmingCharacters(in: .whitespaces))
        })
      {
        totals.append(value)
        isInTotal = false
      }
    }
    return totals
  }
}
