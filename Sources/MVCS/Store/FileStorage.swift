public import Foundation
import MVCSSupport

/// A storage that keeps each value as a JSON file in a folder, written atomically.
///
/// Every write goes to a temporary file in the folder, which is flushed to disk and then renamed
/// over the old file, so a crash or a kill at any moment leaves either the old value or the new
/// one, never a torn file. Keys become safe file names: any non-empty key works, slashes, dots,
/// very long and non-ASCII keys included, and keys differing only in case stay apart even on a
/// case-insensitive disk.
///
/// ```swift
/// let folder = URL.documentsDirectory.appending(path: "Favorites")
/// mediator.register(storage: "Favorites") { FileStorage(folder: folder) }
///
/// // In a store:
/// try await favorites.write(["p1", "p2"], forKey: "ids")
/// let ids = try await favorites.read([String].self, forKey: "ids")  // ["p1", "p2"]
/// ```
///
/// Any number of tasks can use one instance at once: its operations run one at a time, in the
/// order they were asked for, on a queue of their own, so waiting for the disk never holds up
/// Swift's shared threads. The atomic rename keeps values whole even when two instances, or two
/// processes, write one folder. To share one instance by name across an app, open it with
/// ``named(_:in:)``.
///
/// ``keys(prefix:)`` lists keys from the file names. A batch (``write(_:)``) is one atomic step
/// through a journal: a crash leaves all of it or none, though a concurrent reader can see part
/// of it while it is applied. ``Storage/removeAll(prefix:)`` lists the keys, then removes them in
/// one batch. The folder holds `.lock` and, during a batch, `.batch`, besides the value files.
///
/// ``changes()`` announces this instance's operations at once and, while it is consumed, what
/// other processes write to the folder, as the system reports it (no polling), so properties
/// bound to the storage follow them. ``readSynchronously(_:forKey:)`` reads a value without
/// suspending.
public final class FileStorage: SynchronousStorage {
  /// The folder the files are in; created on the first write.
  public let folder: URL
  private let queue: DispatchQueue
  private let folderState = FolderState()
  /// The streams of ``changes()``; while one is consumed, `watcher` reports other processes.
  let feed: StorageChangeFeed
  /// Whether a journal left by a killed writer was rolled forward; synchronous reads check it
  /// without waiting for the queue.
  private let isRecovered = Locked(false)

  /// Whether the folder was created and cleaned up. `@unchecked Sendable` is safe: it is read
  /// and written only on `queue`.
  private final class FolderState: @unchecked Sendable {
    var isReady = false
    var isRecovered = false
  }

  /// Creates a storage on a folder, which need not exist yet.
  ///
  /// Nothing touches the disk until the first read or write, so creating a storage never fails;
  /// a folder that cannot be created or read is an error of that first operation.
  ///
  /// - Parameter folder: The folder to keep the files in; only this storage should write there.
  public init(folder: URL) {
    self.folder = folder
    let queue = DispatchQueue(label: "MVCS.FileStorage")
    self.queue = queue
    let watcher = FolderWatcher(folder: folder, queue: queue)
    feed = StorageChangeFeed { feed, isConsumed in
      guard isConsumed else { return watcher.stop() }
      watcher.start { [weak feed] names in
        if let change = Self.change(forNames: names, in: folder) { feed?.announce(change) }
      }
    }
  }

  deinit {
    feed.finish()
  }

  /// The storage open under an alias, opened on `folder` the first time.
  ///
  /// Asking again with the same folder returns the same instance, from anywhere in the process;
  /// asking with another folder is an error rather than a second storage under one name.
  ///
  /// ```swift
  /// let favorites = try FileStorage.named("Favorites", in: folder)
  /// mediator.register(storage: "Favorites") { favorites }
  /// ```
  ///
  /// - Parameters:
  ///   - alias: The name the storage is shared under, such as `Favorites`.
  ///   - folder: The folder to keep the files in.
  /// - Returns: The one storage open under `alias`.
  /// - Throws: ``StorageAliasError`` when `alias` is already open on another folder or as
  ///   another kind of storage.
  public static func named(_ alias: String, in folder: URL) throws(StorageAliasError)
    -> FileStorage
  {
    do {
      return try StorageAliases.instance(alias, location: folder) { FileStorage(folder: folder) }
    } catch let error as StorageAliasError {
      throw error
    } catch {
      fatalError("FileStorage(folder:) does not throw, yet opening it threw \(error)")
    }
  }

  /// The value stored under a key, or `nil` if there is none.
  ///
  /// - Parameters:
  ///   - type: The type the value was written as.
  ///   - key: The non-empty name of the value.
  /// - Returns: A copy of the stored value, or `nil` when nothing is stored under `key`.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key,
  ///   ``StorageError/typeMismatch(key:requested:reason:)`` when the file does not hold a
  ///   `Value`, or a ``FileStorageError`` when the file cannot be read.
  public func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String)
    async throws -> Value?
  {
    let file = try url(forKey: key)
    let (folder, folderState, isRecovered) = (folder, folderState, isRecovered)
    let contents = try await run {
      try Self.recover(folder, folderState, isRecovered)
      return try FileStorageIO.contents(of: file, key: key)
    }
    guard let data = contents else { return nil }
    return try StorageCoding.decode(type, from: data, forKey: key)
  }

  /// The value stored under a key, read without suspending, or `nil` if there is none.
  ///
  /// It reads the file on the calling thread, as another process would; only the first read of
  /// an instance may wait for its queue, to finish a batch a killed writer left. Like any read
  /// that does not wait, it can see part of a batch being applied.
  ///
  /// ```swift
  /// let ids = try storage.readSynchronously([String].self, forKey: "ids") ?? []
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the value was written as.
  ///   - key: The non-empty name of the value.
  /// - Returns: A copy of the stored value, or `nil` when nothing is stored under `key`.
  /// - Throws: What ``read(_:forKey:)`` throws.
  public func readSynchronously<Value: Codable & Sendable>(
    _ type: Value.Type, forKey key: String
  ) throws -> Value? {
    let file = try url(forKey: key)
    if !isRecovered.withLock({ $0 }) {
      let (folder, folderState, isRecovered) = (folder, folderState, isRecovered)
      try queue.sync { try Self.recover(folder, folderState, isRecovered) }
    }
    guard let data = try FileStorageIO.contents(of: file, key: key) else { return nil }
    return try StorageCoding.decode(type, from: data, forKey: key)
  }

  /// Stores a value under a key, atomically replacing any value there.
  ///
  /// The value is encoded first, so a value that cannot be encoded leaves the old file alone.
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - key: The non-empty name of the value.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key,
  ///   ``StorageError/encodingFailed(key:type:reason:)``, or a ``FileStorageError`` when the
  ///   file cannot be written; the old value stays in every case.
  public func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws {
    let file = try url(forKey: key)
    let data = try StorageCoding.encode(value, forKey: key)
    let (folder, folderState, isRecovered, feed) = (folder, folderState, isRecovered, feed)
    let sidecar = Self.sidecar(of: file)
    try await run {
      try Self.prepare(folder, folderState, isRecovered, key: key)
      // The key goes beside a hashed name before the value, so that keys(prefix:) can list
      // every value it finds.
      if let sidecar, access(sidecar.path, F_OK) != 0 {
        let canonical = Data(StorageKey.canonical(key).utf8)
        try FileStorageIO.replace(sidecar, with: canonical, in: folder, key: key)
      }
      try FileStorageIO.replace(file, with: data, in: folder, key: key)
      feed.announce(keys: [key])
    }
  }

  /// Removes the value under a key; removing a missing key does nothing.
  ///
  /// - Parameter key: The non-empty name of the value.
  /// - Throws: ``StorageError/invalidKey(_:)`` for an empty key, or a ``FileStorageError`` when
  ///   the file cannot be removed.
  public func remove(forKey key: String) async throws {
    let (file, folder, feed) = (try url(forKey: key), folder, feed)
    let sidecar = Self.sidecar(of: file)
    try await run {
      try FileStorageIO.remove(file, in: folder, key: key)
      if let sidecar { try FileStorageIO.remove(sidecar, in: folder, key: key) }
      feed.announce(keys: [key])
    }
  }

  /// The file name a key is kept under, for tools that look into the folder.
  ///
  /// Letters `a`–`z`, digits, `-` and `_` stay as they are; every other byte of the key's UTF-8
  /// (canonically composed, so that "é" and "e\u{301}" name one file) becomes `%` and two
  /// uppercase hex digits, so `Photos/2024` is `%50hotos%2F2024.json`. A name that would be
  /// longer than 200 characters is `~` and the SHA-256 of the key instead, and the key itself is
  /// kept beside it in `~<SHA-256>.key`, so that ``keys(prefix:)`` can list it.
  ///
  /// - Parameter key: A non-empty key.
  /// - Returns: The file name, without a folder.
  public static func fileName(forKey key: String) -> String {
    // ASCII is already composed; skipping Foundation's normalization saves time on every call.
    let canonical =
      key.utf8.allSatisfy { $0 < 0x80 } ? key : key.precomposedStringWithCanonicalMapping
    let digits = Array("0123456789ABCDEF".utf8)
    var name: [UInt8] = []
    for byte in canonical.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "_"):
        name.append(byte)
      default:
        name += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0f)]]
      }
      if name.count > maximumNameLength { return "~\(Digest.sha256(canonical).hex).json" }
    }
    return String(decoding: name, as: UTF8.self) + ".json"
  }

  /// Names stay well under the 255 bytes file systems allow, with room for the extension.
  private static let maximumNameLength = 200

  func url(forKey key: String) throws(StorageError) -> URL {
    guard !key.isEmpty else { throw .invalidKey(key) }
    return folder.appending(path: Self.fileName(forKey: key), directoryHint: .notDirectory)
  }

  /// Runs file work on the storage's queue and waits for it without blocking a thread.
  func run<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result)
    async throws -> Result
  {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Swift.Result { try work() }) }
    }
  }

  private static func prepare(
    _ folder: URL, _ state: FolderState, _ isRecovered: Locked<Bool>, key: String
  ) throws(FileStorageError) {
    guard !state.isReady else { return }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw FileStorageError(
        operation: .write, key: key, path: folder.path, reason: error.localizedDescription)
    }
    try recover(folder, state, isRecovered)
    FileStorageIO.removeStaleTemporaryFiles(in: folder)
    state.isReady = true
  }

  /// Rolls forward a batch that a killed writer committed, once per instance, before the first
  /// read or write.
  private static func recover(_ folder: URL, _ state: FolderState, _ isRecovered: Locked<Bool>)
    throws(FileStorageError)
  {
    guard !state.isRecovered else { return }
    try FileStorageJournal.recover(in: folder)
    state.isRecovered = true
    isRecovered.withLock { $0 = true }
  }

  /// Applies a batch of writes and removals in one atomic step.
  ///
  /// Each new value is written to a flushed temporary file, then a journal of the batch is
  /// committed with one rename, under a lock on the folder, and applied. A crash or a kill at any
  /// moment leaves every key old or every key new: the next storage to open the folder finishes
  /// a committed batch. A reader that does not wait, in this or another process, can see part
  /// of a batch while it is being applied.
  ///
  /// ```swift
  /// var batch = StorageBatch()
  /// try batch.write(["p1"], forKey: "favorites")
  /// try batch.remove(forKey: "starred/p2")
  /// try await storage.write(batch)
  /// ```
  ///
  /// - Parameter batch: The operations; an empty batch changes nothing.
  /// - Throws: ``StorageError/invalidKey(_:)`` when an operation has an empty key, or a
  ///   ``FileStorageError`` when a file cannot be written; every key keeps its old value then.
  public func write(_ batch: StorageBatch) async throws {
    for operation in batch.operations where operation.key.isEmpty {
      throw StorageError.invalidKey(operation.key)
    }
    var operations: [(final: String, data: Data?, key: String)] = []
    for operation in batch.operations {
      let file = try url(forKey: operation.key)
      let sidecar = Self.sidecar(of: file)?.lastPathComponent
      switch operation {
      case .write(let key, let json):
        if let sidecar { operations.append((sidecar, Data(StorageKey.canonical(key).utf8), key)) }
        operations.append((file.lastPathComponent, json, key))
      case .remove(let key):
        operations.append((file.lastPathComponent, nil, key))
        if let sidecar { operations.append((sidecar, nil, key)) }
      }
    }
    guard let key = operations.first?.key else { return }
    let (folder, folderState, isRecovered, steps) = (folder, folderState, isRecovered, operations)
    let (feed, keys) = (feed, batch.operations.map(\.key))
    try await run {
      try Self.prepare(folder, folderState, isRecovered, key: key)
      try FileStorageJournal.apply(steps, in: folder)
      feed.announce(keys: keys)
    }
  }
}
