extension _KeyPathObservable where Self: Pipeline {
  /// Calls a handler once after each write to any of several properties, and once for a whole
  /// ``Pipeline/batch(_:)`` of writes: the observation of a view that redraws from several
  /// properties.
  ///
  /// ```swift
  /// func addObservers() {
  ///   pipeline.observe(\.query, \.photos, \.paging, by: self, initial: true) { view in
  ///     view.redraw()
  ///   }
  /// }
  ///
  /// // In the store: one redraw for the two writes.
  /// pipeline.batch {
  ///   pipeline.photos = page.photos
  ///   pipeline.paging = state
  /// }
  /// ```
  ///
  /// The handler gets only the owner: it reads the properties it shows from the pipeline, so a
  /// view keeps no copy of them. Outside a batch, each write that notifies (see ``PropertyKind``)
  /// calls it at once, as a one-property observation would. Inside a batch, it runs once, after
  /// the batch's last write, however many of the properties the batch wrote, and not at all if
  /// the batch wrote none. `MVCSLoading`'s loaders write each result in one batch, so a page
  /// that changes the list and the paging state redraws once.
  ///
  /// The observation lives as long as a one-property observation of the same owner would: it
  /// ends when the owner or the pipeline is released, when the scene is torn down, or when you
  /// cancel the handle, which ends the observation of every property.
  ///
  /// - Parameters:
  ///   - keyPaths: Properties declared with `@Piped`, `@Flag`, `@Status`, `@Input` or
  ///     `@Context`, here or in a child pipeline.
  ///   - owner: The object the observation belongs to, usually the view.
  ///   - initial: Whether to call the handler once now.
  ///   - fileID: Where the observation is added, for the journal; leave the default.
  ///   - line: The line the observation is added on, for the journal; leave the default.
  ///   - handler: Called with the owner.
  /// - Returns: A handle to cancel the observation of all the properties early. A key path that
  ///   is not a pipeline property is reported as a ``Diagnostic``, as `observe` reports it, and
  ///   the others are observed.
  @discardableResult
  public func observe<each Value, Owner: AnyObject>(
    _ keyPaths: repeat KeyPath<Self, each Value>,
    by owner: Owner,
    initial: Bool = false,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ handler: @escaping @MainActor (Owner) -> Void
  ) -> PipelineObservation {
    let batched = BatchedObservation(handler: handler)
    for keyPath in repeat each keyPaths {
      batched.add(
        observe(keyPath, by: owner, fileID: fileID, line: line) { owner, _ in
          batched.changed(owner)
        })
    }
    if initial { handler(owner) }
    return batched
  }
}

extension Pipeline {
  /// Runs writes as one batch: observations of several properties, made with
  /// ``observe(_:by:initial:fileID:line:_:)-1fbaa`` and a handler that takes only the owner, hear
  /// them once, after the last.
  ///
  /// ```swift
  /// pipeline.batch {
  ///   pipeline.photos = photos
  ///   pipeline.paging = paging
  ///   pipeline.problem = nil
  /// }
  /// ```
  ///
  /// Only those observations wait: each write is stored at once, and observers of one property
  /// hear it at once, so a store reacting to an input is never late. A batch holds back the
  /// observations of every pipeline, not only this one's, so a store may write its substores'
  /// pipelines in the same batch. Batches nest: the outermost one delivers. The waiting
  /// observations are delivered even when `body` throws.
  ///
  /// - Parameter body: The writes.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public func batch<Result>(_ body: () throws -> Result) rethrows -> Result {
    WriteBatch.depth += 1
    defer {
      WriteBatch.depth -= 1
      if WriteBatch.depth == 0 {
        WriteBatch.deliverWaiting()
        #if DEBUG
          // A batch an observer ran is logged with the write that ran the observer.
          if runtimeState.pointee.changeLogCount > 0 && runtimeState.pointee.depth == 0 {
            JournalRecords.batchEnded()
          }
        #endif
      }
    }
    return try body()
  }
}
