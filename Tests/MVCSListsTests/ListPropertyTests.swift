import MVCS
import MVCSTestSupport
import Testing

@testable import MVCSLists

/// A pipeline with lists in properties of each kind that holds data.
@MainActor
private final class GalleryPipeline: Pipeline {
  @Piped var photos = rows(1, 2, 3)
  @Piped var albums = sections(["Trips": [1, 2], "Pets": [3]])
  @Status var plain = ListData<Plain, Row>()
  @Input var incoming = rows()
}

/// A section value that is not `Hashable`: no identity diff is possible.
struct Plain: Sendable {
  let title: String
}

/// Records what an observer of a list property was given.
@MainActor
private final class ListWatcher {
  var changes: [ListChanges] = []
  var lists: [[[Int]]] = []
}

@MainActor
struct ListPropertyTests {
  @Test func batchOnThePropertyNotifiesOnceWithTheEditsChangeSet() throws {
    let pipeline = GalleryPipeline()
    let watcher = ListWatcher()
    pipeline.observe(\.photos, by: watcher) { watcher, change in
      watcher.changes.append(change.listChanges)
      watcher.lists.append(ids(change.newValue))
    }

    let changes = try pipeline.photos.batch { list in
      try list.insertRow(Row(id: 9), at: 0)
      _ = try list.removeRow(at: 3)
      try list.replaceRow(at: 1, with: Row(id: 1, version: 2))
    }

    #expect(watcher.lists == [[[9, 1, 2]]])
    #expect(watcher.changes == [changes])
    #expect(changes.description == "insert rows [0-0], delete rows [0-2], update rows [0-0]")
  }

  @Test func aBatchOnThePropertyRecordsEachEditOnce() throws {
    let pipeline = GalleryPipeline()
    var recorders: [Int] = []
    try pipeline.photos.batch { list in
      try list.appendRow(Row(id: 9))
      recorders.append(list.recorders.count)
    }
    // One recorder: the one the property's write reads, which the batch's change set comes from.
    #expect(recorders == [1])
    #expect(ids(pipeline.photos) == [[1, 2, 3, 9]])
  }

  @Test func aBatchAfterOtherEditsOfACopyRecordsItsOwnChanges() throws {
    let pipeline = GalleryPipeline()
    let watcher = ListWatcher()
    pipeline.observe(\.photos, by: watcher) { watcher, change in
      watcher.changes.append(change.listChanges)
    }
    var copy = pipeline.photos
    try copy.appendRow(Row(id: 8))
    let changes = try copy.batch { list in try list.appendRow(Row(id: 9)) }
    pipeline.photos = copy
    #expect(changes.description == "insert rows [0-4]")
    #expect(watcher.changes.map(\.description) == ["insert rows [0-3, 0-4]"])
  }

  @Test func theChangeSetIsTheRecordedOneNotADiff() throws {
    let pipeline = GalleryPipeline()
    let watcher = ListWatcher()
    pipeline.observe(\.photos, by: watcher) { watcher, change in
      watcher.changes.append(change.listChanges)
    }
    let edits = { (list: inout ListData<NoSection, Row>) throws(ListError) in
      // Replaced by an equal row: a diff of the values cannot see it, the edits name it.
      try list.replaceRow(at: 0, with: Row(id: 1))
      try list.appendRow(Row(id: 4))
    }
    var before = rows(1, 2, 3)
    let recorded = try before.batch(edits)
    let diffed = try before.changes(from: rows(1, 2, 3))
    try #require(recorded != diffed, "the case must tell the two apart")

    try pipeline.photos.batch(edits)

    #expect(watcher.changes == [recorded])
  }

  @Test func aRowThatMovedAndChangedIsDeletedAndInserted() throws {
    let pipeline = GalleryPipeline()
    let watcher = ListWatcher()
    pipeline.observe(\.photos, by: watcher) { watcher, change in
      watcher.changes.append(change.listChanges)
    }

    try pipeline.photos.batch { list in
      let first = try list.removeRow(at: 0)
      try list.appendRow(Row(id: first.id, version: 1))  // moved, and a new version
      let second = try list.removeRow(at: 0)
      try list.appendRow(second)  // moved as it was
    }

    #expect(
      watcher.changes.map(\.description) == [
        "insert rows [0-1], delete rows [0-0], move rows [0-1 → 0-2]"
      ])
  }

  @Test func eachInPlaceEditIsOneWriteWithItsOwnChangeSet() throws {
    let pipeline = GalleryPipeline()
    let watcher = ListWatcher()
    pipeline.observe(\.photos, by: watcher) { watcher, change in
      watcher.changes.append(change.listChanges)
    }

    try pipeline.photos.appendRow(Row(id: 4))
    pipeline.photos.removeRow(id: 1)
    try pipeline.photos.moveRow(from: 0, to: 2)

    #expect(
      watcher.changes.map(\.description) == [
        "insert rows [0-3]", "delete rows [0-0]", "move rows [0-0 → 0-2]",
      ])
    #expect(ids(pipeline.photos) == [[3, 4, 2]])
  }

  @Test func assigningANewListGivesTheChangeSetByIdentity() throws {
    let pipeline = GalleryPipeline()
    let watcher = ListWatcher()
    pipeline.observe(\.albums, by: watcher) { watcher, change in
      watcher.changes.append(change.listChanges)
    }

    pipeline.albums = sections(["Pets": [3, 4], "Trips": [2, 1]])

    let expected = try #require(watcher.changes.first)
    #expect(watcher.changes.count == 1)
    let before = sections(["Trips": [1, 2], "Pets": [3]])
    let after = sections(["Pets": [3, 4], "Trips": [2, 1]])
    #expect(expected == (try after.changes(from: before)))
    #expect(applying(expected, to: before, after: after).map(\.rows) == after.sections.map(\.rows))
  }

  @Test func aListEditedFromAnOlderValueIsDiffedByIdentity() throws {
    let pipeline = GalleryPipeline()
    var stale = pipeline.photos
    try pipeline.photos.appendRow(Row(id: 4))  // the property moves on
    try stale.insertRow(Row(id: 0), at: 0)  // edits recorded against [1, 2, 3]
    let watcher = ListWatcher()
    pipeline.observe(\.photos, by: watcher) { watcher, change in
      watcher.changes.append(change.listChanges)
    }

    pipeline.photos = stale

    // From [1, 2, 3, 4] to [0, 1, 2, 3]: the recorded "insert 0-0" alone would be wrong.
    #expect(watcher.changes.map(\.description) == ["insert rows [0-0], delete rows [0-3]"])
  }

  @Test func aListCopiedFromAnotherPropertyIsDiffedByIdentity() throws {
    let pipeline = GalleryPipeline()
    let other = GalleryPipeline()
    try other.photos.appendRow(Row(id: 5))
    let watcher = ListWatcher()
    pipeline.observe(\.photos, by: watcher) { watcher, change in
      watcher.changes.append(change.listChanges)
    }

    pipeline.photos = other.photos

    #expect(watcher.changes.map(\.description) == ["insert rows [0-3]"])
  }

  @Test func replacingTheWholeListInPlaceIsDiffedByIdentity() throws {
    let pipeline = GalleryPipeline()
    let watcher = ListWatcher()
    pipeline.observe(\.photos, by: watcher) { watcher, change in
      watcher.changes.append(change.listChanges)
    }

    try pipeline.photos.replace(with: rows(2, 3, 4))

    #expect(watcher.changes.map(\.description) == ["insert rows [0-2], delete rows [0-0]"])
  }

  @Test func writingAnEqualListNotifiesNoOne() {
    let pipeline = GalleryPipeline()
    let watcher = ListWatcher()
    pipeline.observe(\.photos, by: watcher) { watcher, change in
      watcher.changes.append(change.listChanges)
    }

    pipeline.photos = rows(1, 2, 3)

    #expect(watcher.changes.isEmpty)
  }

  @Test func anEventKindNotifiesEveryWrite() throws {
    let pipeline = GalleryPipeline()
    let watcher = ListWatcher()
    pipeline.observe(\.incoming, by: watcher) { watcher, change in
      watcher.changes.append(change.listChanges)
    }

    pipeline.incoming = rows()
    try pipeline.incoming.appendRow(Row(id: 1))

    #expect(watcher.changes.map(\.description) == ["no changes", "insert rows [0-0]"])
  }

  @Test func sectionsThatAreNotHashableReloadWhenAssigned() throws {
    let pipeline = GalleryPipeline()
    try pipeline.plain.appendSection(Plain(title: "A"), rows: [Row(id: 1)])
    let watcher = ListWatcher()
    pipeline.observe(\.plain, by: watcher) { watcher, change in
      watcher.changes.append(change.listChanges)
    }

    try pipeline.plain.appendRow(Row(id: 2), toSection: 0)  // in place: exact
    pipeline.plain = ListData(sections: [ListSection(Plain(title: "B"), rows: [Row(id: 3)])])

    #expect(
      watcher.changes.map(\.description) == [
        "insert rows [0-1]", "insert sections [0], delete sections [0]",
      ])
  }

  @Test func theInitialCallHasNoChanges() {
    let pipeline = GalleryPipeline()
    let watcher = ListWatcher()
    pipeline.observe(\.photos, by: watcher, initial: true) { watcher, change in
      watcher.changes.append(change.listChanges)
      watcher.lists.append(ids(change.newValue))
    }

    #expect(watcher.changes == [.none])
    #expect(watcher.lists == [[[1, 2, 3]]])
  }

  @Test func aFailedBatchWritesNothing() {
    struct Refused: Error {}
    let pipeline = GalleryPipeline()
    let watcher = ListWatcher()
    pipeline.observe(\.photos, by: watcher) { watcher, change in
      watcher.changes.append(change.listChanges)
    }

    #expect(throws: Refused.self) {
      try pipeline.photos.batch { list in
        try list.appendRow(Row(id: 4))
        throw Refused()
      }
    }

    #expect(watcher.changes.isEmpty)
    #expect(ids(pipeline.photos) == [[1, 2, 3]])
  }

  @Test func aChangeMadeByHandIsDiffedByIdentity() {
    let change = Change(oldValue: rows(1, 2), newValue: rows(2, 3))
    #expect(change.listChanges.description == "insert rows [0-1], delete rows [0-0]")
  }

  @Test func everyRandomSequenceOfWritesGivesValidChangeSets() throws {
    var generator = SeededGenerator(seed: 11)
    let pipeline = GalleryPipeline()
    let watcher = ListWatcher()
    var failures: [String] = []
    pipeline.observe(\.photos, by: watcher) { _, change in
      do {
        try change.listChanges.validate(from: change.oldValue, to: change.newValue)
      } catch {
        failures.append("\(change.oldValue) → \(change.newValue): \(error)")
      }
    }
    var nextID = 100
    for _ in 0..<500 {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        nextID += 1
        let count = pipeline.photos.rowCount
        try pipeline.photos.insertRow(
          Row(id: nextID), at: .random(in: 0...count, using: &generator))
      case 1 where !pipeline.photos.isEmpty:
        let count = pipeline.photos.rowCount
        _ = try pipeline.photos.removeRow(at: .random(in: 0..<count, using: &generator))
      case 2:
        var copy = pipeline.photos
        nextID += 1
        try copy.appendRow(Row(id: nextID))
        copy.removeRows { $0.id % 3 == 0 }
        pipeline.photos = copy
      default:
        pipeline.photos = ListData(rows: pipeline.photos.rows.shuffled(using: &generator))
      }
    }
    #expect(failures == [])
  }
}
