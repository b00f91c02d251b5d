import MVCS
import MVCSTestSupport
import Testing

@testable import MVCSLists

/// Long lists, whose rows span many chunks: every edit and lookup by identity must agree with a
/// plain array.
struct ChunkedRowsTests {
  @Test func editsAcrossChunksMatchAnArray() {
    var generator = SeededGenerator(seed: 7)
    var tag = 0
    var rows = ChunkedRows<Int>(0..<1500, tags: &tag)
    var model = Array(0..<1500)
    for step in 0..<3000 {
      let action = Int.random(in: 0..<3, using: &generator)
      if action < 2 || model.isEmpty {
        let position = Int.random(in: 0...model.count, using: &generator)
        rows.insert(10_000 + step, at: position, tags: &tag)
        model.insert(10_000 + step, at: position)
      } else {
        let position = Int.random(in: model.indices, using: &generator)
        #expect(rows.remove(at: position) == model.remove(at: position))
      }
    }
    #expect(rows.items == model)
    #expect(rows.count == model.count)
    #expect(rows.chunks.count > 10)
    #expect(rows.counts.allSatisfy { $0 > 0 && $0 <= ChunkedRows<Int>.maximumChunk })
  }

  @Test func findsRowsByIdentityAfterChunksSplit() throws {
    var list = ListData<String, Row>(sections: [
      ListSection("A", rows: (0..<600).map { Row(id: $0) }),
      ListSection("B", rows: (600..<1200).map { Row(id: $0) }),
    ])
    #expect(list.indexPath(ofID: 700) == ListIndexPath(section: 1, row: 100))
    var generator = SeededGenerator(seed: 3)
    for id in 1200..<2400 {
      let section = Int.random(in: 0...1, using: &generator)
      let count = try list.rowCount(inSection: section)
      try list.insertRow(
        Row(id: id),
        at: ListIndexPath(section: section, row: Int.random(in: 0...count, using: &generator)))
    }
    _ = try list.removeSection(at: 0)
    try list.moveRow(
      from: ListIndexPath(section: 0, row: 0), to: ListIndexPath(section: 0, row: 900))
    let copy = list
    try list.insertRow(Row(id: -1), at: ListIndexPath(section: 0, row: 5))
    for (row, item) in try list.rows(inSection: 0).enumerated() {
      #expect(list.indexPath(ofID: item.id) == ListIndexPath(section: 0, row: row))
    }
    #expect(copy.indexPath(ofID: -1) == nil)
    #expect(list.indexPath(ofID: 5) == nil)
  }
}

extension ChunkedRowsTests {
  @Test func appendsOneByOneAcrossChunks() {
    var tag = 0
    var rows = ChunkedRows<Int>()
    for value in 0..<1000 { rows.insert(value, at: rows.count, tags: &tag) }
    #expect(rows.items == Array(0..<1000))
    #expect((0..<1000).allSatisfy { rows[$0] == $0 })
    #expect(
      rows.chunks.indices.allSatisfy { rows.start(ofChunk: $0) == rows.counts[..<$0].reduce(0, +) })
  }
}
