/// Records the edits of one ``ListData/batch(_:)`` and turns them into a ``ListChanges``.
///
/// Sections and the rows of each original section are followed with an ``EditTracker``, so
/// the bookkeeping of an edit is O(edits so far) whatever the size of the list.
@usableFromInline struct ListRecorder<ID: Hashable> {
  @usableFromInline enum SectionToken {
    case inserted
    case moved(from: Int)
  }

  @usableFromInline struct RowToken {
    @usableFromInline var id: ID
    /// The original position of a row moved with `moveRow`.
    @usableFromInline var origin: ListIndexPath?
    /// Replaced after it was inserted or moved: reported as an insertion, never a move.
    @usableFromInline var isUpdated = false

    @inlinable init(id: ID) { self.id = id }
  }

  @usableFromInline var sections: EditTracker<SectionToken>
  /// The row trackers, by original section index.
  @usableFromInline var rows: [Int: EditTracker<RowToken>] = [:]
  @usableFromInline var updatedSections: Set<Int> = []
  @usableFromInline var updatedRows: Set<ListIndexPath> = []
  /// Original rows removed, with their identity and whether they were updated first.
  @usableFromInline var removedRows: [ListIndexPath: (id: ID, isUpdated: Bool)] = [:]
  /// The number of edits recorded; 0 for a recorder that has recorded nothing.
  @usableFromInline var editCount = 0
  /// The change set a batch built, with the edit count it was built at: a pipeline property's
  /// write reads it instead of building it again while no edit followed.
  @usableFromInline var built: (editCount: Int, changes: ListChanges)?

  @inlinable init(sectionCount: Int) {
    sections = EditTracker(originalCount: sectionCount)
  }

  /// The original section a current section is, when it is one (moved or not).
  @inlinable func original(ofSection section: Int) -> Int? {
    switch sections.element(at: section) {
    case .original(let original): original
    case .added(.moved(let original)): original
    case .added(.inserted), nil: nil
    }
  }

  // MARK: - Sections

  @inlinable mutating func insertSection(at section: Int) {
    editCount += 1
    sections.insert(.inserted, at: section)
  }

  @inlinable mutating func removeSection(at section: Int) {
    editCount += 1
    sections.remove(at: section)
  }

  @inlinable mutating func moveSection(from source: Int, to destination: Int) {
    editCount += 1
    switch sections.remove(at: source) {
    case .original(let original), .added(.moved(let original)):
      sections.insert(.moved(from: original), at: destination)
    case .added(.inserted), nil:
      sections.insert(.inserted, at: destination)
    }
  }

  @inlinable mutating func updateSection(at section: Int) {
    editCount += 1
    if let original = original(ofSection: section) { updatedSections.insert(original) }
  }

  // MARK: - Rows

  /// Records an insertion; `rowCount` is the section's count before it.
  @inlinable mutating func insertRow(id: ID, at path: ListIndexPath, rowCount: Int) {
    insert(RowToken(id: id), at: path, rowCount: rowCount)
  }

  @inlinable mutating func insert(_ token: RowToken, at path: ListIndexPath, rowCount: Int) {
    editCount += 1
    guard let original = original(ofSection: path.section) else { return }
    rows[original, default: EditTracker(originalCount: rowCount)].insert(token, at: path.row)
  }

  /// Records a removal; `rowCount` is the section's count before it. Returns the token a move
  /// carries to the row's new place.
  @discardableResult
  @inlinable mutating func removeRow(id: ID, at path: ListIndexPath, rowCount: Int) -> RowToken {
    editCount += 1
    var token = RowToken(id: id)
    guard let original = original(ofSection: path.section) else { return token }
    let removed = rows[original, default: EditTracker(originalCount: rowCount)].remove(at: path.row)
    switch removed {
    case .original(let row):
      let origin = ListIndexPath(section: original, row: row)
      let isUpdated = updatedRows.remove(origin) != nil
      removedRows[origin] = (id, isUpdated)
      token.origin = origin
      token.isUpdated = isUpdated
    case .added(let removed):
      token = removed
    case nil:
      break
    }
    return token
  }

  @inlinable mutating func moveRow(
    id: ID, from source: ListIndexPath, sourceCount: Int, to destination: ListIndexPath,
    destinationCount: Int
  ) {
    let token = removeRow(id: id, at: source, rowCount: sourceCount)
    insert(token, at: destination, rowCount: destinationCount)
  }

  /// Records a replacement by an item with the same identity.
  @inlinable mutating func updateRow(at path: ListIndexPath, rowCount: Int) {
    editCount += 1
    guard let original = original(ofSection: path.section) else { return }
    let element = rows[original, default: EditTracker(originalCount: rowCount)].element(
      at: path.row)
    switch element {
    case .original(let row): updatedRows.insert(ListIndexPath(section: original, row: row))
    case .added: rows[original]?.updateToken(at: path.row) { $0.isUpdated = true }
    case nil: break
    }
  }
}

// MARK: - Change set

extension ListRecorder {
  /// The change set of the recorded edits, and remembers it until the next edit.
  @inlinable mutating func buildChanges() -> ListChanges {
    let changes = changes()
    built = (editCount, changes)
    return changes
  }

  /// The change set of the recorded edits.
  @inlinable func changes() -> ListChanges {
    if let built, built.editCount == editCount { return built.changes }
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var stayed: Set<Int> = []
    var movedSections: [ListMove<Int>] = []
    var reloadedSections: [Int] = []
    // Where each original section whose rows are reported one by one is now.
    var rowSections: [Int: Int] = [:]
    sections.forEachPiece { position, piece in
      switch piece {
      case .original(let start, let count):
        for offset in 0..<count {
          let original = start + offset
          if updatedSections.contains(original) {
            reloadedSections.append(original)
          } else {
            rowSections[original] = position + offset
          }
        }
      case .added(.inserted):
        insertedSections.append(position)
      case .added(.moved(let original)):
        // A reload cannot be combined with a move: a moved, updated section is rebuilt.
        stayed.insert(original)
        if updatedSections.contains(original) {
          deletedSections.append(original)
          insertedSections.append(position)
        } else {
          movedSections.append(ListMove(from: original, to: position))
          rowSections[original] = position
        }
      }
    }

    // A moved section was removed from its place: it is deleted only when it is not back.
    deletedSections += sections.removedOriginals.filter { !stayed.contains($0) }

    var insertedRows: [ListIndexPath] = []
    var deletedRows: [ListIndexPath] = []
    var movedRows: [ListMove<ListIndexPath>] = []
    // Deletions in sections reported row by row, unpaired so far, by identity.
    var unpaired: [ListIndexPath: (id: ID, isUpdated: Bool)] = [:]
    for (origin, removed) in removedRows where rowSections[origin.section] != nil {
      unpaired[origin] = removed
    }
    var byID: [ID: ListIndexPath] = [:]
    for (origin, removed) in unpaired where !removed.isUpdated { byID[removed.id] = origin }
    var added: [(ListIndexPath, RowToken)] = []
    for (original, tracker) in rows {
      guard let section = rowSections[original] else { continue }
      tracker.forEachPiece { position, piece in
        if case .added(let token) = piece {
          added.append((ListIndexPath(section: section, row: position), token))
        }
      }
    }
    // Moves with `moveRow` first, then deletions and insertions of one identity.
    var unmatched: [(ListIndexPath, RowToken)] = []
    for (path, token) in added {
      if !token.isUpdated, let origin = token.origin, let removed = unpaired[origin],
        removed.id == token.id
      {
        unpaired[origin] = nil
        byID[token.id] = nil
        movedRows.append(ListMove(from: origin, to: path))
      } else {
        unmatched.append((path, token))
      }
    }
    for (path, token) in unmatched {
      if !token.isUpdated, let origin = byID.removeValue(forKey: token.id),
        unpaired[origin] != nil
      {
        unpaired[origin] = nil
        movedRows.append(ListMove(from: origin, to: path))
      } else {
        insertedRows.append(path)
      }
    }
    deletedRows = Array(unpaired.keys)
    let updated = updatedRows.filter { rowSections[$0.section] != nil }
    return ListChanges(
      insertedRows: insertedRows, deletedRows: deletedRows, movedRows: movedRows,
      updatedRows: Array(updated), insertedSections: insertedSections,
      deletedSections: deletedSections, movedSections: movedSections,
      updatedSections: reloadedSections)
  }
}

extension ListRecorder: Sendable where ID: Sendable {}
extension ListRecorder.RowToken: Sendable where ID: Sendable {}
extension ListRecorder.SectionToken: Sendable {}
