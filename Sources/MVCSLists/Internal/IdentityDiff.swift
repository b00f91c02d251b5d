/// The change set between two lists, matched by identity: sections by their value, rows by
/// their `id`.
///
/// Heckel's approach, as IGListKit and DifferenceKit take it: one hash table of the old rows'
/// identities, one lookup per new row, so the cost is linear in the rows whatever the number of
/// edits, where a diff that matches by equality (Myers's, the standard library's) costs
/// O(rows × edits). Rows that stay in their section keep their place when they belong to a
/// longest increasing run of old positions (O(n), or O(n log n) when the order changed); the
/// others are moves.
///
/// The table maps an identity to its old chunk and offset, so that nothing copies the rows: an
/// old row is read from its chunk when it must be compared. The code is inlinable and generic
/// over the row type, so a caller's module specialises it, including the pipeline property's
/// path (see `ListData+Pipeline.swift`).
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

  /// A row that stays in its section, in new order: its old row, its new row and whether its
  /// item changed.
  @usableFromInline struct Candidate {
    @usableFromInline var oldRow: Int
    @usableFromInline var newRow: Int
    @usableFromInline var isChanged: Bool

    @inlinable init(oldRow: Int, newRow: Int, isChanged: Bool) {
      self.oldRow = oldRow
      self.newRow = newRow
      self.isChanged = isChanged
    }
  }

  @inlinable func changes() throws(ListError) -> ListChanges {
    let oldSections = try Self.sectionIndexes(old, "old")
    _ = try Self.sectionIndexes(new, "new")
    var changes = ListChanges()
    // Where each old section is in the new list (-1: deleted), and the reverse (-1: inserted).
    var target = [Int](repeating: -1, count: old.values.count)
    var source = [Int](repeating: -1, count: new.values.count)
    var sectionsInNewOrder: [Int] = []
    for (newIndex, value) in new.values.enumerated() {
      if let oldIndex = oldSections[value] {
        target[oldIndex] = newIndex
        source[newIndex] = oldIndex
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

    let table = try OldRows(old)
    // For each old row (by its position in the whole list), whether a new row took it, and
    // whether that row is in a section whose rows are reported.
    var claimedBy = [Int](repeating: -1, count: table.count)
    var matched = [Bool](repeating: false, count: table.count)
    // Identities of new rows not in the old list, to find duplicates among them.
    var fresh: [Item.ID: ListIndexPath] = [:]
    var candidates: [Candidate] = []
    var ordinal = 0
    for (section, storage) in new.storages.enumerated() {
      let oldSection = source[section]
      candidates.removeAll(keepingCapacity: true)
      var row = 0
      for chunk in storage.chunks {
        for item in chunk {
          defer {
            row += 1
            ordinal += 1
          }
          let path = ListIndexPath(section: section, row: row)
          guard let place = table.place(of: item.id) else {
            if let first = fresh.updateValue(path, forKey: item.id) {
              throw .duplicateID("\(item.id)", indexPaths: [first, path], list: "new")
            }
            if oldSection >= 0 { changes.insertedRows.append(path) }
            continue
          }
          let oldOrdinal = table.ordinal(place)
          let first = claimedBy[oldOrdinal]
          if first >= 0 {
            throw .duplicateID(
              "\(item.id)", indexPaths: [new.path(ofOrdinal: first), path], list: "new")
          }
          claimedBy[oldOrdinal] = ordinal
          // Rows of an inserted section come with it; a row whose old section is deleted is new.
          guard oldSection >= 0 else { continue }
          let oldPath = table.path(place)
          guard target[oldPath.section] >= 0 else {
            changes.insertedRows.append(path)
            continue
          }
          matched[oldOrdinal] = true
          let isChanged = isUpdated?(table.item(place), item) ?? false
          if oldPath.section == oldSection {
            candidates.append(Candidate(oldRow: oldPath.row, newRow: row, isChanged: isChanged))
          } else {
            append(isChanged: isChanged, from: oldPath, to: path, &changes)
          }
        }
      }
      guard oldSection >= 0 else { continue }
      let kept = longestIncreasingRun(candidates)
      for (position, candidate) in candidates.enumerated() {
        let from = ListIndexPath(section: oldSection, row: candidate.oldRow)
        if kept[position] {
          if candidate.isChanged { changes.updatedRows.append(from) }
        } else {
          let to = ListIndexPath(section: section, row: candidate.newRow)
          append(isChanged: candidate.isChanged, from: from, to: to, &changes)
        }
      }
    }
    var oldOrdinal = 0
    for (section, storage) in old.storages.enumerated() {
      defer { oldOrdinal += storage.count }
      guard target[section] >= 0 else { continue }
      for row in 0..<storage.count where !matched[oldOrdinal + row] {
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

  /// Which candidates keep their place: a longest run whose old rows increase.
  @inlinable func longestIncreasingRun(_ candidates: [Candidate]) -> [Bool] {
    // Rows that all stay in order, the common case, need no search.
    var isIncreasing = true
    var last = -1
    for candidate in candidates {
      if candidate.oldRow <= last {
        isIncreasing = false
        break
      }
      last = candidate.oldRow
    }
    if isIncreasing { return [Bool](repeating: true, count: candidates.count) }
    return longestIncreasingSubsequence(candidates.map(\.oldRow))
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

/// The rows of the old list by identity: where each identity is, as its chunk and its offset in
/// the chunk, so that reading an old row costs no search.
@usableFromInline struct OldRows<Item: Identifiable> {
  /// The chunks of every section, in order.
  @usableFromInline var chunks: [[Item]] = []
  /// For each chunk, the position of its first row in the whole list, and its section.
  @usableFromInline var chunkStarts: [Int] = []
  @usableFromInline var chunkSections: [Int] = []
  /// The position in the whole list of each section's first row.
  @usableFromInline var sectionStarts: [Int] = []
  /// For each identity, its chunk × 256 + its offset in the chunk.
  @usableFromInline var places: [Item.ID: Int] = [:]
  @usableFromInline var count = 0

  @inlinable init<Section>(_ list: ListData<Section, Item>) throws(ListError) {
    let rowCount = list.rowCount
    places.reserveCapacity(rowCount)
    for (section, storage) in list.storages.enumerated() {
      sectionStarts.append(count)
      var row = 0
      for chunk in storage.chunks {
        let index = chunks.count
        chunks.append(chunk)
        chunkStarts.append(count)
        chunkSections.append(section)
        for (offset, item) in chunk.enumerated() {
          if let first = places.updateValue(index << 8 | offset, forKey: item.id) {
            let path = ListIndexPath(section: section, row: row + offset)
            throw .duplicateID(
              "\(item.id)", indexPaths: [self.path(first), path], list: "old")
          }
        }
        row += chunk.count
        count += chunk.count
      }
    }
  }

  @inlinable func place(of id: Item.ID) -> Int? {
    places[id]
  }

  /// The position in the whole list of the row at `place`.
  @inlinable func ordinal(_ place: Int) -> Int {
    chunkStarts[place >> 8] + place & 0xFF
  }

  @inlinable func path(_ place: Int) -> ListIndexPath {
    let section = chunkSections[place >> 8]
    return ListIndexPath(section: section, row: ordinal(place) - sectionStarts[section])
  }

  @inlinable func item(_ place: Int) -> Item {
    chunks[place >> 8][place & 0xFF]
  }
}

extension ListData {
  /// The index path of the row at a position in the whole list, counting every section's rows.
  @inlinable func path(ofOrdinal ordinal: Int) -> ListIndexPath {
    var remaining = ordinal
    for (section, storage) in storages.enumerated() {
      if remaining < storage.count { return ListIndexPath(section: section, row: remaining) }
      remaining -= storage.count
    }
    return ListIndexPath(section: storages.count, row: remaining)
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
