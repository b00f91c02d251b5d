import Foundation
import MVCSSupport

// MARK: - Listing keys

extension FileStorage {
  /// The keys that hold a value and start with a prefix, canonically composed and sorted by
  /// their UTF-8 bytes, read back from the file names in the folder.
  ///
  /// A file name spells its key (see ``fileName(forKey:)``), except a hashed name for a key over
  /// 200 characters, whose key is read from the `~<SHA-256>.key` file written beside it. A long
  /// key written by a version of MVCS before listing existed has no such file and is not listed
  /// until it is written again. Files the storage did not write are ignored.
  ///
  /// ```swift
  /// let starred = try await storage.keys(prefix: "starred/")
  /// ```
  ///
  /// - Parameter prefix: The start every listed key has, compared by Unicode scalars; `""` for
  ///   all keys.
  /// - Returns: The matching keys, sorted; none when the folder does not exist yet.
  /// - Throws: ``FileStorageError`` when the folder or a key file cannot be read.
  public func keys(prefix: String) async throws -> [String] {
    let (folder, canonical) = (folder, StorageKey.canonical(prefix))
    return try await run { try Self.keys(in: folder, prefix: canonical, asGiven: prefix) }
  }

  /// The file beside a hashed name that holds its key, or `nil` for a name that spells its key.
  static func sidecar(of file: URL) -> URL? {
    let name = file.lastPathComponent
    guard name.hasPrefix("~") else { return nil }
    return file.deletingLastPathComponent().appending(
      path: name.dropLast(".json".count) + ".key", directoryHint: .notDirectory)
  }

  private static func keys(in folder: URL, prefix: String, asGiven: String)
    throws(FileStorageError) -> [String]
  {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      if !FileManager.default.fileExists(atPath: folder.path) { return [] }
      throw FileStorageError(
        operation: .read, key: asGiven, path: folder.path, reason: error.localizedDescription)
    }
    var keys: [String] = []
    for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") {
      let file = folder.appending(path: name, directoryHint: .notDirectory)
      let key: String
      if let sidecar = sidecar(of: file) {
        guard let data = try FileStorageIO.contents(of: sidecar, key: asGiven) else { continue }
        key = String(decoding: data, as: UTF8.self)
      } else {
        guard let spelled = spelledKey(String(name.dropLast(".json".count))) else { continue }
        key = spelled
      }
      // A name the mapping would not make for this key is not the storage's file.
      guard !key.isEmpty, fileName(forKey: key) == name, StorageKey.hasPrefix(key, prefix)
      else { continue }
      keys.append(key)
    }
    return keys.sorted(by: StorageKey.precedes)
  }

  /// The key a file name spells: `%` and two hex digits are a byte, other characters stand for
  /// themselves; `nil` when the name is not valid UTF-8 once decoded.
  static func spelledKey(_ name: String) -> String? {
    var bytes: [UInt8] = []
    var iterator = name.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
