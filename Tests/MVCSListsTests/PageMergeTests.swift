import MVCS
import MVCSLists
import Testing

/// XLData's `addDataItems:fromIndex:`, with its misplaced overflow fixed.
struct PageMergeTests {
  private func page(_ ids: Int...) -> [Row] { ids.map { Row(id: $0) } }

  @Test func replacesFromTheIndexAndDropsWhatCameAfterThePage() throws {
    var list = rows(1, 2, 3, 4)  // [a, b, c, d]
    #expect(try list.replaceRows(from: 2, with: page(7, 8, 9)) == 2..<5)  // [x, y, z]
    #expect(ids(list) == [[1, 2, 7, 8, 9]])  // XLData gave [a, b, z, x, y]
  }

  @Test func dropsTheRowsAfterAShorterPage() throws {
    var list = rows(1, 2, 3, 4, 5)
    try list.replaceRows(from: 1, with: page(9))
    #expect(ids(list) == [[1, 9]])
  }

  @Test func appendsAtOrPastTheEnd() throws {
    var list = rows(1, 2)
    #expect(try list.replaceRows(from: 2, with: page(3)) == 2..<3)
    #expect(try list.replaceRows(from: 10, with: page(4)) == 3..<4)
    #expect(ids(list) == [[1, 2, 3, 4]])
  }

  @Test func replacesEverythingFromZero() throws {
    var list = rows(1, 2, 3)
    try list.replaceRows(from: 0, with: page(4))
    #expect(ids(list) == [[4]])
  }

  @Test func mergesIntoASectionOfASectionedList() throws {
    var list = sections(["Users": [1, 2, 3]])
    try list.replaceRows(from: 1, inSection: 0, with: page(2, 5))
    #expect(ids(list) == [[1, 2, 5]])
  }

  @Test func refusesANegativeStartAndChangesNothing() {
    var list = rows(1, 2)
    #expect(
      throws: ListError.rowOutOfRange(
        ListIndexPath(section: 0, row: -1), operation: "start a page at", valid: 0...2)
    ) {
      try list.replaceRows(from: -1, with: page(3))
    }
    #expect(ids(list) == [[1, 2]])
  }

  @Test func reportsRowsThatKeepTheirPlaceAsUpdates() throws {
    var list = rows(1, 2, 3, 4)
    let changes = try list.batch { list in
      try list.replaceRows(from: 2, with: [Row(id: 3, version: 1), Row(id: 5)])
    }
    #expect(changes.description == "insert rows [0-3], delete rows [0-3], update rows [0-2]")
  }
}
