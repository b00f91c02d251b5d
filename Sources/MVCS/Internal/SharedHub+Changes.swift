import Foundation

// MARK: - Changes announced by storages

extension SharedHub {
  /// Consumes the storage's change stream while a binding of it lives: announced keys are
  /// collected and read on the main actor.
  func follow(_ home: HubStorage) {
    let changes: AsyncStream<StorageChange>
    if let fed = home.storage as? any FeedBackedStorage {
      (changes, home.handed, home.consumer) = fed.changeFeed.countedStream()
    } else {
      (changes, home.handed, home.consumer) = (home.storage.changes(), nil, nil)
    }
    home.consumed = 0
    home.isFollowing = true
    home.followCount += 1
    let count = home.followCount
    home.changeTask = Task { [weak self] in
      // A task cancelled when its last binding ended may end after a new binding started
      // following again; only the newest one says the stream ended.
      defer { if home.followCount == count { home.isFollowing = false } }
      for await change in changes {
        guard let self, home.followCount == count else { break }
        home.consumed += 1
        switch change {
        case .keys(let keys):
          for key in keys where home.entries[key] != nil {
            home.pendingKeys.insert(key)
          }
        case .unknown:
          home.needsFullRead = true
        }
        scheduleDrain(home)
        home.resumeWaitersIfIdle()
      }
    }
  }

  /// Starts reading the announced keys of a storage, unless that runs already or every one of
  /// them is being written (its write's end starts it then).
  func scheduleDrain(_ home: HubStorage) {
    guard hasReadyKeys(home) else { return }
    home.isDraining = true
    Task { await drain(home) }
  }

  /// Reads the announced keys of a storage in the current task, unless that runs already: the
  /// writer does it after its last write, saving a task.
  func drainNow(_ home: HubStorage) async {
    guard hasReadyKeys(home) else { return }
    home.isDraining = true
    await drain(home)
  }

  /// Whether a key is announced and not being written, and no task reads them yet.
  private func hasReadyKeys(_ home: HubStorage) -> Bool {
    guard !home.isDraining else { return false }
    if home.needsFullRead {
      home.needsFullRead = false
      home.pendingKeys.formUnion(home.entries.keys)
    }
    return home.pendingKeys.contains { !home.isWriting($0) }
  }

  /// Reads each announced key once and delivers its value where it differs from the current
  /// one. A key being written is left until its write ends: the write decides its value, and a
  /// change announced meanwhile is read after it.
  private func drain(_ home: HubStorage) async {
    while true {
      if home.needsFullRead {
        home.needsFullRead = false
        home.pendingKeys.formUnion(home.entries.keys)
      }
      let ready = home.pendingKeys.filter { !home.isWriting($0) }
      guard !ready.isEmpty else { break }
      home.pendingKeys.subtract(ready)
      for key in ready.sorted() {
        await read(key, in: home)
      }
    }
    home.isDraining = false
    forgetIfDone(home)
  }

  /// Reads one key and delivers it to the key's bindings if it differs from their value.
  private func read(_ key: String, in home: HubStorage) async {
    guard let entry = home.entries[key], let reader = entry.liveBindings.first else { return }
    let generation = entry.generation
    let read: StoredRead
    do {
      read = try await reader.readStored(from: home.storage)
    } catch {
      guard entry.generation == generation else {
        home.pendingKeys.insert(key)
        return
      }
      readFailed(error, binding: reader)
      return
    }
    // A write queued meanwhile decides the value; its announcement is read after it.
    guard entry.generation == generation else {
      home.pendingKeys.insert(key)
      return
    }
    entry.refusal = nil
    if entry.current?.json != read.value.json { entry.deliver(read.value) }
    if let writeBackError = read.writeBackError {
      let failure = StorageFailure(
        operation: .migrate, storage: reader.storageName, key: reader.key,
        message: "\(writeBackError)")
      if entry.status != .failed(failure) {
        entry.show(.failed(failure))
        report(.sharedMigrationWriteFailed(failure), to: reader.diagnostics)
      }
      return
    }
    switch entry.status {
    case .loading: entry.show(.current)
    case .failed(let failure) where failure.operation != .write: entry.show(.current)
    case .current, .failed: break
    }
  }
}
