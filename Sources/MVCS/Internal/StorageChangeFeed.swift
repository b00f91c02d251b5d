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
package final class StorageChangeFeed: @unchecked Sendable {
  private let lock = NSLock()
  private var consumers: [UInt64: AsyncStream<StorageChange>.Continuation] = [:]
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
    let (stream, continuation) = AsyncStream<StorageChange>.makeStream()
    lock.lock()
    guard !isFinished else {
      lock.unlock()
      continuation.finish()
      return stream
    }
    let id = nextConsumer
    nextConsumer += 1
    consumers[id] = continuation
    if consumers.count == 1 { activity?(self, true) }
    lock.unlock()
    // Set after unlocking: a stream already released calls this at once, and it locks.
    continuation.onTermination = { [weak self] _ in self?.drop(id) }
    return stream
  }

  /// Whether any stream is being consumed.
  package var isConsumed: Bool {
    lock.withLock { !consumers.isEmpty }
  }

  /// Hands `change` to every consumer, in the order announcements are made.
  package func announce(_ change: StorageChange) {
    if case .keys(let keys) = change, keys.isEmpty { return }
    // Yielding under the lock keeps two announcements from different threads in one order for
    // every consumer; `yield` only enqueues, it never runs a consumer's code here.
    lock.withLock {
      for continuation in consumers.values { continuation.yield(change) }
    }
  }

  /// Announces that these keys, composed in any way, changed.
  package func announce<Keys: Sequence<String>>(keys: Keys) {
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
      guard consumers.removeValue(forKey: id) != nil else { return }
      if consumers.isEmpty { activity?(self, false) }
    }
  }
}
