import Foundation

/// The system calls behind ``FileStorage``: whole-file reads, and writes that reach the disk
/// before they replace anything.
enum FileStorageIO {
  /// Names of files being written; a name the key mapping never makes (it never starts a name
  /// with a dot).
  static let temporaryPrefix = ".tmp-"

  static func contents(of file: URL, key: String) throws(FileStorageError) -> Data? {
    let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw failure(.read, key: key, path: file.path)
    }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(.read, key: key, path: file.path)
      }
      data.append(contentsOf: buffer[..<count])
    }
  }

  /// Writes `data` to a temporary file in `folder`, flushes it, renames it over `file`, then
  /// flushes the folder so that the rename itself survives a crash.
  static func replace(_ file: URL, with data: Data, in folder: URL, key: String)
    throws(FileStorageError)
  {
    let temporary = try writeTemporary(data, in: folder, key: key)
    guard rename(temporary, file.path) == 0 else {
      let error = failure(.write, key: key, path: file.path)
      unlink(temporary)
      throw error
    }
    flushFolder(folder)
  }

  /// Writes `data` to a new temporary file in `folder` and flushes it to the disk.
  ///
  /// With `flush` false the file is not flushed yet, only its writeback started: the caller
  /// flushes it with ``flushTemporary(_:key:)`` before relying on it. A batch writes all its
  /// files that way before it waits for the first, so that the disk takes them together rather
  /// than one round trip each.
  ///
  /// - Returns: The temporary file's path.
  static func writeTemporary(_ data: Data, in folder: URL, key: String, flush: Bool = true)
    throws(FileStorageError) -> String
  {
    let temporary = folder.appending(path: temporaryPrefix + UUID().uuidString).path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(.write, key: key, path: temporary) }
    var written = 0
    let wrote = data.withUnsafeBytes { bytes -> Bool in
      while written < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += count
      }
      return true
    }
    guard wrote, !flush || self.flush(descriptor) else {
      let error = failure(.write, key: key, path: temporary)
      close(descriptor)
      unlink(temporary)
      throw error
    }
    #if os(Linux)
      // Starts writing the pages out without waiting, as sync_file_range(2) would (which Glibc's
      // module does not export). Linux keeps a partial last page cached, so a small value stays
      // in memory for the reads that follow.
      if !flush { _ = posix_fadvise(descriptor, 0, off_t(data.count), POSIX_FADV_DONTNEED) }
    #endif
    close(descriptor)
    return temporary
  }

  /// Flushes a file that ``writeTemporary(_:in:key:flush:)`` wrote without flushing.
  static func flushTemporary(_ path: String, key: String) throws(FileStorageError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(.write, key: key, path: path) }
    defer { close(descriptor) }
    guard flush(descriptor) else { throw failure(.write, key: key, path: path) }
  }

  static func remove(_ file: URL, in folder: URL, key: String) throws(FileStorageError) {
    guard unlink(file.path) == 0 else {
      if errno == ENOENT { return }
      throw failure(.remove, key: key, path: file.path)
    }
    flushFolder(folder)
  }

  /// Removes temporary files that a killed writer left, once they are old enough that no
  /// running writer can still be about to rename them.
  static func removeStaleTemporaryFiles(in folder: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let cutoff = Date(timeIntervalSinceNow: -600)
    for name in names where name.hasPrefix(temporaryPrefix) {
      let path = folder.appending(path: name).path
      let modified =
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
      if let modified, modified < cutoff { unlink(path) }
    }
  }

  /// Flushes a file to the disk itself; on Apple platforms `fsync` stops at the drive's cache.
  private static func flush(_ descriptor: Int32) -> Bool {
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
    #endif
    return fsync(descriptor) == 0
  }

  static func flushFolder(_ folder: URL) {
    let descriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  static func failure(_ operation: FileStorageError.Operation, key: String, path: String)
    -> FileStorageError
  {
    let code = errno
    return FileStorageError(
      operation: operation, key: key, path: path,
      reason: "\(String(cString: strerror(code))) (errno \(code))")
  }
}
