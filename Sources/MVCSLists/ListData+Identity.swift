extension ListData where Section: Hashable {
  /// The changes that take `old` to this list, matched by identity: sections by their value,
  /// rows by their `id`. Rows and sections that stay in a different order are moves.
  ///
  /// Use it when a whole new list arrives, such as a fresh page of search results: a view
  /// animates what changed instead of reloading everything.
  ///
  /// ```swift
  /// let changes = try results.changes(from: shown)
  /// ```
  ///
  /// It walks each section in step with its old self, comparing identities, and matches the
  /// rows where the two differ by hashing their identities (Heckel's diff), so it is linear in
  /// the rows whatever the number of edits. Without `Equatable` rows, a row that stays is not
  /// reported as updated; see the overload for `Equatable` rows.
  ///
  /// - Throws: ``ListError/duplicateSection(_:indexes:list:)`` when a section value appears
  ///   twice in either list, or ``ListError/duplicateID(_:indexPaths:list:)`` when two rows of
  ///   one list share an identity that the diff must match by identity (rows that stay in place
  ///   are matched by position, and new rows are insertions, repeated or not).
  @inlinable public func changes(from old: ListData) throws(ListError) -> ListChanges {
    try IdentityDiff(old: old, new: self, isUpdated: nil).changes()
  }

  /// Replaces the whole list with `new`, returning the changes by identity; see
  /// `changes(from:)`.
  ///
  /// - Throws: ``ListError/duplicateID(_:indexPaths:list:)`` or
  ///   ``ListError/duplicateSection(_:indexes:list:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func replace(with new: ListData) throws(ListError) -> ListChanges {
    let changes = try new.changes(from: self)
    assign(new)
    return changes
  }
}

extension ListData where Section: Hashable, Item: Equatable {
  /// The changes that take `old` to this list, matched by identity; a row that stays with the
  /// same identity but a different value is an update, or a deletion and an insertion when it
  /// also moved.
  ///
  /// - Throws: ``ListError/duplicateSection(_:indexes:list:)`` or
  ///   ``ListError/duplicateID(_:indexPaths:list:)``, as the overload for any rows does.
  @inlinable public func changes(from old: ListData) throws(ListError) -> ListChanges {
    try IdentityDiff(old: old, new: self, isUpdated: { $0 != $1 }).changes()
  }

  /// Replaces the whole list with `new`, returning the changes by identity and value; see
  /// `changes(from:)`.
  ///
  /// - Throws: ``ListError/duplicateID(_:indexPaths:list:)`` or
  ///   ``ListError/duplicateSection(_:indexes:list:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func replace(with new: ListData) throws(ListError) -> ListChanges {
    let changes = try new.changes(from: self)
    assign(new)
    return changes
  }
}

extension ListData {
  /// Takes the sections and rows of `new`; a batch under way records every section as deleted
  /// and inserted.
  @inlinable mutating func assign(_ new: ListData) {
    let recorders = recorders
    let record = pipelineRecord
    let oldCount = values.count
    self = new
    self.recorders = recorders
    pipelineRecord = record
    for batch in self.recorders.indices {
      for _ in 0..<oldCount { self.recorders[batch].removeSection(at: 0) }
      for section in 0..<values.count { self.recorders[batch].insertSection(at: section) }
    }
  }
}
