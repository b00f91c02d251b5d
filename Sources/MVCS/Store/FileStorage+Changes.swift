import Foundation
import MVCSSupport

// MARK: - Announcing changes

extension FileStorage {
  /// The keys changed in the folder, by this storage at once and by anyone else as the system
  /// reports it.
  ///
  /// Each write, removal and batch of this instance is announced with its keys as soon as it is
  /// on disk. While at least one stream is consumed, the storage also watches its folder,
  /// without polling: on Linux through inotify, on Apple platforms through a dispatch file
  /// system source and a comparison of the file names with their sizes and dates. A value
  /// written or removed by another process, or by another `FileStorage` on the same folder, is
  /// announced a few milliseconds after its file is renamed or removed (the system's event
  /// delivery is the only wait). The file name gives back the key; a key over 200 characters
  /// is read from its `.key` file, and when that is already gone (another process removed it)
  /// the change is ``StorageChange/unknown``, as is anything after the system dropped events.
  /// This instance's own operations may be announced twice, once directly and once by the
  /// watcher; reading the key again finds the same value.
  ///
  /// Watching starts when the first stream is created, creating the folder if it is missing,
  /// and stops when the last consumer stops or the storage is released. A folder removed while
  /// watched is announced as ``StorageChange/unknown`` and no longer watched.
  ///
  /// ```swift
  /// for await change in storage.changes() {
  ///   if case .keys(let keys) = change, keys.contains("favorites") { reload() }
  /// }
  /// ```
  ///
  /// - Returns: A new stream of the changes made from now on.
  public func changes() -> AsyncStream<StorageChange> {
    feed.stream()
  }

  package var changeFeed: StorageChangeFeed { feed }

  /// What a report of changed file names means in keys: `nil` when no name is a value's file.
  ///
  /// Temporaries, the journal and the lock start with a dot and are skipped, as are `.key`
  /// files (the value's own file changes with them) and names the storage never makes.
  static func change(forNames names: Set<String>?, in folder: URL) -> StorageChange? {
    guard let names else { return .unknown }
    var keys: Set<String> = []
    for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") {
      let file = folder.appending(path: name, directoryHint: .notDirectory)
      let key: String?
      if let sidecar = sidecar(of: file) {
        // Gone with its value: the key cannot be known any more.
        guard let data = try? FileStorageIO.contents(of: sidecar, key: name) else {
          return .unknown
        }
        key = String(decoding: data, as: UTF8.self)
      } else {
        key = spelledKey(String(name.dropLast(".json".count)))
      }
      guard let key, !key.isEmpty, fileName(forKey: key) == name else { continue }
      keys.insert(StorageKey.canonical(key))
    }
    return keys.isEmpty ? nil : .keys(keys)
  }
}

extension FileStorage: FeedBackedStorage {}
