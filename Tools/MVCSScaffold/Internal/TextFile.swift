import Foundation

/// Reads the text files `mvcs` takes as input: templates, the config file, the mediator file.
enum TextFile {
  /// A file's text.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - display: How to name it in messages.
  ///   - folderProblem: What it means when a folder is there instead.
  /// - Throws: ``ScaffoldError/unreadable(_:problem:)`` saying why it cannot be read.
  static func read(
    _ url: URL, display: String, folderProblem: ScaffoldError.ReadProblem = .folder
  ) throws(ScaffoldError) -> String {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      throw .unreadable(display, problem: folderProblem)
    }
    let descriptor = open(url.path, O_RDONLY)
    guard descriptor >= 0 else { throw .unreadable(display, problem: .system(.current)) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    let data: Data
    do {
      data = try handle.readToEnd() ?? Data()
    } catch {
      throw .unreadable(display, problem: .system(SystemError(code: EIO)))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .unreadable(display, problem: .notUTF8)
    }
    return text
  }
}
