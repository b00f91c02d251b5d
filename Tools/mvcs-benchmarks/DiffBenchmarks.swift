import MVCS
import MVCSLists

// Whole lists replaced (the diff by identity against the standard library's on the same rows),
// and lists edited in a pipeline property (a batch on the property against a plain one).

/// A pipeline holding a list, as a store's would.
@MainActor final class RowsPipeline: Pipeline {
  @Piped var rows = ListData<NoSection, BenchRow>()
}

/// An observer of `RowsPipeline`, reading each write's change set as a view would.
@MainActor final class RowsObserver {
  init(_ pipeline: RowsPipeline) {
    pipeline.observe(\.rows, by: self) { _, change in sink(change.listChanges.insertedRows.count) }
  }
}

extension Bench {
  /// Times the diff by identity and the standard library's `difference(from:)` on DifferenceKit's
  /// published cases and on 10, 1,000 and 10,000 edits in 100,000 and 1,000,000 rows; a diff
  /// assigned to a pipeline property against the same diff called directly; a batch on a pipeline
  /// property against a plain one; and 10 edits on a property holding 1,000,000 rows against
  /// 100,000.
  ///
  /// The standard library's diff of many edits takes seconds: those cases run three rounds of
  /// one diff each (about 20 s in all).
  ///
  /// - Returns: The ratios of the diff by identity to the standard library's, which the report
  ///   prints after every other.
  func measureDiffs() async throws -> [MeasuredRatio] {
    var ratios: [MeasuredRatio] = []
    typealias Case = (label: String, count: Int, edits: DiffEdits, atMostOneIn: Double)
    var cases: [Case] = [
      (
        "5k rows, DifferenceKit case", 5_000,
        DiffEdits(deleted: 1_000, inserted: 1_000, moved: 200, updated: 0), 20
      ),
      (
        "100k rows, DifferenceKit case", 100_000,
        DiffEdits(deleted: 10_000, inserted: 10_000, moved: 2_000, updated: 0), 20
      ),
    ]
    for (count, label) in [(100_000, "100k"), (1_000_000, "1M")] {
      for edits in [10, 1_000, 10_000] {
        // The mix of the batch benchmarks: 40% insertions, 30% deletions, 20% updates, 10% moves.
        let mix = DiffEdits(
          deleted: edits * 3 / 10, inserted: edits * 4 / 10, moved: edits / 10,
          updated: edits * 2 / 10)
        cases.append(("\(label) rows, \(edits) edits", count, mix, 1))
      }
    }
    var assignmentCase: (old: ListData<NoSection, BenchRow>, new: ListData<NoSection, BenchRow>)?
    for (label, count, edits, atMostOneIn) in cases {
      let identityName = "diff by identity, \(label)"
      let stdlibName = "stdlib difference, \(label)"
      guard isSelected(identityName) || isSelected(stdlibName) else { continue }
      let (oldRows, newRows) = Self.diffRows(count: count, edits, seed: UInt64(count + edits.total))
      // Built apart, so that the two lists share no chunk: a whole new list, as from a server.
      let old = ListData<NoSection, BenchRow>(rows: oldRows)
      let new = ListData<NoSection, BenchRow>(rows: newRows)
      // The standard library takes a second or more with 10,000 edits or more: those cases run
      // one diff a batch, three rounds (see `Schedule.seconds`), the diff by identity warmed up
      // before each of its batches since the standard library's evicted its rows.
      let isSlow = edits.total >= 10_000
      let diff = { (iterations: Int, _: Int) in
        for _ in 0..<iterations { sink((try? new.changes(from: old))?.insertedRows.count ?? -1) }
      }
      let identity = BenchCase(identityName, reset: { _ in if isSlow { diff(1, 0) } }, diff)
      let stdlib = BenchCase(stdlibName) { iterations, _ in
        for _ in 0..<iterations { sink(newRows.difference(from: oldRows).insertions.count) }
      }
      let row = RatioRow(
        name: "identity ÷ stdlib, \(label)", over: identityName, under: stdlibName,
        target: atMostOneIn, asFraction: true)
      ratios += try await compare(
        [identity, stdlib], ratios: [row], schedule: isSlow ? .seconds : .pairs, records: false)
      if count == 100_000 && edits.total == 1_000 { assignmentCase = (old, new) }
    }

    // Both directions, so that each write replaces the other list.
    if let (old, new) = assignmentCase {
      let direct = BenchCase("diff by identity, 100k rows, 1000 edits, 2 ways") { iterations, _ in
        for _ in 0..<iterations {
          sink(try new.changes(from: old).insertedRows.count)
          sink(try old.changes(from: new).insertedRows.count)
        }
      }
      let pipeline = RowsPipeline()
      let observer = RowsObserver(pipeline)
      pipeline.rows = old
      let assigned = BenchCase("the same, assigned to @Piped, 1 observer") { iterations, _ in
        for _ in 0..<iterations {
          pipeline.rows = new
          pipeline.rows = old
        }
        withExtendedLifetime(observer) {}
      }
      try await measureRatio(
        "diff assigned to @Piped ÷ called directly", target: 1.2, case: assigned, floor: direct)
    }

    try await measureListProperty()
    return ratios
  }

  /// Measures a batch of 1,000 edits on a pipeline property against the same batch on a plain
  /// list, and a batch of 10 edits on a property of 1,000,000 rows against 100,000.
  private func measureListProperty() async throws {
    let base = ListData<NoSection, BenchRow>(
      rows: (0..<100_000).lazy.map { BenchRow(id: $0, version: 0) })
    let edits = Self.randomEdits(1_000, rowCount: 100_000, seed: 24)
    // Each iteration edits the list the previous one left, as a store does.
    var stored = base
    let restore: (Int) -> Void = { _ in stored = base }
    let plain = BenchCase("batch of 1,000 edits, 100k rows, plain", reset: restore) {
      iterations, _ in
      for _ in 0..<iterations {
        var list = stored
        let changes = list.batch { list in Self.apply(edits, to: &list, nextID: 100_000) }
        stored = list
        sink(changes.insertedRows.count)
      }
    }
    let pipeline = RowsPipeline()
    let observer = RowsObserver(pipeline)
    let restoreProperty: (Int) -> Void = { _ in pipeline.rows = base }
    let property = BenchCase("batch of 1,000 edits, 100k rows, on @Piped", reset: restoreProperty) {
      iterations, _ in
      for _ in 0..<iterations {
        let changes = pipeline.rows.batch { list in
          Self.apply(edits, to: &list, nextID: 100_000)
        }
        sink(changes.insertedRows.count)
      }
      withExtendedLifetime(observer) {}
    }
    try await measureRatio(
      "batch on @Piped ÷ plain batch, 1,000 edits", target: 1.2, case: property, floor: plain)

    var tenEdits: [BenchCase] = []
    for (count, label) in [(100_000, "100k"), (1_000_000, "1M")] {
      let pipeline = RowsPipeline()
      let observer = RowsObserver(pipeline)
      pipeline.rows = ListData(rows: (0..<count).lazy.map { BenchRow(id: $0, version: 0) })
      let edits = Self.randomEdits(10, rowCount: count, seed: 10)
      tenEdits.append(
        BenchCase("batch of 10 edits, \(label) rows, on @Piped") { iterations, _ in
          for _ in 0..<iterations {
            let changes = pipeline.rows.batch { list in
              Self.apply(edits, to: &list, nextID: count)
            }
            sink(changes.insertedRows.count)
          }
          withExtendedLifetime(observer) {}
        })
    }
    try await measureRatio(
      "10 edits on @Piped, 1,000,000 ÷ 100,000 rows", target: 2, case: tenEdits[1],
      floor: tenEdits[0])
  }

  static func diffRows(count: Int, _ edits: DiffEdits, seed: UInt64) -> (
    old: [BenchRow], new: [BenchRow]
  ) {
    var generator = BenchGenerator(state: seed)
    let old = (0..<count).map { BenchRow(id: $0, version: 0) }
    let picked = Array(0..<count).shuffled(using: &generator)
    let removed = Set(picked.prefix(edits.deleted + edits.moved))
    var kept = old.filter { !removed.contains($0.id) }
    for _ in 0..<edits.updated {
      kept[Int.random(in: kept.indices, using: &generator)].version += 1
    }
    // Rows to place: the new ones and the moved ones, each before a random kept row.
    var placed = (0..<edits.inserted).map { (count + $0, BenchRow(id: count + $0, version: 0)) }
    placed += picked[edits.deleted..<(edits.deleted + edits.moved)].map { ($0, old[$0]) }
    let places = placed.map { (Int.random(in: 0...kept.count, using: &generator), $0.1) }
      .sorted { $0.0 < $1.0 }
    var new: [BenchRow] = []
    new.reserveCapacity(kept.count + places.count)
    var next = places.makeIterator()
    var pending = next.next()
    for (index, row) in kept.enumerated() {
      while let (place, placedRow) = pending, place == index {
        new.append(placedRow)
        pending = next.next()
      }
      new.append(row)
    }
    while let (_, placedRow) = pending {
      new.append(placedRow)
      pending = next.next()
    }
    return (old, new)
  }
}

/// How many rows a diff case deletes, inserts, moves and updates.
struct DiffEdits {
  var deleted: Int
  var inserted: Int
  var moved: Int
  var updated: Int

  var total: Int { deleted + inserted + moved + updated }
}
