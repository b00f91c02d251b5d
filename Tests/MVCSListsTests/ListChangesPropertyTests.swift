import MVCS
import MVCSLists
import MVCSTestSupport
import Testing

/// Thousands of seeded random batches: each change set must pass the checker and, applied the
/// way UIKit applies it, give the list after the batch.
struct ListChangesPropertyTests {
  /// One random edit; invalid indexes are part of the mix and must change nothing.
  private static func randomEdit(
    _ list: inout ListData<Int, Row>, _ generator: inout SeededGenerator, nextID: inout Int,
    removed: inout [Row]
  ) throws {
    func section(extra: Int = 0) -> Int {
      Int.random(in: -1...(list.sectionCount + extra), using: &generator)
    }
    func path(extra: Int = 0) -> ListIndexPath {
      let section = section()
      let count = (try? list.rowCount(inSection: section)) ?? 2
      return ListIndexPath(
        section: section, row: Int.random(in: -1...(count + extra), using: &generator))
    }
    func newRow() -> Row {
      if !removed.isEmpty, Bool.random(using: &generator) {
        return removed.remove(at: Int.random(in: removed.indices, using: &generator))
      }
      nextID += 1
      return Row(id: nextID)
    }
    let before = list
    do {
      switch Int.random(in: 0..<12, using: &generator) {
      case 0, 1: try list.insertRow(newRow(), at: path())
      case 2: removed.append(try list.removeRow(at: path(extra: -1)))
      case 3:
        // By identity, through the index the edits keep up to date.
        let at = path(extra: -1)
        let row = try list.row(at: at)
        if list.removeRow(row) != at { Issue.record("\(row.id) was not found at \(at)") }
        removed.append(row)
      case 4:
        let at = path(extra: -1)
        let row = try list.row(at: at)
        try list.replaceRow(at: at, with: Row(id: row.id, version: row.version + 1))
      case 5: try list.replaceRow(at: path(extra: -1), with: newRow())
      case 6, 7: try list.moveRow(from: path(extra: -1), to: path())
      case 8:
        nextID += 1
        let rows = (0..<Int.random(in: 0...2, using: &generator)).map { _ in newRow() }
        try list.insertSection(nextID, rows: rows, at: section(extra: 1))
      case 9:
        if Bool.random(using: &generator) {
          try list.moveSection(from: section(), to: section())
        } else {
          removed += try list.removeSection(at: section()).rows
        }
      case 10:
        nextID += 1
        try list.replaceSection(at: section(), with: nextID)
      default:
        let page = (0..<Int.random(in: 0...3, using: &generator)).map { _ in newRow() }
        try list.replaceRows(
          from: Int.random(in: -1...5, using: &generator), inSection: section(), with: page)
      }
    } catch {
      // `#expect` costs more than the edit in a debug build: check plainly, report on failure.
      if ids(list) != ids(before) || list.sectionValues != before.sectionValues {
        Issue.record("\(error) changed the list")
      }
    }
  }

  /// 4 × 500 batches of 1 to 12 edits; the seeds run in parallel.
  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func randomBatchesGiveExactChangeSets(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    var nextID = 0
    for round in 0..<500 {
      var list = ListData<Int, Row>()
      for section in 0..<Int.random(in: 0...4, using: &generator) {
        let rows = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
          nextID += 1
          return Row(id: nextID)
        }
        try list.appendSection(-section - 1, rows: rows)
      }
      let before = list
      var removed: [Row] = []
      let editCount = Int.random(in: 1...12, using: &generator)
      let changes = try list.batch { list in
        for _ in 0..<editCount {
          try Self.randomEdit(&list, &generator, nextID: &nextID, removed: &removed)
        }
      }
      do {
        try changes.validate(from: before, to: list)
      } catch {
        Issue.record("round \(round): \(before) → \(list): \(changes): \(error)")
        return
      }
      let applied = applying(changes, to: before, after: list)
      guard applied == list.sections else {
        Issue.record("round \(round): \(before) → \(list): \(changes) gives \(applied)")
        return
      }
      let identityChanges = try list.changes(from: before)
      do {
        try identityChanges.validate(from: before, to: list)
      } catch {
        Issue.record("round \(round): \(before) → \(list): \(identityChanges): \(error)")
        return
      }
      guard applying(identityChanges, to: before, after: list) == list.sections else {
        Issue.record("round \(round): \(before) → \(list): \(identityChanges) is wrong")
        return
      }
    }
  }
}

extension ListChangesPropertyTests {
  /// Batches of hundreds of edits in sections of hundreds of rows, so that the recorder's
  /// trackers hold their pieces in many blocks: each change set must still pass the checker
  /// and give the list after the batch.
  @Test(arguments: 1...3 as ClosedRange<UInt64>)
  func longBatchesInLongSectionsGiveExactChangeSets(seed: UInt64) throws {
    var generator = SeededGenerator(seed: 100 + seed)
    var nextID = 0
    for round in 0..<4 {
      var list = ListData<Int, Row>()
      for section in 0..<Int.random(in: 1...3, using: &generator) {
        let rows = (0..<Int.random(in: 200...1_200, using: &generator)).map { _ in
          nextID += 1
          return Row(id: nextID)
        }
        try list.appendSection(-section - 1, rows: rows)
      }
      let before = list
      var removed: [Row] = []
      let editCount = Int.random(in: 300...900, using: &generator)
      let changes = try list.batch { list in
        for _ in 0..<editCount {
          // Mostly row edits, which the trackers record; now and then any edit at all, with
          // new rows only (see `randomRowEdit`).
          if Int.random(in: 0..<20, using: &generator) == 0 {
            var none: [Row] = []
            try Self.randomEdit(&list, &generator, nextID: &nextID, removed: &none)
          } else {
            try Self.randomRowEdit(&list, &generator, nextID: &nextID, removed: &removed)
          }
        }
      }
      do {
        try changes.validate(from: before, to: list)
      } catch {
        Issue.record("seed \(seed), round \(round): \(changes): \(error)")
        return
      }
      guard applying(changes, to: before, after: list) == list.sections else {
        Issue.record("seed \(seed), round \(round): \(changes) does not give the list after")
        return
      }
    }
  }

  /// One random row edit at a valid place: insertions, removals, updates, replacements and
  /// moves, within and across sections. A removed row may come back, but only as it was first:
  /// a batch reports a row removed and one with its identity inserted as a move, which does not
  /// reload the row, so a row that comes back changed is left to the pipeline's check (see
  /// `aRowThatMovedAndChangedIsDeletedAndInserted`).
  private static func randomRowEdit(
    _ list: inout ListData<Int, Row>, _ generator: inout SeededGenerator, nextID: inout Int,
    removed: inout [Row]
  ) throws {
    guard list.sectionCount > 0 else { return }
    let section = Int.random(in: 0..<list.sectionCount, using: &generator)
    let count = try list.rowCount(inSection: section)
    func newRow() -> Row {
      if !removed.isEmpty, Int.random(in: 0..<3, using: &generator) == 0 {
        return removed.remove(at: Int.random(in: removed.indices, using: &generator))
      }
      nextID += 1
      return Row(id: nextID)
    }
    let kind = Int.random(in: 0..<10, using: &generator)
    if kind < 3 || count == 0 {
      let at = ListIndexPath(section: section, row: Int.random(in: 0...count, using: &generator))
      try list.insertRow(newRow(), at: at)
      return
    }
    let at = ListIndexPath(section: section, row: Int.random(in: 0..<count, using: &generator))
    switch kind {
    case 3, 4:
      let row = try list.removeRow(at: at)
      if row.version == 0 { removed.append(row) }
    case 5, 6:
      let row = try list.row(at: at)
      try list.replaceRow(at: at, with: Row(id: row.id, version: row.version + 1))
    case 7: try list.replaceRow(at: at, with: newRow())
    default:
      let target = Int.random(in: 0..<list.sectionCount, using: &generator)
      let upper = try list.rowCount(inSection: target) - (target == section ? 1 : 0)
      try list.moveRow(
        from: at,
        to: ListIndexPath(section: target, row: Int.random(in: 0...upper, using: &generator)))
    }
  }
}
