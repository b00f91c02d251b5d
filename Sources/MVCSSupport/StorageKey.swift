import Foundation

/// How storages compare, order and match keys: canonically composed, by UTF-8 bytes.
package enum StorageKey {
  /// The key canonically composed, so that "é" and "e\u{301}" are one key, as Swift strings
  /// compare.
  package static func canonical(_ key: String) -> String {
    // ASCII is already composed; skipping Foundation's normalization saves most of the cost.
    key.utf8.allSatisfy { $0 < 0x80 } ? key : key.precomposedStringWithCanonicalMapping
  }

  /// Whether the canonical key starts with the canonical prefix, compared by UTF-8 bytes (so by
  /// Unicode scalars, not by grapheme clusters: "é" does not start with "e").
  package static func hasPrefix(_ canonicalKey: String, _ canonicalPrefix: String) -> Bool {
    canonicalKey.utf8.starts(with: canonicalPrefix.utf8)
  }

  /// Whether `left` sorts before `right` by UTF-8 bytes, the order `keys(prefix:)` returns.
  package static func precedes(_ left: String, _ right: String) -> Bool {
    left.utf8.lexicographicallyPrecedes(right.utf8)
  }

  /// The smallest byte string above every string that starts with `canonicalPrefix`: the prefix
  /// with its last byte incremented, or the single byte 0xFF (above all UTF-8) for "".
  ///
  /// UTF-8 never holds 0xF5…0xFF, so the increment never carries. The result need not be valid
  /// UTF-8; it is only compared bytewise, as SQLite's BINARY collation does.
  package static func upperBound(_ canonicalPrefix: String) -> [UInt8] {
    var bytes = Array(canonicalPrefix.utf8)
    guard let last = bytes.popLast() else { return [0xFF] }
    return bytes + [last + 1]
  }
}
