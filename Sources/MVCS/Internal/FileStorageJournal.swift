import Foundation

/// How ``FileStorage`` applies a batch in one atomic step.
///
/// Every new value is first written to a temporary file, then all of them are flushed. A journal
/// listing the renames (temporary → final name) and the removals is written and flushed as a
/// temporary file too, then, holding `flock` on `<folder>/.lock`, renamed to `<folder>/.batch`:
/// that rename is the commit point. The renames and removals follow, then `.batch` is removed. A
/// storage opening the folder rolls a `.batch` it finds forward (every file it names was flushed
/// before it existed), so a kill at any moment leaves all old or all new values; an uncommitted
/// journal is an old temporary file, removed like any other.
///
/// Readers do not take the lock, so a reader in another task or process can see part of a batch
/// while it is being applied; a crash cannot leave part of one.
enum FileStorageJournal {
  static let committedName = ".batch"
  static let lockName = ".lock"

  /// One step of a committed batch.
  enum Step: Equatable {
    /// Rename the temporary file over the final one.
    case rename(temporary: String, final: String)
    /// Remove the final file.
    case remove(final: String)
  }

  /// Writes the temporaries and the journal, commits, applies and clears the journal.
  ///
  /// - Parameter operations: Each final file name with its data (written to a temporary
  ///   first) or `nil` for a removal, and the key that names the operation in an error.
  static func apply(
    _ operations: [(final: String, data: Data?, key: String)], in folder: URL
  ) throws(FileStorageError) {
    var steps: [Step] = []
    var temporaries: [String] = []
    do throws(FileStorageError) {
      var unflushed: [(path: String, key: String)] = []
      for operation in operations {
        if let data = operation.data {
          let temporary = try FileStorageIO.writeTemporary(
            data, in: folder, key: operation.key, flush: false)
          temporaries.append(temporary)
          unflushed.append((temporary, operation.key))
          steps.append(.rename(temporary: name(of: temporary), final: operation.final))
        } else {
          steps.append(.remove(final: operation.final))
        }
      }
      // Every file is on its way to the disk before the first flush waits; all of them are
      // flushed before the journal that names them exists.
      for (temporary, key) in unflushed { try FileStorageIO.flushTemporary(temporary, key: key) }
      let key = operations.first?.key ?? ""
      let journal = try FileStorageIO.writeTemporary(encode(steps), in: folder, key: key)
      temporaries.append(journal)
      try withLock(in: folder, key: key) { () throws(FileStorageError) in
        let committed = folder.appending(path: committedName).path
        guard rename(journal, committed) == 0 else {
          throw FileStorageIO.failure(.write, key: key, path: committed)
        }
        temporaries = []
        FileStorageIO.flushFolder(folder)
        try replay(steps, in: folder, key: key)
      }
    } catch {
      for temporary in temporaries { unlink(temporary) }
      throw error
    }
  }

  /// Finishes a batch that a killed writer committed but did not apply.
  static func recover(in folder: URL) throws(FileStorageError) {
    let committed = folder.appending(path: committedName).path
    guard access(committed, F_OK) == 0 else { return }
    try withLock(in: folder, key: "") { () throws(FileStorageError) in
      // Another storage may have finished it while this one waited for the lock.
      guard let data = try FileStorageIO.contents(of: URL(filePath: committed), key: "") else {
        return
      }
      try replay(decode(data), in: folder, key: "")
    }
  }

  /// Applies the steps of the committed journal, then removes it. Replaying twice is harmless:
  /// a rename whose temporary is gone was done, and removing a missing file does nothing.
  private static func replay(_ steps: [Step], in folder: URL, key: String)
    throws(FileStorageError)
  {
    for step in steps {
      switch step {
      case .rename(let temporary, let final):
        let (from, to) = (
          folder.appending(path: temporary).path, folder.appending(path: final).path
        )
        guard rename(from, to) == 0 || errno == ENOENT else {
          throw FileStorageIO.failure(.write, key: key, path: to)
        }
      case .remove(let final):
        let path = folder.appending(path: final).path
        guard unlink(path) == 0 || errno == ENOENT else {
          throw FileStorageIO.failure(.remove, key: key, path: path)
        }
      }
    }
    FileStorageIO.flushFolder(folder)
    unlink(folder.appending(path: committedName).path)
    FileStorageIO.flushFolder(folder)
  }

  private static func withLock(
    in folder: URL, key: String, _ body: () throws(FileStorageError) -> Void
  ) throws(FileStorageError) {
    let path = folder.appending(path: lockName).path
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileStorageIO.failure(.write, key: key, path: path) }
    defer { close(descriptor) }  // closing releases the lock
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw FileStorageIO.failure(.write, key: key, path: path) }
    }
    try body()
  }

  private static func name(of path: String) -> String {
    URL(filePath: path).lastPathComponent
  }

  /// One step a line: `R <temporary> <final>` or `U <final>`. Names hold no spaces or line
  /// breaks: temporaries are `.tmp-<UUID>`, final names are escaped keys.
  private static func encode(_ steps: [Step]) -> Data {
    var text = ""
    for step in steps {
      switch step {
      case .rename(let temporary, let final): text += "R \(temporary) \(final)\n"
      case .remove(let final): text += "U \(final)\n"
      }
    }
    return Data(text.utf8)
  }

  private static func decode(_ data: Data) -> [Step] {
    String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      let parts = line.split(separator: " ").map(String.init)
      // Only names this storage makes, so a journal it did not write cannot touch a file
      // outside the folder or one the storage does not own.
      switch (parts.first, parts.count) {
      case ("R", 3) where isTemporary(parts[1]) && isFinal(parts[2]):
        return .rename(temporary: parts[1], final: parts[2])
      case ("U", 2) where isFinal(parts[1]):
        return .remove(final: parts[1])
      default:
        return nil
      }
    }
  }

  private static func isTemporary(_ name: String) -> Bool {
    name.hasPrefix(FileStorageIO.temporaryPrefix) && !name.contains("/") && !name.contains("..")
  }

  private static func isFinal(_ name: String) -> Bool {
    (name.hasSuffix(".json") || name.hasSuffix(".key")) && !name.hasPrefix(".")
      && !name.contains("/")
  }
}
