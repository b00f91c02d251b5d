import Foundation
import MVCSSupport

/// Keeps every bound pipeline property of the process in agreement with its storage and with
/// each other.
///
/// One hub per process, on the main actor. It holds, per storage identity (the instance of a
/// class or actor storage, otherwise the mediator's record of it) and canonical key, the last
/// value the bindings agree on and the live bindings, weakly and in binding order:
///
/// - A write of a bound property is encoded once, becomes the current value, is queued for
///   the storage and delivered at once to the other bindings of the key, as nested writes
///   (`SharedHub+Writing.swift`).
/// - One writer task per storage writes the queue in order; a key written again before its
///   write started is written once. A failed write puts the stored value back in every binding
///   and sets their status.
/// - While a binding of a storage lives, the hub follows ``Storage/changes()``, reads each
///   announced key once and delivers it where it differs (`SharedHub+Changes.swift`).
@MainActor
final class SharedHub {
  /// The hub of the process.
  static let shared = SharedHub()

  /// The storages with live bindings or pending work, by identity.
  private(set) var homes: [ObjectIdentifier: HubStorage] = [:]

  private init() {}

  // MARK: - Binding

  /// Binds a property: sets it to the stored value (or the default, or a value on the way) and
  /// starts following it. See ``SceneEnvironment/bind(_:of:to:status:)``.
  func bind<P: Pipeline, Value: Codable & Sendable>(
    _ keyPath: ReferenceWritableKeyPath<P, Value>, of pipeline: P, to key: SharedKey<Value>,
    status: ReferenceWritableKeyPath<P, StorageStatus>?, storage: any Storage,
    identity: AnyObject, mediator: Mediator
  ) -> SharedBinding {
    // Bindings of pipelines released outside a scene end here at the latest.
    bindingsMayHaveEnded()
    let home = home(for: storage, identity: identity)
    var ancestor: Mediator? = mediator
    while let next = ancestor {
      home.mediators.insert(ObjectIdentifier(next))
      ancestor = next.parent
    }
    let canonical = StorageKey.canonical(key.key)
    let entry = home.entries[canonical] ?? HubEntry(key: canonical)
    home.entries[canonical] = entry
    let binding = BoundProperty(
      keyPath, of: pipeline, key: key, status: status, entry: entry, home: home)
    let (value, status) = initialValue(for: binding)
    binding.setInitial(value, status: status)
    let handle = binding.observe()
    entry.add(binding)
    return handle
  }

  /// The value and status a new binding starts with, from the hub's current value, a
  /// synchronous read, or the default while the value is read.
  private func initialValue<P, Value>(for binding: BoundProperty<P, Value>) -> (
    Value, StorageStatus
  ) {
    let entry = binding.entry
    let home = binding.home
    let key = binding.sharedKey
    // The hub's value is the stored one, or will be once the queued write lands.
    if let current = entry.current,
      home.isWriting(entry.key) || !entry.liveBindings.isEmpty
    {
      if let value = current.value as? Value { return (value, entry.status) }
      do throws(StorageCoding.Failure) {
        return (try StorageCoding.decode(Value.self, from: current.json), entry.status)
      } catch {
        let failure = StorageFailure(
          operation: .read, storage: key.storage, key: key.key,
          message: "the value cannot be read as \(error.type): \(error.reason)")
        binding.report(.sharedValueUndecodable(failure))
        return (key.defaultValue, .failed(failure))
      }
    }
    guard let synchronous = home.storage as? any SynchronousStorage else {
      // Read later; the value arrives as a delivery.
      if entry.liveBindings.isEmpty {
        entry.current = nil
        entry.status = .loading
        home.pendingKeys.insert(entry.key)
        scheduleDrain(home)
      }
      return (key.defaultValue, entry.status)
    }
    do {
      let read = try synchronous.readVersionedSynchronously(key)
      let value = read?.value ?? key.defaultValue
      let current = try binding.encoded(value)
      entry.refusal = nil
      // Bindings still loading take it too.
      entry.deliver(current)
      entry.show(.current)
      if read?.isUpgraded == true {
        enqueue(
          QueuedWrite(
            reason: .migrate, storageName: key.storage, key: key.key,
            diagnostics: binding.diagnostics,
            perform: { storage in try await storage.write(value, for: key) }),
          forKey: entry.key, in: home)
      }
      return (value, .current)
    } catch {
      return (key.defaultValue, readFailed(error, binding: binding))
    }
  }

  /// Records a failed read of a binding's key: the key's status, a diagnostic, and the refusal
  /// that makes the key read-only until a read succeeds.
  ///
  /// - Returns: The failed status.
  @discardableResult
  func readFailed(_ error: any Error, binding: any HubBinding) -> StorageStatus {
    let failure = StorageFailure(
      operation: .read, storage: binding.storageName, key: binding.key, message: "\(error)")
    let entry = binding.entry
    let status = StorageStatus.failed(failure)
    // Whatever the reason (a newer version, a value of another type, a damaged file), a value
    // that cannot be read is not overwritten with one that was never based on it.
    entry.refusal = error
    guard entry.status != status else { return status }
    entry.show(status)
    report(.sharedReadFailed(failure), to: binding.diagnostics)
    return status
  }

  // MARK: - Storages

  /// The hub's record of a storage, made and following its changes when first bound.
  private func home(for storage: any Storage, identity: AnyObject) -> HubStorage {
    let id = ObjectIdentifier(identity)
    let home = homes[id] ?? HubStorage(storage: storage, identity: identity)
    homes[id] = home
    if home.changeTask == nil { follow(home) }
    return home
  }

  /// Ends a binding, as ``SharedBinding/cancel()`` does.
  func end(_ binding: any HubBinding) {
    binding.end()
    bindingsMayHaveEnded()
  }

  /// Forgets ended bindings, stops following storages none is bound to, and forgets storages
  /// with nothing left to do. Called when a scene is torn down or released.
  func bindingsMayHaveEnded() {
    for (id, home) in homes {
      for (key, entry) in home.entries
      where entry.liveBindings.isEmpty && !home.isWriting(key) {
        home.entries[key] = nil
      }
      guard !home.hasLiveBindings else { continue }
      home.changeTask?.cancel()
      home.changeTask = nil
      home.pendingKeys = []
      home.needsFullRead = false
      forgetIfDone(home, id: id)
    }
  }

  /// Forgets a storage that no binding follows and that has no work left.
  func forgetIfDone(_ home: HubStorage, id: ObjectIdentifier? = nil) {
    home.resumeWaitersIfIdle()
    guard home.isIdle, home.changeTask == nil, !home.hasLiveBindings else { return }
    let id = id ?? ObjectIdentifier(home.identity)
    if homes[id] === home { homes[id] = nil }
  }

  // MARK: - Waiting

  /// Returns once every write queued by bindings made through `mediator` (or a mediator whose
  /// parent it is) reached its storage or failed, and every change those storages announced
  /// before the call reached the bound properties.
  func waitUntilStored(for mediator: Mediator) async {
    let id = ObjectIdentifier(mediator)
    // A change announced before the call may still be on its way to the hub: every bound key
    // of an announcing storage is read once, so that it arrives before this returns. Marked
    // first, so that the read joins the one an announcement of the hub's own write asks for
    // (a key being written is read after its write).
    // A storage with a feed says by its count whether a change is on its way (idle waits for
    // it); only the others need the read.
    for home in homes.values
    where home.mediators.contains(id) && home.isFollowing && home.hasLiveBindings
      && home.handed == nil
    {
      home.needsFullRead = true
      scheduleDrain(home)
    }
    // Deliveries may write again, and those writes are waited for too; bounded, so that two
    // observers that keep writing each other cannot hang the caller.
    for _ in 0..<100 {
      let busy = homes.values.filter { $0.mediators.contains(id) && !$0.isIdle }
      if busy.isEmpty { return }
      for home in busy { await home.waitUntilIdle() }
    }
  }
}
