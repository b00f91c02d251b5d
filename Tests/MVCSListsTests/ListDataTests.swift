import MVCS
import MVCSLists
import Testing

/// A row whose title can repeat: only its id tells two apart.
private struct TitledRow: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
}

/// MwfTableData's accessors and edits, with and without sections.
struct ListDataTests {
  // MARK: - Creating

  @Test func sectionlessListHasOneSectionEvenWhenEmpty() {
    let list = ListData<NoSection, Row>()
    #expect(list.sectionCount == 1)
    #expect(list.rowCount == 0)
    #expect(list.isEmpty)
    #expect(!list.hasSections)
  }

  @Test func sectionedListStartsWithNoSections() {
    let list = ListData<String, Row>()
    #expect(list.sectionCount == 0)
    #expect(list.isEmpty)
    #expect(list.hasSections)
  }

  @Test func isEmptyWhenSectionsHaveNoRows() {
    #expect(sections(["A": [], "B": []]).isEmpty)
    #expect(!sections(["A": [], "B": [1]]).isEmpty)
  }

  // MARK: - Accessing

  @Test func countsSectionsAndRows() throws {
    let list = sections(["Fruit": [1, 2, 3], "Veg": [4]])
    #expect(list.sectionCount == 2)
    #expect(try list.rowCount(inSection: 0) == 3)
    #expect(try list.rowCount(inSection: 1) == 1)
    #expect(list.rowCount == 4)
  }

  @Test func readsSectionValuesAndRowsAtIndexPaths() throws {
    let list = sections(["Fruit": [1, 2], "Veg": [4]])
    #expect(try list.section(at: 1) == "Veg")
    #expect(try list.row(at: ListIndexPath(section: 1, row: 0)).id == 4)
    #expect(try list.rows(inSection: 0).map(\.id) == [1, 2])
    #expect(list.sectionValues == ["Fruit", "Veg"])
    #expect(try rows(7, 8).row(at: 1).id == 8)
  }

  @Test func findsRowsByIdentityNeverByEquality() {
    let first = TitledRow(id: 1, title: "Cat")
    let twin = TitledRow(id: 2, title: "Cat")
    let list = ListData<NoSection, TitledRow>(rows: [first, twin])
    #expect(list.indexPath(of: twin) == ListIndexPath(section: 0, row: 1))
    #expect(
      list.indexPath(of: TitledRow(id: 2, title: "Renamed")) == ListIndexPath(section: 0, row: 1))
    #expect(list.indexPath(ofID: 3) == nil)
  }

  @Test func findsASectionByItsValue() {
    let list = sections(["Fruit": [], "Veg": []])
    #expect(list.index(ofSection: "Veg") == 1)
    #expect(list.index(ofSection: "Meat") == nil)
  }

  // MARK: - Inserting

  @Test func appendsAndInsertsSections() throws {
    var list = ListData<String, Row>()
    #expect(try list.appendSection("B") == 0)
    #expect(try list.insertSection("A", rows: [Row(id: 1)], at: 0) == 0)
    #expect(try list.insertSection("C", before: "Z") == 2)
    #expect(try list.insertSection("AB", after: "A") == 1)
    #expect(try list.insertSection("BC", before: "C") == 3)
    #expect(list.sectionValues == ["A", "AB", "B", "BC", "C"])
    #expect(ids(list) == [[1], [], [], [], []])
  }

  @Test func appendsAndInsertsRows() throws {
    var list = sections(["A": [1], "B": []])
    #expect(try list.appendRow(Row(id: 2), toSection: 0) == ListIndexPath(section: 0, row: 1))
    #expect(try list.appendRow(Row(id: 3)) == ListIndexPath(section: 1, row: 0))
    #expect(
      try list.insertRow(Row(id: 4), at: ListIndexPath(section: 0, row: 0))
        == ListIndexPath(section: 0, row: 0))
    try list.appendRows([Row(id: 5), Row(id: 6)], toSection: 1)
    #expect(ids(list) == [[4, 1, 2], [3, 5, 6]])
  }

  @Test func sectionlessListEditsRowsByIndex() throws {
    var list = rows(1, 2)
    try list.appendRow(Row(id: 3))
    try list.insertRow(Row(id: 0), at: 0)
    try list.moveRow(from: 0, to: 3)
    try list.replaceRow(at: 0, with: Row(id: 1, version: 1))
    #expect(try list.removeRow(at: 1).id == 2)
    #expect(list.rows == [Row(id: 1, version: 1), Row(id: 3), Row(id: 0)])
  }

  // MARK: - Deleting and updating

  @Test func removesRowsAndSections() throws {
    var list = sections(["A": [1, 2], "B": [3]])
    #expect(try list.removeRow(at: ListIndexPath(section: 0, row: 0)).id == 1)
    let removed = try list.removeSection(at: 1)
    #expect(removed.value == "B")
    #expect(removed.rows.map(\.id) == [3])
    #expect(ids(list) == [[2]])
  }

  @Test func removesRowsByItemAndByPredicateInEverySection() {
    var list = sections(["A": [1, 2, 3], "B": [4, 5, 6]])
    #expect(list.removeRow(Row(id: 5, version: 9)) == ListIndexPath(section: 1, row: 1))
    #expect(list.removeRow(id: 42) == nil)
    #expect(list.removeFirstRow { $0.id.isMultiple(of: 2) } == ListIndexPath(section: 0, row: 1))
    #expect(
      list.removeRows { $0.id > 2 } == [
        ListIndexPath(section: 0, row: 1), ListIndexPath(section: 1, row: 0),
        ListIndexPath(section: 1, row: 1),
      ])
    #expect(ids(list) == [[1], []])
  }

  @Test func replacesRowsAndSectionValues() throws {
    var list = sections(["A": [1], "B": [2]])
    let old = try list.replaceRow(
      at: ListIndexPath(section: 1, row: 0), with: Row(id: 2, version: 1))
    #expect(old == Row(id: 2))
    #expect(try list.replaceSection(at: 0, with: "Z") == "A")
    #expect(list.sectionValues == ["Z", "B"])
    #expect(try list.row(at: ListIndexPath(section: 1, row: 0)).version == 1)
  }

  @Test func movesRowsAcrossSectionsAndMovesSections() throws {
    var list = sections(["A": [1, 2], "B": [3]])
    try list.moveRow(from: ListIndexPath(section: 0, row: 0), to: ListIndexPath(section: 1, row: 1))
    try list.moveSection(from: 1, to: 0)
    #expect(list.sectionValues == ["B", "A"])
    #expect(ids(list) == [[3, 1], [2]])
  }

  // MARK: - Errors

  @Test func refusesARowOutOfRangeNamingTheValidRange() {
    var list = rows(1, 2, 3)
    #expect(throws: ListError.self) { try list.removeRow(at: 3) }
    do {
      try list.removeRow(at: 3)
    } catch {
      #expect(
        error.description == """
          Cannot remove row 0-3: valid rows in section 0 are 0...2. To fix, pass a row in that \
          range; rowCount(inSection:) tells how many rows a section has.
          """)
    }
    #expect(ids(list) == [[1, 2, 3]])
  }

  @Test func refusesASectionOutOfRange() {
    var list = sections(["A": [1]])
    do {
      try list.insertRow(Row(id: 2), at: ListIndexPath(section: 2, row: 0))
      Issue.record("inserted into a missing section")
    } catch {
      #expect(error == .sectionOutOfRange(2, operation: "insert at", valid: 0...0))
      #expect(
        error.description == """
          Cannot insert at section 2: valid sections are 0...0. To fix, pass a section in that \
          range; sectionCount tells how many sections the list has.
          """)
    }
    #expect(
      throws: ListError.rowOutOfRange(
        ListIndexPath(section: 0, row: -1), operation: "read", valid: 0...0)
    ) {
      try list.row(at: ListIndexPath(section: 0, row: -1))
    }
    #expect(ids(list) == [[1]])
  }

  @Test func refusesSectionEditsOnASectionlessList() {
    var list = rows(1)
    do {
      try list.appendSection(NoSection())
      Issue.record("appended a section to a sectionless list")
    } catch {
      #expect(
        error.description == """
          Cannot insert a section: ListData<NoSection, Row> has no sections of its own, only its \
          rows. To fix, give the list a section type, such as ListData<String, Row>(sections: …), \
          or edit its rows.
          """)
    }
    #expect(throws: ListError.self) { try list.removeSection(at: 0) }
    #expect(list.sectionCount == 1)
  }

  @Test func refusesToAppendARowWithoutSections() {
    var list = ListData<String, Row>()
    #expect(throws: ListError.noSections(operation: "append a row")) {
      try list.appendRow(Row(id: 1))
    }
    #expect(
      ListError.noSections(operation: "append a row").description
        == "Cannot append a row: the list has no sections yet. "
        + "To fix, append a section first with appendSection(_:rows:).")
  }
}
