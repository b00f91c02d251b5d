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

    let table = OldRows(old)
    var newHashes: [Int] = []
    newHashes.reserveCapacity(new.rowCount)
    for storage in new.storages {
      for chunk in storage.chunks {
        for item in chunk { newHashes.append(item.id.hashValue) }
      }
    }
    // Matched by hash, then checked by identity as the rows are read; a hash that repeats in a
    // list (a repeated identity, or two identities that collide) takes the exact path.
    if let matches = matchingHashes(old: table.hashes, new: newHashes),
      let rowChanges = rowChanges(
        table, matches, checkingIdentities: true, changes, target: target, source: source)
    {
      return rowChanges
    }
    let matches = try exactMatches(table)
    return rowChanges(
      table, matches, checkingIdentities: false, changes, target: target, source: source)
      ?? changes
  }

  /// For each new row (by its position in the whole list), the position of the old row with its
  /// identity, or -1, by hashing identities; throws on an identity that repeats in a list, the
  /// first one a scan in order meets, naming both places.
  @inlinable func exactMatches(_ table: OldRows<Item>) throws(ListError) -> [Int] {
    var positions: [Item.ID: Int] = [:]
    positions.reserveCapacity(table.count)
    var ordinal = 0
    for storage in old.storages {
      for chunk in storage.chunks {
        for item in chunk {
          if let first = positions.updateValue(ordinal, forKey: item.id) {
            throw .duplicateID(
              "\(item.id)", indexPaths: [table.path(first), table.path(ordinal)], list: "old")
          }
          ordinal += 1
        }
      }
    }
    var matches: [Int] = []
    matches.reserveCapacity(new.rowCount)
    var claimedBy = [Int](repeating: -1, count: table.count)
    var fresh: [Item.ID: Int] = [:]
    ordinal = 0
    for storage in new.storages {
      for chunk in storage.chunks {
        for item in chunk {
          defer { ordinal += 1 }
          guard let oldOrdinal = positions[item.id] else {
            if let first = fresh.updateValue(ordinal, forKey: item.id) {
              throw .duplicateID(
                "\(item.id)",
                indexPaths: [new.path(ofOrdinal: first), new.path(ofOrdinal: ordinal)],
                list: "new")
            }
            matches.append(-1)
            continue
          }
          let first = claimedBy[oldOrdinal]
          if first >= 0 {
            throw .duplicateID(
              "\(item.id)",
              indexPaths: [new.path(ofOrdinal: first), new.path(ofOrdinal: ordinal)],
              list: "new")
          }
          claimedBy[oldOrdinal] = ordinal
          matches.append(oldOrdinal)
        }
      }
    }
    return matches
  }

  /// The row changes, added to the section changes, given each new row's old row; `nil` when
  /// `checkingIdentities` finds a matched pair whose identities differ (their hashes collided).
  @inlinable func rowChanges(
    _ table: OldRows<Item>, _ matches: [Int], checkingIdentities: Bool,
    _ sectionChanges: ListChanges, target: [Int], source: [Int]
  ) -> ListChanges? {
    var changes = sectionChanges
    // Old rows that a row of a section reported row by row took: the others are deleted.
    var matched = [Bool](repeating: false, count: table.count)
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
          let oldOrdinal = matches[ordinal]
          let place = oldOrdinal >= 0 ? table.places[oldOrdinal] : -1
          if checkingIdentities, place >= 0, table.item(place).id != item.id { return nil }
          // Rows of an inserted section come with it.
          guard oldSection >= 0 else { continue }
          let path = ListIndexPath(section: section, row: row)
          // A new identity, or one whose old section is deleted.
          guard place >= 0, case let oldPath = table.path(oldOrdinal), target[oldPath.section] >= 0
          else {
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

/// The rows of the old list, read in order once: the hash of each identity, and where each row
/// is (its chunk and its offset in the chunk), so that reading an old row costs no search and
/// copies no row.
@usableFromInline struct OldRows<Item: Identifiable> {
  /// The chunks of every section, in order.
  @usableFromInline var chunks: [[Item]] = []
  /// The section of each chunk.
  @usableFromInline var chunkSections: [Int] = []
  /// The position in the whole list of each section's first row.
  @usableFromInline var sectionStarts: [Int] = []
  /// For each row, by its position in the whole list: the hash of its identity, and its chunk
  /// × 65,536 + its offset in the chunk.
  @usableFromInline var hashes: [Int] = []
  @usableFromInline var places: [Int] = []

  @inlinable init<Section>(_ list: ListData<Section, Item>) {
    let rowCount = list.rowCount
    hashes.reserveCapacity(rowCount)
    places.reserveCapacity(rowCount)
    for (section, storage) in list.storages.enumerated() {
      sectionStarts.append(hashes.count)
      for chunk in storage.chunks {
        let index = chunks.count
        chunks.append(chunk)
        chunkSections.append(section)
        for (offset, item) in chunk.enumerated() {
          hashes.append(item.id.hashValue)
          places.append(index << 16 | offset)
        }
      }
    }
  }

  @inlinable var count: Int { hashes.count }

  /// The index path of the row at a position in the whole list.
  @inlinable func path(_ ordinal: Int) -> ListIndexPath {
    let section = chunkSections[places[ordinal] >> 16]
    return ListIndexPath(section: section, row: ordinal - sectionStarts[section])
  }

  @inlinable func item(_ place: Int) -> Item {
    chunks[place >> 16][place & 0xFFFF]
  }
}

/// For each new hash, the position of the old one equal to it, or -1; `nil` when a hash repeats
/// in either list.
///
/// A radix hash join: both lists' hashes are first partitioned by their top bits into groups
/// of about 4,000, then matched group by group in a table that stays in the processor's cache.
/// One hash table over a million rows missed the cache on nearly every lookup, which made the
/// diff slower than the standard library's at few edits.
@usableFromInline func matchingHashes(old: [Int], new: [Int]) -> [Int]? {
  var bits = 0
  while (1 << bits) * 4_096 < max(old.count, new.count) { bits += 1 }
  let groupCount = 1 << bits
  func group(_ hash: Int) -> Int {
    bits == 0 ? 0 : Int(truncatingIfNeeded: UInt(bitPattern: hash) >> UInt(64 - bits))
  }
  /// The hashes and their positions, grouped, with where each group starts.
  func partition(_ hashes: [Int]) -> (hashes: [Int], positions: [Int], starts: [Int]) {
    var starts = [Int](repeating: 0, count: groupCount + 1)
    for hash in hashes { starts[group(hash) + 1] += 1 }
    for index in 0..<groupCount { starts[index + 1] += starts[index] }
    var next = starts
    var grouped = [Int](repeating: 0, count: hashes.count)
    var positions = [Int](repeating: 0, count: hashes.count)
    for (position, hash) in hashes.enumerated() {
      let slot = next[group(hash)]
      grouped[slot] = hash
      positions[slot] = position
      next[group(hash)] = slot + 1
    }
    return (grouped, positions, starts)
  }
  let old = partition(old)
  let new = partition(new)
  var matches = [Int](repeating: -1, count: new.hashes.count)
  var table: [Int] = []
  for index in 0..<groupCount {
    let oldRange = old.starts[index]..<old.starts[index + 1]
    let newRange = new.starts[index]..<new.starts[index + 1]
    var size = 16
    while size < 2 * max(oldRange.count, newRange.count) { size <<= 1 }
    let mask = size - 1
    // Old hashes first (each must be new to the table), then the new ones, looked up.
    table.removeAll(keepingCapacity: true)
    table.append(contentsOf: repeatElement(-1, count: size))
    for slot in oldRange {
      let hash = old.hashes[slot]
      var bucket = hash & mask
      while table[bucket] >= 0 {
        if old.hashes[table[bucket]] == hash { return nil }
        bucket = (bucket + 1) & mask
      }
      table[bucket] = slot
    }
    for slot in newRange {
      let hash = new.hashes[slot]
      var bucket = hash & mask
      while table[bucket] >= 0 {
        if old.hashes[table[bucket]] == hash {
          matches[new.positions[slot]] = old.positions[table[bucket]]
          break
        }
        bucket = (bucket + 1) & mask
      }
    }
    // A hash that repeats in the new list: a second table of this group's new hashes.
    table.removeAll(keepingCapacity: true)
    table.append(contentsOf: repeatElement(-1, count: size))
    for slot in newRange {
      let hash = new.hashes[slot]
      var bucket = hash & mask
      while table[bucket] >= 0 {
        if new.hashes[table[bucket]] == hash { return nil }
        bucket = (bucket + 1) & mask
      }
      table[bucket] = slot
    }
  }
  return matches
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
