public import Foundation
import MVCSSupport

/// Writes and removals that a ``Storage`` applies all together or not at all.
///
/// Build a batch, then hand it to ``Storage/write(_:)``. Each value is encoded as it is added,
/// so a value that cannot be encoded is an error at that line and the storage is never asked to
/// apply half a batch; each key is checked as it is added too.
///
/// ```swift
/// var batch = StorageBatch()
/// try batch.write(favorites, forKey: "favorites")
/// try batch.write(Date.now, forKey: "favorites.updated")
/// try batch.remove(forKey: "starred/p1")
/// try await storage.write(batch)  // all three, or none
/// ```
///
/// A later operation on a key replaces an earlier one on the same key (keys compare as Swift
/// strings do, so "é" and "e\u{301}" are one key); an empty batch changes nothing.
///
/// Implementers of ``Storage`` read ``operations``, each holding the key as it was given and,
/// for a write, the value's JSON, encoded the way every built-in storage keeps it.
public struct StorageBatch: Sendable, Equatable {
  /// One change in a batch.
  public enum Operation: Sendable, Equatable {
    /// Store `json`, the encoded value, under `key`.
    case write(key: String, json: Data)
    /// Remove the value under `key`, if there is one.
    case remove(key: String)

    /// The key the operation changes.
    public var key: String {
      switch self {
      case .write(let key, _), .remove(let key): key
      }
    }
  }

  /// The operations, in the order they were first added; at most one per key.
  public private(set) var operations: [Operation] = []
  /// Where each key's operation is in `operations`; `String` hashes canonically equivalent
  /// spellings alike, so "é" and "e\u{301}" find one entry.
  private var positions: [String: Int] = [:]

  /// Creates an empty batch.
  public init() {}

  /// Creates a batch of operations as given, unchecked and not merged, so that a conformance
  /// check can hand a storage an operation that ``write(_:forKey:)`` would refuse.
  package init(unchecked operations: [Operation]) {
    self.operations = operations
  }

  /// Whether the batch has no operations.
  public var isEmpty: Bool { operations.isEmpty }

  /// Adds a write of a value under a key, replacing any earlier operation on that key.
  ///
  /// The value is encoded now, so later changes to it do not change the batch.
  ///
  /// ```swift
  /// try batch.write(["p1", "p2"], forKey: "favorites")
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - key: The non-empty name of the value.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key, or
  ///   ``StorageError/encodingFailed(key:type:reason:)``; the batch is unchanged in both cases.
  public mutating func write<Value: Codable & Sendable>(_ value: Value, forKey key: String)
    throws(StorageError)
  {
    guard !key.isEmpty else { throw .invalidKey(key) }
    add(.write(key: key, json: try StorageCoding.encode(value, forKey: key)))
  }

  /// Adds a removal of the value under a key, replacing any earlier operation on that key.
  ///
  /// ```swift
  /// try batch.remove(forKey: "starred/p1")
  /// ```
  ///
  /// - Parameter key: The non-empty name of the value.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key; the batch is unchanged.
  public mutating func remove(forKey key: String) throws(StorageError) {
    guard !key.isEmpty else { throw .invalidKey(key) }
    add(.remove(key: key))
  }

  private mutating func add(_ operation: Operation) {
    // One hash of the key: the defaulted subscript stores `next` for a new key in the same
    // lookup that finds an existing one.
    let next = operations.count
    let position = Self.value(of: &positions[operation.key, default: next])
    if position == next {
      operations.append(operation)
    } else {
      operations[position] = operation
    }
  }

  private static func value(of slot: inout Int) -> Int { slot }

  /// Batches are equal when they hold the same operations in the same order.
  public static func == (left: StorageBatch, right: StorageBatch) -> Bool {
    left.operations == right.operations
  }
}
