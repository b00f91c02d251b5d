extension ListChanges {
  /// Checks that this change set takes `before` to `after`, the way UIKit checks the updates of
  /// `performBatchUpdates`.
  ///
  /// - Each list of positions is sorted, without duplicates, and in range: deletions, updates and
  ///   move sources in `before`, insertions and move destinations in `after`.
  /// - No position has two changes, and no row change lies in a section inserted, deleted or
  ///   updated as a whole.
  /// - Sections: before − deleted + inserted = after. Rows, per section: before − deleted −
  ///   moved out + inserted + moved in = after.
  /// - Applying the change set to `before` gives the rows of `after`, identity by identity: the
  ///   rows that neither move nor go keep their order, and each moved row lands where `after`
  ///   has it.
  ///
  /// ```swift
  /// try changes.validate(from: oldList, to: newList)
  /// ```
  ///
  /// - Throws: ``ListChangesError`` naming the first inconsistency.
  public func validate<Section, Item>(
    from before: ListData<Section, Item>, to after: ListData<Section, Item>
  ) throws(ListChangesError) {
    try ChangeSetValidator(
      changes: self, before: before.storages.map { $0.items.map(\.id) },
      after: after.storages.map { $0.items.map(\.id) }
    ).validate()
  }
}
