extension _KeyPathObservable where Self: Pipeline {
  /// The values a property takes from now on, as an asynchronous sequence that never drops or
  /// merges an event.
  ///
  /// ```swift
  /// let taps = pipeline.values(\.rowTapped)
  /// Task {
  ///   for await row in taps {
  ///     await analytics.record(row)
  ///   }
  /// }
  /// ```
  ///
  /// The sequence hears every write made after this returns, even before the loop starts. For
  /// an ``Input`` or a ``Flag`` it keeps every value until the consumer takes it, in order, even
  /// equal ones (tapping a row twice is two taps); for ``Piped``, ``Status`` and ``Context`` data
  /// it keeps only the latest value, which is what a slow consumer needs to show. It ends when
  /// the scene whose pipeline this is is torn down, when the pipeline is released, or when the
  /// task iterating it is cancelled; see ``PipelineValues``.
  ///
  /// Unlike an observation, it does not start with the current value unless you ask: for an
  /// event kind the current value is the last event, which already happened.
  ///
  /// - Parameters:
  ///   - keyPath: A property declared with `@Piped`, `@Flag`, `@Status`, `@Input` or `@Context`,
  ///     here or in a child pipeline (`\.photoList.photos`).
  ///   - initial: Whether the sequence starts with the property's current value.
  ///   - fileID: Where the sequence is made, for the journal; leave the default.
  ///   - line: The line the sequence is made on, for the journal; leave the default.
  /// - Returns: The sequence. If `keyPath` is not a pipeline property, the sequence is empty and
  ///   a ``Diagnostic`` says why.
  public func values<Value: Sendable>(
    _ keyPath: KeyPath<Self, Value>, initial: Bool = false, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> PipelineValues<Value> {
    guard let property = observableProperty(at: keyPath) else {
      _ = Pipeline.notAPipelineProperty(
        Self.self, valueType: Value.self, owner: PipelineValues<Value>.self, fileID: fileID,
        line: line)
      return PipelineValues(
        subscription: ValueSubscription(
          channel: ValueChannel(keepsLatestOnly: true), entry: nil))
    }
    let channel = ValueChannel<Value>(keepsLatestOnly: !property.kind.isEvent)
    if initial { channel.send(property.value) }
    let entry = ValueObserverEntry(channel: channel, fileID: fileID, line: line)
    property.add(entry)
    track(entry, in: currentAssemblyScope)
    return PipelineValues(subscription: ValueSubscription(channel: channel, entry: entry))
  }
}
