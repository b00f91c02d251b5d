// Writes records to a storage in a loop until it is killed, for the crash tests of
// Tests/MVCSSQLiteTests: they kill it with SIGKILL at random moments and check that every key
// still reads back whole. Prints a line after each write, so a test can kill it mid-stream.
// With `batch`, each round writes every key in one StorageBatch and prints one line.
// With `set`, it writes each key its JSON value once (several keys in one batch), prints when
// the write began (seconds since 1970) and exits, for the tests and the benchmark of how another
// process's writes are noticed.
//
//   storage-writer file|sqlite <folder or file> <first round> <keys> [batch]
//   storage-writer file|sqlite <folder or file> set <key> <json> [<key> <json> …]
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

/// Any JSON value, so that `set` writes what it was given, as a value of its own kind.
enum JSON: Codable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSON].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSON].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
    }
  }
}

let arguments = CommandLine.arguments
if arguments.count >= 6, arguments[3] == "set", arguments.count % 2 == 0,
  ["file", "sqlite"].contains(arguments[1])
{
  let location = URL(filePath: arguments[2])
  let storage: any Storage =
    arguments[1] == "sqlite" ? try SQLiteStorage(at: location) : FileStorage(folder: location)
  let pairs = stride(from: 4, to: arguments.count, by: 2).map { (arguments[$0], arguments[$0 + 1]) }
  var values: [(key: String, value: JSON)] = []
  for (key, json) in pairs {
    values.append((key, try JSONDecoder().decode(JSON.self, from: Data(json.utf8))))
  }
  // When the write began, in seconds since 1970, printed once it is done: the benchmark of how
  // soon another process notices the write compares it with when the change arrived.
  let began = Date().timeIntervalSince1970
  if let only = values.first, values.count == 1 {
    try await storage.write(only.value, forKey: only.key)
  } else {
    var batch = StorageBatch()
    for (key, value) in values { try batch.write(value, forKey: key) }
    try await storage.write(batch)
  }
  print(String(format: "%.6f", began))
  exit(0)
}
guard [5, 6].contains(arguments.count), let firstRound = Int(arguments[3]),
  let keys = Int(arguments[4]), ["file", "sqlite"].contains(arguments[1]),
  arguments.count == 5 || arguments[5] == "batch"
else {
  FileHandle.standardError.write(
    Data(
      """
      usage: storage-writer file|sqlite <folder or file> <first round> <keys> [batch]
             storage-writer file|sqlite <folder or file> set <key> <json> [<key> <json> …]

      """.utf8))
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
