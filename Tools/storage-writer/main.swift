// Writes records to a storage in a loop until it is killed, for the crash tests of
// Tests/MVCSSQLiteTests: they kill it with SIGKILL at random moments and check that every key
// still reads back whole. Prints a line after each write, so a test can kill it mid-stream.
// With `batch`, each round writes every key in one StorageBatch and prints one line.
//
//   storage-writer file|sqlite <folder or file> <first round> <keys> [batch]
import Foundation
import MVCS
import MVCSSQLite

/// One record; its payload is a function of its key and round, so a reader can tell a whole
/// record from a torn one.
struct Record: Codable {
  let key: Int
  let round: Int
  let payload: String

  init(key: Int, round: Int) {
    self.key = key
    self.round = round
    payload = String(repeating: "\(key)-\(round);", count: 50 + (round * 7 + key) % 300)
  }
}

let arguments = CommandLine.arguments
guard [5, 6].contains(arguments.count), let firstRound = Int(arguments[3]),
  let keys = Int(arguments[4]), ["file", "sqlite"].contains(arguments[1]),
  arguments.count == 5 || arguments[5] == "batch"
else {
  FileHandle.standardError.write(
    Data(
      "usage: storage-writer file|sqlite <folder or file> <first round> <keys> [batch]\n".utf8))
  exit(64)
}
let inBatches = arguments.count == 6
let location = URL(filePath: arguments[2])
let storage: any Storage =
  arguments[1] == "sqlite" ? try SQLiteStorage(at: location) : FileStorage(folder: location)
var round = firstRound
while inBatches {
  var batch = StorageBatch()
  for key in 0..<keys {
    try batch.write(Record(key: key, round: round), forKey: "key-\(key)")
  }
  try await storage.write(batch)
  FileHandle.standardOutput.write(Data("\(round)\n".utf8))
  round += 1
}
while true {
  for key in 0..<keys {
    try await storage.write(Record(key: key, round: round), forKey: "key-\(key)")
    FileHandle.standardOutput.write(Data("\(round) \(key)\n".utf8))
  }
  round += 1
}
