import Foundation
import MVCSSupport

// MARK: - Writes of bound properties

extension SharedHub {
  /// Handles a write of a bound property: encodes it once, makes it the key's current value,
  /// queues it for the storage and delivers it to the key's other bindings before returning.
  ///
  /// A value equal to the current one (by its JSON, so values that are not `Equatable` work)
  /// changes nothing. On a read-only key, or for a value that cannot be encoded, the property is
  /// put back and a diagnostic says why.
  func write<P, Value>(_ value: Value, from binding: BoundProperty<P, Value>) {
    let entry = binding.entry
    let home = binding.home
    let key = binding.sharedKey
    // The writer's diagnostics go where the code that wrote reports.
    let diagnostics = Diagnostics.handler ?? binding.diagnostics
    if let refusal = entry.refusal {
      binding.restore(entry.current)
      report(
        .sharedWriteRefused(storage: key.storage, key: key.key, refusal: refusal), to: diagnostics)
      return
    }
    let current: HubValue
    do {
      current = try binding.encoded(value)
    } catch {
      binding.restore(entry.current)
      let failure = StorageFailure(
        operation: .write, storage: key.storage, key: key.key, message: "\(error)")
      entry.show(.failed(failure))
      report(.sharedWriteFailed(failure, readBackError: nil), to: diagnostics)
      return
    }
    if let previous = entry.current, previous.json == current.json { return }
    // Queued before it is delivered: a binding whose observer writes the key again in turn
    // then replaces this write in the queue rather than being overwritten by it.
    enqueue(
      QueuedWrite(
        reason: .write, storageName: key.storage, key: key.key,
        diagnostics: diagnostics,
        perform: { storage in try await storage.write(value, for: key) }),
      forKey: entry.key, in: home)
    entry.deliver(current, except: binding)
  }

  /// Queues a write of a key; a write of the key that has not started yet is replaced in place.
  func enqueue(_ write: QueuedWrite, forKey key: String, in home: HubStorage) {
    home.entries[key]?.generation += 1
    if home.queued.updateValue(write, forKey: key) == nil { home.queue.append(key) }
    guard !home.isWriting else { return }
    home.isWriting = true
    Task { await runWriter(of: home) }
  }

  /// Writes the queue of a storage in order until it is empty.
  private func runWriter(of home: HubStorage) async {
    while !home.queue.isEmpty {
      let key = home.queue.removeFirst()
      guard let write = home.queued.removeValue(forKey: key) else { continue }
      home.inFlight = key
      do {
        // The hub's own stream is not told of its own write: the bound value is the one
        // written. A change of another holder announced meanwhile is read after the write.
        try await StorageChangeFeed.withoutAnnouncing(to: home.consumer) {
          try await write.perform(home.storage)
        }
        home.inFlight = nil
        if let entry = home.entries[key], entry.status != .current, !home.isWriting(key) {
          entry.show(.current)
        }
      } catch {
        home.inFlight = nil
        await writeFailed(write, forKey: key, error: error, in: home)
      }
    }
    home.isWriting = false
    // Keys announced while they were being written were left for now; read them.
    await drainNow(home)
    forgetIfDone(home)
  }

  /// Puts the stored value back in every binding of a key whose write failed, sets their
  /// status and reports it, once no later write of the key is queued.
  private func writeFailed(
    _ write: QueuedWrite, forKey key: String, error: any Error, in home: HubStorage
  ) async {
    let entry = home.entries[key]
    if write.reason == .migrate {
      let failure = StorageFailure(
        operation: .migrate, storage: write.storageName, key: write.key, message: "\(error)")
      entry?.show(.failed(failure))
      report(.sharedMigrationWriteFailed(failure), to: write.diagnostics)
      return
    }
    // A later write decides what is stored.
    if home.queued[key] != nil { return }
    var readBackError: (any Error)?
    if let entry, let reader = entry.liveBindings.first {
      let generation = entry.generation
      do {
        let read = try await reader.readStored(from: home.storage)
        if entry.generation == generation, entry.current?.json != read.value.json {
          entry.deliver(read.value)
        }
      } catch {
        readBackError = error
      }
    }
    var message = "\(error)"
    if let readBackError { message += "; reading it back failed too: \(readBackError)" }
    let failure = StorageFailure(
      operation: .write, storage: write.storageName, key: write.key, message: message)
    if let entry, !home.isWriting(key) {
      entry.show(.failed(failure))
    }
    report(.sharedWriteFailed(failure, readBackError: readBackError), to: write.diagnostics)
  }

  func report(_ diagnostic: Diagnostic, to handler: DiagnosticHandler?) {
    Diagnostics.$handler.withValue(handler) { Diagnostics.report(diagnostic) }
  }
}
