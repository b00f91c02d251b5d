/// The change set between two lists, matched by identity: sections by their value, rows by
/// their `id`. Hashing makes it linear, plus O(n log n) to keep the most rows in place when
/// the order changed, instead of the O(n × d) of a diff that matches by equality.
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

  @inlinable func changes() throws(ListError) -> ListChanges {
    let oldSections = try Self.sectionIndexes(old, "old")
    _ = try Self.sectionIndexes(new, "new")
    var changes = ListChanges()
    // Where each old section that stays is in the new list.
    var target: [Int: Int] = [:]
    var sectionsInNewOrder: [Int] = []
    for (newIndex, value) in new.values.enumerated() {
      if let oldIndex = oldSections[value] {
        target[oldIndex] = newIndex
        sectionsInNewOrder.append(oldIndex)
      } else {
        changes.insertedSections.append(newIndex)
      }
    }
    changes.deletedSections = old.values.indices.filter { target[$0] == nil }
    let keptSections = longestIncreasingSubsequence(sectionsInNewOrder)
    for (position, oldIndex) in sectionsInNewOrder.enumerated() where !keptSections[position] {
      changes.movedSections.append(ListMove(from: oldIndex, to: target[oldIndex]!))
    }

    let oldRows = try Self.rowPaths(old, "old")
    let newItems = new.storages.map(\.items)
    let oldItems = old.storages.map(\.items)
    let source = Dictionary(uniqueKeysWithValues: target.map { ($1, $0) })
    var matched = oldItems.map { [Bool](repeating: false, count: $0.count) }
    for (section, items) in newItems.enumerated() {
      guard let oldSection = source[section] else { continue }
      // Rows from the same section, in new order, to keep in place as many as possible.
      var sameSection: [(old: Int, new: Int)] = []
      for (row, item) in items.enumerated() {
        let path = ListIndexPath(section: section, row: row)
        guard let oldPath = oldRows[item.id], target[oldPath.section] != nil else {
          changes.insertedRows.append(path)
          continue
        }
        matched[oldPath.section][oldPath.row] = true
        if oldPath.section == oldSection {
          sameSection.append((oldPath.row, row))
        } else {
          append(oldItems[oldPath.section][oldPath.row], item, from: oldPath, to: path, &changes)
        }
      }
      let kept = longestIncreasingSubsequence(sameSection.map(\.old))
      for (position, pair) in sameSection.enumerated() {
        let from = ListIndexPath(section: oldSection, row: pair.old)
        let to = ListIndexPath(section: section, row: pair.new)
        let oldItem = oldItems[oldSection][pair.old]
        if kept[position] {
          if isUpdated?(oldItem, items[pair.new]) == true { changes.updatedRows.append(from) }
        } else {
          append(oldItem, items[pair.new], from: from, to: to, &changes)
        }
      }
    }
    for (section, items) in oldItems.enumerated() where target[section] != nil {
      for row in items.indices where !matched[section][row] {
        changes.deletedRows.append(ListIndexPath(section: section, row: row))
      }
    }
    // Sort and deduplicate.
    return ListChanges(
      insertedRows: changes.insertedRows, deletedRows: changes.deletedRows,
      movedRows: changes.movedRows, updatedRows: changes.updatedRows,
      insertedSections: changes.insertedSections, deletedSections: changes.deletedSections,
      movedSections: changes.movedSections)
  }

  /// A moved row; when it also changed, a deletion and an insertion, so that its cell is rebuilt.
  @inlinable func append(
    _ oldItem: Item, _ newItem: Item, from: ListIndexPath, to: ListIndexPath,
    _ changes: inout ListChanges
  ) {
    if isUpdated?(oldItem, newItem) == true {
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

  @inlinable static func rowPaths(_ list: ListData<Section, Item>, _ name: String)
    throws(ListError) -> [Item.ID: ListIndexPath]
  {
    var paths: [Item.ID: ListIndexPath] = [:]
    paths.reserveCapacity(list.rowCount)
    for (section, storage) in list.storages.enumerated() {
      var row = 0
      for chunk in storage.chunks {
        for item in chunk {
          let path = ListIndexPath(section: section, row: row)
          if let first = paths.updateValue(path, forKey: item.id) {
            throw .duplicateID("\(item.id)", indexPaths: [first, path], list: name)
          }
          row += 1
        }
      }
    }
    return paths
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
