import Foundation
import MVCSSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder the app keeps its data in across runs: the favourite photos, in
/// `favorites.sqlite`.
struct DataFolder {
  /// The name of the favourites' database in the folder.
  static let favoritesFileName = "favorites.sqlite"

  let url: URL

  /// The folder an interactive run uses when `--data` names none: `$XDG_DATA_HOME/photo-search`,
  /// else `~/.local/share/photo-search`, as the XDG base directory convention has it.
  ///
  /// - Parameters:
  ///   - environment: The process's environment variables.
  ///   - home: The user's home folder.
  static func defaultURL(environment: [String: String], home: URL) -> URL {
    // The convention ignores a relative XDG_DATA_HOME.
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return URL(fileURLWithPath: data, isDirectory: true).appending(path: "photo-search")
    }
    return home.appending(path: ".local/share/photo-search")
  }

  /// Uses a folder, creating it and the folders above it when missing.
  ///
  /// - Parameter url: The folder, as `--data` names it.
  /// - Throws: `DataFolderError` when it is not a folder or cannot be created.
  init(creatingIfMissing url: URL) throws(DataFolderError) {
    self.url = url
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw .notAFolder(url.path) }
      return
    }
    if let reason = Self.makeFolder(url.standardizedFileURL.path) {
      throw .cannotCreate(url.path, reason: reason)
    }
  }

  /// Opens the favourites' database in the folder, creating it when missing.
  ///
  /// - Throws: `DataFolderError` with SQLite's message when the file is not a database the app
  ///   can open; the file is left as it is.
  func openFavorites() throws(DataFolderError) -> SQLiteStorage {
    let file = url.appending(path: Self.favoritesFileName)
    do {
      return try SQLiteStorage(at: file)
    } catch {
      throw .cannotOpenFavorites(file.path, reason: "\(error.message) (SQLite code \(error.code))")
    }
  }

  /// Creates a folder and the missing folders above it, as `mkdir -p` does.
  ///
  /// - Returns: `nil`, or why a folder could not be created, in the system's words.
  private static func makeFolder(_ path: String) -> String? {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      return isFolder.boolValue ? nil : "\(path) is not a folder"
    }
    let parent = (path as NSString).deletingLastPathComponent
    if parent != path, !parent.isEmpty, let reason = makeFolder(parent) { return reason }
    guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
      return String(cString: strerror(errno))
    }
    return nil
  }
}

/// A data folder the app cannot keep its data in.
enum DataFolderError: Error, Equatable, CustomStringConvertible {
  case notAFolder(String)
  case cannotCreate(String, reason: String)
  case cannotOpenFavorites(String, reason: String)

  var description: String {
    switch self {
    case .notAFolder(let path):
      return "The data folder \(path) is a file, not a folder, so the favourite photos cannot "
        + "be kept in it. To fix, pass a folder with --data FOLDER, or move the file away."
    case .cannotCreate(let path, let reason):
      return "The data folder \(path) cannot be created (\(reason)), so the favourite photos "
        + "cannot be kept. To fix, create it yourself, or pass a folder you can write with "
        + "--data FOLDER."
    case .cannotOpenFavorites(let path, let reason):
      return "The favourite photos in \(path) cannot be opened: \(reason). The file is left as "
        + "it is. To fix, move it away (the app then starts with no favourites), or pass another "
        + "folder with --data FOLDER."
    }
  }
}
