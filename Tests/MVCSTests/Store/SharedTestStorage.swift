import Foundation
import MVCS

/// The error a `SharedTestStorage` throws for a write it was told to fail.
struct RefusedWrite: Error, CustomStringConvertible {
  var description: String { "The test storage refuses writes of this key." }
}

/// A storage for the shared-state tests: values kept as JSON in memory, read synchronously,
/// every write, removal and batch announced through `changes()`; writes can be failed by key,
/// writes and reads held until released, and the JSON of each write is kept.
final class SharedTestStorage: SynchronousStorage, Sendable {
  private struct State {
    var values: [String: Data] = [:]
    var writes: [(key: String, json: String)] = []
    var failing: Set<String> = []
    var isHolding = false
    var isHoldingReads = false
    var heldReads: [CheckedContinuation<Void, Never>] = []
    var readHoldWaiters: [CheckedContinuation<Void, Never>] = []
    var held: [CheckedContinuation<Void, Never>] = []
    var holdWaiters: [CheckedContinuation<Void, Never>] = []
    var subscribers: [Int: AsyncStream<StorageChange>.Continuation] = [:]
    var nextSubscriber = 0
    var endWaiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Locked(State())
  /// Whether writes are announced; `false` makes a storage as silent as the protocol default.
  private let isAnnouncing: Bool

  init(announcing: Bool = true) {
    isAnnouncing = announcing
  }

  // MARK: Storage

  func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) async throws
    -> Value?
  {
    let value = try readSynchronously(type, forKey: key)
    await holdReadIfAsked()
    return value
  }

  func readSynchronously<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String)
    throws -> Value?
  {
    guard let data = state.withLock({ $0.values[key] }) else { return nil }
    return try JSONDecoder().decode(type, from: data)
  }

  func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(value)
    await holdIfAsked()
    try state.withLock { state in
      guard !state.failing.contains(key) else { throw RefusedWrite() }
      state.values[key] = data
      state.writes.append((key, String(decoding: data, as: UTF8.self)))
    }
    announce([key])
  }

  func remove(forKey key: String) async throws {
    state.withLock { _ = $0.values.removeValue(forKey: key) }
    announce([key])
  }

  func changes() -> AsyncStream<StorageChange> {
    guard isAnnouncing else { return AsyncStream { $0.finish() } }
    let (stream, continuation) = AsyncStream<StorageChange>.makeStream()
    let id = state.withLock { state in
      state.nextSubscriber += 1
      state.subscribers[state.nextSubscriber] = continuation
      return state.nextSubscriber
    }
    continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
    return stream
  }

  // MARK: Test controls

  /// Stores JSON under a key without announcing it, as a value stored before the app ran.
  func preload(json: String, forKey key: String) {
    state.withLock { $0.values[key] = Data(json.utf8) }
  }

  /// Announces that something changed without saying what, as a database does for another
  /// connection's commit.
  func announceUnknownChange() {
    let subscribers = state.withLock { Array($0.subscribers.values) }
    for subscriber in subscribers { subscriber.yield(.unknown) }
  }

  /// The stored JSON under a key.
  func json(forKey key: String) -> String? {
    state.withLock { $0.values[key].map { String(decoding: $0, as: UTF8.self) } }
  }

  /// The JSON of every write of a key, in order.
  func writes(ofKey key: String) -> [String] {
    state.withLock { $0.writes.filter { $0.key == key }.map(\.json) }
  }

  /// Makes writes of a key throw `RefusedWrite`, or succeed again.
  func failWrites(forKey key: String, _ isFailing: Bool = true) {
    state.withLock { state in
      if isFailing { state.failing.insert(key) } else { state.failing.remove(key) }
    }
  }

  /// Makes each write wait, before it stores anything, until `releaseWrites()`.
  func holdWrites() {
    state.withLock { $0.isHolding = true }
  }

  /// Returns once a write is waiting because of `holdWrites()`.
  func waitUntilAWriteIsHeld() async {
    await withCheckedContinuation { continuation in
      let isHeld = state.withLock { state in
        if !state.held.isEmpty { return true }
        state.holdWaiters.append(continuation)
        return false
      }
      if isHeld { continuation.resume() }
    }
  }

  /// Lets every held write go on, and stops holding.
  func releaseWrites() {
    let held = state.withLock { state in
      state.isHolding = false
      defer { state.held = [] }
      return state.held
    }
    for write in held { write.resume() }
  }

  /// Makes each asynchronous read wait, after it read the value, until `releaseReads()`: a
  /// read that returns an older value than the storage then holds.
  func holdReads() {
    state.withLock { $0.isHoldingReads = true }
  }

  /// Returns once a read is waiting because of `holdReads()`.
  func waitUntilAReadIsHeld() async {
    await withCheckedContinuation { continuation in
      let isHeld = state.withLock { state in
        if !state.heldReads.isEmpty { return true }
        state.readHoldWaiters.append(continuation)
        return false
      }
      if isHeld { continuation.resume() }
    }
  }

  /// Lets every held read go on, and stops holding.
  func releaseReads() {
    let held = state.withLock { state in
      state.isHoldingReads = false
      defer { state.heldReads = [] }
      return state.heldReads
    }
    for read in held { read.resume() }
  }

  /// How many consumers of `changes()` are subscribed.
  var subscriberCount: Int { state.withLock { $0.subscribers.count } }

  /// Returns once nobody consumes `changes()`.
  func waitUntilUnsubscribed() async {
    await withCheckedContinuation { continuation in
      let isDone = state.withLock { state in
        if state.subscribers.isEmpty { return true }
        state.endWaiters.append(continuation)
        return false
      }
      if isDone { continuation.resume() }
    }
  }

  // MARK: Helpers

  private func holdIfAsked() async {
    await withCheckedContinuation { continuation in
      let waiters: [CheckedContinuation<Void, Never>]? = state.withLock { state in
        guard state.isHolding else { return nil }
        state.held.append(continuation)
        defer { state.holdWaiters = [] }
        return state.holdWaiters
      }
      guard let waiters else { return continuation.resume() }
      for waiter in waiters { waiter.resume() }
    }
  }

  private func holdReadIfAsked() async {
    await withCheckedContinuation { continuation in
      let waiters: [CheckedContinuation<Void, Never>]? = state.withLock { state in
        guard state.isHoldingReads else { return nil }
        state.heldReads.append(continuation)
        defer { state.readHoldWaiters = [] }
        return state.readHoldWaiters
      }
      guard let waiters else { return continuation.resume() }
      for waiter in waiters { waiter.resume() }
    }
  }

  private func announce(_ keys: Set<String>) {
    guard isAnnouncing else { return }
    let subscribers = state.withLock { Array($0.subscribers.values) }
    for subscriber in subscribers { subscriber.yield(.keys(keys)) }
  }

  private func unsubscribe(_ id: Int) {
    let waiters = state.withLock { state in
      state.subscribers[id] = nil
      guard state.subscribers.isEmpty else { return [CheckedContinuation<Void, Never>]() }
      defer { state.endWaiters = [] }
      return state.endWaiters
    }
    for waiter in waiters { waiter.resume() }
  }
}

/// A storage that reads only asynchronously, as a third-party backend may: bound properties
/// load after `bind` returns.
actor AsyncOnlyStorage: Storage {
  private let base = SharedTestStorage(announcing: false)

  func preload(json: String, forKey key: String) { base.preload(json: json, forKey: key) }

  func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) async throws
    -> Value?
  {
    try await base.read(type, forKey: key)
  }

  func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws {
    try await base.write(value, forKey: key)
  }

  func remove(forKey key: String) async throws { try await base.remove(forKey: key) }
}
