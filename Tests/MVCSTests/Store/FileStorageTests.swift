import Foundation
import MVCS
import MVCSSupport
import MVCSTestSupport
import MVCSTesting
import Testing

struct FileStorageTests {
  /// A new folder path in the test process's folder, which is removed when the tests end.
  static func temporaryFolder() -> URL {
    TestFolder.path("mvcs-file")
  }

  @Test func keepsTheStorageContract() async {
    await StorageConformance.check { FileStorage(folder: Self.temporaryFolder()) }
  }

  @Test func valuesOutliveTheInstanceThatWroteThem() async throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try await FileStorage(folder: folder).write(["p1", "p2"], forKey: "favorites/ids")
    let again = try await FileStorage(folder: folder).read([String].self, forKey: "favorites/ids")
    #expect(again == ["p1", "p2"])
  }

  @Test func keepsOneFileAKeyAndNoTemporaryFiles() async throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let storage = FileStorage(folder: folder)
    for index in 0..<5 { try await storage.write(index, forKey: "key") }
    try await storage.write("x", forKey: "Other Key")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["%4Fther%20%4Bey.json", "key.json"])
    let text = try String(contentsOf: folder.appending(path: "key.json"), encoding: .utf8)
    #expect(text == "4")
  }

  @Test func mapsEveryKeyToOneSafeFileName() {
    #expect(FileStorage.fileName(forKey: "photos") == "photos.json")
    #expect(FileStorage.fileName(forKey: "Photos/2024") == "%50hotos%2F2024.json")
    #expect(FileStorage.fileName(forKey: "..") == "%2E%2E.json")
    #expect(FileStorage.fileName(forKey: "é") == "%C3%A9.json")
    #expect(FileStorage.fileName(forKey: "e\u{301}") == FileStorage.fileName(forKey: "é"))
    // Case-insensitive disks cannot confuse keys differing only in case.
    #expect(
      FileStorage.fileName(forKey: "a").lowercased()
        != FileStorage.fileName(forKey: "A")
        .lowercased())
    let long = String(repeating: "ключ", count: 1_000)
    let name = FileStorage.fileName(forKey: long)
    #expect(name == "~\(Digest.sha256(long).hex).json")
    #expect(name.utf8.count < 255)
  }

  @Test func keyOfAnyLengthGetsAFileNameWithinNameMax() async throws {
    // 200 name bytes is the longest name kept readable; one more byte and the name is a hash.
    let readable = String(repeating: "k", count: 200)
    #expect(FileStorage.fileName(forKey: readable) == readable + ".json")
    #expect(FileStorage.fileName(forKey: readable + "k").hasPrefix("~"))
    #expect(FileStorage.fileName(forKey: String(repeating: "/", count: 67)).hasPrefix("~"))
    #expect(FileStorage.fileName(forKey: String(repeating: "/", count: 66)).hasPrefix("%2F"))

    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let storage = FileStorage(folder: folder)
    let huge = String(repeating: "ключ", count: 250_000)  // 2 MB of UTF-8
    try await storage.write(1, forKey: huge)
    try await storage.write(2, forKey: huge + "!")
    #expect(try await storage.read(Int.self, forKey: huge) == 1)
    #expect(try await storage.read(Int.self, forKey: huge + "!") == 2)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    // Each hashed value file has its key beside it, for keys(prefix:).
    #expect(names.filter { $0.hasSuffix(".json") }.count == 2)
    #expect(names.filter { $0.hasSuffix(".key") }.count == 2)
    #expect(try await storage.keys() == [huge, huge + "!"])
    #expect(names.allSatisfy { $0.utf8.count <= Int(NAME_MAX) })
  }

  @Test func folderPathPastTheSystemLimitIsATypedError() async throws {
    let root = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    var folder = root
    for _ in 0..<25 { folder.append(path: String(repeating: "d", count: 200)) }
    let storage = FileStorage(folder: folder)
    let error = await #expect(throws: FileStorageError.self) {
      try await storage.write(1, forKey: "count")
    }
    #expect(error?.operation == .write)
    #expect(error?.path == folder.path)
    await #expect(throws: FileStorageError.self) {
      _ = try await storage.read(Int.self, forKey: "count")
    }
  }

  @Test func survivesManyTasksWritingAtOnce() async throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let one = FileStorage(folder: folder)
    let other = FileStorage(folder: folder)
    await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<40 {
        group.addTask {
          try await (index.isMultiple(of: 2) ? one : other).write(index, forKey: "k\(index % 4)")
        }
      }
    }
    for key in 0..<4 {
      let value = try #require(try await one.read(Int.self, forKey: "k\(key)"))
      #expect(value % 4 == key)
    }
  }

  @Test func aliasSharesOneInstanceAndRefusesAnotherFolder() throws {
    let folder = Self.temporaryFolder()
    let alias = "Favorites-\(UUID().uuidString)"
    let first = try FileStorage.named(alias, in: folder)
    let second = try FileStorage.named(alias, in: folder.appending(path: "."))
    #expect(first === second)
    let elsewhere = Self.temporaryFolder()
    let error = #expect(throws: StorageAliasError.self) {
      _ = try FileStorage.named(alias, in: elsewhere)
    }
    #expect(
      error?.description == """
        The storage alias "\(alias)" is open as FileStorage at \(folder.path); it cannot also \
        be FileStorage at \(elsewhere.path). To fix, open "\(alias)" with the same location \
        everywhere, or give the second storage another alias.
        """)
  }

  @Test func unwritableFolderIsAnErrorNamingKeyAndPath() async throws {
    let file = Self.temporaryFolder()
    try Data("not a folder".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let storage = FileStorage(folder: file)
    let error = await #expect(throws: FileStorageError.self) {
      try await storage.write(1, forKey: "count")
    }
    #expect(error?.operation == .write)
    #expect(error?.key == "count")
    #expect(error?.description.contains("To fix, make sure the folder exists") == true)
  }
}
