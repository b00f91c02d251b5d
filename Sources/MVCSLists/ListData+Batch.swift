extension ListData {
  /// Makes any sequence of edits and returns exactly what they changed, in the contract of
  /// UIKit's `performBatchUpdates`.
  ///
  /// ```swift
  /// let changes = try photos.batch { list in
  ///   try list.insertRow(forest, at: 0)
  ///   list.removeRow(id: harbour.id)
  ///   try list.moveRow(from: 2, to: 0)
  /// }
  /// tableView.performBatchUpdates { tableView.apply(changes) }
  /// ```
  ///
  /// The change set lists deletions, updates and the sources of moves at their positions before
  /// the batch, insertions and the destinations of moves at their positions after it; see
  /// ``ListChanges``. Edits that cancel out report nothing: a row inserted then removed, or
  /// updated then removed, is not listed. A row removed and a row with its identity inserted are
  /// a move. A row moved and also replaced is reported as deleted and inserted, so that its cell
  /// is rebuilt; so is a section moved and replaced. Row edits inside a section that is inserted,
  /// deleted or replaced are covered by the section's change.
  ///
  /// Recording an edit costs a walk of a short table of the edits before it (they are kept in
  /// blocks of 64), whatever the number of rows: a batch of 1,000 edits records in about the
  /// time it takes to make them.
  ///
  /// - Parameter edits: The edits, made on the list passed in. Batches may nest; each returns its
  ///   own changes.
  /// - Returns: The changes, sorted and without duplicates.
  /// - Throws: What `edits` throws; the list is then restored to its value before the batch.
  @discardableResult
  @inlinable public mutating func batch<Failure: Error>(
    _ edits: (inout ListData) throws(Failure) -> Void
  ) throws(Failure) -> ListChanges {
    var saved = self
    // The saved copy only restores a failed batch: it does not need the index, and sharing the
    // index would make the first edit drop it.
    saved.index = IdentityIndex()
    // A copy read from a pipeline property carries the recorder its write reads. While that
    // recorder has recorded nothing, the batch records into it rather than into one of its own,
    // so each edit is recorded once and the change set built once, for the batch and the write.
    if recorders.count == 1, recorders[0].editCount == 0, let record = pipelineRecord {
      do {
        try edits(&self)
      } catch {
        self = saved
        throw error
      }
      guard recorders.count == 1, pipelineRecord === record else { return replaced(saved) }
      return recorders[0].buildChanges()
    }
    let depth = recorders.count
    recorders.append(ListRecorder(sectionCount: values.count))
    do {
      try edits(&self)
    } catch {
      self = saved
      throw error
    }
    guard recorders.count == depth + 1 else { return replaced(saved) }
    return recorders.removeLast().changes()
  }

  /// The changes of a batch whose edits assigned another list to the one passed in: every
  /// section is deleted and inserted, since the edits are unknown.
  @inlinable mutating func replaced(_ saved: ListData) -> ListChanges {
    recorders = saved.recorders
    for batch in recorders.indices {
      for _ in 0..<saved.values.count { recorders[batch].removeSection(at: 0) }
      for section in 0..<values.count { recorders[batch].insertSection(at: section) }
    }
    return ListChanges(
      insertedSections: Array(values.indices), deletedSections: Array(saved.values.indices))
  }
}
