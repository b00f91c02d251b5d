// What a `PipelineValues` sequence is made of: the channel that hands values from the property's
// observer (on the main actor) to the iterating task (anywhere), the observer, and the
// subscription whose release ends the observer.

/// The values an observer heard and a consumer has not taken yet, and the consumers waiting.
///
/// `@unchecked Sendable` is safe: its state is touched only inside `state.withLock`.
final class ValueChannel<Value: Sendable>: @unchecked Sendable {
  private struct State {
    // Values not yet taken: `buffer[head...]`. Taking one moves `head`, so a long run of events
    // costs no shifting; the taken ones are dropped once they are half the array.
    var buffer: [Value] = []
    var head = 0
    var waiters: [CheckedContinuation<Value?, Never>] = []
    var isFinished = false

    var isEmpty: Bool { head == buffer.count }

    mutating func takeFirst() -> Value {
      let value = buffer[head]
      head += 1
      if head == buffer.count {
        buffer.removeAll(keepingCapacity: true)
        head = 0
      } else if head * 2 >= buffer.count {
        buffer.removeFirst(head)
        head = 0
      }
      return value
    }
  }

  /// Whether a value not yet taken is replaced by the next (data kinds) rather than kept before
  /// it (event kinds).
  let keepsLatestOnly: Bool
  private let state = Locked(State())

  init(keepsLatestOnly: Bool) {
    self.keepsLatestOnly = keepsLatestOnly
  }

  /// How many values wait to be taken; for tests.
  var count: Int { state.withLock { $0.buffer.count - $0.head } }

  /// Hands a value to the consumer waiting first, or keeps it; returns `false` once the channel
  /// has finished.
  @discardableResult
  func send(_ value: Value) -> Bool {
    let (waiter, isOpen): (CheckedContinuation<Value?, Never>?, Bool) = state.withLock { state in
      if state.isFinished { return (nil, false) }
      if !state.waiters.isEmpty { return (state.waiters.removeFirst(), true) }
      if keepsLatestOnly && !state.isEmpty {
        state.buffer[state.buffer.count - 1] = value
      } else {
        state.buffer.append(value)
      }
      return (nil, true)
    }
    waiter?.resume(returning: value)
    return isOpen
  }

  var isFinished: Bool { state.withLock { $0.isFinished } }

  /// Ends the channel: the values it keeps are still taken (unless `droppingKept`, for a
  /// cancelled consumer), then every `next()` returns `nil`.
  func finish(droppingKept: Bool = false) {
    let waiters = state.withLock { state in
      state.isFinished = true
      if droppingKept {
        state.buffer.removeAll()
        state.head = 0
      }
      defer { state.waiters.removeAll() }
      return state.waiters
    }
    // Waiters exist only while nothing is kept, so ending them loses no value.
    for waiter in waiters { waiter.resume(returning: nil) }
  }

  /// The next value, waiting for one if none is kept; `nil` once the channel has finished and
  /// nothing is kept, or at once when the calling task is cancelled.
  func next() async -> Value? {
    if Task.isCancelled {
      finish(droppingKept: true)
      return nil
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        let ready: Value?? = state.withLock { state in
          if !state.isEmpty { return .some(state.takeFirst()) }
          if state.isFinished { return .some(nil) }
          state.waiters.append(continuation)
          return .none
        }
        if let ready { continuation.resume(returning: ready) }
      }
    } onCancel: {
      finish(droppingKept: true)
    }
  }
}

/// The observer a ``PipelineValues`` sequence adds to its property: it sends each change's new
/// value to the channel, and ends the channel when the observation ends, however it ends.
final class ValueObserverEntry<Value: Sendable>: ObserverEntry<Value> {
  let channel: ValueChannel<Value>

  init(channel: ValueChannel<Value>, fileID: StaticString, line: UInt) {
    self.channel = channel
    super.init(ownerType: PipelineValues<Value>.self, fileID: fileID, line: line) {
      entry, change in
      // The list holds only entries of this class under this delivery.
      unsafeDowncast(entry, to: ValueObserverEntry.self).channel.send(change.newValue)
    }
  }

  // Ended by `cancel()`, by its scene's teardown or by the sequence's release.
  override func end() {
    super.end()
    channel.finish()
  }

  // Its property is being freed: the pipeline is gone.
  override nonisolated func detach() {
    super.detach()
    channel.finish()
  }

  override var isOwnerAlive: Bool { !channel.isFinished }
}

/// What a ``PipelineValues`` sequence and its iterators share: releasing the last of them ends
/// the observation.
@MainActor
final class ValueSubscription<Value: Sendable> {
  let channel: ValueChannel<Value>
  // `nil` for a sequence of something that is not a pipeline property, which ends at once.
  private let entry: ValueObserverEntry<Value>?

  init(channel: ValueChannel<Value>, entry: ValueObserverEntry<Value>?) {
    self.channel = channel
    self.entry = entry
    if entry == nil { channel.finish() }
  }

  /// Ends the observation, and so the channel.
  func end() {
    // Without an entry, `init` finished the channel.
    entry?.end()
  }

  /// Whether the observer is still on its property; for tests.
  var isObserving: Bool { entry?.isActive ?? false }

  // Isolated, to reach the entry on the main actor; it runs right away when the last release is
  // on the main actor.
  isolated deinit {
    end()
  }
}
