import Foundation
public import MVCS

// MARK: - A list in a pipeline property

/// A list value that a pipeline property stores: each write works out its change set once.
///
/// ``ListData`` conforms; nothing else needs to. A pipeline property holding such a value
/// (`@Piped var photos = ListData<NoSection, Photo>()`) calls `_prepareForPipeline(replacing:)`
/// (the core's `_PipelinePreparable` hook) on every value it stores, which records this value's
/// change set from the value it replaces and starts recording the edits made to copies of it;
/// `Change.listChanges` reads what it recorded.
public protocol _PipelineList: _PipelinePreparable {
  /// The change set from `old` to this value: the one recorded when this value replaced `old` in
  /// a pipeline property, or else one worked out by identity.
  func _listChanges(from old: Self) -> ListChanges
}

/// What a list remembers once a pipeline property stores it.
///
/// Immutable, so a list that carries one stays `Sendable`.
@usableFromInline final class ListWriteRecord: Sendable {
  /// Unique to the value as stored: copies read from the property carry it, so a write can tell
  /// whether the list it is given was edited from the value it replaces.
  @usableFromInline let stamp: UInt64
  /// The stamp of the value this one replaced.
  @usableFromInline let base: UInt64?
  /// The change set from that value to this one.
  @usableFromInline let changes: ListChanges

  @usableFromInline init(stamp: UInt64, base: UInt64?, changes: ListChanges) {
    self.stamp = stamp
    self.base = base
    self.changes = changes
  }

  private static let stamps = StampCounter()

  /// A stamp no other stored list has had. A lock rather than the main actor, because a property
  /// stores its initial value wherever its pipeline is created.
  @usableFromInline static func nextStamp() -> UInt64 {
    stamps.next()
  }
}

/// Hands out increasing stamps from any thread.
///
/// `@unchecked Sendable` because of its one mutable property; the invariant that makes it safe:
/// `last` is read and written only inside `next()`, while `lock` is held. (`Mutex` would say so
/// to the compiler, but needs macOS 15; the platform floor is macOS 14.)
final class StampCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var last: UInt64 = 0

  /// A stamp greater than every one handed out before.
  func next() -> UInt64 {
    lock.withLock {
      last += 1
      return last
    }
  }
}

extension ListData: _PipelineList {
  public mutating func _prepareForPipeline(replacing old: ListData?) {
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

  public func _listChanges(from old: ListData) -> ListChanges {
    if let record = pipelineRecord, let base = record.base, base == old.pipelineRecord?.stamp {
      return record.changes
    }
    return identityChanges(from: old) ?? reload(from: old)
  }

  /// What the edits made since this list was copied from `old` did, when it was: a copy read
  /// from the property carries the stored value's stamp and the recorder it opened. A whole-list
  /// replacement inside those edits records every section as replaced, so it is worked out by
  /// identity instead.
  private func recordedChanges(from old: ListData) -> ListChanges? {
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
  private func identityChanges(from old: ListData) -> ListChanges? {
    if let list = self as? any UpdatingIdentityDiffable {
      return list.identityChanges(fromList: old)
    }
    if let list = self as? any IdentityDiffable {
      return list.identityChanges(fromList: old)
    }
    return nil
  }

  /// Every section replaced: the change set when nothing finer can be worked out.
  private func reload(from old: ListData) -> ListChanges {
    ListChanges(
      insertedSections: Array(values.indices), deletedSections: Array(old.values.indices))
  }
}

/// Lists whose change sets can be worked out by identity; a cast finds out at run time.
protocol IdentityDiffable {
  func identityChanges(fromList old: Any) -> ListChanges?
}

/// Lists whose change sets by identity also name the rows whose item changed.
protocol UpdatingIdentityDiffable {
  func identityChanges(fromList old: Any) -> ListChanges?
  /// The change set with each moved row whose item changed on the way reported as a deletion
  /// and an insertion instead: a table does not reload a moved cell, so a move would leave it
  /// showing the old item.
  func splittingChangedMoves(_ changes: ListChanges, from old: Any) -> ListChanges
}

extension ListData: IdentityDiffable where Section: Hashable {
  func identityChanges(fromList old: Any) -> ListChanges? {
    guard let old = old as? ListData else { return nil }
    return try? IdentityDiff(old: old, new: self, isUpdated: nil).changes()
  }
}

extension ListData: UpdatingIdentityDiffable where Section: Hashable, Item: Equatable {
  func identityChanges(fromList old: Any) -> ListChanges? {
    guard let old = old as? ListData else { return nil }
    return try? IdentityDiff(old: old, new: self, isUpdated: { $0 != $1 }).changes()
  }

  func splittingChangedMoves(_ changes: ListChanges, from old: Any) -> ListChanges {
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
  public var listChanges: ListChanges {
    isInitial ? .none : newValue._listChanges(from: oldValue)
  }
}
