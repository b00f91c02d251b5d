import Foundation
import MVCS
import MVCSLists

/// A row of the benchmarked lists: a small value, as list rows usually are.
struct BenchRow: Identifiable, Equatable, Sendable {
  let id: Int
  var version: Int
}

/// One edit of a benchmarked batch, at a position valid when it is made.
enum BenchEdit {
  case insert(Int)
  case remove(Int)
  case update(Int)
  case move(Int, Int)
}

/// The list figures the ratios are made of, in ns per batch; `nan` for a case the filters skip.
struct ListTimes {
  var batch100k = Double.nan
  var batch1M = Double.nan
  var stdlibDiff100k = Double.nan
  var identity100k = Double.nan
}

extension Bench {
  /// Times 1,000 random edits in one batch on lists of 100,000 and 1,000,000 rows, the stdlib's
  /// `difference(from:)` on the same arrays, and replacing the 100,000-row list by identity.
  func measureLists() async -> ListTimes {
    var times = ListTimes()
    // A stdlib diff of 100,000 rows takes a good part of a second: fewer, single-run batches.
    let slow = Bench(targetBatch: .milliseconds(1), batchCount: 3, filters: filters)
    let cases = [100_000, 1_000_000].map { rowCount in
      (
        rowCount: rowCount,
        base: ListData<NoSection, BenchRow>(
          rows: (0..<rowCount).lazy.map { BenchRow(id: $0, version: 0) }),
        edits: Self.randomEdits(1_000, rowCount: rowCount, seed: UInt64(rowCount))
      )
    }
    // Whichever case runs first pays for the allocator's warm-up: warm both up before timing.
    for _ in 0..<20 {
      for (rowCount, base, edits) in cases {
        var list = base
        sink(
          list.batch { list in Self.apply(edits, to: &list, nextID: rowCount) }.insertedRows.count)
      }
    }
    for (rowCount, base, edits) in cases {
      let label = rowCount == 100_000 ? "100,000" : "1,000,000"
      let time = await measure("list: batch of 1,000 edits in \(label) rows") { iterations, _ in
        for _ in 0..<iterations {
          var list = base
          let changes = list.batch { list in Self.apply(edits, to: &list, nextID: rowCount) }
          sink(changes.insertedRows.count &+ list.rowCount)
        }
      }
      guard rowCount == 100_000 else {
        times.batch1M = time
        continue
      }
      times.batch100k = time
      var after = base
      Self.apply(edits, to: &after, nextID: rowCount)
      let oldRows = base.rows
      let newRows = after.rows
      times.stdlibDiff100k = await slow.measure("stdlib: difference(from:), 100,000 rows") {
        iterations, _ in
        for _ in 0..<iterations { sink(newRows.difference(from: oldRows).insertions.count) }
      }
      times.identity100k = await measure("list: replace 100,000 rows by identity") {
        iterations, _ in
        for _ in 0..<iterations {
          let changes = try? after.changes(from: base)
          sink(changes?.insertedRows.count ?? -1)
        }
      }
    }
    return times
  }

  /// Edits at seeded random positions: 40% insertions, 30% removals, 20% updates, 10% moves.
  static func randomEdits(_ count: Int, rowCount: Int, seed: UInt64) -> [BenchEdit] {
    var generator = BenchGenerator(state: seed)
    var rows = rowCount
    return (0..<count).map { _ in
      let kind = Int.random(in: 0..<10, using: &generator)
      switch kind {
      case 0..<4:
        rows += 1
        return .insert(Int.random(in: 0..<rows, using: &generator))
      case 4..<7:
        rows -= 1
        return .remove(Int.random(in: 0...rows, using: &generator))
      case 7..<9:
        return .update(Int.random(in: 0..<rows, using: &generator))
      default:
        return .move(
          Int.random(in: 0..<rows, using: &generator), Int.random(in: 0..<rows, using: &generator))
      }
    }
  }

  static func apply(
    _ edits: [BenchEdit], to list: inout ListData<NoSection, BenchRow>, nextID: Int
  ) {
    var nextID = nextID
    for edit in edits {
      switch edit {
      case .insert(let index):
        nextID += 1
        _ = try? list.insertRow(BenchRow(id: nextID, version: 0), at: index)
      case .remove(let index):
        _ = try? list.removeRow(at: index)
      case .update(let index):
        guard let row = try? list.row(at: index) else { continue }
        _ = try? list.replaceRow(at: index, with: BenchRow(id: row.id, version: row.version + 1))
      case .move(let from, let to):
        try? list.moveRow(from: from, to: to)
      }
    }
  }
}

/// SplitMix64, so that every run benchmarks the same edits.
struct BenchGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension Report {
  /// A ratio well under 1, printed as a fraction (`1/312`); with a target such as 1/20 (or 1,
  /// never slower), whether it passes.
  static func fraction(_ name: String, _ value: Double, atMostOneIn target: Double?) -> String {
    let fraction = value >= 1 ? String(format: "%.1f×", value) : "1/\(Int((1 / value).rounded()))"
    let padded = String(repeating: " ", count: max(0, 9 - fraction.count)) + fraction
    let text = name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + padded
    guard let target else { return text + "   (no target)" }
    let limit = (target == 1 ? "1×" : "1/\(Int(target))")
      .padding(toLength: 5, withPad: " ", startingAt: 0)
    return text + "   target ≤ \(limit)   " + (value <= 1 / target ? "PASS" : "FAIL")
  }
}

/// Prints the list ratios.
@MainActor
func printListRatios(_ times: ListTimes) {
  let batch = times.batch100k / times.stdlibDiff100k
  if !batch.isNaN {
    print(Report.fraction("list batch, 100,000 rows ÷ stdlib difference", batch, atMostOneIn: 20))
  }
  let growth = times.batch1M / times.batch100k
  if !growth.isNaN {
    print(Report.ratio("list batch, 1,000,000 rows ÷ 100,000 rows", growth, target: 2))
  }
  // Both are linear in the rows here; unlike the stdlib's, its cost does not grow with the edits.
  let identity = times.identity100k / times.stdlibDiff100k
  if !identity.isNaN {
    print(
      Report.fraction("list replace by identity ÷ stdlib difference", identity, atMostOneIn: nil))
  }
}
