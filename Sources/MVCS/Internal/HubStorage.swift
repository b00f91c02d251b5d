/// One storage in the shared hub: its bound keys, its queue of writes, and the changes it
/// announced that the bound properties have not seen yet.
///
/// It stays in the hub while a binding of it lives or work for it is pending, so that writes
/// queued by a scene that ended still reach the storage in order before a new scene binds.
@MainActor
final class HubStorage {
  let storage: any Storage
  /// What identifies the storage (the instance of a class or actor, otherwise the mediator's
  /// record of it), kept alive so that its identifier is not reused while the entry exists.
  let identity: AnyObject
  /// The bound keys, by canonical key.
  var entries: [String: HubEntry] = [:]
  /// The mediators whose scenes bound to the storage, and their parents, for
  /// `Mediator.waitUntilStored()`.
  var mediators: Set<ObjectIdentifier> = []

  // MARK: Writes

  /// The keys waiting to be written, oldest first; each appears once.
  var queue: [String] = []
  /// The latest write of each waiting key.
  var queued: [String: QueuedWrite] = [:]
  /// The key being written now.
  var inFlight: String?
  /// Whether the writer task runs.
  var isWriting = false

  // MARK: Changes

  /// Consumes ``Storage/changes()`` while a binding lives.
  var changeTask: Task<Void, Never>?
  /// Whether the change stream may still announce changes; a storage that announces nothing
  /// returns a stream that finishes at once.
  var isFollowing = false
  /// How many change streams were started, to tell the newest from one that ends late.
  var followCount = 0
  /// Keys announced but not read yet.
  var pendingKeys: Set<String> = []
  /// Whether the storage announced a change without saying which keys.
  var needsFullRead = false
  /// Whether the task that reads announced keys runs.
  var isDraining = false
  /// For a ``FeedBackedStorage``: how many changes its feed has handed the hub's stream.
  var handed: (@Sendable () -> Int)?
  /// How many changes the hub took from that stream.
  var consumed = 0
  /// For a ``FeedBackedStorage``: the hub's stream, which the hub's own writes do not announce
  /// to (it knows their values already).
  var consumer: StorageChangeFeed.Consumer?

  /// Whether the storage's feed handed the hub a change it has not taken yet.
  var hasChangesOnTheWay: Bool {
    guard isFollowing, let handed else { return false }
    return handed() > consumed
  }

  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  init(storage: any Storage, identity: AnyObject) {
    self.storage = storage
    self.identity = identity
  }

  /// Whether a write of the key waits or runs.
  func isWriting(_ key: String) -> Bool {
    inFlight == key || queued[key] != nil
  }

  /// Whether nothing is queued, written, announced or read.
  var isIdle: Bool {
    !isWriting && queue.isEmpty && !isDraining && pendingKeys.isEmpty && !needsFullRead
      && !hasChangesOnTheWay
  }

  /// Whether any binding of the storage lives.
  var hasLiveBindings: Bool {
    entries.values.contains { !$0.liveBindings.isEmpty }
  }

  /// Returns once the storage is idle.
  func waitUntilIdle() async {
    guard !isIdle else { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  /// Resumes the tasks waiting for the storage to be idle, if it is.
  func resumeWaitersIfIdle() {
    guard isIdle, !idleWaiters.isEmpty else { return }
    let waiters = idleWaiters
    idleWaiters = []
    for waiter in waiters { waiter.resume() }
  }
}
