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

extension Bench {
  /// Times 1,000 random edits in one batch on lists of 100,000 and 1,000,000 rows, against the
  /// same edits without a change set, the same edits followed by the diff by identity (the
  /// other way to the same change set), and the stdlib's `difference(from:)` on the same arrays;
  /// and replacing the 100,000-row list by identity.
  func measureLists() async throws {
    let cases = [100_000, 1_000_000].map { rowCount in
      (
        rowCount: rowCount,
        base: ListData<NoSection, BenchRow>(
          rows: (0..<rowCount).lazy.map { BenchRow(id: $0, version: 0) }),
        edits: Self.randomEdits(1_000, rowCount: rowCount, seed: UInt64(rowCount))
      )
    }
    let batches = cases.map { rowCount, base, edits in
      let label = rowCount == 100_000 ? "100,000" : "1,000,000"
      // Four batches of edits each, for both lengths: a batch takes about a millisecond, and
      // calibrated to one, the shorter list got one or two a batch from one run to the next.
      return BenchCase("list: batch of 1,000 edits in \(label) rows", fixedIterations: 4) {
        iterations, _ in
        for _ in 0..<iterations {
          var list = base
          let changes = list.batch { list in Self.apply(edits, to: &list, nextID: rowCount) }
          sink(changes.insertedRows.count &+ list.rowCount)
        }
      }
    }
    let (rowCount, base, edits) = cases[0]
    // The same edits made without a batch: the list's work without the change set.
    let unbatched = BenchCase("list: the same 1,000 edits, no change set") { iterations, _ in
      for _ in 0..<iterations {
        var list = base
        Self.apply(edits, to: &list, nextID: rowCount)
        sink(list.rowCount)
      }
    }
    // The other way to the same change set: the same edits, then the diff by identity.
    let editedThenDiffed = BenchCase("list: the same edits, then diff by identity") {
      iterations, _ in
      for _ in 0..<iterations {
        var list = base
        Self.apply(edits, to: &list, nextID: rowCount)
        let changes = try list.changes(from: base)
        sink(changes.insertedRows.count &+ list.rowCount)
      }
    }
    var after = base
    Self.apply(edits, to: &after, nextID: rowCount)
    let identity = BenchCase("list: replace 100,000 rows by identity") { iterations, _ in
      for _ in 0..<iterations {
        let changes = try after.changes(from: base)
        sink(changes.insertedRows.count)
      }
    }
    try await compare(
      batches + [unbatched, editedThenDiffed],
      ratios: [
        RatioRow(
          name: "list batch, 1,000,000 rows ÷ 100,000 rows", over: batches[1].name,
          under: batches[0].name, target: 2),
        RatioRow(
          name: "list batch ÷ the same edits without a change set", over: batches[0].name,
          under: unbatched.name, target: nil),
        RatioRow(
          name: "list batch ÷ the same edits + diff by identity", over: batches[0].name,
          under: editedThenDiffed.name, target: nil),
      ])
    // A batch of milliseconds against a stdlib diff of tens, as the diff rows are compared.
    let oldRows = base.rows
    let newRows = after.rows
    let stdlib = BenchCase("stdlib: difference(from:), 100,000 rows") { iterations, _ in
      for _ in 0..<iterations { sink(newRows.difference(from: oldRows).insertions.count) }
    }
    // Both are linear in the rows here; unlike the stdlib's, its cost does not grow with the
    // edits.
    try await compare(
      [batches[0], identity, stdlib],
      ratios: [
        RatioRow(
          name: "list batch, 100,000 rows ÷ stdlib difference", over: batches[0].name,
          under: stdlib.name, target: 20, asFraction: true),
        RatioRow(
          name: "list replace by identity ÷ stdlib difference", over: identity.name,
          under: stdlib.name, target: nil, asFraction: true),
      ], schedule: .pairs)
  }

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
    let fraction = value >= 1 ? String(format: "%.1f×", value) : Report.fraction(value)
    let padded = String(repeating: " ", count: max(0, 9 - fraction.count)) + fraction
    let text = name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + padded
    guard let target else { return text + "   (no target)" }
    let limit = (target == 1 ? "1×" : "1/\(Int(target))")
      .padding(toLength: 5, withPad: " ", startingAt: 0)
    return text + "   target ≤ \(limit)   " + (value <= 1 / target ? "PASS" : "FAIL")
  }
}

/// Prints the list ratios.
