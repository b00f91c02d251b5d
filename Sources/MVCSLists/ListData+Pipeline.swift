import Foundation
public import MVCS

// MARK: - A list in a pipeline property

// Everything on the write path is inlinable, so that a pipeline property's write, made where its
// list type is known, runs the identity diff specialised for its rows: the casts to
// `IdentityDiffable` below fold away for a concrete list type, and their witnesses inline.

extension ListData: _PipelineList {
  @inlinable public mutating func _prepareForPipeline(replacing old: ListData?) {
    let changes: ListChanges
    if let old {
      changes = recordedChanges(from: old) ?? identityChanges(from: old) ?? reload(from: old)
    } else {
      changes = .none
    }
    pipelineRecord = ListWriteRecord(
      stamp: ListWriteRecord.nextStamp(), base: old?.pipelineRecord?.stamp, changes: changes)
    recorders = [ListRecorder(sectionCount: values.count)]
  }

  @inlinable public func _listChanges(from old: ListData) -> ListChanges {
    if let record = pipelineRecord, let base = record.base, base == old.pipelineRecord?.stamp {
      return record.changes
    }
    return identityChanges(from: old) ?? reload(from: old)
  }

  /// What the edits made since this list was copied from `old` did, when it was: a copy read
  /// from the property carries the stored value's stamp and the recorder it opened. A whole-list
  /// replacement inside those edits records every section as replaced, so it is worked out by
  /// identity instead.
  @inlinable func recordedChanges(from old: ListData) -> ListChanges? {
    guard let record = pipelineRecord, record.stamp == old.pipelineRecord?.stamp,
      let recorder = recorders.first
    else { return nil }
    var changes = recorder.changes()
    let replacedEverything =
      !old.values.isEmpty && changes.deletedSections.count == old.values.count
      && changes.insertedSections.count == values.count
    if replacedEverything { return nil }
    if !changes.movedRows.isEmpty, let list = self as? any UpdatingIdentityDiffable {
      changes = list.splittingChangedMoves(changes, from: old)
    }
    return changes
  }

  /// The change set by identity, when the section type allows it (`Hashable` sections) and the
  /// rows' identities are unique in each list.
  @inlinable func identityChanges(from old: ListData) -> ListChanges? {
    if let list = self as? any UpdatingIdentityDiffable {
      return list.identityChanges(fromList: old)
    }
    if let list = self as? any IdentityDiffable {
      return list.identityChanges(fromList: old)
    }
    return nil
  }

  /// Every section replaced: the change set when nothing finer can be worked out.
  @inlinable func reload(from old: ListData) -> ListChanges {
    ListChanges(
      insertedSections: Array(values.indices), deletedSections: Array(old.values.indices))
  }
}

extension ListData: IdentityDiffable where Section: Hashable {
  @inlinable func identityChanges(fromList old: Any) -> ListChanges? {
    guard let old = old as? ListData else { return nil }
    return try? IdentityDiff(old: old, new: self, isUpdated: nil).changes()
  }
}

extension ListData: UpdatingIdentityDiffable where Section: Hashable, Item: Equatable {
  @inlinable func identityChanges(fromList old: Any) -> ListChanges? {
    guard let old = old as? ListData else { return nil }
    return try? IdentityDiff(old: old, new: self, isUpdated: { $0 != $1 }).changes()
  }

  @inlinable func splittingChangedMoves(_ changes: ListChanges, from old: Any) -> ListChanges {
    guard let old = old as? ListData else { return changes }
    var changes = changes
    var kept: [ListMove<ListIndexPath>] = []
    for move in changes.movedRows {
      if let before = try? old.row(at: move.from), let after = try? row(at: move.to),
        before == after
      {
        kept.append(move)
      } else {
        changes.deletedRows.append(move.from)
        changes.insertedRows.append(move.to)
      }
    }
    guard kept.count < changes.movedRows.count else { return changes }
    return ListChanges(
      insertedRows: changes.insertedRows, deletedRows: changes.deletedRows, movedRows: kept,
      updatedRows: changes.updatedRows, insertedSections: changes.insertedSections,
      deletedSections: changes.deletedSections, movedSections: changes.movedSections,
      updatedSections: changes.updatedSections)
  }
}

// MARK: - Observing a list

extension Change where Value: _PipelineList {
  /// Exactly what changed in the list, ready for a table or collection view to animate.
  ///
  /// When a store edits the list in place, the change set is the one its edits recorded; when
  /// it assigns a new list, the change set is worked out by identity, in linear time (every
  /// section replaced when the section type is not `Hashable`). For the initial call of an
  /// observation, it is empty: show the whole list.
  ///
  /// ```swift
  /// pipeline.observe(\.photos, by: self, initial: true) { view, change in
  ///   if change.isInitial { view.table.reloadData() } else { view.table.apply(change.listChanges) }
  /// }
  /// ```
  @inlinable public var listChanges: ListChanges {
    isInitial ? .none : newValue._listChanges(from: oldValue)
  }
}
