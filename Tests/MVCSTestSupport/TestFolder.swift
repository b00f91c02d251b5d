package import Foundation

/// A folder in the temporary folder for the files of one test process, removed when the process
/// exits: storages that a test makes by the dozen (the conformance checks) leave nothing behind.
package enum TestFolder {
  /// The folder, made on first use.
  package static let root: URL = {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "mvcs-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: TestFolder.root) }
    return folder
  }()

  /// A new path in the folder, for a file or folder that nothing uses yet.
  package static func path(_ prefix: String, extension: String? = nil) -> URL {
    root.appending(path: prefix + "-" + UUID().uuidString + (`extension`.map { "." + $0 } ?? ""))
  }
}
