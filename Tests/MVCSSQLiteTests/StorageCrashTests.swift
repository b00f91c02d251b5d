import Foundation
import MVCS
import MVCSSQLite
import Testing

#if os(macOS) || os(Linux) || os(Windows)

  /// Durability of both persistent storages: a child process (`storage-writer`) writing in a loop
  /// is killed with SIGKILL at random moments; after each kill every key must read back whole, as
  /// its old value or a newer one.
  struct StorageCrashTests {
    /// What `storage-writer` writes: a payload made from the key and round, so a torn value shows.
    struct Record: Codable {
      let key: Int
      let round: Int
      let payload: String

      static func payload(key: Int, round: Int) -> String {
        String(repeating: "\(key)-\(round);", count: 50 + (round * 7 + key) % 300)
      }
    }

    static let keys = 6
    static let kills = 12

    @Test(arguments: ["file", "sqlite"])
    func killedWriterLeavesEveryKeyOldOrNew(backend: String) async throws {
      let location = FileManager.default.temporaryDirectory
        .appending(path: "mvcs-crash-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: location) }
      var lastRound: [Int: Int] = [:]
      for kill in 0..<Self.kills {
        let firstRound = kill * 1_000
        let writes = Int.random(in: 1...(Self.keys * 8))
        let arguments = [backend, location.path, "\(firstRound)", "\(Self.keys)"]
        // On a thread of its own: reading the pipe and waiting for the process block, and must
        // not hold up Swift's shared threads, which other tests run on.
        let status = try await withCheckedThrowingContinuation { continuation in
          Thread {
            continuation.resume(
              with: Result { try Self.runAndKill(arguments, afterWrites: writes) })
          }.start()
        }
        #expect(status == .uncaughtSignal, "the writer stopped on its own before being killed")
        let storage: any Storage =
          backend == "sqlite" ? try SQLiteStorage(at: location) : FileStorage(folder: location)
        for key in 0..<Self.keys {
          // A torn file or page would throw here, or decode to a payload that does not match.
          guard let record = try await storage.read(Record.self, forKey: "key-\(key)") else {
            #expect(lastRound[key] == nil, "key-\(key) vanished after kill \(kill)")
            continue
          }
          #expect(record.key == key)
          #expect(record.payload == Record.payload(key: key, round: record.round))
          #expect(record.round >= lastRound[key] ?? -1, "key-\(key) went back to an older value")
          lastRound[key] = record.round
        }
      }
      #expect(!lastRound.isEmpty)
    }

    /// A writer killed in the middle of a batch leaves every key of the batch old or every key
    /// new, once the storage is opened again. (Against a batch applied one key at a time, such as
    /// `Storage`'s default, it fails: keys hold two rounds.)
    @Test(arguments: ["file", "sqlite"])
    func killedWriterLeavesEveryBatchWhole(backend: String) async throws {
      let location = FileManager.default.temporaryDirectory
        .appending(path: "mvcs-crash-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: location) }
      let keys = 40
      var lastRound = -1
      for kill in 0..<Self.kills {
        let arguments = [backend, location.path, "\(kill * 1_000)", "\(keys)", "batch"]
        let batches = Int.random(in: 1...8)
        let status = try await withCheckedThrowingContinuation { continuation in
          Thread {
            continuation.resume(
              with: Result {
                try Self.runAndKill(arguments, afterWrites: batches, jitter: 0..<20_000)
              })
          }.start()
        }
        #expect(status == .uncaughtSignal, "the writer stopped on its own before being killed")
        let storage: any Storage =
          backend == "sqlite" ? try SQLiteStorage(at: location) : FileStorage(folder: location)
        var rounds: Set<Int> = []
        for key in 0..<keys {
          let record = try await storage.read(Record.self, forKey: "key-\(key)")
          rounds.insert(record?.round ?? -1)
          if let record { #expect(record.payload == Record.payload(key: key, round: record.round)) }
        }
        #expect(rounds.count == 1, "after kill \(kill) the keys hold rounds \(rounds.sorted())")
        let round = try #require(rounds.first)
        #expect(round >= lastRound, "the keys went back to an older batch")
        lastRound = round
      }
      #expect(lastRound >= 0)
    }

    /// Runs `storage-writer`, waits until it reports `writes` writes, then kills it with SIGKILL
    /// while it goes on writing.
    ///
    /// A batch is written only after its line is printed, so a kill right after the line lands
    /// before the next batch touches the storage. `jitter`, in microseconds, spreads the kill
    /// over the next batch. It waits for nothing: any delay, zero included, makes a valid test.
    static func runAndKill(
      _ arguments: [String], afterWrites writes: Int, jitter: Range<UInt32>? = nil
    ) throws -> Process.TerminationReason {
      let process = Process()
      process.executableURL = try writer()
      process.arguments = arguments
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      var lines = 0
      while lines < writes {
        let data = output.fileHandleForReading.availableData
        if data.isEmpty { break }  // the writer exited
        lines += data.count { $0 == UInt8(ascii: "\n") }
      }
      if let jitter { usleep(UInt32.random(in: jitter)) }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return process.terminationReason
    }

    /// The `storage-writer` executable beside the test bundle.
    static func writer() throws -> URL {
      var folder = Bundle.main.bundleURL
      if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
      let candidates = [folder, Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()]
      let found = candidates.map { $0.appending(path: "storage-writer") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
      return try #require(found, "storage-writer is not built beside the tests in \(candidates)")
    }

    private final class Marker {}
  }

#endif
