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
