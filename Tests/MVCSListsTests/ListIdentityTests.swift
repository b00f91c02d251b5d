import MVCS
import MVCSLists
import Testing

/// Replacing a whole list (Mwf's `setTableData:`, which reloaded everything): a change set by
/// identity instead.
struct ListIdentityTests {
  private func path(_ section: Int, _ row: Int) -> ListIndexPath {
    ListIndexPath(section: section, row: row)
  }

  @Test func findsInsertionsDeletionsAndMovesByIdentity() throws {
    let old = rows(1, 2, 3, 4, 5)
    let new = rows(5, 1, 3, 6, 4)
    let changes = try new.changes(from: old)
    #expect(changes.description == "insert rows [0-3], delete rows [0-1], move rows [0-4 → 0-0]")
    try changes.validate(from: old, to: new)
  }

  @Test func reportsChangedRowsThatStayAsUpdates() throws {
    let old = rows(1, 2, 3)
    let new = ListData<NoSection, Row>(rows: [Row(id: 1), Row(id: 2, version: 1), Row(id: 3)])
    #expect(try new.changes(from: old).description == "update rows [0-1]")
  }

  @Test func rebuildsChangedRowsThatMove() throws {
    let old = rows(1, 2)
    let new = ListData<NoSection, Row>(rows: [Row(id: 2, version: 1), Row(id: 1)])
    #expect(try new.changes(from: old).description == "insert rows [0-0], delete rows [0-1]")
  }

  @Test func matchesSectionsByValueAndRowsAcrossSections() throws {
    let old = sections(["A": [1, 2], "B": [3], "C": [4]])
    let new = sections(["C": [4, 2], "A": [1], "D": [5]])
    let changes = try new.changes(from: old)
    #expect(
      changes.description
        == "move rows [0-1 → 0-1], insert sections [2], delete sections [1], move sections [2 → 0]")
    try changes.validate(from: old, to: new)
  }

  @Test func replacingAssignsTheNewList() throws {
    var list = rows(1, 2)
    let changes = try list.replace(with: rows(2, 3))
    #expect(ids(list) == [[2, 3]])
    #expect(changes.description == "insert rows [0-1], delete rows [0-0]")
  }

  @Test func refusesDuplicateIdentities() {
    let old = rows(1, 2, 1)
    #expect(
      throws: ListError.duplicateID("1", indexPaths: [path(0, 0), path(0, 2)], list: "old")
    ) {
      // The walk pairs 2 in place; both 1s are left for matching by identity.
      try rows(2).changes(from: old)
    }
    #expect(
      ListError.duplicateID("1", indexPaths: [path(0, 0), path(0, 2)], list: "old").description
        == "The old list has several rows with the identity 1, at 0-0, 0-2, so rows cannot be "
        + "matched by identity. To fix, give every row a unique id.")
  }

  @Test func replacingInsideABatchReportsEverySectionRebuilt() throws {
    var list = sections(["A": [1], "B": [2]])
    let changes = try list.batch { list in try list.replace(with: sections(["C": [3]])) }
    #expect(changes.description == "insert sections [0], delete sections [0, 1]")
  }
}
