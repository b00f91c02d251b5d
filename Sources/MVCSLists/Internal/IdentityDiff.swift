/// The change set between two lists, matched by identity: sections by their value, rows by
/// their `id`.
///
/// Two passes, both linear in the rows. First, each section that stays is walked in step with
/// its old self: rows with the same identity at the same step stay in place, and where the
/// identities differ, a lookahead over both sides, hashing only the rows it passes, finds the
/// nearest row the two share and walks on from there. Then the rows the walk passed over are
/// matched by identity, as Heckel's diff matches every row (as IGListKit and DifferenceKit do):
/// one hash table of the old ones, one lookup per new one; a row found is a move, one not found
/// an insertion or a deletion.
///
/// A diff that matches by equality (Myers's, the standard library's) costs O(rows × edits);
/// a diff that hashes every row costs a hash and a cache miss per row, which loses to Myers's
/// when few rows change. This one compares identities where the lists agree and hashes only
/// where they differ. Rows kept in place are the ones the walk pairs, so a row whose order
/// changed is reported as a move, within its section or across sections, and a row that moved
/// and changed as a deletion and an insertion (a table does not reload a moved cell).
///
/// An identity that appears twice in a list throws ``ListError/duplicateID(_:indexPaths:list:)``
/// when the diff must match those rows by identity: the lookahead meets both, or both claim one
/// old row. Rows the walk pairs in place are matched by their position, and new rows sharing a
/// new identity are each an insertion: the change set is exact without looking for repeats
/// there, which would cost a hash of every row.
///
/// The code is inlinable and generic over the row type, so a caller's module specialises it,
/// including the pipeline property's path (see `ListData+Pipeline.swift`).
@usableFromInline struct IdentityDiff<Section: Hashable, Item: Identifiable> {
  @usableFromInline let old: ListData<Section, Item>
  @usableFromInline let new: ListData<Section, Item>
  /// Whether a row that stayed changed, when rows can be compared.
  @usableFromInline let isUpdated: ((Item, Item) -> Bool)?

  @inlinable
  init(
    old: ListData<Section, Item>, new: ListData<Section, Item>,
    isUpdated: ((Item, Item) -> Bool)?
  ) {
    self.old = old
    self.new = new
    self.isUpdated = isUpdated
  }

  /// A row the walk passed over: where it is, and the row.
  @usableFromInline struct Unpaired {
    @usableFromInline var path: ListIndexPath
    @usableFromInline var item: Item

    @inlinable init(_ path: ListIndexPath, _ item: Item) {
      self.path = path
      self.item = item
    }
  }

  @inlinable func changes() throws(ListError) -> ListChanges {
    let oldSections = try Self.sectionIndexes(old, "old")
    _ = try Self.sectionIndexes(new, "new")
    var changes = ListChanges()
    // Where each old section is in the new list (-1: deleted).
    var target = [Int](repeating: -1, count: old.values.count)
    var sectionsInNewOrder: [Int] = []
    for (newIndex, value) in new.values.enumerated() {
      if let oldIndex = oldSections[value] {
        target[oldIndex] = newIndex
        sectionsInNewOrder.append(oldIndex)
      } else {
        changes.insertedSections.append(newIndex)
      }
    }
    changes.deletedSections = old.values.indices.filter { target[$0] < 0 }
    let keptSections = longestIncreasingSubsequence(sectionsInNewOrder)
    for (position, oldIndex) in sectionsInNewOrder.enumerated() where !keptSections[position] {
      changes.movedSections.append(ListMove(from: oldIndex, to: target[oldIndex]))
    }

    // Rows of deleted and inserted sections come and go with their section: a row that moves
    // out of a deleted section is an insertion, and one that moves into an inserted section
    // leaves a deletion behind.
    var oldLeft: [Unpaired] = []
    var newLeft: [Unpaired] = []
    for (oldSection, section) in target.enumerated() where section >= 0 {
      try walk(
        old: old.storages[oldSection].items, new: new.storages[section].items,
        oldSection: oldSection, section: section, &changes, &oldLeft, &newLeft)
    }

    var positions: [Item.ID: Int] = [:]
    positions.reserveCapacity(oldLeft.count)
    for (index, row) in oldLeft.enumerated() {
      if let first = positions.updateValue(index, forKey: row.item.id) {
        throw .duplicateID(
          "\(row.item.id)", indexPaths: [oldLeft[first].path, row.path].sorted(), list: "old")
      }
    }
    // For each old row passed over, the new one that took it.
    var takenBy = [Int](repeating: -1, count: oldLeft.count)
    for (index, row) in newLeft.enumerated() {
      // A new identity; if it repeats, each row is an insertion all the same.
      guard let oldIndex = positions[row.item.id] else {
        changes.insertedRows.append(row.path)
        continue
      }
      let first = takenBy[oldIndex]
      if first >= 0 {
        throw .duplicateID(
          "\(row.item.id)", indexPaths: [newLeft[first].path, row.path].sorted(), list: "new")
      }
      takenBy[oldIndex] = index
      let isChanged = isUpdated?(oldLeft[oldIndex].item, row.item) ?? false
      append(isChanged: isChanged, from: oldLeft[oldIndex].path, to: row.path, &changes)
    }
    for (index, row) in oldLeft.enumerated() where takenBy[index] < 0 {
      changes.deletedRows.append(row.path)
    }
    // Sort and deduplicate.
    return ListChanges(
      insertedRows: changes.insertedRows, deletedRows: changes.deletedRows,
      movedRows: changes.movedRows, updatedRows: changes.updatedRows,
      insertedSections: changes.insertedSections, deletedSections: changes.deletedSections,
      movedSections: changes.movedSections)
  }

  /// Walks a section that stays in step with its old self: rows paired in place are kept (and
  /// updated when they changed); the others are left for matching by identity.
  @inlinable func walk(
    old: [Item], new: [Item], oldSection: Int, section: Int, _ changes: inout ListChanges,
    _ oldLeft: inout [Unpaired], _ newLeft: inout [Unpaired]
  ) throws(ListError) {
    var oldRow = 0
    var newRow = 0
    while oldRow < old.count && newRow < new.count {
      if old[oldRow].id == new[newRow].id {
        if let isUpdated, isUpdated(old[oldRow], new[newRow]) {
          changes.updatedRows.append(ListIndexPath(section: oldSection, row: oldRow))
        }
        oldRow += 1
        newRow += 1
        continue
      }
      guard
        let (oldNext, newNext) = try nearestShared(
          old: old, new: new, from: oldRow, newRow, oldSection: oldSection, section: section)
      else { break }
      for row in oldRow..<oldNext {
        oldLeft.append(Unpaired(ListIndexPath(section: oldSection, row: row), old[row]))
      }
      for row in newRow..<newNext {
        newLeft.append(Unpaired(ListIndexPath(section: section, row: row), new[row]))
      }
      oldRow = oldNext
      newRow = newNext
    }
    for row in oldRow..<old.count {
      oldLeft.append(Unpaired(ListIndexPath(section: oldSection, row: row), old[row]))
    }
    for row in newRow..<new.count {
      newLeft.append(Unpaired(ListIndexPath(section: section, row: row), new[row]))
    }
  }

  /// The nearest pair of rows, at or after `oldRow` and `newRow`, that share an identity: the
  /// lookahead takes one more row of each side per step and stops at the first step that finds
  /// one, so its cost is the length of the stretch that differs. `nil` when none is left.
  @inlinable func nearestShared(
    old: [Item], new: [Item], from oldRow: Int, _ newRow: Int, oldSection: Int, section: Int
  ) throws(ListError) -> (Int, Int)? {
    var oldSeen: [Item.ID: Int] = [:]
    var newSeen: [Item.ID: Int] = [:]
    var step = 0
    while oldRow + step < old.count || newRow + step < new.count {
      var best: (old: Int, new: Int)?
      if oldRow + step < old.count {
        let row = oldRow + step
        try note(old[row].id, at: row, in: &oldSeen, section: oldSection, list: "old")
      }
      if newRow + step < new.count {
        let row = newRow + step
        let id = new[row].id
        try note(id, at: row, in: &newSeen, section: section, list: "new")
        if let match = oldSeen[id] { best = (match, row) }
      }
      if oldRow + step < old.count, let match = newSeen[old[oldRow + step].id] {
        let candidate = (old: oldRow + step, new: match)
        if best.map({ candidate.old + candidate.new < $0.old + $0.new }) ?? true {
          best = candidate
        }
      }
      if let best { return (best.old, best.new) }
      step += 1
    }
    return nil
  }

  /// Notes the row of one side where the lookahead met an identity; a second row with it throws.
  @inlinable func note(
    _ id: Item.ID, at row: Int, in seen: inout [Item.ID: Int], section: Int, list: String
  ) throws(ListError) {
    guard let first = seen.updateValue(row, forKey: id) else { return }
    throw .duplicateID(
      "\(id)",
      indexPaths: [
        ListIndexPath(section: section, row: first), ListIndexPath(section: section, row: row),
      ], list: list)
  }

  /// A moved row; when it also changed, a deletion and an insertion, so that its cell is rebuilt
  /// (a table does not reload a moved cell).
  @inlinable func append(
    isChanged: Bool, from: ListIndexPath, to: ListIndexPath, _ changes: inout ListChanges
  ) {
    if isChanged {
      changes.deletedRows.append(from)
      changes.insertedRows.append(to)
    } else {
      changes.movedRows.append(ListMove(from: from, to: to))
    }
  }

  @inlinable static func sectionIndexes(_ list: ListData<Section, Item>, _ name: String)
    throws(ListError) -> [Section: Int]
  {
    var indexes: [Section: Int] = [:]
    for (index, value) in list.values.enumerated() {
      if let first = indexes.updateValue(index, forKey: value) {
        throw .duplicateSection("\(value)", indexes: [first, index], list: name)
      }
    }
    return indexes
  }
}

/// Which values belong to a longest strictly increasing subsequence, by patience sorting:
/// O(n log n), O(n) when the values already increase.
@inlinable func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
  // tails[k]: the index of the smallest last value of an increasing run of length k + 1.
  var tails: [Int] = []
  var previous = [Int](repeating: -1, count: values.count)
  for (index, value) in values.enumerated() {
    if let last = tails.last, values[last] < value {
      previous[index] = last
      tails.append(index)
      continue
    }
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    if low == tails.count { tails.append(index) } else { tails[low] = index }
  }
  var kept = [Bool](repeating: false, count: values.count)
  var index = tails.last ?? -1
  while index >= 0 {
    kept[index] = true
    index = previous[index]
  }
  return kept
}
