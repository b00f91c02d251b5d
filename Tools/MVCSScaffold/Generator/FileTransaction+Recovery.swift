import Foundation

extension FileTransaction {
  /// What ``FileTransaction/recover()`` did about a run that was interrupted.
  struct Recovery: Sendable {
    /// Whether the interrupted run was finished, or undone.
    enum Outcome: Equatable, Sendable {
      /// Every file was staged, so the rest were moved into place.
      case finished
      /// The run was stopped before every file was staged.
      case undoneBeforePublishing
      /// The run cannot be finished without replacing a file that another program wrote at this
      /// path meanwhile, so it was undone and that file left alone.
      case undone(conflict: String)
    }

    var outcome: Outcome
    /// The interrupted run's files, relative to the root, and whether each replaced one.
    var files: [(path: String, replaces: Bool)]
    /// How many files the run had written were removed, and how many it had replaced were put
    /// back, when it was undone.
    var removed = 0
    var restored = 0
    /// How many staging files and second names of replaced files were deleted.
    var stagingFiles = 0
    /// How many folders the run made were removed.
    var folders = 0

    /// What happened, for the output of the run that recovered.
    func report(displayPath: (String) -> String) -> String {
      let staging = Self.count(stagingFiles, "staging file")
      switch outcome {
      case .finished:
        var text =
          "An earlier run of mvcs was interrupted while moving its files into place; this run "
          + "finished it:\n"
        for file in files {
          text += (file.replaces ? "replaced   " : "created    ") + displayPath(file.path) + "\n"
        }
        return text + "Deleted \(staging) it left.\n\n"
      case .undoneBeforePublishing:
        return
          "An earlier run of mvcs was interrupted before it moved any file into place; this run "
          + "deleted the \(staging) and removed the \(Self.count(folders, "folder")) it had "
          + "made.\n\n"
      case .undone(let conflict):
        return
          "An earlier run of mvcs was interrupted while moving its files into place, and "
          + "cannot be finished: \(displayPath(conflict)) was written by another program "
          + "meanwhile, and is left alone. This run undid the interrupted one: removed "
          + "\(Self.count(removed, "file")) it had written, put back "
          + "\(Self.count(restored, "file")) it had replaced, deleted \(staging) and removed "
          + "\(Self.count(folders, "folder")).\n\n"
      }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
  }

  /// Whether a run that was interrupted left its journal in the root folder.
  var hasInterruptedRun: Bool { Journal.FileID(path: path(Journal.fileName)) != nil }

  /// Finishes or undoes a run in the root folder that was killed part way, and deletes the
  /// staging files it left; call it before planning what to write.
  ///
  /// A run that had staged every file is finished: its files are moved into place, unless a
  /// file that another program wrote since is in the way, which is never replaced; the run is
  /// then undone instead. A run stopped earlier is undone: its staging files and folders are
  /// removed.
  ///
  /// - Returns: What was done, or `nil` when no run was interrupted.
  /// - Throws: ``ScaffoldError/folderBusy(_:)`` when another run writes into the folder,
  ///   ``ScaffoldError/unreadableJournal(_:)``, or ``ScaffoldError/cannotRecover(_:problem:journal:)``
  ///   when a file cannot be moved; the journal is then kept for the next run.
  func recover() throws(ScaffoldError) -> Recovery? {
    guard hasInterruptedRun else { return nil }
    let lock = try FolderLock(root.path, transaction: self)
    defer { lock.unlock() }
    guard let journal = try Journal.read(in: root, display: displayPath(Journal.fileName)) else {
      return nil
    }
    let files = journal.entries.map { ($0.path, $0.replaces) }
    guard journal.phase == .publishing else {
      var recovery = Self.undo(journal, in: root)
      recovery.files = files
      return recovery
    }
    if let conflict = journal.entries.first(where: { !canFinish($0) }) {
      var recovery = Self.undo(journal, in: root)
      recovery.outcome = .undone(conflict: conflict.path)
      recovery.files = files
      return recovery
    }
    var stagingFiles = 0
    for entry in journal.entries {
      let destination = path(entry.path)
      guard Journal.FileID(path: path(entry.temporary)) != nil else { continue }
      if !entry.replaces, Journal.FileID(path: destination) == entry.staged {
        // Linked into place before the kill; only the staging name is left.
        unlink(path(entry.temporary))
        stagingFiles += 1
        continue
      }
      if let failure = publish(entry) {
        let folder = (entry.path as NSString).deletingLastPathComponent
        throw .cannotRecover(
          displayPath(entry.path), problem: .system(failure, folder: displayPath(folder)),
          journal: displayPath(Journal.fileName))
      }
    }
    stagingFiles += Self.end(journal, in: root)
    return Recovery(outcome: .finished, files: files, stagingFiles: stagingFiles)
  }

  /// Whether an interrupted run's file can be put in place without replacing a file that
  /// another program wrote.
  private func canFinish(_ entry: Journal.Entry) -> Bool {
    guard let staged = entry.staged, Journal.FileID(path: path(entry.temporary)) == staged else {
      // Moved into place already: whatever is there now is left as it is.
      return true
    }
    guard let current = Journal.FileID(path: path(entry.path)) else { return true }
    if current == staged { return true }
    // A replaced file may be replaced only while it is the one the run planned to replace.
    return entry.replaces && entry.backup.flatMap { Journal.FileID(path: path($0)) } == current
  }

  /// Deletes the second names of the replaced files and the journal: the end of a run that
  /// wrote every file. Returns how many files it deleted, the journal not counted.
  @discardableResult
  static func end(_ journal: Journal, in root: URL) -> Int {
    var deleted = 0
    for backup in journal.entries.compactMap(\.backup)
    where unlink(root.appending(path: backup).path) == 0 {
      deleted += 1
    }
    Journal.remove(in: root)
    return deleted
  }

  /// Undoes a run: puts back the files it replaced and removes the ones it wrote, identified as
  /// its own, deletes its staging files and the journal, and removes the folders it made.
  static func undo(_ journal: Journal, in root: URL) -> Recovery {
    var recovery = Recovery(outcome: .undoneBeforePublishing, files: [])
    let path = { (relative: String) in root.appending(path: relative).path }
    for entry in journal.entries.reversed() {
      let destination = path(entry.path)
      var backupIsUsed = false
      // The file in place is the run's own only if it is the staged one: moved or linked there.
      if journal.phase == .publishing, let staged = entry.staged,
        Journal.FileID(path: destination) == staged
      {
        if let backup = entry.backup {
          if rename(path(backup), destination) == 0 { recovery.restored += 1 }
          backupIsUsed = true
        } else if unlink(destination) == 0 {
          recovery.removed += 1
        }
      }
      if unlink(path(entry.temporary)) == 0 { recovery.stagingFiles += 1 }
      if !backupIsUsed, let backup = entry.backup, unlink(path(backup)) == 0 {
        recovery.stagingFiles += 1
      }
    }
    Journal.remove(in: root)
    for folder in journal.folders.reversed() where rmdir(folder) == 0 {
      recovery.folders += 1
    }
    return recovery
  }
}
