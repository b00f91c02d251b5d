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

/// The paged tables of ``ChunkedRows``: edits must agree with a plain array, across pages, and a
/// copy must share the pages its edits leave alone.
struct PagedArrayTests {
  @Test func editsAcrossPagesMatchAnArray() {
    var generator = SeededGenerator(seed: 11)
    var paged = PagedArray(0..<1_000)
    var model = Array(0..<1_000)
    for step in 0..<4_000 {
      let kept = paged
      let keptModel = model
      switch Int.random(in: 0..<5, using: &generator) {
      case 0, 1:
        let position = Int.random(in: 0...model.count, using: &generator)
        paged.insert(step, at: position)
        model.insert(step, at: position)
      case 2 where !model.isEmpty:
        let position = Int.random(in: model.indices, using: &generator)
        #expect(paged.remove(at: position) == model.remove(at: position))
      case 3 where !model.isEmpty:
        let position = Int.random(in: model.indices, using: &generator)
        paged[position] += 1
        model[position] += 1
      case 4 where !model.isEmpty:
        #expect(paged.removeLast() == model.removeLast())
      default:
        paged.append(step)
        model.append(step)
      }
      // The copy taken before the edit is untouched.
      if step.isMultiple(of: 97), !Array(kept).elementsEqual(keptModel) {
        Issue.record("step \(step): editing a copy changed the original")
        return
      }
    }
    #expect(Array(paged) == model)
    #expect(paged.count == model.count)
    #expect(paged.pages.dropLast().allSatisfy { $0.count == PagedArray<Int>.pageSize })
  }

  @Test func anEditOfACopyOfALongListCopiesOnePageOfItsTable() {
    var tag = 0
    let rows = ChunkedRows<Int>(0..<100_000, tags: &tag)
    var copy = rows
    copy.replace(at: 50_000, with: -1)
    #expect(copy[50_000] == -1)
    #expect(rows[50_000] == 50_000)
    func sharedPages<Element>(_ a: PagedArray<Element>, _ b: PagedArray<Element>) -> Int {
      zip(a.pages, b.pages).count { pair in
        pair.0.withUnsafeBufferPointer { first in
          pair.1.withUnsafeBufferPointer { $0.baseAddress == first.baseAddress }
        }
      }
    }
    #expect(rows.entries.pages.count > 20)
    #expect(sharedPages(rows.entries, copy.entries) == rows.entries.pages.count - 1)
    #expect(sharedPages(rows.tags, copy.tags) == rows.tags.pages.count)
  }

  @Test func listsCompareByRowsWhateverTheirChunks() throws {
    let rows = (0..<20_000).map { Row(id: $0) }
    let list = ListData<NoSection, Row>(rows: rows)
    // The same rows in other chunks: built from fewer rows, then grown in the middle.
    var regrown = ListData<NoSection, Row>(rows: rows[..<10_000] + rows[15_000...])
    for row in rows[10_000..<15_000] { try regrown.insertRow(row, at: row.id) }
    #expect(regrown.storages[0].counts.elementsEqual(list.storages[0].counts) == false)
    #expect(regrown == list)
    var edited = list
    try edited.replaceRow(at: 12_345, with: Row(id: 12_345, version: 1))
    #expect(edited != list)
    try edited.replaceRow(at: 12_345, with: Row(id: 12_345))
    #expect(edited == list)
    try edited.insertRow(Row(id: -1), at: 0)
    _ = try edited.removeRow(at: 19_999)
    #expect(edited != list)
  }

  @Test func insertionsAcrossChunksAndPagesMatchAnArray() {
    var generator = SeededGenerator(seed: 5)
    var tag = 0
    var rows = ChunkedRows<Int>(0..<20_000, tags: &tag)
    var model = Array(0..<20_000)
    let original = rows
    for step in 0..<6_000 {
      // Insertions at a few places, so that chunks split in several pages; some removals.
      let position = Int.random(in: 0..<4, using: &generator) * model.count / 4
      if step.isMultiple(of: 3), !model.isEmpty {
        let at = Int.random(in: model.indices, using: &generator)
        #expect(rows.remove(at: at) == model.remove(at: at))
      } else {
        rows.insert(-step, at: position, tags: &tag)
        model.insert(-step, at: position)
      }
    }
    #expect(rows.items == model)
    #expect(original.items == Array(0..<20_000))
    #expect(
      rows.chunks.indices.allSatisfy { rows.start(ofChunk: $0) == rows.counts[..<$0].reduce(0, +) })
  }
}

/// Copies of a long list share its chunks and pages until edited: an edit of one, at the edges of
/// chunks and pages, never shows in the other, and each keeps finding its rows by position.
struct ChunkedRowsCopyTests {
  /// Every position of `rows` holds the model's item, and the chunks' starts and ends agree with
  /// their counts.
  private static func check(_ rows: ChunkedRows<Int>, _ model: [Int], _ label: String) {
    guard rows.count == model.count, rows.items == model else {
      Issue.record("\(label): the rows differ from the model")
      return
    }
    if let wrong = model.indices.first(where: { rows[$0] != model[$0] }) {
      Issue.record("\(label): row \(wrong) is \(rows[wrong]), not \(model[wrong])")
    }
    var start = 0
    for chunk in rows.entries.indices {
      if rows.start(ofChunk: chunk) != start {
        Issue.record(
          "\(label): chunk \(chunk) starts at \(rows.start(ofChunk: chunk)), not \(start)")
        return
      }
      start += rows.entries[chunk].count
    }
  }

  @Test func editingACopyAtChunkAndPageEdgesLeavesTheOriginal() {
    var tag = 0
    // 70 pages of 64 chunks of 64 rows: edges of chunks (multiples of 64) and of pages
    // (multiples of 4,096).
    let count = 64 * 64 * 70
    let original = ChunkedRows<Int>(0..<count, tags: &tag)
    let originalModel = Array(0..<count)
    var edges = [0, 1, 63, 64, 65, 127, 128, 4_095, 4_096, 4_097, 8_191, 8_192]
    edges += [count / 2 - 1, count / 2, count - 65, count - 64, count - 1]
    var copy = original
    var model = originalModel
    for (step, edge) in edges.enumerated() {
      switch step % 3 {
      case 0:
        copy.insert(-step - 1, at: edge, tags: &tag)
        model.insert(-step - 1, at: edge)
      case 1:
        #expect(copy.remove(at: edge) == model.remove(at: edge))
      default:
        copy.replace(at: edge, with: -step - 1)
        model[edge] = -step - 1
      }
      Self.check(original, originalModel, "original after editing the copy at \(edge)")
    }
    // A chunk split by insertions, and a chunk emptied by removals, both in a shared page.
    for offset in 0..<80 {
      copy.insert(-1_000 - offset, at: 4_096 + 10, tags: &tag)
      model.insert(-1_000 - offset, at: 4_096 + 10)
    }
    for _ in 0..<64 {
      #expect(copy.remove(at: 64 * 64 * 3) == model.remove(at: 64 * 64 * 3))
    }
    Self.check(copy, model, "the copy")
    Self.check(original, originalModel, "the original")

    // Editing the original now leaves the edited copy as it was.
    var edited = original
    let copyBefore = copy
    let modelBefore = model
    for edge in edges.reversed() where edge < edited.count {
      edited.replace(at: edge, with: 7)
      edited.insert(8, at: edge, tags: &tag)
    }
    Self.check(copy, modelBefore, "the copy after editing the original")
    #expect(copy.items == copyBefore.items)
    Self.check(original, originalModel, "the original after editing its other copy")
  }
}
