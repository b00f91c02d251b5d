import Foundation
import MVCSSupport

/// Hands every change of one storage to each of its `changes()` streams.
///
/// Each call of ``stream()`` adds a consumer; a consumer that stops (its task cancelled, its
/// stream released) is dropped through `onTermination`. `activity` is told when the first
/// consumer arrives and when the last one goes, so that a storage watches for other processes
/// only while someone listens.
///
/// `@unchecked Sendable` is safe: every mutable property is touched only while `lock` is held.
/// (`order` guards no property; it only orders announcements.)
package final class StorageChangeFeed: @unchecked Sendable {
  private let lock = NSLock()
  /// Held while a change is handed out, so that every consumer gets changes in one order.
  private let order = NSLock()
  private var consumers: [UInt64: AsyncStream<StorageChange>.Continuation] = [:]
  /// How many changes each consumer was handed, for those that count (``countedStream()``).
  private var handed: [UInt64: Int] = [:]
  private var nextConsumer: UInt64 = 0
  private var isFinished = false
  private let activity: (@Sendable (_ feed: StorageChangeFeed, _ isConsumed: Bool) -> Void)?

  /// Creates a feed with no consumers.
  ///
  /// - Parameter activity: Called with the feed and `true` when the first consumer arrives, and
  ///   with `false` when the last one goes, while the feed's lock is held (so calls never
  ///   overlap and come in order); it must not call back into the feed then, and should hold
  ///   the feed weakly if it keeps it.
  package init(
    activity: (@Sendable (_ feed: StorageChangeFeed, _ isConsumed: Bool) -> Void)? = nil
  ) {
    self.activity = activity
  }

  /// A new stream that receives every change announced from now on, until its consumer stops or
  /// the feed finishes.
  package func stream() -> AsyncStream<StorageChange> {
    add(counting: false).stream
  }

  /// A new stream like ``stream()``, how many changes it has been handed so far (a consumer
  /// that counts what it took knows whether a change is still on its way to it), and the
  /// consumer it is, which its own writes can leave out (``withoutAnnouncing(to:_:)``).
  package func countedStream() -> (
    stream: AsyncStream<StorageChange>, handed: @Sendable () -> Int, consumer: Consumer
  ) {
    let (stream, id) = add(counting: true)
    return (
      stream, { [weak self] in self?.lock.withLock { self?.handed[id] } ?? 0 },
      Consumer(feed: ObjectIdentifier(self), id: id)
    )
  }

  /// One stream of one feed.
  package struct Consumer: Sendable, Equatable {
    let feed: ObjectIdentifier
    let id: UInt64
  }

  /// The consumer that the announcements of the current task's writes skip.
  @TaskLocal private static var quietConsumer: Consumer?

  /// Runs work whose writes are not announced to one consumer, which knows about them already:
  /// a consumer that writes needs no announcement of its own write, nor the task switch of
  /// receiving one. Every other consumer is still told.
  ///
  /// - Parameters:
  ///   - consumer: The consumer left out, from ``countedStream()``; `nil` leaves none out.
  ///   - work: The writes, announced in the same task (as every built-in storage does).
  /// - Returns: What `work` returns.
  package static func withoutAnnouncing<Result>(
    to consumer: Consumer?, isolation: isolated (any Actor)? = #isolation,
    _ work: () async throws -> Result
  ) async rethrows -> Result {
    try await $quietConsumer.withValue(consumer, operation: work, isolation: isolation)
  }

  private func add(counting: Bool) -> (stream: AsyncStream<StorageChange>, id: UInt64) {
    let (stream, continuation) = AsyncStream<StorageChange>.makeStream()
    lock.lock()
    let id = nextConsumer
    guard !isFinished else {
      lock.unlock()
      continuation.finish()
      return (stream, id)
    }
    nextConsumer += 1
    consumers[id] = continuation
    if counting { handed[id] = 0 }
    if consumers.count == 1 { activity?(self, true) }
    lock.unlock()
    // Set after unlocking: a stream already released calls this at once, and it locks.
    continuation.onTermination = { [weak self] _ in self?.drop(id) }
    return (stream, id)
  }

  /// Whether any stream is being consumed.
  package var isConsumed: Bool {
    lock.withLock { !consumers.isEmpty }
  }

  /// Hands `change` to every consumer, in the order announcements are made.
  package func announce(_ change: StorageChange) {
    if case .keys(let keys) = change, keys.isEmpty { return }
    // `order` keeps two announcements from different threads in one order for every consumer.
    // The yields happen outside `lock`: a yield takes the consumer task's status lock, and
    // cancelling that task holds its status lock while `onTermination` takes `lock` (in
    // `drop`), so yielding under `lock` could deadlock the two.
    let quiet = Self.quietConsumer.flatMap { $0.feed == ObjectIdentifier(self) ? $0.id : nil }
    order.withLock {
      for (id, continuation) in lock.withLock({ consumers }) where id != quiet {
        // Counted before it is handed, so that the count is never behind what was taken.
        lock.withLock { if handed[id] != nil { handed[id]! += 1 } }
        guard case .enqueued = continuation.yield(change) else {
          lock.withLock { if handed[id] != nil { handed[id]! -= 1 } }
          continue
        }
      }
    }
  }

  /// Announces that these keys, composed in any way, changed.
  package func announce<Keys: Sequence<String>>(keys: Keys) {
    // With no consumer, the set is not built: a batch of 50,000 keys would pay for it. A stream
    // made after this check is made after the change, which it is not owed.
    guard isConsumed else { return }
    announce(.keys(Set(keys.map(StorageKey.canonical))))
  }

  /// Ends every stream, now and for good, as when the storage is released.
  package func finish() {
    let ended = lock.withLock {
      isFinished = true
      let ended = consumers.values
      consumers = [:]
      if !ended.isEmpty { activity?(self, false) }
      return ended
    }
    // Outside the lock: `finish()` runs `onTermination`, which locks.
    for continuation in ended { continuation.finish() }
  }

  private func drop(_ id: UInt64) {
    lock.withLock {
      handed[id] = nil
      guard consumers.removeValue(forKey: id) != nil else { return }
      if consumers.isEmpty { activity?(self, false) }
    }
  }
}
