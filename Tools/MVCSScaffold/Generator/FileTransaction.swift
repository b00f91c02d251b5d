import Foundation

/// Writes a set of files all together or not at all.
///
/// Each file is first written beside its destination under a temporary name, creating folders
/// as needed; only when every one is written are they moved into place. A file that replaces
/// another is renamed over it, in one step; a new file is hard-linked into place, which fails
/// if a file has appeared there since the run looked, so that file is never overwritten. If
/// anything fails, the temporary files, the files already moved and the folders made are
/// removed, and overwritten files get their old contents back, so a failure part way leaves no
/// half-generated scene.
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

  private struct Staged {
    let write: Write
    let temporary: String
    let destination: String
    // The file's contents and permissions before, to put back if a later step fails.
    let original: (data: Data, mode: mode_t)?
  }

  /// Writes every file, or none.
  ///
  /// - Throws: ``ScaffoldError/cannotWrite(_:reason:)`` naming the file that could not be
  ///   written and why, or ``ScaffoldError/fileAppeared(_:)`` for a new file that another
  ///   program made meanwhile; nothing the transaction wrote is left.
  func commit(_ writes: [Write]) throws(ScaffoldError) {
    var madeFolders: [String] = []
    var staged: [Staged] = []
    for write in writes {
      let destination = root.appending(path: write.path).path
      do {
        try makeFolders(for: write.path, recording: &madeFolders)
        let original = write.replaces ? Self.contentsAndMode(of: destination) : nil
        let folder = (destination as NSString).deletingLastPathComponent
        let name = (destination as NSString).lastPathComponent
        let temporary = "\(folder)/.\(name).mvcs-\(UUID().uuidString.prefix(8))"
        try Self.create(temporary, contents: Data(write.contents.utf8), mode: original?.mode)
        staged.append(
          Staged(write: write, temporary: temporary, destination: destination, original: original))
      } catch {
        Self.undo(staged: staged, published: 0, madeFolders: madeFolders)
        throw .cannotWrite(displayPath(write.path), reason: error.reason)
      }
    }
    for (index, file) in staged.enumerated() {
      let failure = Self.publish(file)
      guard failure != 0 else { continue }
      Self.undo(staged: staged, published: index, madeFolders: madeFolders)
      if failure == EEXIST, !file.write.replaces {
        throw .fileAppeared(displayPath(file.write.path))
      }
      throw .cannotWrite(displayPath(file.write.path), reason: String(cString: strerror(failure)))
    }
  }

  /// Moves a staged file into place, returning 0 or the `errno` of the failure.
  private static func publish(_ file: Staged) -> Int32 {
    if file.write.replaces {
      return rename(file.temporary, file.destination) == 0 ? 0 : errno
    }
    // Unlike rename, link never replaces the destination: it fails with EEXIST.
    guard link(file.temporary, file.destination) == 0 else { return errno }
    unlink(file.temporary)
    return 0
  }

  /// Makes the folders above a path that do not exist, the root folder among them, outermost
  /// first.
  private func makeFolders(for path: String, recording made: inout [String]) throws(WriteFailure) {
    var missing: [String] = []
    var folder = (root.appending(path: path).path as NSString).deletingLastPathComponent
    var isFolder: ObjCBool = false
    while !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
      missing.insert(folder, at: 0)
      folder = (folder as NSString).deletingLastPathComponent
    }
    guard isFolder.boolValue else {
      throw WriteFailure(reason: "\(displayPath(relative(folder))) is a file, not a folder")
    }
    for folder in missing {
      guard mkdir(folder, 0o777) == 0 else { throw WriteFailure.fromErrno() }
      made.append(folder)
    }
  }

  /// An absolute path relative to the root, when it is inside it.
  private func relative(_ path: String) -> String {
    let rootPath = root.path.hasSuffix("/") ? String(root.path.dropLast()) : root.path
    if path == rootPath { return "" }
    return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path
  }

  /// Puts everything back: restores or removes the first `published` files, removes the other
  /// temporary files and the folders made, innermost first.
  private static func undo(staged: [Staged], published: Int, madeFolders: [String]) {
    for file in staged.prefix(published) {
      if let original = file.original {
        try? create(file.temporary, contents: original.data, mode: original.mode)
        _ = rename(file.temporary, file.destination)
      } else {
        _ = unlink(file.destination)
      }
    }
    for file in staged.dropFirst(published) { _ = unlink(file.temporary) }
    for folder in madeFolders.reversed() { _ = rmdir(folder) }
  }

  /// The contents and permissions of a regular file, or `nil` when there is none.
  private static func contentsAndMode(of path: String) -> (data: Data, mode: mode_t)? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    return (data, info.st_mode & 0o7777)
  }

  /// Creates a new file, failing if one exists.
  private static func create(_ path: String, contents: Data, mode: mode_t?) throws(WriteFailure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, mode ?? 0o666)
    guard descriptor >= 0 else { throw .fromErrno() }
    defer { close(descriptor) }
    if let mode { fchmod(descriptor, mode) }
    var failure: WriteFailure?
    contents.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        guard written > 0 else {
          failure = .fromErrno()
          return
        }
        offset += written
      }
    }
    if let failure {
      unlink(path)
      throw failure
    }
  }
}

/// Why a file system call failed, in words.
private struct WriteFailure: Error {
  let reason: String

  static func fromErrno() -> WriteFailure {
    WriteFailure(reason: String(cString: strerror(errno)))
  }
}

extension Error {
  fileprivate var reason: String {
    (self as? WriteFailure)?.reason ?? String(describing: self)
  }
}
