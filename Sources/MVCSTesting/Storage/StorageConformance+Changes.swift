import Foundation
import MVCS
import MVCSSupport

// MARK: - Change announcements

extension StorageConformance {
  /// How long the check waits for the announcement of one operation before it fails: a guard
  /// against waiting forever, long enough for a backend that polls every second.
  static let announcementTimeout = Duration.seconds(5)

  /// What the check's own relay of `changes()` carries.
  private enum Event: Sendable {
    case change(StorageChange)
    case finished
    case timedOut(step: Int)
  }

  static func changesAnnounceEveryWrite(_ storage: any Storage) async throws {
    let (relay, input) = AsyncStream<Event>.makeStream()
    // Asked for before the first operation, so that every announcement is in it.
    let changes = storage.changes()
    let consumer = Task {
      for await change in changes { input.yield(.change(change)) }
      input.yield(.finished)
    }
    defer { consumer.cancel() }
    var events = relay.makeAsyncIterator()
    var batch = StorageBatch()
    try batch.write(3, forKey: "a/2")
    try batch.write(4, forKey: "a/3")
    try batch.remove(forKey: "b")
    let steps: [(operation: String, keys: Set<String>, run: () async throws -> Void)] = [
      ("write(_:forKey: \"a/1\")", ["a/1"], { try await storage.write(1, forKey: "a/1") }),
      ("write(_:forKey: \"b\")", ["b"], { try await storage.write(2, forKey: "b") }),
      ("remove(forKey: \"a/1\")", ["a/1"], { try await storage.remove(forKey: "a/1") }),
      (
        "write(_:) of a batch writing \"a/2\" and \"a/3\" and removing \"b\"", ["a/2", "a/3", "b"],
        { try await storage.write(batch) }
      ),
      (
        "removeAll(prefix: \"a/\") removing \"a/2\" and \"a/3\"", ["a/2", "a/3"],
        { try await storage.removeAll(prefix: "a/") }
      ),
    ]
    for (step, (operation, keys, run)) in steps.enumerated() {
      try await run()
      let timer = Task {
        try await Task.sleep(for: announcementTimeout)
        input.yield(.timedOut(step: step))
      }
      defer { timer.cancel() }
      var missing = keys
      while !missing.isEmpty {
        switch await events.next() {
        case .change(.unknown): missing = []
        case .change(.keys(let named)): missing.subtract(named.map(StorageKey.canonical))
        case .timedOut(step):
          throw Stop(
            message: "changes() announced nothing naming \(quoted(missing)) (or .unknown) "
              + "within \(announcementTimeout) of \(operation).")
        case .timedOut: continue  // an earlier step's timer, cancelled too late
        case .finished, nil:
          throw Stop(
            message: "changes() finished before announcing \(operation); a storage that does "
              + "not implement changes() announces nothing, so bound properties never see "
              + "writes made elsewhere.")
        }
      }
    }
  }

  private static func quoted(_ keys: Set<String>) -> String {
    keys.sorted().map(StorageCoding.quoted).joined(separator: ", ")
  }
}
