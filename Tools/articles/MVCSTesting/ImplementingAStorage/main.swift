// swift-format-ignore-file
// Generated from Sources/MVCSTesting/Documentation.docc/ImplementingAStorage.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCSTesting/Documentation.docc/ImplementingAStorage.md", line: 58)
import Foundation
import MVCS

actor JSONStorage: Storage {
  private var values: [String: Data] = [:]

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
  }

  func remove(forKey key: String) async throws {
    guard !key.isEmpty else { throw StorageError.invalidKey(key) }
    values[key] = nil
  }

  func keys(prefix: String) async throws -> [String] {
    // Canonically composed keys, matched and sorted by their UTF-8 bytes.
    let prefix = prefix.precomposedStringWithCanonicalMapping
    return values.keys.map(\.precomposedStringWithCanonicalMapping)
      .filter { $0.utf8.starts(with: prefix.utf8) }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSTesting/Documentation.docc/ImplementingAStorage.md", line: 122)
import MVCSTesting
import Testing

@Test func jsonStorageKeepsTheStorageContract() async {
  await StorageConformance.check { JSONStorage() }
}
#sourceLocation()

