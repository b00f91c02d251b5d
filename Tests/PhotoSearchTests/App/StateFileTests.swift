import Foundation
import MVCS
import Testing

@testable import PhotoSearchApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The state file, in a real temporary folder: saved scenes are restored and replaced, any other
/// file is left exactly as it was.
@MainActor struct StateFileTests {
  private let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appending(path: "photo-search-state-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  private func start() throws -> Session {
    try Session(size: .standard)
  }

  private func routes(_ count: Int) -> String {
    let route =
      #"{"action": "show", "scene": "PhotoDetail", "context": {"photoID": {"string": "p018"}}}"#
    return #"{"routes": ["# + Array(repeating: route, count: count).joined(separator: ",") + "]}"
  }

  /// Starts with the file, goes back to Search, searches, and ends: what a run does to it.
  private func run(with file: URL) async throws -> Session {
    let session = try start()
    session.restore(from: file)
    for key in [.escape] + "owls".map(Key.character) + [.enter] { _ = session.handle(key) }
    await session.settle()
    _ = session.frame()
    session.end()
    return session
  }

  private func savedScenes(in file: URL) throws -> [String] {
    try JSONDecoder().decode(SavedNavigation.self, from: Data(contentsOf: file)).routes
      .compactMap(\.scene)
  }

  @Test func aFileThatIsNotSavedScenesIsLeftAsItIs() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let readme = folder.appending(path: "README.md")
    let text = "# My project\n\nNot saved scenes.\n"
    try text.write(to: readme, atomically: false, encoding: .utf8)

    let session = try start()
    session.restore(from: readme)
    #expect(session.stateFile == nil)
    #expect(
      session.notice?.hasPrefix("The state file \(readme.path) does not hold saved scenes") == true)
    #expect(session.frame().lines[22].text.hasPrefix(" ! The state file /"))
    session.end()
    #expect(try String(contentsOf: readme, encoding: .utf8) == text)
    #expect(session.saveProblem == nil)
  }

  @Test func saysWhyAFileIsLeftAsItIs() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let readme = folder.appending(path: "README.md")
    try "# Hello".write(to: readme, atomically: false, encoding: .utf8)
    #expect(throws: StateFileError.self) { try StateFile(reading: readme) }
    do {
      _ = try StateFile(reading: readme)
    } catch {
      #expect(
        error.description == "The state file \(readme.path) does not hold saved scenes "
          + "(The given data was not valid JSON.); it is left as it is, and the scenes will not "
          + "be saved to it. To fix, pass another file with --state, or move this one away.")
    }
    #expect(throws: StateFileError.notAFile(folder.path, kind: "a folder")) {
      try StateFile(reading: folder)
    }
  }

  @Test func aSymbolicLinkIsNotFollowedToOverwriteItsTarget() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appending(path: "target.json")
    try routes(1).write(to: target, atomically: false, encoding: .utf8)
    let link = folder.appending(path: "state.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

    let session = try await run(with: link)
    #expect(try routes(1) == String(contentsOf: target, encoding: .utf8))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(session.saveProblem == nil)
  }

  @Test func savedScenesAreReplacedByANewFileRenamedIntoPlace() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appending(path: "state.json")
    try routes(1).write(to: state, atomically: false, encoding: .utf8)
    let before = try #require(
      try FileManager.default.attributesOfItem(atPath: state.path)[.systemFileNumber] as? Int)

    let session = try await run(with: state)
    #expect(session.saveProblem == nil)
    #expect(try savedScenes(in: state) == ["PhotoList"])
    // Written beside it and renamed: never a half-written file under the name.
    let after = try FileManager.default.attributesOfItem(atPath: state.path)[.systemFileNumber]
    #expect(after as? Int != before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  @Test func scenesSavedByNameAreRestoredByTheirRoutesAndSavedAsBefore() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appending(path: "state.json")
    // As the app saved them before its scenes had routes: each value with its type.
    let saved = """
      {"routes": [
        {"action": "show", "scene": "PhotoList",
         "context": {"query": {"string": "cats"}, "scope": {"string": "tags"}}},
        {"action": "show", "scene": "PhotoDetail", "context": {"photoID": {"string": "p018"}}}
      ]}
      """
    try saved.write(to: state, atomically: false, encoding: .utf8)

    let session = try start()
    session.restore(from: state)
    await session.settle()
    #expect(session.notice == nil)
    #expect(session.navigator.shown.count == 2)
    #expect(session.frame().lines[0].text.hasPrefix(" Photo Search › PhotoDetail: p018"))
    session.end()
    #expect(session.saveProblem == nil)
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: state)) as? NSDictionary
    #expect(json == (try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? NSDictionary))
  }

  @Test func aMissingFileIsCreated() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appending(path: "state.json")
    let session = try await run(with: state)
    #expect(session.saveProblem == nil)
    #expect(try savedScenes(in: state) == ["PhotoList"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  @Test func aFileThatChangedOrAppearedWhileTheAppRanIsNotOverwritten() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    for isThereAtStart in [true, false] {
      let state = folder.appending(path: "state-\(isThereAtStart).json")
      if isThereAtStart { try routes(1).write(to: state, atomically: false, encoding: .utf8) }
      let session = try start()
      session.restore(from: state)
      try "someone else's".write(to: state, atomically: true, encoding: .utf8)
      session.end()
      #expect(try String(contentsOf: state, encoding: .utf8) == "someone else's")
      #expect(
        session.saveProblem
          == "The scenes were not saved: \(state.path) changed since the app read it, and the "
          + "app replaces only the file it read. To fix, pass another file with --state.")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
  }

  @Test func restoresAtMostTheLimitOfScenesWithANote() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appending(path: "state.json")
    let count = StateFile.sceneLimit * 20
    try routes(count).write(to: state, atomically: false, encoding: .utf8)

    let session = try start()
    session.restore(from: state)
    #expect(session.navigator.shown.count == StateFile.sceneLimit)
    #expect(
      session.frame().lines[22].text.hasPrefix(
        " ! Restored the first 50 of \(count) saved scenes, the most a start rebuilds."))
    session.end()
    #expect(try savedScenes(in: state).count == StateFile.sceneLimit)
  }

  @Test func aFileFarLargerThanSavedScenesIsNotRead() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let large = folder.appending(path: "large.json")
    #expect(FileManager.default.createFile(atPath: large.path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: large.path))
    try handle.truncate(atOffset: UInt64(StateFile.sizeLimit + 1))
    try handle.close()
    #expect(throws: StateFileError.tooLarge(large.path, size: StateFile.sizeLimit + 1)) {
      try StateFile(reading: large)
    }
  }
}
