import Foundation
import MVCS
import MVCSSQLite
import MVCSTestSupport
import Testing

#if os(macOS) || os(Linux) || os(Windows)

  /// A value written by another process reaches `changes()` of a storage open on the same file or
  /// folder, and reads back: the second process is `storage-writer set`.
  struct OtherProcessChangesTests {
    /// A storage in a new temporary folder, and the location to hand the other process.
    static func storage(_ backend: String, in folder: URL) throws -> (any SynchronousStorage, URL) {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      if backend == "sqlite" {
        let file = folder.appending(path: "values.sqlite")
        return (try SQLiteStorage(at: file), file)
      }
      let values = folder.appending(path: "values")
      return (FileStorage(folder: values), values)
    }

    @Test(arguments: ["file", "sqlite"])
    func noticesAWriteOfAnotherProcess(backend: String) async throws {
      let folder = FileManager.default.temporaryDirectory
        .appending(path: "mvcs-other-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let (storage, location) = try Self.storage(backend, in: folder)
      let stream = storage.changes()
      try await Self.set(backend, location, ["favorites/ids", #"["p1","p2"]"#])
      // Files name the key; SQLite knows only that another connection committed.
      let received = await ChangeAwaiting.changes(
        stream, naming: ["favorites/ids"], orUnknown: backend == "sqlite")
      #expect(received != nil, "no change announced in time")
      #expect(
        try storage.readSynchronously([String].self, forKey: "favorites/ids") == ["p1", "p2"])
      #expect(try await storage.read([String].self, forKey: "favorites/ids") == ["p1", "p2"])
    }

    @Test(arguments: ["file", "sqlite"])
    func noticesEveryKeyOfAnotherProcesssBatch(backend: String) async throws {
      let folder = FileManager.default.temporaryDirectory
        .appending(path: "mvcs-other-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let (storage, location) = try Self.storage(backend, in: folder)
      let stream = storage.changes()
      let long = String(repeating: "k", count: 300)
      try await Self.set(backend, location, ["one", "1", "two", #""zwei""#, long, "true"])
      let received = await ChangeAwaiting.changes(
        stream, naming: ["one", "two", long], orUnknown: backend == "sqlite")
      #expect(received != nil, "no change announced in time")
      // A batch is all or nothing, so after its first announcement every key reads new.
      #expect(try storage.readSynchronously(Int.self, forKey: "one") == 1)
      #expect(try storage.readSynchronously(String.self, forKey: "two") == "zwei")
      #expect(try storage.readSynchronously(Bool.self, forKey: long) == true)
    }

    /// Runs `storage-writer <backend> <location> set <pairs…>` and waits for it to exit.
    static func set(_ backend: String, _ location: URL, _ pairs: [String]) async throws {
      let process = Process()
      process.executableURL = try StorageCrashTests.writer()
      process.arguments = [backend, location.path, "set"] + pairs
      process.standardOutput = FileHandle.nullDevice  // when the write began, for the benchmark
      // On a thread of its own: waiting for the process blocks, and must not hold up Swift's
      // shared threads, which other tests run on.
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        Thread {
          continuation.resume(
            with: Result {
              try process.run()
              process.waitUntilExit()
            })
        }.start()
      }
      #expect(process.terminationStatus == 0, "storage-writer set failed")
    }
  }

#endif
