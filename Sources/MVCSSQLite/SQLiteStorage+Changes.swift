import Dispatch
public import MVCS

// MARK: - Announcing changes

extension SQLiteStorage {
  /// The keys this storage changes, at once, and a note that something changed when another
  /// connection or process commits.
  ///
  /// Each write, removal, batch and ``removeAll(prefix:)`` of this instance is announced with
  /// its keys as soon as it is committed. While at least one stream is consumed, the storage
  /// also asks SQLite's `PRAGMA data_version` on its read-only connection every 250 ms
  /// (give or take 50 ms, so the system can group the wake-ups); a changed number means another
  /// connection committed, in this process or another, raw SQL included, and is announced as
  /// `StorageChange.unknown`, since SQLite does not say which rows changed. So a commit by
  /// another process is noticed within about 250 ms plus one read. This instance's own commits
  /// may be announced a second time that way; reading the keys again finds the same values.
  /// Polling stops when the last consumer stops or the storage is released.
  ///
  /// ```swift
  /// for await change in storage.changes() {
  ///   switch change {
  ///   case .keys(let keys): print("changed here:", keys.sorted())
  ///   case .unknown: print("another connection committed")
  ///   }
  /// }
  /// ```
  ///
  /// - Returns: A new stream of the changes made from now on.
  public nonisolated func changes() -> AsyncStream<StorageChange> {
    feed.stream()
  }

  package nonisolated var changeFeed: StorageChangeFeed { feed }
}

/// Asks the read-only connection for `PRAGMA data_version` on a timer, and says when it moves.
///
/// The timer runs only between ``start(changed:)`` and ``stop()``. `Sendable` through its
/// locked parts: the connection and the timer are each touched only inside their lock.
final class VersionPoll: Sendable {
  /// How often the version is read; the documented bound of ``SQLiteStorage/changes()``.
  static let interval = DispatchTimeInterval.milliseconds(250)
  private let reader: Locked<Connection>
  private let queue = DispatchQueue(label: "MVCS.SQLiteStorage.changes")
  private let timer = Locked<(any DispatchSourceTimer)?>(nil)

  init(reader: Locked<Connection>) {
    self.reader = reader
  }

  deinit {
    stop()
  }

  /// Starts polling, unless it already is; `changed` runs on the poll's queue.
  func start(changed: @escaping @Sendable () -> Void) {
    timer.withLock { timer in
      guard timer == nil else { return }
      let reader = reader
      // Read now, so that a commit made right after `changes()` returned is seen.
      let last = Locked(reader.withLock { $0.version() })
      let source = DispatchSource.makeTimerSource(queue: queue)
      source.schedule(
        deadline: .now() + Self.interval, repeating: Self.interval, leeway: .milliseconds(50))
      source.setEventHandler {
        let now = reader.withLock { $0.version() }
        let moved = last.withLock { last in
          defer { last = now }
          return now != last
        }
        if moved { changed() }
      }
      source.resume()
      timer = source
    }
  }

  /// Stops polling; it returns at once.
  func stop() {
    timer.withLock { timer in
      timer?.cancel()
      timer = nil
    }
  }
}

extension SQLiteStorage: FeedBackedStorage {}
