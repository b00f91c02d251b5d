import Foundation
import MVCS
import MVCSSQLite

extension Bench {
  /// Times batches: 50,000 small values in one `SQLiteStorage` batch against the C API doing
  /// the same upserts in one transaction, and 1,000 values in one `FileStorage` batch against
  /// 1,000 single writes.
  ///
  /// Both sides of each ratio start from the same Swift values and encode each one, with the
  /// encoder settings the storages use, inside the timed work: encoding is part of what a batch
  /// costs its user. Both run in a detached task, as the other storage ratios do.
  func measureStorageBatches(in folder: URL) async throws {
    let count = 50_000
    let keys = (0..<count).map { "profiles/\($0)" }
    let values = (0..<count).map { BenchProfile(id: $0, name: "Ann Example", tags: ["admin"]) }

    let storage = try SQLiteStorage(at: folder.appending(path: "batch.sqlite"))
    let raw = try RawSQLite(path: folder.appending(path: "raw-batch.sqlite").path)
    let sqliteBatch = BenchCase("SQLiteStorage batch of 50,000 small values") { n, _ in
      try await Task.detached {
        for _ in 0..<n {
          var batch = StorageBatch()
          for index in keys.indices { try batch.write(values[index], forKey: keys[index]) }
          try await storage.write(batch)
        }
      }.value
    }
    let cBatch = BenchCase("C API 50,000 prepared inserts, one transaction") { n, _ in
      try await Task.detached {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for _ in 0..<n { try raw.insertAll(keys, values, encode: encoder.encode) }
      }.value
    }
    try await measureRatio(
      "SQLiteStorage batch of 50,000 small values ÷ C API", target: 1.5, case: sqliteBatch,
      floor: cBatch, schedule: .slow)

    let fileCount = 1_000
    let files = FileStorage(folder: folder.appending(path: "batch-files"))
    // Each side waits for a thousand or more flushes to the disk, up to seconds a run on a busy
    // disk: fewer batches.
    let fileBatch = BenchCase("FileStorage batch of 1,000 (fsync)") { n, _ in
      try await Task.detached {
        for _ in 0..<n {
          var batch = StorageBatch()
          for index in 0..<fileCount { try batch.write(values[index], forKey: keys[index]) }
          try await files.write(batch)
        }
      }.value
    }
    let fileSingles = BenchCase("FileStorage 1,000 single writes (fsync)") { n, _ in
      try await Task.detached {
        for _ in 0..<n {
          for index in 0..<fileCount {
            try await files.write(values[index], forKey: keys[index])
          }
        }
      }.value
    }
    try await measureRatio(
      "FileStorage batch of 1,000 ÷ 1,000 single writes", target: 1, case: fileBatch,
      floor: fileSingles, schedule: .disk)
  }
}
