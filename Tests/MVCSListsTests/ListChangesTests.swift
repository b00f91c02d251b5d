import MVCS
import MVCSLists
import Testing

/// Batches (MwfTableViewController's `performUpdates:`) and the change sets they return.
struct ListChangesTests {
  private func path(_ section: Int, _ row: Int) -> ListIndexPath {
    ListIndexPath(section: section, row: row)
  }

  @Test func printsOneLinePerKindOfChange() {
    let changes = ListChanges(
      insertedRows: [path(0, 3), path(0, 2), path(0, 2)], deletedSections: [1])
    #expect(changes.description == "insert rows [0-2, 0-3], delete sections [1]")
    #expect(
      ListChanges(movedRows: [ListMove(from: path(0, 1), to: path(2, 0))], updatedSections: [0])
        .description == "move rows [0-1 → 2-0], update sections [0]")
    #expect(ListChanges.none.description == "no changes")
    #expect(ListChanges.none.isEmpty)
  }

  @Test func reportsDeletionsBeforeAndInsertionsAfterTheBatch() throws {
    var list = sections(["A": [1, 2, 3], "B": [4]])
    let changes = try list.batch { list in
      try list.removeRow(at: path(0, 0))
      try list.insertRow(Row(id: 9), at: path(0, 2))
      try list.removeRow(at: path(0, 0))
      try list.appendSection("C")
    }
    #expect(changes.description == "insert rows [0-1], delete rows [0-0, 0-1], insert sections [2]")
    #expect(ids(list) == [[3, 9], [4], []])
  }

  @Test func dropsUpdatesOfRowsInsertedOrDeletedInTheSameBatch() throws {
    var list = rows(1, 2, 3)
    let changes = try list.batch { list in
      try list.replaceRow(at: 0, with: Row(id: 1, version: 1))
      try list.removeRow(at: 0)
      try list.insertRow(Row(id: 4), at: 0)
      try list.replaceRow(at: 0, with: Row(id: 4, version: 1))
      try list.replaceRow(at: 2, with: Row(id: 3, version: 1))
    }
    #expect(changes.description == "insert rows [0-0], delete rows [0-0], update rows [0-2]")
  }

  @Test func editsThatCancelOutReportNothing() throws {
    var list = rows(1, 2)
    let changes = try list.batch { list in
      try list.insertRow(Row(id: 3), at: 1)
      try list.removeRow(at: 1)
    }
    #expect(changes.isEmpty)
  }

  @Test func reportsMovesOfRowsThatStay() throws {
    var list = sections(["A": [1, 2, 3], "B": [4]])
    let changes = try list.batch { list in
      try list.moveRow(from: path(0, 0), to: path(1, 1))
      let two = try list.removeRow(at: path(0, 0))
      try list.insertRow(two, at: path(0, 1))
    }
    #expect(changes.description == "move rows [0-0 → 1-1, 0-1 → 0-1]")
    try changes.validate(from: sections(["A": [1, 2, 3], "B": [4]]), to: list)
  }

  @Test func rebuildsARowThatMovedAndChanged() throws {
    var list = rows(1, 2, 3)
    let changes = try list.batch { list in
      try list.moveRow(from: 0, to: 2)
      try list.replaceRow(at: 2, with: Row(id: 1, version: 1))
    }
    #expect(changes.description == "insert rows [0-2], delete rows [0-0]")
  }

  @Test func leavesRowChangesInAChangedSectionToTheSection() throws {
    var list = sections(["A": [1, 2], "B": [3], "C": [4]])
    let changes = try list.batch { list in
      try list.insertRow(Row(id: 5), at: path(0, 0))
      try list.removeRow(at: path(1, 0))
      try list.removeSection(at: 1)
      try list.replaceSection(at: 0, with: "A2")
      try list.insertSection("D", rows: [Row(id: 6)], at: 0)
      try list.appendRow(Row(id: 7), toSection: 0)
    }
    #expect(changes.description == "insert sections [0], delete sections [1], update sections [0]")
  }

  @Test func nestedBatchesReportTheirOwnChanges() throws {
    var list = rows(1)
    var inner = ListChanges.none
    let outer = try list.batch { list in
      try list.appendRow(Row(id: 2))
      inner = try list.batch { list in try list.appendRow(Row(id: 3)) }
    }
    #expect(inner.description == "insert rows [0-2]")
    #expect(outer.description == "insert rows [0-1, 0-2]")
  }

  @Test func aFailedBatchRestoresTheList() {
    var list = rows(1, 2)
    #expect(throws: ListError.self) {
      try list.batch { list in
        try list.removeRow(at: 0)
        try list.removeRow(at: 5)
      }
    }
    #expect(ids(list) == [[1, 2]])
    #expect(list.indexPath(ofID: 1) == path(0, 0))
  }

  // MARK: - Checking

  @Test func acceptsWhatUIKitAccepts() throws {
    let before = sections(["A": [1, 2, 3], "B": [4]])
    let after = sections(["B": [4, 9], "A": [1, 3]])
    let changes = ListChanges(
      insertedRows: [path(0, 1)], deletedRows: [path(0, 1)],
      movedSections: [ListMove(from: 1, to: 0)])
    try changes.validate(from: before, to: after)
  }

  @Test func explainsASectionCountThatDoesNotAddUp() {
    let changes = ListChanges(deletedSections: [0])
    #expect(throws: ListChangesError.sectionCount(before: 2, deleted: 1, inserted: 0, after: 2)) {
      try changes.validate(from: sections(["A": [], "B": []]), to: sections(["A": [], "B": []]))
    }
    #expect(
      ListChangesError.sectionCount(before: 2, deleted: 1, inserted: 0, after: 2).description == """
        The list had 2 sections; 1 deleted and 0 inserted leave 1, but the list after has 2. \
        To fix, compute the change set with ListData.batch(_:) or ListData.changes(from:).
        """)
  }

  @Test func explainsARowCountThatDoesNotAddUp() {
    let changes = ListChanges(insertedRows: [path(0, 0)])
    do {
      try changes.validate(from: rows(1, 2), to: rows(3, 1))
      Issue.record("accepted a change set that loses a row")
    } catch {
      #expect(
        error.description == """
          Section 0 after the change (section 0 before) should have 2 - 0 deleted - 0 moved out \
          + 1 inserted + 0 moved in = 3 rows, but it has 2. To fix, compute the change set with \
          ListData.batch(_:) or ListData.changes(from:).
          """)
    }
  }

  @Test func explainsARowThatLandsInTheWrongPlace() {
    let changes = ListChanges(deletedRows: [path(0, 0)])
    #expect(
      throws: ListChangesError.rowMismatch(
        path(0, 0), expected: "1", origin: path(0, 1), found: "2")
    ) {
      try changes.validate(from: rows(0, 1, 2), to: rows(2, 1))
    }
  }

  @Test func refusesTwoChangesOfOnePosition() {
    let changes = ListChanges(deletedRows: [path(0, 0)], updatedRows: [path(0, 0)])
    #expect(
      throws: ListChangesError.changedTwice(
        position: "row 0-0 before", kinds: ["deleted rows", "updated rows"])
    ) {
      try changes.validate(from: rows(1), to: rows())
    }
  }

  @Test func refusesPositionsOutOfRangeAndUnsortedLists() {
    #expect(
      throws: ListChangesError.rowOutOfRange(
        path(0, 5), kind: "deleted rows", list: "before", valid: 0...1)
    ) {
      try ListChanges(deletedRows: [path(0, 5)]).validate(from: rows(1, 2), to: rows(1))
    }
    var unsorted = ListChanges()
    unsorted.deletedRows = [path(0, 1), path(0, 0)]
    #expect(throws: ListChangesError.unsorted(kind: "deleted rows")) {
      try unsorted.validate(from: rows(1, 2), to: rows())
    }
  }
}
