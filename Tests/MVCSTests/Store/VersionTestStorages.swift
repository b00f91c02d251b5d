import Foundation
import MVCS

/// The version a value is stored at, read back through any storage.
struct StoredEnvelope: Codable, Sendable {
  let version: Int
  enum CodingKeys: String, CodingKey { case version = "mvcs-version" }
}

/// A real storage that lets another writer act right after each read, as a second reader or
/// process would between two reads of one `storage.read(key)`.
actor InterferingStorage: Storage {
  private let base: InMemoryStorage
  private let afterRead: @Sendable (InMemoryStorage, Int) async throws -> Void
  private(set) var reads = 0
  private(set) var writes = 0

  init(
    _ base: InMemoryStorage,
    afterRead: @escaping @Sendable (_ base: InMemoryStorage, _ reads: Int) async throws -> Void
  ) {
    self.base = base
    self.afterRead = afterRead
  }

  func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) async throws
    -> Value?
  {
    let value = try await base.read(type, forKey: key)
    reads += 1
    try await afterRead(base, reads)
    return value
  }

  func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws {
    writes += 1
    try await base.write(value, forKey: key)
  }

  func remove(forKey key: String) async throws { try await base.remove(forKey: key) }
}

/// A real storage that also keeps the JSON of every write, to count write-backs.
actor WriteRecordingStorage: Storage {
  struct Write: Equatable {
    let key: String
    let json: String
  }

  private let base: any Storage
  private(set) var writes: [Write] = []

  init(_ base: any Storage) { self.base = base }

  func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) async throws
    -> Value?
  {
    try await base.read(type, forKey: key)
  }

  func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws {
    try await base.write(value, forKey: key)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    writes.append(Write(key: key, json: String(decoding: try encoder.encode(value), as: UTF8.self)))
  }

  func remove(forKey key: String) async throws {
    try await base.remove(forKey: key)
  }
}
