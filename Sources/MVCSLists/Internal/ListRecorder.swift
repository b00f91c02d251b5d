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
    /// The original position of a row moved with `moveRow`, or of an original row replaced in
    /// place.
    @usableFromInline var origin: ListIndexPath?
    /// For a row moved with `moveRow`, its removal in the removals of its original section.
    @usableFromInline var removal = -1
    /// Replaced after it was inserted or moved: reported as an insertion, never a move.
    @usableFromInline var isUpdated = false
    /// An original row replaced by an item with its identity and not moved since: reported as
    /// an update at `origin`, not as an insertion.
    @usableFromInline var isInPlace = false

    @inlinable init(id: ID) { self.id = id }
  }

  /// An original row removed, with its identity and whether it was updated first.
  @usableFromInline struct RemovedRow {
    @usableFromInline var row: Int
    @usableFromInline var id: ID
    @usableFromInline var isUpdated: Bool

    @inlinable init(row: Int, id: ID, isUpdated: Bool) {
      self.row = row
      self.id = id
      self.isUpdated = isUpdated
    }
  }

  /// The rows of one original section: where its original rows went and what was added.
  @usableFromInline struct SectionRows {
    /// Original rows, rows added, and original rows updated in place (added elements whose
    /// token is `isInPlace`), so that an update needs no table of its own.
    @usableFromInline var tracker: EditTracker<RowToken>
    /// Original rows removed, in the order of removal.
    @usableFromInline var removed: [RemovedRow] = []
    /// Whether a row of the section was edited; until then the tracker is empty. A flag rather
    /// than an optional, so that checking it does not copy the arrays.
    @usableFromInline var isEdited: Bool

    @inlinable init(rowCount: Int?) {
      tracker = EditTracker(originalCount: rowCount ?? 0)
      isEdited = rowCount != nil
    }
  }

  @usableFromInline var sections: EditTracker<SectionToken>
  /// The rows of each original section whose rows were edited, by original section index: an
  /// array rather than a dictionary, since every edit reads it.
  @usableFromInline var rows: [SectionRows]
  @usableFromInline var updatedSections: Set<Int> = []
  /// The number of edits recorded; 0 for a recorder that has recorded nothing.
  @usableFromInline var editCount = 0
  /// The change set a batch built, with the edit count it was built at: a pipeline property's
  /// write reads it instead of building it again while no edit followed.
  @usableFromInline var built: (editCount: Int, changes: ListChanges)?

  @inlinable init(sectionCount: Int) {
    sections = EditTracker(originalCount: sectionCount)
    rows = Array(repeating: SectionRows(rowCount: nil), count: sectionCount)
  }

  /// Gives an original section its row tracker, made on its first row edit, when the section
  /// still has its original `rowCount` rows.
  @inlinable mutating func startRows(ofSection original: Int, rowCount: Int) {
    if !rows[original].isEdited { rows[original] = SectionRows(rowCount: rowCount) }
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
    startRows(ofSection: original, rowCount: rowCount)
    rows[original].tracker.insert(token, at: path.row)
  }

  /// Records a removal; `rowCount` is the section's count before it. Returns the token a move
  /// carries to the row's new place.
  @discardableResult
  @inlinable mutating func removeRow(id: ID, at path: ListIndexPath, rowCount: Int) -> RowToken {
    editCount += 1
    var token = RowToken(id: id)
    guard let original = original(ofSection: path.section) else { return token }
    startRows(ofSection: original, rowCount: rowCount)
    let row: Int
    let isUpdated: Bool
    switch rows[original].tracker.remove(at: path.row) {
    case .original(let removed):
      row = removed
      isUpdated = false
    case .added(let removed) where removed.isInPlace:
      row = removed.origin!.row
      isUpdated = true
    case .added(let removed):
      return removed
    case nil:
      return token
    }
    token.origin = ListIndexPath(section: original, row: row)
    token.removal = rows[original].removed.count
    token.isUpdated = isUpdated
    rows[original].removed.append(RemovedRow(row: row, id: id, isUpdated: isUpdated))
    return token
  }

  @inlinable mutating func moveRow(
    id: ID, from source: ListIndexPath, sourceCount: Int, to destination: ListIndexPath,
    destinationCount: Int
  ) {
    let token = removeRow(id: id, at: source, rowCount: sourceCount)
    insert(token, at: destination, rowCount: destinationCount)
  }

  /// Records a replacement by an item with the same identity, `id`.
  @inlinable mutating func updateRow(id: ID, at path: ListIndexPath, rowCount: Int) {
    editCount += 1
    guard let original = original(ofSection: path.section) else { return }
    startRows(ofSection: original, rowCount: rowCount)
    switch rows[original].tracker.element(at: path.row) {
    case .original(let row):
      // The row stays an original one, marked as updated where it stands.
      var token = RowToken(id: id)
      token.origin = ListIndexPath(section: original, row: row)
      token.isInPlace = true
      rows[original].tracker.replace(at: path.row, with: token)
    case .added:
      rows[original].tracker.updateToken(at: path.row) { $0.isUpdated = true }
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
    // Where each original section whose rows are reported one by one is now; -1 for the others.
    var rowSections = [Int](repeating: -1, count: rows.count)
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

    let rowChanges = Self.rowChanges(rows, in: rowSections)
    return ListChanges(
      insertedRows: rowChanges.inserted, deletedRows: rowChanges.deleted,
      movedRows: rowChanges.moved, updatedRows: rowChanges.updated,
      insertedSections: insertedSections, deletedSections: deletedSections,
      movedSections: movedSections, updatedSections: reloadedSections)
  }
}

extension ListRecorder {
  /// The change set of the recorded row edits in the original sections reported row by row,
  /// `rowSections[original]` being where such a section is now, with the section changes.
  ///
  /// A row carried by `moveRow` is a move when its removal is still unpaired; then a deletion
  /// and an insertion of one identity are a move. A row moved and replaced is deleted and
  /// inserted.
  @inlinable static func rowChanges(
    _ rows: [SectionRows], in rowSections: [Int]
  ) -> (
    inserted: [ListIndexPath], deleted: [ListIndexPath], moved: [ListMove<ListIndexPath>],
    updated: [ListIndexPath]
  ) {
    var insertedRows: [ListIndexPath] = []
    var deletedRows: [ListIndexPath] = []
    var movedRows: [ListMove<ListIndexPath>] = []
    var updatedRows: [ListIndexPath] = []
    // Whether each removal of an original row is paired with an insertion, as a move.
    var paired: [[Bool]] = rows.map { [Bool](repeating: false, count: $0.removed.count) }
    // Moves with `moveRow` first, then deletions and insertions of one identity.
    var unmatched: [(ListIndexPath, RowToken)] = []
    var pairedIDs: [ID] = []
    for original in rows.indices where rowSections[original] >= 0 && rows[original].isEdited {
      let section = rowSections[original]
      rows[original].tracker.forEachPiece { position, piece in
        guard case .added(let token) = piece else { return }
        if token.isInPlace {
          updatedRows.append(token.origin!)
          return
        }
        let path = ListIndexPath(section: section, row: position)
        if !token.isUpdated, let origin = token.origin, rowSections[origin.section] >= 0,
          !paired[origin.section][token.removal],
          rows[origin.section].removed[token.removal].id == token.id
        {
          paired[origin.section][token.removal] = true
          pairedIDs.append(token.id)
          movedRows.append(ListMove(from: origin, to: path))
        } else {
          unmatched.append((path, token))
        }
      }
    }
    // Removals not updated first, by identity; made on first need, without the identities of
    // the rows paired above.
    var byID: [ID: (section: Int, removal: Int)]?
    for (path, token) in unmatched {
      guard !token.isUpdated else {
        insertedRows.append(path)
        continue
      }
      if byID == nil {
        var removals: [ID: (section: Int, removal: Int)] = [:]
        for original in rows.indices where rowSections[original] >= 0 {
          for (removal, row) in rows[original].removed.enumerated() where !row.isUpdated {
            removals[row.id] = (original, removal)
          }
        }
        for id in pairedIDs { removals[id] = nil }
        byID = removals
      }
      if let origin = byID!.removeValue(forKey: token.id),
        !paired[origin.section][origin.removal]
      {
        paired[origin.section][origin.removal] = true
        let row = rows[origin.section].removed[origin.removal].row
        movedRows.append(ListMove(from: ListIndexPath(section: origin.section, row: row), to: path))
      } else {
        insertedRows.append(path)
      }
    }
    for original in rows.indices where rowSections[original] >= 0 {
      var deleted: [Int] = []
      for (removal, row) in rows[original].removed.enumerated() where !paired[original][removal] {
        deleted.append(row.row)
      }
      deleted.sort()
      deletedRows += deleted.lazy.map { ListIndexPath(section: original, row: $0) }
    }
    return (insertedRows, deletedRows, movedRows, updatedRows)
  }
}

extension ListRecorder: Sendable where ID: Sendable {}
extension ListRecorder.RowToken: Sendable where ID: Sendable {}
extension ListRecorder.SectionToken: Sendable {}
extension ListRecorder.SectionRows: Sendable where ID: Sendable {}
extension ListRecorder.RemovedRow: Sendable where ID: Sendable {}
