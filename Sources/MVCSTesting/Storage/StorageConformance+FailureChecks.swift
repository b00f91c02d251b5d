import Foundation
import MVCS

extension StorageConformance {
  static func wrongTypeReadIsTypeMismatch(_ storage: any Storage) async throws {
    try await storage.write("many", forKey: "count")
    let error = try await expectTypeMismatch(
      reading: Int.self, forKey: "count", in: storage, requested: "Int",
      reason: "it holds a JSON string of 4 characters")
    try await expect(
      error.description == """
        The value stored under "count" cannot be read as Int: it holds a JSON string of 4 \
        characters. To fix, read it as the type it was written with, \
        or overwrite it with a value of type Int.
        """,
      ##"Expected error.description == """ The value stored under "count" cannot be read as Int: it holds a JSON string of 4 \ characters. To fix, read it as the type it was written with, \ or overwrite it with a value of type Int. """"##
    )
    try await expect(
      try await storage.read(String.self, forKey: "count") == "many",
      "A failed read leaves the value in place.")

    try await storage.write(2.5, forKey: "ratio")
    try await expectTypeMismatch(
      reading: Int.self, forKey: "ratio", in: storage, requested: "Int",
      reason: "it holds a JSON number with a fraction, which is not a valid Int")

    try await storage.write(Int?.none, forKey: "nothing")
    try await expectTypeMismatch(
      reading: Int.self, forKey: "nothing", in: storage, requested: "Int",
      reason: "it holds null")

    try await storage.write([1, 2, 3], forKey: "ids")
    try await expectTypeMismatch(
      reading: [String].self, forKey: "ids", in: storage, requested: "Array<String>",
      reason: "expected String at [0] but found a JSON whole number")

    try await storage.write([["age": "41"]], forKey: "people")
    try await expectTypeMismatch(
      reading: [[String: Int]].self, forKey: "people", in: storage,
      requested: "Array<Dictionary<String, Int>>",
      reason: "expected Int at [0].age but found a JSON string of 2 characters")

    try await storage.write(Profile.ann.address, forKey: "address")
    try await expectTypeMismatch(
      reading: Profile.self, forKey: "address", in: storage,
      requested: "MVCSTesting.StorageConformance.Profile",
      reason: #"it holds a JSON object with 2 keys, which has no key "name""#)

    try await storage.write(String(repeating: "x", count: 100), forKey: "essay")
    try await expectTypeMismatch(
      reading: Bool.self, forKey: "essay", in: storage, requested: "Bool",
      reason: "it holds a JSON string of 100 characters")

    try await storage.write("owner", forKey: "role")
    try await expectTypeMismatch(
      reading: Role.self, forKey: "role", in: storage,
      requested: "MVCSTesting.StorageConformance.Role",
      reason: "it holds a JSON string of 5 characters, which is not a valid "
        + "MVCSTesting.StorageConformance.Role")

    // A stored token must not reach a log through an error's text, however the error is shown.
    let token = "ghp_Zq8TfB3kLm1Xw9RvN2cY7uJ4pH6sD0aE5gKi"
    try await storage.write(["token": token], forKey: "session")
    for read in [
      { _ = try await storage.read(Int.self, forKey: "session") },
      { _ = try await storage.read([String: Int].self, forKey: "session") },
      { _ = try await storage.read([String: Role].self, forKey: "session") },
    ] as [() async throws -> Void] {
      let error = try await requireError(read)
      var dumped = ""
      dump(error, to: &dumped)
      for text in ["\(error)", String(reflecting: error), error.localizedDescription, dumped] {
        try await expect(
          !text.contains(token.prefix(12)),
          "The error of reading the wrong type quotes the stored value: \(error)")
      }
    }
  }

  static func failedEncodeKeepsOldValue(_ storage: any Storage) async throws {
    try await storage.write([1.0, 2.0], forKey: "samples")

    let nan = try await requireError {
      try await storage.write([1.0, .nan], forKey: "samples")
    }
    let finiteOnly = "is not a finite number, and JSON holds only finite numbers"
    try await expect(
      nan
        == .encodingFailed(
          key: "samples", type: "Array<Double>", reason: "nan at [1] \(finiteOnly)"),
      "Writing [1.0, .nan] threw \(nan), expected an encodingFailed error naming nan at [1].")
    try await expect(
      nan.description == """
        Cannot store a value of type Array<Double> under "samples": \
        nan at [1] is not a finite number, and JSON holds only finite numbers. \
        Nothing was written; any previous value was kept. \
        To fix, make sure every part of the value can be encoded.
        """,
      ##"Expected nan.description == """ Cannot store a value of type Array<Double> under "samples": \ nan at [1] is not a finite number, and JSON holds only finite numbers. \ Nothing was written; any previous value was kept. \ To fix, make sure every part of the value can be encoded. """"##
    )

    try await expectError(
      StorageError.encodingFailed(
        key: "samples", type: "Double", reason: "-inf \(finiteOnly)")
    ) {
      try await storage.write(-Double.infinity, forKey: "samples")
    }
    try await expectError(
      StorageError.encodingFailed(
        key: "samples", type: "MVCSTesting.StorageConformance.Unencodable",
        reason: "this value refuses to be encoded")
    ) {
      try await storage.write(Unencodable(), forKey: "samples")
    }
    try await expect(
      try await storage.read([Double].self, forKey: "samples") == [1.0, 2.0],
      ##"Expected try await storage.read([Double].self, forKey: "samples") == [1.0, 2.0]"##)

    _ = try await requireError {
      try await storage.write(Unencodable(), forKey: "fresh")
    }
    try await expect(
      try await storage.read(String.self, forKey: "fresh") == nil,
      "A failed first write stores nothing, not even the part encoded before the failure.")
  }

  static func concurrentWritesAllLand(_ storage: any Storage) async throws {
    let count = 200
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<count {
        group.addTask { try await storage.write(index, forKey: "item-\(index)") }
      }
      try await group.waitForAll()
    }
    for index in 0..<count {
      try await expect(
        try await storage.read(Int.self, forKey: "item-\(index)") == index,
        ##"Expected try await storage.read(Int.self, forKey: "item-\(index)") == index"##)
    }
  }

  static func concurrentWritesToOneKeyLeaveOneWholeValue(
    _ storage: any Storage
  ) async throws {
    let count = 100
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<count {
        group.addTask {
          var profile = Profile.ann
          profile.name = "writer \(index)"
          profile.age = index
          profile.tags = Array(repeating: "tag \(index)", count: index)
          try await storage.write(profile, forKey: "shared")
        }
      }
      try await group.waitForAll()
    }
    let last = try await require(try await storage.read(Profile.self, forKey: "shared"), "shared")
    try await expect((0..<count).contains(last.age), ##"Expected (0..<count).contains(last.age)"##)
    try await expect(
      last.name == "writer \(last.age)", ##"Expected last.name == "writer \(last.age)""##)
    try await expect(
      last.tags == Array(repeating: "tag \(last.age)", count: last.age),
      ##"Expected last.tags == Array(repeating: "tag \(last.age)", count: last.age)"##)
  }

  static func valuesAreCopies(_ storage: any Storage) async throws {
    let box = Box(items: [1, 2])
    try await storage.write(box, forKey: "box")
    box.items.append(3)

    let first = try await require(try await storage.read(Box.self, forKey: "box"), "box")
    try await expect(
      first.items == [1, 2], "Changing a value after writing it changed the stored value.")
    first.items.append(4)

    let second = try await require(try await storage.read(Box.self, forKey: "box"), "box")
    try await expect(
      second.items == [1, 2], "Changing a value read back changed the stored value.")
    try await expect(first !== second, "Two reads returned the same instance.")
  }

  // MARK: - Expectations

  static func expectRoundTrip<Value: Codable & Sendable & Equatable>(
    _ value: Value, forKey key: String = "value", in storage: any Storage
  ) async throws {
    try await storage.write(value, forKey: key)
    let stored = try await storage.read(Value.self, forKey: key)
    try await expect(
      stored == value,
      "\(Value.self) under \"\(key)\": wrote \(value), read back \(stored.map { "\($0)" } ?? "nil")"
    )
  }

  @discardableResult
  static func expectTypeMismatch<Value: Codable & Sendable>(
    reading type: Value.Type, forKey key: String, in storage: any Storage, requested: String,
    reason: String
  ) async throws -> StorageError {
    let error = try await requireError {
      _ = try await storage.read(type, forKey: key)
    }
    try await expect(
      error == .typeMismatch(key: key, requested: requested, reason: reason),
      "Reading \(requested) under \"\(key)\" threw: \(error)")
    return error
  }
}
