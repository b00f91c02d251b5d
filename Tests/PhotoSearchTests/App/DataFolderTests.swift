import Foundation
import Testing

@testable import PhotoSearchApp

struct DataFolderTests {
  private let home = URL(fileURLWithPath: "/home/ada", isDirectory: true)

  @Test func defaultsToTheXDGDataHomeElseTheLocalShareFolder() {
    #expect(
      DataFolder.defaultURL(environment: ["XDG_DATA_HOME": "/data/ada"], home: home).path
        == "/data/ada/photo-search")
    #expect(
      DataFolder.defaultURL(environment: [:], home: home).path
        == "/home/ada/.local/share/photo-search")
    // The XDG convention ignores a relative or empty path.
    for ignored in ["data", ""] {
      #expect(
        DataFolder.defaultURL(environment: ["XDG_DATA_HOME": ignored], home: home).path
          == "/home/ada/.local/share/photo-search")
    }
  }

  @Test func createsTheFolderAndTheFoldersAboveIt() throws {
    let top = FileManager.default.temporaryDirectory
      .appending(path: "photo-search-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: top) }
    let folder = top.appending(path: "a/b")
    _ = try DataFolder(creatingIfMissing: folder)
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    // Again: it is there, nothing to do.
    _ = try DataFolder(creatingIfMissing: folder)
  }

  @Test func namesAFileInTheWayAndTheFix() throws {
    let file = FileManager.default.temporaryDirectory
      .appending(path: "photo-search-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    try "notes".write(to: file, atomically: true, encoding: .utf8)
    #expect(
      throws: DataFolderError.cannotCreate(
        file.path + "/data", reason: "\(file.path) is not a folder")
    ) {
      try DataFolder(creatingIfMissing: file.appending(path: "data"))
    }
    #expect(throws: DataFolderError.notAFolder(file.path)) {
      try DataFolder(creatingIfMissing: file)
    }
  }
}
