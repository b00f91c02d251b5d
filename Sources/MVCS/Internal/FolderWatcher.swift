import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Tells which file names in one folder changed, whoever changed them, without polling.
///
/// On Linux it reads inotify events for the folder (a file renamed into or out of it, closed
/// after writing, or deleted) through a dispatch read source. On Apple platforms a dispatch file
/// system source says only that the folder changed, so the watcher compares a snapshot of the
/// names with their inode, size and modification time and reports the names that differ. (The
/// Apple path compiles there but is not exercised by this repository's Linux CI.)
///
/// It runs between ``start(report:)`` and ``stop()``. `report` is called on the queue given at
/// creation with the changed names, or `nil` when the watcher lost track (an inotify queue
/// overflow) and anything may have changed.
///
/// `@unchecked Sendable` is safe: its only mutable state lives in `running`, behind a lock, and
/// the dispatch source's handlers touch only what they captured.
final class FolderWatcher: @unchecked Sendable {
  /// The changed names, or `nil` for "anything may have changed".
  typealias Report = @Sendable (_ names: Set<String>?) -> Void

  private let folder: URL
  private let queue: DispatchQueue
  private let running = Locked<(any DispatchSourceProtocol)?>(nil)

  /// Creates a watcher that does nothing until started.
  ///
  /// - Parameters:
  ///   - folder: The folder to watch; it is created when watching starts, if missing.
  ///   - queue: The serial queue the reports are made on.
  init(folder: URL, queue: DispatchQueue) {
    self.folder = folder
    self.queue = queue
  }

  deinit {
    stop()
  }

  /// Starts watching, unless it already is; a folder that cannot be watched is not watched.
  func start(report: @escaping Report) {
    running.withLock { source in
      guard source == nil else { return }
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      source = Self.makeSource(folder: folder, queue: queue, report: report)
      source?.resume()
    }
  }

  /// Stops watching; it returns at once, and the watch ends on the queue.
  func stop() {
    running.withLock { source in
      source?.cancel()
      source = nil
    }
  }

  #if canImport(Glibc) || canImport(Musl)
    private static func makeSource(folder: URL, queue: DispatchQueue, report: @escaping Report)
      -> (any DispatchSourceProtocol)?
    {
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      let mask = UInt32(IN_MOVED_TO | IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM)
      guard inotify_add_watch(descriptor, folder.path, mask) >= 0 else {
        close(descriptor)
        return nil
      }
      let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
      source.setEventHandler {
        let names = readEvents(descriptor)
        if names?.isEmpty != true { report(names) }
      }
      source.setCancelHandler { close(descriptor) }
      return source
    }

    /// The names in every event waiting on the descriptor, or `nil` when events were lost or
    /// the watch ended (the folder was removed).
    private static func readEvents(_ descriptor: Int32) -> Set<String>? {
      var names: Set<String> = []
      var isComplete = true
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }  // EAGAIN: all read
        buffer.withUnsafeBytes { bytes in
          // struct inotify_event: Int32 wd, UInt32 mask, UInt32 cookie, UInt32 len, name[len].
          var offset = 0
          while offset + 16 <= count {
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let name = bytes[(offset + 16)..<min(offset + 16 + length, count)]
            offset += 16 + length
            if mask & UInt32(IN_Q_OVERFLOW | IN_IGNORED) != 0 { isComplete = false }
            let spelled = name.prefix { $0 != 0 }  // the name is padded with NULs
            if !spelled.isEmpty { names.insert(String(decoding: spelled, as: UTF8.self)) }
          }
        }
      }
      return isComplete ? names : nil
    }
  #elseif canImport(Darwin)
    /// What tells two versions of a file apart without reading it.
    private struct Signature: Equatable {
      let inode: UInt64
      let size: Int64
      let modified: timespec

      static func == (left: Self, right: Self) -> Bool {
        left.inode == right.inode && left.size == right.size
          && left.modified.tv_sec == right.modified.tv_sec
          && left.modified.tv_nsec == right.modified.tv_nsec
      }
    }

    private static func makeSource(folder: URL, queue: DispatchQueue, report: @escaping Report)
      -> (any DispatchSourceProtocol)?
    {
      let descriptor = open(folder.path, O_EVTONLY)
      guard descriptor >= 0 else { return nil }
      let snapshot = Locked(signatures(in: folder))
      let source = DispatchSource.makeFileSystemObjectSource(
        fileDescriptor: descriptor, eventMask: .write, queue: queue)
      source.setEventHandler {
        let now = signatures(in: folder)
        let changed = snapshot.withLock { before in
          defer { before = now }
          return Set(before.keys).union(now.keys).filter { before[$0] != now[$0] }
        }
        if !changed.isEmpty { report(changed) }
      }
      source.setCancelHandler { close(descriptor) }
      return source
    }

    private static func signatures(in folder: URL) -> [String: Signature] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      var signatures: [String: Signature] = [:]
      for name in names where !name.hasPrefix(".") {
        var status = stat()
        guard stat(folder.appending(path: name).path, &status) == 0 else { continue }
        signatures[name] = Signature(
          inode: UInt64(status.st_ino), size: Int64(status.st_size),
          modified: status.st_mtimespec)
      }
      return signatures
    }
  #else
    private static func makeSource(folder: URL, queue: DispatchQueue, report: @escaping Report)
      -> (any DispatchSourceProtocol)?
    {
      nil  // No way to watch a folder here: only this process's own writes are announced.
    }
  #endif
}
