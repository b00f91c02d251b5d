/// The values a pipeline property takes, one element a write, as an asynchronous sequence; made
/// by `values(_:initial:)`.
///
/// ```swift
/// let taps = pipeline.values(\.rowTapped)
/// Task {
///   for await row in taps {
///     await analytics.record(row)  // however slow, no tap is lost
///   }
///   // The scene was torn down.
/// }
/// ```
///
/// It hears the writes made after `values(_:initial:)` returns, in the order the property's
/// observers hear them, and what it keeps for a consumer that is not waiting depends on the
/// property's kind:
///
/// - **Events** (``Input`` and ``Flag``): every write, in order, even of an equal value; none is
///   dropped or merged with the next. The sequence keeps as many as the consumer has not taken
///   yet, without bound.
/// - **Data** (``Piped``, ``Status`` and ``Context``): the latest value. Writes made while the
///   consumer is busy are merged into the last of them, so a slow consumer never works through
///   stale states.
///
/// The sequence ends, after the values it still keeps, when the observation ends: when the
/// scene whose pipeline it was made through is torn down, when the pipeline is released, or when
/// it is cancelled with ``cancel()``. Cancelling the task that iterates it ends it at once and
/// removes its observer from the property; so does releasing the sequence and its iterators.
///
/// Iterate it once, from any task: iterators made from one sequence share what it keeps, so each
/// value goes to one of them. For two consumers, call `values(_:initial:)` twice.
public struct PipelineValues<Value: Sendable>: AsyncSequence, Sendable {
  /// The element type: the property's value.
  public typealias Element = Value

  let subscription: ValueSubscription<Value>

  /// Makes the iterator a `for await` loop uses.
  ///
  /// - Returns: An iterator over the values the sequence keeps and will hear.
  public func makeAsyncIterator() -> Iterator {
    Iterator(subscription: subscription)
  }

  /// Ends the sequence now: its observer is removed, and the iteration returns `nil` once the
  /// values already kept are taken. Ending it twice does nothing.
  @MainActor
  public func cancel() {
    subscription.end()
  }

  /// The iterator of a ``PipelineValues`` sequence.
  public struct Iterator: AsyncIteratorProtocol {
    let subscription: ValueSubscription<Value>

    /// The next value: one kept already, or the next write's; `nil` once the sequence has ended
    /// or the task iterating it is cancelled.
    ///
    /// - Returns: The value, or `nil` at the end.
    public mutating func next() async -> Value? {
      if let value = await subscription.channel.next() { return value }
      // Cancelled: the observer goes now, not at the property's next write.
      if Task.isCancelled { await subscription.end() }
      return nil
    }
  }
}
