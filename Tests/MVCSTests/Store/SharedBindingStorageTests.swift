import Foundation
import Testing

@testable import MVCS

/// Bound values on the built-in storages: loaded before start, shared between scenes, and
/// following writes made by code that holds the storage.
@MainActor
struct SharedBindingStorageTests {
  @Test(arguments: ["memory", "files"])
  func loadsBeforeStartAndFollowsWritesOfOtherCode(kind: String) async throws {
    guard kind == "files" else { return try await check(InMemoryStorage()) }
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "mvcs-shared-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try await check(FileStorage(folder: folder))
  }

  private func check(_ storage: some Storage) async throws {
    try await storage.write(["s1"], forKey: "favorites")
    let app = readerApp { storage }
    let story = try app.assemble(named: "Reader")
    let list = try app.assemble(named: "Reader")
    #expect(story.readerStore.favoritesAtStart == ["s1"])

    story.reader.starTapped = "s2"
    #expect(list.reader.favorites == ["s2", "s1"])
    await app.waitUntilStored()
    #expect(try await storage.read([String].self, forKey: "favorites") == ["s2", "s1"])

    // Code holding the storage, not a binding, writes it: awaited through the delivery alone.
    await withCheckedContinuation { continuation in
      list.reader.observe(\.favorites, by: list.readerStore) { _, change in
        if change.newValue == ["s3"] { continuation.resume() }
      }
      Task { try await storage.write(["s3"], forKey: "favorites") }
    }
    #expect(story.reader.favorites == ["s3"])
    try await storage.remove(forKey: "favorites")
    await app.waitUntilStored()
    #expect(story.reader.favorites == [])
    #expect(list.reader.favorites == [])
    story.tearDown()
    list.tearDown()
  }
}
