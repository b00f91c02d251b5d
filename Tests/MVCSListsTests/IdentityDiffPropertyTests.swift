import MVCS
import MVCSLists
import MVCSTestSupport
import Testing

/// A pipeline whose property takes whole new lists, to compare its change sets with the diff's.
@MainActor
private final class ReplacedListsPipeline: Pipeline {
  @Piped var sectioned = ListData<Int, Row>()
  @Piped var plain = ListData<NoSection, Row>()
}

/// What an observer of a list property was given.
@MainActor
private final class Reports {
  var changes: [ListChanges] = []
}

/// Random old and new lists, unrelated or one edited from the other: the change set by identity
/// must pass the checker, give the new list when applied the way UIKit applies it, report every
/// row that stays unchanged in a section that stays as kept or moved (never deleted and
/// inserted), and be the one a pipeline property's write reports. Each failure names its seed and
/// round, to replay it.
@MainActor
struct IdentityDiffPropertyTests {
  /// A list of rows drawn from `pool` without repeating an identity; sections drawn from a few
  /// values, so that old and new lists share some.
  private static func randomList(
    from pool: inout [Row], _ generator: inout SeededGenerator, maximumRows: Int
  ) -> ListData<Int, Row> {
    pool.shuffle(using: &generator)
    var rows = pool.prefix(Int.random(in: 0...min(maximumRows, pool.count), using: &generator))[...]
    var values = Array(0..<6)
    values.shuffle(using: &generator)
    var list = ListData<Int, Row>()
    for value in values.prefix(Int.random(in: 0...4, using: &generator)) {
      let count = Int.random(in: 0...rows.count, using: &generator)
      _ = try? list.appendSection(value, rows: Array(rows.prefix(count)))
      rows = rows.dropFirst(count)
    }
    return list
  }

  /// A list edited from `old`: rows deleted, inserted, moved (in and across sections), given a
  /// new version, and sections deleted, inserted and moved.
  private static func editedList(
    _ old: ListData<Int, Row>, _ generator: inout SeededGenerator, nextID: inout Int
  ) -> ListData<Int, Row> {
    var sections = old.sections
    for _ in 0..<Int.random(in: 0...8, using: &generator) {
      guard !sections.isEmpty else { break }
      let section = Int.random(in: sections.indices, using: &generator)
      var rows = sections[section].rows
      switch Int.random(in: 0..<8, using: &generator) {
      case 0 where !rows.isEmpty:
        rows.remove(at: Int.random(in: rows.indices, using: &generator))
      case 1:
        nextID += 1
        rows.insert(Row(id: nextID), at: Int.random(in: 0...rows.count, using: &generator))
      case 2 where !rows.isEmpty:
        let row = rows.remove(at: Int.random(in: rows.indices, using: &generator))
        rows.insert(row, at: Int.random(in: 0...rows.count, using: &generator))
      case 3 where !rows.isEmpty:
        rows[Int.random(in: rows.indices, using: &generator)].version += 1
      case 4 where !rows.isEmpty && sections.count > 1:
        let row = rows.remove(at: Int.random(in: rows.indices, using: &generator))
        let other = (section + 1) % sections.count
        var otherRows = sections[other].rows
        otherRows.insert(row, at: Int.random(in: 0...otherRows.count, using: &generator))
        sections[other] = ListSection(sections[other].value, rows: otherRows)
      case 5:
        sections.remove(at: section)
        continue
      case 6:
        let moved = sections.remove(at: section)
        sections.insert(moved, at: Int.random(in: 0...sections.count, using: &generator))
        continue
      default:
        let used = Set(sections.map(\.value))
        if let value = (0..<8).first(where: { !used.contains($0) }) {
          nextID += 1
          sections.insert(
            ListSection(value, rows: [Row(id: nextID)]),
            at: Int.random(in: 0...sections.count, using: &generator))
        }
        continue
      }
      sections[section] = ListSection(sections[section].value, rows: rows)
    }
    return ListData(sections: sections)
  }

  /// Checks one change set; returns what is wrong, or `nil`.
  private static func problem<Section: Hashable>(
    _ changes: ListChanges, from old: ListData<Section, Row>, to new: ListData<Section, Row>,
    movesChecked: Bool = true
  ) -> String? {
    do {
      try changes.validate(from: old, to: new)
    } catch {
      return "\(changes) is invalid: \(error)"
    }
    let applied = applying(changes, to: old, after: new)
    guard applied == new.sections else {
      return "\(changes) gives \(applied)"
    }
    // A row deleted and inserted must have changed, or have left a section that is deleted or
    // entered one that is inserted: otherwise it is a move.
    guard movesChecked else { return nil }
    let inserted = Dictionary(
      changes.insertedRows.map { ((try? new.row(at: $0))?.id ?? -1, $0) },
      uniquingKeysWith: { first, _ in first })
    for path in changes.deletedRows {
      guard let before = try? old.row(at: path), let to = inserted[before.id],
        let after = try? new.row(at: to)
      else { continue }
      if before == after { return "\(changes): row \(before) is deleted and inserted, not moved" }
    }
    return nil
  }

  /// 4 × 300 rounds of sectioned lists, unrelated or edited.
  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func randomSectionedListsGiveExactChangeSets(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    var pool = (1...40).map { Row(id: $0) }
    var nextID = 1_000
    let pipeline = ReplacedListsPipeline()
    let reports = Reports()
    pipeline.observe(\.sectioned, by: reports) { reports, change in
      reports.changes.append(change.listChanges)
    }
    for round in 0..<300 {
      let old = Self.randomList(from: &pool, &generator, maximumRows: 30)
      let new =
        Bool.random(using: &generator)
        ? Self.randomList(from: &pool, &generator, maximumRows: 30)
        : Self.editedList(old, &generator, nextID: &nextID)
      let changes = try new.changes(from: old)
      if let problem = Self.problem(changes, from: old, to: new) {
        Issue.record("seed \(seed), round \(round): \(old) → \(new): \(problem)")
        return
      }
      pipeline.sectioned = old
      reports.changes.removeAll()
      pipeline.sectioned = new
      if reports.changes.last != nil, reports.changes.last != changes {
        let reported = reports.changes.last.map { "\($0)" } ?? "nothing"
        let text = "\(old) → \(new): the property reported \(reported), the diff \(changes)"
        Issue.record("seed \(seed), round \(round): \(text)")
        return
      }
    }
  }

  /// 4 × 40 rounds of sectionless lists long enough to span many chunks, with few or many edits.
  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func randomLongListsGiveExactChangeSets(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    var nextID = 100_000
    let pipeline = ReplacedListsPipeline()
    let reports = Reports()
    pipeline.observe(\.plain, by: reports) { reports, change in
      reports.changes.append(change.listChanges)
    }
    for round in 0..<40 {
      let count = Int.random(in: 0...3_000, using: &generator)
      var rows = (0..<count).map { Row(id: $0) }
      let old = ListData<NoSection, Row>(rows: rows)
      for _ in 0..<Int.random(in: 0...(round.isMultiple(of: 2) ? 10 : 600), using: &generator) {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where !rows.isEmpty: rows.remove(at: Int.random(in: rows.indices, using: &generator))
        case 1:
          nextID += 1
          rows.insert(Row(id: nextID), at: Int.random(in: 0...rows.count, using: &generator))
        case 2 where !rows.isEmpty:
          let row = rows.remove(at: Int.random(in: rows.indices, using: &generator))
          rows.insert(row, at: Int.random(in: 0...rows.count, using: &generator))
        case 3 where !rows.isEmpty:
          rows[Int.random(in: rows.indices, using: &generator)].version += 1
        default: break
        }
      }
      let new = ListData<NoSection, Row>(rows: rows)
      let changes = try new.changes(from: old)
      if let problem = Self.problem(changes, from: old, to: new) {
        Issue.record("seed \(seed), round \(round): \(count) rows: \(problem)")
        return
      }
      pipeline.plain = old
      reports.changes.removeAll()
      pipeline.plain = new
      if reports.changes.last != nil, reports.changes.last != changes {
        Issue.record("seed \(seed), round \(round): the property reported another change set")
        return
      }
    }
  }

  /// Identities whose hashes collide (all of them, or one in three) give the same change sets
  /// as identities that hash apart.
  @Test(arguments: [1, 3])
  func collidingHashesGiveTheSameChangeSets(hashClasses: Int) throws {
    var generator = SeededGenerator(seed: UInt64(hashClasses))
    var pool = (1...40).map { Row(id: $0) }
    var nextID = 1_000
    func colliding(_ list: ListData<Int, Row>) -> ListData<Int, CollidingRow> {
      ListData(
        sections: list.sections.map { section in
          ListSection(
            section.value,
            rows: section.rows.map {
              CollidingRow(id: CollidingID(value: $0.id, hashClasses: hashClasses), row: $0)
            })
        })
    }
    for round in 0..<200 {
      let old = Self.randomList(from: &pool, &generator, maximumRows: 30)
      let new = Self.editedList(old, &generator, nextID: &nextID)
      let expected = try new.changes(from: old)
      let changes = try colliding(new).changes(from: colliding(old))
      if changes != expected {
        Issue.record("round \(round): \(old) → \(new): \(changes), not \(expected)")
        return
      }
    }
  }

  /// DifferenceKit's published case of 5,000 rows: 1,000 deleted, 1,000 inserted and 200 moved
  /// to random places; the change set names exactly those, each moved row as one move.
  @Test(arguments: 1...3 as ClosedRange<UInt64>)
  func reportsEachMovedRowOnceInDifferenceKitsCase(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let count = 5_000
    let old = (0..<count).map { Row(id: $0) }
    let picked = Array(0..<count).shuffled(using: &generator)
    let removed = Set(picked.prefix(1_200))
    var new = old.filter { !removed.contains($0.id) }
    for id in 0..<1_000 {
      new.insert(Row(id: count + id), at: Int.random(in: 0...new.count, using: &generator))
    }
    for id in picked[1_000..<1_200] {
      new.insert(Row(id: id), at: Int.random(in: 0...new.count, using: &generator))
    }
    let before = ListData<NoSection, Row>(rows: old)
    let after = ListData<NoSection, Row>(rows: new)
    let changes = try after.changes(from: before)
    #expect(changes.movedRows.count == 200, "seed \(seed)")
    #expect(changes.insertedRows.count == 1_000, "seed \(seed)")
    #expect(changes.deletedRows.count == 1_000, "seed \(seed)")
    #expect(Self.problem(changes, from: before, to: after) == nil, "seed \(seed)")
  }

  @Test func refusesDuplicateIdentitiesInTheNewList() {
    #expect(
      throws: ListError.duplicateID(
        "2", indexPaths: [ListIndexPath(section: 0, row: 1), ListIndexPath(section: 0, row: 3)],
        list: "new")
    ) {
      try rows(4, 2, 5, 2).changes(from: rows(1, 3))
    }
    #expect(
      throws: ListError.duplicateID(
        "2", indexPaths: [ListIndexPath(section: 1, row: 0), ListIndexPath(section: 2, row: 0)],
        list: "new")
    ) {
      // Both 2s are left for matching by identity, and claim the old one.
      try sections(["A": [5], "B": [2], "C": [2]])
        .changes(from: sections(["A": [2], "B": [3], "C": [4]]))
    }
  }

  @Test func matchesARepeatedIdentityInPlaceByPosition() throws {
    // The walk pairs 1, 2 and 3 in place; the second 2 is new: nothing is ambiguous.
    let old = rows(1, 2, 3)
    let new = rows(1, 2, 3, 2)
    let changes = try new.changes(from: old)
    #expect(changes.description == "insert rows [0-3]")
    try changes.validate(from: old, to: new)
  }

  /// Random lists with a repeated identity in one of them: the diff either throws, naming the
  /// list and both places, or gives a change set that takes the old list to the new one; a
  /// pipeline property reports every section replaced, or that change set.
  @Test(arguments: 1...2 as ClosedRange<UInt64>)
  func randomDuplicatesAreRefusedOrMatchedExactly(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    var pool = (1...40).map { Row(id: $0) }
    let pipeline = ReplacedListsPipeline()
    let reports = Reports()
    pipeline.observe(\.sectioned, by: reports) { reports, change in
      reports.changes.append(change.listChanges)
    }
    var refused = 0
    var matched = 0
    for round in 0..<300 {
      var old = Self.randomList(from: &pool, &generator, maximumRows: 30)
      var new =
        Bool.random(using: &generator)
        ? Self.randomList(from: &pool, &generator, maximumRows: 30) : old
      let isOld = Bool.random(using: &generator)
      var sections = (isOld ? old : new).sections
      guard let from = sections.indices.first(where: { !sections[$0].rows.isEmpty }) else {
        continue
      }
      let repeated = sections[from].rows[0]
      let into = Int.random(in: sections.indices, using: &generator)
      let at = Int.random(in: (into == from ? 1 : 0)...sections[into].rows.count, using: &generator)
      var rows = sections[into].rows
      rows.insert(repeated, at: at)
      sections[into] = ListSection(sections[into].value, rows: rows)
      if isOld { old = ListData(sections: sections) } else { new = ListData(sections: sections) }
      let paths = [ListIndexPath(section: from, row: 0), ListIndexPath(section: into, row: at)]
      let expected = ListError.duplicateID(
        "\(repeated.id)", indexPaths: paths.sorted(), list: isOld ? "old" : "new")
      var reload: ListChanges?
      do {
        let changes = try new.changes(from: old)
        if let problem = Self.problem(changes, from: old, to: new, movesChecked: false) {
          Issue.record("seed \(seed), round \(round): \(old) → \(new): \(problem)")
          return
        }
        matched += 1
      } catch {
        guard error == expected else {
          Issue.record("seed \(seed), round \(round): \(old) → \(new): \(error), not \(expected)")
          return
        }
        refused += 1
        reload = ListChanges(
          insertedSections: Array(new.sectionValues.indices),
          deletedSections: Array(old.sectionValues.indices))
      }
      pipeline.sectioned = old
      reports.changes.removeAll()
      pipeline.sectioned = new
      if let reload, !reports.changes.isEmpty, reports.changes != [reload] {
        Issue.record("seed \(seed), round \(round): the property reported \(reports.changes)")
        return
      }
    }
    // Both outcomes occur, so that both are checked.
    #expect(refused > 0 && matched > 0, "refused \(refused), matched \(matched)")
  }
}

/// An identity whose hash is its value modulo `hashClasses`, so that identities collide.
struct CollidingID: Hashable, Sendable {
  let value: Int
  let hashClasses: Int

  static func == (lhs: CollidingID, rhs: CollidingID) -> Bool { lhs.value == rhs.value }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value % hashClasses)
  }
}

/// A test row with a colliding identity.
struct CollidingRow: Identifiable, Equatable, Sendable {
  let id: CollidingID
  let row: Row
}
