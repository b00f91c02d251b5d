import Foundation

/// What a ``FileTransaction`` is doing, kept in a file in its root folder so that the next run
/// can finish or undo a run that was killed part way.
///
/// The transaction writes the journal before it makes any folder or staging file, and again,
/// with the staged files' identities, once every staging file is complete: from then on the run
/// is committed and is finished rather than undone. It deletes the journal last. Files are told
/// apart by device and inode number, so a file that another program put in place is never taken
/// for one the run wrote.
struct Journal: Codable, Equatable, Sendable {
  /// The journal's file name, in the transaction's root folder.
  static let fileName = ".mvcs-journal"
  /// What the first field holds, so that another file of the same name is not taken for one.
  static let currentFormat = "mvcs journal 1"

  /// How far the run got.
  enum Phase: String, Codable, Sendable {
    /// Making folders and staging files: nothing is in place yet, so the run is undone.
    case staging
    /// Moving staged files into place: every file is staged, so the run is finished.
    case publishing
  }

  /// A file's identity on its device.
  struct FileID: Codable, Equatable, Sendable {
    var device: UInt64
    var inode: UInt64

    /// The identity of the file at a path, not following a symbolic link, or `nil` when there
    /// is none.
    init?(path: String) {
      var info = stat()
      guard lstat(path, &info) == 0 else { return nil }
      self.init(info)
    }

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
    }
  }

  /// One file the run writes; paths are relative to the root folder.
  struct Entry: Codable, Equatable, Sendable {
    /// Where the file goes.
    var path: String
    /// The staging file, beside it, that holds the new contents.
    var temporary: String
    /// A second name for the file it replaces, kept until the run ends so that it can be put
    /// back; `nil` for a new file.
    var backup: String?
    /// Whether the file replaces one, moved over it; a new file is linked into place, which
    /// fails rather than replace a file.
    var replaces: Bool
    /// The staging file's identity, which the published file keeps; set once it is complete.
    var staged: FileID?
  }

  var format = Journal.currentFormat
  var phase: Phase
  /// The absolute paths of the folders the run made, outermost first.
  var folders: [String]
  var entries: [Entry]

  /// The journal in a folder, or `nil` when there is none.
  ///
  /// - Throws: ``ScaffoldError/unreadableJournal(_:)`` when a file of the journal's name is not
  ///   one.
  static func read(in root: URL, display: String) throws(ScaffoldError) -> Journal? {
    let path = root.appending(path: fileName).path
    guard FileID(path: path) != nil else { return nil }
    guard let data = FileManager.default.contents(atPath: path),
      let journal = try? JSONDecoder().decode(Journal.self, from: data),
      journal.format == currentFormat
    else { throw .unreadableJournal(display) }
    return journal
  }

  /// Writes the journal into a folder, durably and in one step: first as a new file, which
  /// fails if there is a journal already, then replacing the one this run wrote.
  func write(in root: URL, replacing: Bool) throws(SystemError) {
    let path = root.appending(path: Self.fileName).path
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = (try? encoder.encode(self)) ?? Data()
    let temporary = FileTransaction.temporaryName(for: path)
    _ = try FileTransaction.create(temporary, contents: data, mode: nil)
    if replacing {
      guard rename(temporary, path) == 0 else {
        let error = SystemError.current
        unlink(temporary)
        throw error
      }
    } else {
      guard link(temporary, path) == 0 else {
        let error = SystemError.current
        unlink(temporary)
        throw error
      }
      unlink(temporary)
    }
    FileTransaction.synchronizeFolder(root.path)
  }

  /// Deletes the journal from a folder: the last step of a run.
  static func remove(in root: URL) {
    unlink(root.appending(path: fileName).path)
    FileTransaction.synchronizeFolder(root.path)
  }
}
