import Foundation

/// An exclusive lock on a folder, held while a run writes into it; the system releases it when
/// the process ends, killed or not.
struct FolderLock {
  private let descriptor: Int32

  /// Takes the lock on a transaction's root folder.
  ///
  /// - Throws: ``ScaffoldError/folderBusy(_:)`` when another process holds it,
  ///   ``ScaffoldError/cannotWrite(_:problem:role:)`` when the folder cannot be opened.
  init(_ path: String, transaction: FileTransaction) throws(ScaffoldError) {
    do {
      try self.init(path)
    } catch {
      let display = transaction.displayPath("")
      if error.code == EWOULDBLOCK { throw .folderBusy(display) }
      throw .cannotWrite(
        transaction.displayPath(Journal.fileName), problem: .system(error, folder: display),
        role: transaction.role)
    }
  }

  /// Takes the lock, or throws when another process holds it.
  ///
  /// The descriptor is close-on-exec: a program started meanwhile by the same process would
  /// otherwise inherit it, and with it the lock, which would outlive the run.
  init(_ path: String) throws(SystemError) {
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .current }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let error = SystemError.current
      close(descriptor)
      throw error
    }
  }

  /// Frees the folder. Unlocks before closing: a program started meanwhile may still hold a copy
  /// of the descriptor (until its `exec` closes it), and the lock lasts while any copy is open.
  func unlock() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
