import Foundation
import MVCS
import Testing

@testable import MVCSTesting

/// The sample backend of the "Implementing a storage" article, as the article shows it.
struct ArticleSampleStorageTests {
  @Test func sampleFailsOnlyTheChecksOfExactErrorWording() async {
    let found = await StorageConformance.failures { JSONStorage() }
    #expect(
      Set(found.map(\.check)) == [.wrongTypeReadIsTypeMismatch, .failedEncodeKeepsOldValue])
  }
}

// Copied from ImplementingAStorage.md; keep the two in step.
/// The streams `changes()` handed out; `@unchecked Sendable` as `lock` guards `consumers`.
final class ChangeConsumers: @unchecked Sendable {
  private let lock = NSLock()
  private var consumers: [UUID: AsyncStream<StorageChange>.Continuation] = [:]

  func stream() -> AsyncStream<StorageChange> {
    let (stream, continuation) = AsyncStream<StorageChange>.makeStream()
    let id = UUID()
    lock.withLock { consumers[id] = continuation }
    // A consumer that stops is let go.
    continuation.onTermination = { [weak self] _ in self?.drop(id) }
    return stream
  }

  func announce(_ key: String) {
    let change = StorageChange.keys([key.precomposedStringWithCanonicalMapping])
    lock.withLock { for consumer in consumers.values { consumer.yield(change) } }
  }

  private func drop(_ id: UUID) {
    lock.withLock { consumers[id] = nil }
  }
}

actor JSONStorage: Storage {
  private var values: [String: Data] = [:]
  private let consumers = ChangeConsumers()

  func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) async throws
    -> Value?
  {
    guard !key.isEmpty else { throw StorageError.invalidKey(key) }
    guard let data = values[key] else { return nil }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      // Name the type, never the stored value: it may be a token, and errors reach logs.
      throw StorageError.typeMismatch(
        key: key, requested: String(reflecting: Value.self),
        reason: "it does not decode as \(Value.self)")
    }
  }

  func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws {
    guard !key.isEmpty else { throw StorageError.invalidKey(key) }
    let data: Data
    do {
      data = try JSONEncoder().encode(value)  // before touching the stored value
    } catch {
      throw StorageError.encodingFailed(
        key: key, type: String(reflecting: Value.self), reason: "\(error)")
    }
    values[key] = data
    consumers.announce(key)
  }

  func remove(forKey key: String) async throws {
    guard !key.isEmpty else { throw StorageError.invalidKey(key) }
    values[key] = nil
    consumers.announce(key)
  }

  // Batches and removeAll(prefix:) use the defaults, which announce through write and remove.
  nonisolated func changes() -> AsyncStream<StorageChange> {
    consumers.stream()
  }

  func keys(prefix: String) async throws -> [String] {
    // Canonically composed keys, matched and sorted by their UTF-8 bytes.
    let prefix = prefix.precomposedStringWithCanonicalMapping
    return values.keys.map(\.precomposedStringWithCanonicalMapping)
      .filter { $0.utf8.starts(with: prefix.utf8) }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
