import Foundation
import MVCS

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file the scenes are saved in: read at the start, and replaced at the end only when it is
/// still the file of saved scenes the app read, or still missing.
///
/// A file that does not hold saved scenes (a README passed by mistake), cannot be read, is not
/// a regular file, is a symbolic link, or changed while the app ran is never written: the app
/// says so and leaves it as it is. Saving writes a temporary file in the same folder and renames
/// it over the old one, so a crash while saving leaves either the old file or the new one.
struct StateFile {
  /// The most saved scenes a start rebuilds; the rest of a longer stack is left out, with a
  /// note. Rebuilding a scene assembles it and starts its work, so 100,000 saved scenes took
  /// seconds and most of a gigabyte.
  static let sceneLimit = 50
  /// The largest file read as saved scenes, in bytes: room for 100,000 saved scenes, far more
  /// than the app saves; beyond `sceneLimit` they are counted, not decoded.
  static let sizeLimit = 32 << 20

  let url: URL
  /// The first `sceneLimit` saved scenes, oldest first; none for a missing file.
  let saved: SavedNavigation
  /// How many scenes the file held, `saved`'s included.
  let savedCount: Int
  /// The file as it was read, to check at the end that it is still the same; `nil` when it was
  /// missing.
  private let identity: FileIdentity?

  /// Reads the saved scenes, or notes that the file is missing.
  ///
  /// - Parameter url: The file, as `--state` names it.
  /// - Throws: `StateFileError` when the file exists but is not saved scenes the app can read
  ///   and replace.
  init(reading url: URL) throws(StateFileError) {
    self.url = url
    let path = url.path
    guard let found = FileIdentity(path: path) else {
      guard errno == ENOENT else { throw .unreadable(path, reason: Self.errorText()) }
      saved = SavedNavigation(routes: [])
      savedCount = 0
      identity = nil
      return
    }
    if let kind = found.kindIfNotRegular { throw .notAFile(path, kind: kind) }
    guard found.size <= Self.sizeLimit else { throw .tooLarge(path, size: found.size) }
    // No following a link put there since, and no waiting on a pipe.
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(path, reason: Self.errorText()) }
    defer { close(descriptor) }
    guard FileIdentity(descriptor: descriptor) == found else { throw .changed(path) }
    var data = Data(count: found.size)
    var count = 0
    while count < data.count {
      let got = data.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + count, $0.count - count)
      }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else { throw .unreadable(path, reason: Self.errorText()) }
      guard got > 0 else { break }
      count += got
    }
    do {
      let decoded = try JSONDecoder().decode(FirstRoutes.self, from: data.prefix(count))
      saved = SavedNavigation(routes: decoded.routes)
      savedCount = decoded.count
    } catch {
      throw .notSavedScenes(path, reason: Self.reason(error))
    }
    identity = found
  }

  /// Replaces the file with the scenes, if it is still the file read at the start (or still
  /// missing).
  ///
  /// - Parameter navigation: The scenes to save.
  /// - Throws: `StateFileError` when the file changed since the start, or cannot be written.
  func save(_ navigation: SavedNavigation) throws(StateFileError) {
    let path = url.path
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(navigation)
    } catch {
      throw .cannotWrite(path, reason: "\(error)")
    }
    let now = FileIdentity(path: path)
    guard now == identity, identity != nil || errno == ENOENT else { throw .changed(path) }

    var template = Array(
      url.deletingLastPathComponent().appending(path: ".\(url.lastPathComponent).XXXXXX")
        .path.utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw .cannotWrite(path, reason: Self.errorText()) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var isInPlace = false
    defer { if !isInPlace { unlink(temporary) } }
    let isWritten = data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return fsync(descriptor) == 0
    }
    let writeError = Self.errorText()
    guard close(descriptor) == 0, isWritten else {
      throw .cannotWrite(path, reason: writeError)
    }
    if identity == nil {
      // A hard link never replaces a file that appeared since the check.
      if link(temporary, path) == 0 { return }
      if errno == EEXIST { throw .changed(path) }
      // A file system without hard links: rename, as the check above found no file.
    }
    guard rename(temporary, path) == 0 else { throw .cannotWrite(path, reason: Self.errorText()) }
    isInPlace = true
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }

  /// What a decoding error says, without Swift's dump of its context.
  private static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    let context: DecodingError.Context
    switch error {
    case .dataCorrupted(let found), .keyNotFound(_, let found), .typeMismatch(_, let found),
      .valueNotFound(_, let found):
      context = found
    @unknown default: return "\(error)"
    }
    let place = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
    return place.isEmpty
      ? context.debugDescription
      : "at \(place.joined()): \(context.debugDescription)"
  }
}

/// The first `StateFile.sceneLimit` routes of saved scenes, and how many there are: the rest
/// are counted, not decoded.
private struct FirstRoutes: Decodable {
  private enum CodingKeys: String, CodingKey { case routes }
  private struct Skipped: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  var routes: [NavigationRecord] = []
  var count = 0

  init(from decoder: any Decoder) throws {
    var list = try decoder.container(keyedBy: CodingKeys.self)
      .nestedUnkeyedContainer(forKey: .routes)
    while !list.isAtEnd {
      if routes.count < StateFile.sceneLimit {
        routes.append(try list.decode(NavigationRecord.self))
      } else {
        _ = try list.decode(Skipped.self)
      }
      count += 1
    }
  }
}

/// Which file a path names, and its size and time of change: equal only for the same file,
/// unchanged.
private struct FileIdentity: Equatable {
  let device: UInt64
  let inode: UInt64
  let mode: UInt32
  let size: Int
  let modified: timespec

  /// The entry at a path itself (a symbolic link is not followed), or `nil` with `errno` set.
  init?(path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The open file.
  init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self.init(status)
  }

  private init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    mode = UInt32(status.st_mode)
    size = Int(status.st_size)
    #if canImport(Darwin)
      modified = status.st_mtimespec
    #else
      modified = status.st_mtim
    #endif
  }

  /// What the entry is when it is not a regular file, for messages.
  var kindIfNotRegular: String? {
    switch mode & UInt32(S_IFMT) {
    case UInt32(S_IFREG): nil
    case UInt32(S_IFLNK): "a symbolic link"
    case UInt32(S_IFDIR): "a folder"
    default: "a device, pipe or socket"
    }
  }

  static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
    lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.mode == rhs.mode
      && lhs.size == rhs.size && lhs.modified.tv_sec == rhs.modified.tv_sec
      && lhs.modified.tv_nsec == rhs.modified.tv_nsec
  }
}
