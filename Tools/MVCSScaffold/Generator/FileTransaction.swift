import Foundation

/// Writes a set of files all together or not at all, even when the run is killed part way.
///
/// Each file is first written beside its destination under a temporary name (a staging file),
/// creating folders as needed; only when every one is written are they moved into place. A file
/// that replaces another is renamed over it, in one step, after the old file gets a second name
/// to be put back from; a new file is hard-linked into place, which fails if a file has appeared
/// there since the run looked, so that file is never overwritten. If anything fails, the staging
/// files, the files already moved and the folders made are removed, and replaced files are put
/// back, so a failure part way leaves no half-generated scene.
///
/// A ``Journal`` in the root folder records each step, so that when a run is killed, the next
/// run in that folder calls ``recover()``: it finishes a run that had staged every file, undoes
/// one that had not, and deletes the staging files either way.
struct FileTransaction {
  /// A file to write.
  struct Write: Equatable, Sendable {
    /// The path, relative to the root folder.
    let path: String
    let contents: String
    /// Whether a file at the path is replaced, as planned for an overwrite or a change; when
    /// `false`, the file is written only if there is none.
    var replaces = false
  }

  /// The folder the paths are relative to.
  let root: URL
  /// How to name a path in messages.
  var displayPath: (String) -> String = { $0 }
  /// What the root folder is to the command, for the remedies in messages.
  var role = ScaffoldError.FolderRole.output
  /// For tests of failures that a test cannot always cause, such as a full disk: the error, as
  /// an `errno` value, to fail with instead of staging (`"stage"`) or moving into place
  /// (`"publish"`) the file at a path.
  var injectedFailure: (@Sendable (_ step: String, _ path: String) -> Int32?)?

  /// How many bytes a staging file's name adds to its file's: `.` before, `.mvcs-` and eight
  /// letters and digits after.
  static let temporaryNameOverhead = 15

  /// A staging file's name beside a path: `Sources/.A.swift.mvcs-1A2B3C4D`.
  static func temporaryName(for path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let staged = ".\(name).mvcs-\(UUID().uuidString.prefix(8))"
    return folder.isEmpty ? staged : "\(folder)/\(staged)"
  }

  /// Writes every file, or none.
  ///
  /// - Throws: ``ScaffoldError/cannotWrite(_:problem:role:)`` naming the file that could not be
  ///   written and why, ``ScaffoldError/fileAppeared(_:)`` for a new file that another program
  ///   made meanwhile, ``ScaffoldError/folderBusy(_:)`` when another run writes into the root
  ///   folder; nothing the transaction wrote is left.
  func commit(_ writes: [Write]) throws(ScaffoldError) {
    var madeForRoot: [String] = []
    do {
      try makeFolders(above: root.appending(path: Journal.fileName).path, recording: &madeForRoot)
    } catch {
      Self.removeFolders(madeForRoot)
      throw .cannotWrite(displayPath(writes.first?.path ?? ""), problem: error, role: role)
    }
    let lock = try FolderLock(root.path, transaction: self)
    defer { lock.unlock() }
    // A journal here is another run's, interrupted after this one recovered: its plan is stale.
    guard Journal.FileID(path: path(Journal.fileName)) == nil else {
      throw .folderBusy(displayPath(""))
    }

    var folders = madeForRoot
    var journal = Journal(phase: .staging, folders: [], entries: [])
    for write in writes {
      do throws(ScaffoldError.WriteProblem) {
        try plannedFolders(for: write.path, into: &folders)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path(write.path), isDirectory: &isFolder),
          isFolder.boolValue
        {
          throw .folderInTheWay(displayPath(write.path))
        }
      } catch {
        Self.removeFolders(madeForRoot)
        throw .cannotWrite(displayPath(write.path), problem: error, role: role)
      }
      journal.entries.append(
        Journal.Entry(
          path: write.path, temporary: Self.temporaryName(for: write.path),
          backup: write.replaces ? Self.temporaryName(for: write.path) : nil,
          replaces: write.replaces))
    }
    journal.folders = folders
    do {
      try journal.write(in: root, replacing: false)
    } catch {
      Self.removeFolders(madeForRoot)
      if error.code == EEXIST { throw .folderBusy(displayPath("")) }
      throw .cannotWrite(
        displayPath(Journal.fileName), problem: .system(error, folder: displayPath("")),
        role: role)
    }

    var current = ""
    do throws(SystemError) {
      for folder in folders.dropFirst(madeForRoot.count) {
        current = relative(folder)
        guard mkdir(folder, 0o777) == 0 else { throw SystemError.current }
      }
      for (index, write) in writes.enumerated() {
        current = write.path
        TestPause.pauseIfAsked(at: "stage", index)
        if let code = injectedFailure?("stage", write.path) { throw SystemError(code: code) }
        let destination = path(write.path)
        var original = stat()
        let hasOriginal = write.replaces && lstat(destination, &original) == 0
        let mode = original.st_mode & S_IFMT == S_IFREG ? original.st_mode & 0o7777 : nil
        journal.entries[index].staged = try Self.create(
          path(journal.entries[index].temporary), contents: Data(write.contents.utf8),
          mode: hasOriginal ? mode : nil)
        if hasOriginal, let backup = journal.entries[index].backup {
          guard link(destination, path(backup)) == 0 else { throw SystemError.current }
        } else {
          journal.entries[index].backup = nil
        }
      }
      current = ""
      journal.phase = .publishing
      try journal.write(in: root, replacing: true)
    } catch {
      _ = Self.undo(journal, in: root)
      let folder = (current as NSString).deletingLastPathComponent
      throw .cannotWrite(
        displayPath(current.isEmpty ? Journal.fileName : current),
        problem: .system(error, folder: displayPath(folder)), role: role)
    }

    for (index, entry) in journal.entries.enumerated() {
      TestPause.pauseIfAsked(at: "publish", index)
      let injected = injectedFailure?("publish", entry.path).map(SystemError.init)
      guard let failure = injected ?? publish(entry) else { continue }
      _ = Self.undo(journal, in: root)
      if failure.code == EEXIST, !entry.replaces { throw .fileAppeared(displayPath(entry.path)) }
      let folder = (entry.path as NSString).deletingLastPathComponent
      throw .cannotWrite(
        displayPath(entry.path), problem: .system(failure, folder: displayPath(folder)),
        role: role)
    }
    Self.end(journal, in: root)
  }

  /// Moves a staged file into place, returning the failure, if any.
  func publish(_ entry: Journal.Entry) -> SystemError? {
    let temporary = path(entry.temporary)
    let destination = path(entry.path)
    if entry.replaces {
      return rename(temporary, destination) == 0 ? nil : .current
    }
    // Unlike rename, link never replaces the destination: it fails with EEXIST.
    guard link(temporary, destination) == 0 else { return .current }
    unlink(temporary)
    return nil
  }

  /// An absolute path from one relative to the root.
  func path(_ relative: String) -> String {
    relative.isEmpty ? root.path : root.appending(path: relative).path
  }

  // MARK: - Folders

  /// Makes the folders above a path that do not exist, outermost first, recording them.
  private func makeFolders(above path: String, recording made: inout [String])
    throws(ScaffoldError.WriteProblem)
  {
    var missing: [String] = []
    try plannedFolders(above: path, into: &missing)
    for folder in missing {
      guard mkdir(folder, 0o777) == 0 else {
        throw .system(.current, folder: displayPath(relative(folder)))
      }
      made.append(folder)
    }
  }

  /// Adds the folders above a file, relative to the root, that do not exist and are not
  /// planned yet to the folders to make, outermost first.
  private func plannedFolders(for file: String, into folders: inout [String])
    throws(ScaffoldError.WriteProblem)
  {
    try plannedFolders(above: path(file), into: &folders)
  }

  private func plannedFolders(above path: String, into folders: inout [String])
    throws(ScaffoldError.WriteProblem)
  {
    var missing: [String] = []
    var folder = (path as NSString).deletingLastPathComponent
    var isFolder: ObjCBool = false
    while !folders.contains(folder),
      !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
    {
      missing.insert(folder, at: 0)
      folder = (folder as NSString).deletingLastPathComponent
    }
    guard folders.contains(folder) || isFolder.boolValue else {
      throw .fileInTheWay(displayPath(relative(folder)))
    }
    folders += missing
  }

  /// An absolute path relative to the root, when it is inside it.
  private func relative(_ path: String) -> String {
    let rootPath = root.path.hasSuffix("/") ? String(root.path.dropLast()) : root.path
    if path == rootPath { return "" }
    return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path
  }

  /// Removes folders, innermost first, each only if empty.
  static func removeFolders(_ folders: [String]) {
    for folder in folders.reversed() { rmdir(folder) }
  }

  // MARK: - Files

  /// Creates a new file with its contents on the disk, failing if one exists, and returns its
  /// identity.
  @discardableResult
  static func create(_ path: String, contents: Data, mode: mode_t?) throws(SystemError)
    -> Journal.FileID
  {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, mode ?? 0o666)
    guard descriptor >= 0 else { throw .current }
    defer { close(descriptor) }
    if let mode { fchmod(descriptor, mode) }
    var failure: SystemError?
    contents.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        guard written > 0 else {
          failure = .current
          return
        }
        offset += written
      }
    }
    // A full disk may only show when the data is flushed.
    var info = stat()
    if failure == nil, fsync(descriptor) != 0 || fstat(descriptor, &info) != 0 {
      failure = .current
    }
    if let failure {
      unlink(path)
      throw failure
    }
    return Journal.FileID(info)
  }

  /// Flushes a folder's entries to the disk, so that a rename in it survives a power cut.
  static func synchronizeFolder(_ path: String) {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
