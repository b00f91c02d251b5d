import Foundation
import MVCS
import Testing

/// A storage under test: a name for test reports and a way to make a fresh, empty instance.
struct StorageBackend: Sendable, Identifiable, CustomTestStringConvertible {
  let name: String
  let make: @Sendable () async throws -> any Storage

  init(_ name: String, make: @escaping @Sendable () async throws -> any Storage) {
    self.name = name
    self.make = make
  }

  var id: String { name }
  var testDescription: String { name }
}

/// The promises every ``Storage`` keeps, as checks that any backend's tests run.
///
/// Each check gets a fresh, empty storage from the factory. A backend's test suite runs them all,
/// one test case per check, with:
///
/// ```swift
/// static let backends = [StorageBackend("SQLiteStorage") { try SQLiteStorage(at: file()) }]
///
/// @Test(arguments: backends, StorageConformance.Check.allCases)
/// func keepsStorageContract(backend: StorageBackend, check: StorageConformance.Check)
///   async throws
/// {
///   try await StorageConformance.run(check, on: backend.make)
/// }
/// ```
///
/// or all of them in one test with `await StorageConformance.run { try SQLiteStorage(…) }`.
enum StorageConformance {
  /// One promise of ``Storage``, named as the behaviour it checks.
  enum Check: String, CaseIterable, Sendable {
    case missingKeyReadsNil
    case scalarsRoundTrip
    case collectionsRoundTrip
    case optionalsRoundTrip
    case nestedValuesRoundTrip
    /// Unicode, control characters, path-like and very long keys, none confused with another.
    case unusualKeysRoundTrip
    case keysDifferingOnlyInCaseAreDistinct
    /// Keys compare as Swift strings do: "é" and "e\u{301}" are one key.
    case canonicallyEquivalentKeysNameOneValue
    /// The new value replaces the old whole: no merged fields, no appended elements.
    case writeReplacesValue
    case keysHoldSeparateValues
    case removeDeletesValue
    case removingMissingKeySucceeds
    case emptyKeyIsInvalid
    /// The exact error and message for several kinds of mismatch.
    case wrongTypeReadIsTypeMismatch
    case failedEncodeKeepsOldValue
    case concurrentWritesAllLand
    case concurrentWritesToOneKeyLeaveOneWholeValue
    /// Changing a value after writing it, or after reading it, does not change what is stored.
    case valuesAreCopies
  }

  /// Runs every check, each on a fresh storage, so that one failing check does not hide others.
  ///
  /// - Parameter makeStorage: Makes a new, empty storage of the backend under test.
  static func run(_ makeStorage: () async throws -> any Storage) async {
    for check in Check.allCases {
      do {
        try await run(check, on: makeStorage)
      } catch is ExpectationFailedError {
        // A failed `#require` has already recorded its issue.
      } catch {
        Issue.record(error, "The storage conformance check \(check) threw.")
      }
    }
  }

  /// Runs one check on a fresh storage.
  ///
  /// - Parameters:
  ///   - check: The promise to check.
  ///   - makeStorage: Makes a new, empty storage of the backend under test.
  /// - Throws: Whatever the storage throws where the check expects success, or a failed
  ///   `#require`.
  static func run(_ check: Check, on makeStorage: () async throws -> any Storage) async throws {
    let storage = try await makeStorage()
    switch check {
    case .missingKeyReadsNil: try await missingKeyReadsNil(storage)
    case .scalarsRoundTrip: try await scalarsRoundTrip(storage)
    case .collectionsRoundTrip: try await collectionsRoundTrip(storage)
    case .optionalsRoundTrip: try await optionalsRoundTrip(storage)
    case .nestedValuesRoundTrip: try await nestedValuesRoundTrip(storage)
    case .unusualKeysRoundTrip: try await unusualKeysRoundTrip(storage)
    case .keysDifferingOnlyInCaseAreDistinct: try await keysDifferingOnlyInCaseAreDistinct(storage)
    case .canonicallyEquivalentKeysNameOneValue:
      try await canonicallyEquivalentKeysNameOneValue(storage)
    case .writeReplacesValue: try await writeReplacesValue(storage)
    case .keysHoldSeparateValues: try await keysHoldSeparateValues(storage)
    case .removeDeletesValue: try await removeDeletesValue(storage)
    case .removingMissingKeySucceeds: try await removingMissingKeySucceeds(storage)
    case .emptyKeyIsInvalid: await emptyKeyIsInvalid(storage)
    case .wrongTypeReadIsTypeMismatch: try await wrongTypeReadIsTypeMismatch(storage)
    case .failedEncodeKeepsOldValue: try await failedEncodeKeepsOldValue(storage)
    case .concurrentWritesAllLand: try await concurrentWritesAllLand(storage)
    case .concurrentWritesToOneKeyLeaveOneWholeValue:
      try await concurrentWritesToOneKeyLeaveOneWholeValue(storage)
    case .valuesAreCopies: try await valuesAreCopies(storage)
    }
  }
}

// MARK: - Values

extension StorageConformance {
  struct Address: Codable, Equatable, Sendable {
    var city: String
    var lines: [String]
  }

  struct Profile: Codable, Equatable, Sendable {
    var name: String
    var age: Int
    var address: Address
    var tags: [String]
    var nickname: String?

    static let ann = Profile(
      name: "Ann", age: 41, address: Address(city: "Oslo", lines: ["Storgata 1", "0155"]),
      tags: ["admin", "editor"], nickname: "Annie")
  }

  enum Contact: Codable, Equatable, Sendable {
    case email(String)
    case phone(country: Int, number: String)
  }

  /// Starts encoding, then fails, as a value with one unencodable part would.
  struct Unencodable: Codable, Sendable {
    struct Refusal: Error, CustomStringConvertible {
      var description: String { "this value refuses to be encoded" }
    }

    init() {}
    init(from decoder: any Decoder) throws {}

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode("partial")
      throw Refusal()
    }
  }

  /// A mutable reference, to show that storages keep copies rather than the instance.
  ///
  /// `@unchecked Sendable` is safe here: each `Box` is made, changed and read by one check's
  /// task, one step after another, and the storage only encodes it or decodes a new one.
  final class Box: Codable, @unchecked Sendable {
    var items: [Int]
    init(items: [Int]) { self.items = items }
  }
}

// MARK: - Checks

extension StorageConformance {
  private static func missingKeyReadsNil(_ storage: any Storage) async throws {
    #expect(try await storage.read(Int.self, forKey: "missing") == nil)
    #expect(try await storage.read(Profile.self, forKey: "missing") == nil)
    try await storage.write(1, forKey: "present")
    #expect(try await storage.read(Int.self, forKey: "missing") == nil)
  }

  private static func scalarsRoundTrip(_ storage: any Storage) async throws {
    for value in [0, -1, 42, Int.max, Int.min] {
      try await expectRoundTrip(value, in: storage)
    }
    try await expectRoundTrip(UInt64.max, in: storage)
    let texts = [
      "", "plain", "naïve café ☕️ 🇳🇴 日本語 👩‍👩‍👧‍👦",
      "quote \" backslash \\ slash / newline \n tab \t nul \u{0} end",
    ]
    for value in texts {
      try await expectRoundTrip(value, in: storage)
    }
    for value in [true, false] {
      try await expectRoundTrip(value, in: storage)
    }
    let numbers: [Double] = [
      0, -2.5, 0.1, 1 / 3, .pi, 1e300, -1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    for value in numbers {
      try await expectRoundTrip(value, in: storage)
    }
    try await expectRoundTrip(Float(0.1), in: storage)
  }

  private static func collectionsRoundTrip(_ storage: any Storage) async throws {
    try await expectRoundTrip([1, 2, 3], in: storage)
    try await expectRoundTrip([String](), in: storage)
    try await expectRoundTrip([["a"], [], ["b", "c"]], in: storage)
    try await expectRoundTrip([0.5, -0.25], in: storage)
    try await expectRoundTrip(["one": 1, "two": 2], in: storage)
    try await expectRoundTrip([String: [Int]](), in: storage)
    try await expectRoundTrip(Set(["x", "y"]), in: storage)
  }

  private static func optionalsRoundTrip(_ storage: any Storage) async throws {
    try await expectRoundTrip(Int?.some(5), in: storage)
    try await expectRoundTrip([1, nil, 3] as [Int?], in: storage)
    var anonymous = Profile.ann
    anonymous.nickname = nil
    try await expectRoundTrip(anonymous, in: storage)

    try await storage.write(Int?.none, forKey: "nothing")
    let nothing = try await storage.read(Int?.self, forKey: "nothing")
    #expect(nothing == .some(nil), "A stored nil reads as a stored value, not as a missing key.")
  }

  private static func nestedValuesRoundTrip(_ storage: any Storage) async throws {
    try await expectRoundTrip(Profile.ann, in: storage)
    try await expectRoundTrip([Profile.ann, Profile.ann], in: storage)
    try await expectRoundTrip(["team": [Profile.ann]], in: storage)
    let contacts: [Contact] = [.email("ann@example.com"), .phone(country: 47, number: "22 00")]
    try await expectRoundTrip(contacts, in: storage)
  }

  private static func unusualKeysRoundTrip(_ storage: any Storage) async throws {
    let long = String(repeating: "k", count: 10_000)
    let keys = [
      "ключ", "鍵", "🔑", "👩‍👩‍👧‍👦 family", "naïve café", " ", "  padded  ", "line\nbreak",
      "tab\t", "nul\u{0}byte", "a/b/../c", "..", ".", "/", "\\", "quote\"", "'", "%2F",
      "?*:<>|", "CON", "x'; DROP TABLE values; --", long, long + "1", long + "2",
      String(repeating: "🔑", count: 2_000),
    ]
    #expect(Set(keys).count == keys.count, "The keys under test must all differ.")
    for (index, key) in keys.enumerated() {
      try await storage.write(index, forKey: key)
    }
    for (index, key) in keys.enumerated() {
      let stored = try await storage.read(Int.self, forKey: key)
      #expect(stored == index, "Key \(key.debugDescription.prefix(40)) (\(key.count) characters)")
    }
  }

  private static func keysDifferingOnlyInCaseAreDistinct(_ storage: any Storage) async throws {
    let keys = ["name", "Name", "NAME", "straße", "STRASSE", "i", "I", "İ"]
    for (index, key) in keys.enumerated() {
      try await storage.write(index, forKey: key)
    }
    for (index, key) in keys.enumerated() {
      #expect(try await storage.read(Int.self, forKey: key) == index, "Key \"\(key)\"")
    }
  }

  private static func canonicallyEquivalentKeysNameOneValue(_ storage: any Storage) async throws {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    try await storage.write(1, forKey: composed)
    #expect(try await storage.read(Int.self, forKey: decomposed) == 1)
    try await storage.write(2, forKey: decomposed)
    #expect(try await storage.read(Int.self, forKey: composed) == 2)
    try await storage.remove(forKey: decomposed)
    #expect(try await storage.read(Int.self, forKey: composed) == nil)
  }

  private static func writeReplacesValue(_ storage: any Storage) async throws {
    try await storage.write(1, forKey: "value")
    try await storage.write(2, forKey: "value")
    #expect(try await storage.read(Int.self, forKey: "value") == 2)

    try await storage.write("two", forKey: "value")
    #expect(try await storage.read(String.self, forKey: "value") == "two")

    try await storage.write([1, 2, 3], forKey: "list")
    try await storage.write([4], forKey: "list")
    #expect(try await storage.read([Int].self, forKey: "list") == [4])

    var profile = Profile.ann
    try await storage.write(profile, forKey: "profile")
    profile.nickname = nil
    profile.tags = []
    try await storage.write(profile, forKey: "profile")
    #expect(try await storage.read(Profile.self, forKey: "profile") == profile)
  }

  private static func keysHoldSeparateValues(_ storage: any Storage) async throws {
    try await storage.write(1, forKey: "a")
    try await storage.write(2, forKey: "b")
    try await storage.write(3, forKey: "a")
    #expect(try await storage.read(Int.self, forKey: "a") == 3)
    #expect(try await storage.read(Int.self, forKey: "b") == 2)
    try await storage.remove(forKey: "a")
    #expect(try await storage.read(Int.self, forKey: "b") == 2)
  }

  private static func removeDeletesValue(_ storage: any Storage) async throws {
    try await storage.write(Profile.ann, forKey: "profile")
    try await storage.remove(forKey: "profile")
    #expect(try await storage.read(Profile.self, forKey: "profile") == nil)

    try await storage.write(7, forKey: "profile")
    #expect(try await storage.read(Int.self, forKey: "profile") == 7, "A removed key is reusable.")
  }

  private static func removingMissingKeySucceeds(_ storage: any Storage) async throws {
    try await storage.remove(forKey: "never written")
    try await storage.write(1, forKey: "once")
    try await storage.remove(forKey: "once")
    try await storage.remove(forKey: "once")
    #expect(try await storage.read(Int.self, forKey: "once") == nil)
    #expect(try await storage.read(Int.self, forKey: "never written") == nil)
  }

  private static func emptyKeyIsInvalid(_ storage: any Storage) async {
    await #expect(throws: StorageError.invalidKey("")) {
      try await storage.read(Int.self, forKey: "")
    }
    await #expect(throws: StorageError.invalidKey("")) {
      try await storage.write(1, forKey: "")
    }
    await #expect(throws: StorageError.invalidKey("")) {
      try await storage.remove(forKey: "")
    }
  }

  private static func wrongTypeReadIsTypeMismatch(_ storage: any Storage) async throws {
    try await storage.write("many", forKey: "count")
    let error = try await expectTypeMismatch(
      reading: Int.self, forKey: "count", in: storage, requested: "Int",
      reason: #"it holds "many""#)
    #expect(
      error.description == """
        The value stored under "count" cannot be read as Int: it holds "many". \
        To fix, read it as the type it was written with, \
        or overwrite it with a value of type Int.
        """)
    #expect(
      try await storage.read(String.self, forKey: "count") == "many",
      "A failed read leaves the value in place.")

    try await storage.write(2.5, forKey: "ratio")
    try await expectTypeMismatch(
      reading: Int.self, forKey: "ratio", in: storage, requested: "Int",
      reason: "it holds 2.5, which is not a valid Int")

    try await storage.write(Int?.none, forKey: "nothing")
    try await expectTypeMismatch(
      reading: Int.self, forKey: "nothing", in: storage, requested: "Int",
      reason: "it holds null")

    try await storage.write([1, 2, 3], forKey: "ids")
    try await expectTypeMismatch(
      reading: [String].self, forKey: "ids", in: storage, requested: "Array<String>",
      reason: "expected String at [0] but found 1")

    try await storage.write([["age": "41"]], forKey: "people")
    try await expectTypeMismatch(
      reading: [[String: Int]].self, forKey: "people", in: storage,
      requested: "Array<Dictionary<String, Int>>",
      reason: #"expected Int at [0].age but found "41""#)

    try await storage.write(Profile.ann.address, forKey: "address")
    try await expectTypeMismatch(
      reading: Profile.self, forKey: "address", in: storage,
      requested: "MVCSTests.StorageConformance.Profile",
      reason: #"it holds {"city":"Oslo","lines":["Storgata 1","0155"]}, which has no key "name""#)

    try await storage.write(String(repeating: "x", count: 100), forKey: "essay")
    try await expectTypeMismatch(
      reading: Bool.self, forKey: "essay", in: storage, requested: "Bool",
      reason: "it holds \"\(String(repeating: "x", count: 58))…")
  }

  private static func failedEncodeKeepsOldValue(_ storage: any Storage) async throws {
    try await storage.write([1.0, 2.0], forKey: "samples")

    let nan = try await #require(throws: StorageError.self) {
      try await storage.write([1.0, .nan], forKey: "samples")
    }
    let finiteOnly = "is not a finite number, and JSON holds only finite numbers"
    #expect(
      nan
        == .encodingFailed(
          key: "samples", type: "Array<Double>", reason: "nan at [1] \(finiteOnly)"))
    #expect(
      nan.description == """
        Cannot store a value of type Array<Double> under "samples": \
        nan at [1] is not a finite number, and JSON holds only finite numbers. \
        Nothing was written; any previous value was kept. \
        To fix, make sure every part of the value can be encoded.
        """)

    await #expect(
      throws: StorageError.encodingFailed(
        key: "samples", type: "Double", reason: "-inf \(finiteOnly)")
    ) {
      try await storage.write(-Double.infinity, forKey: "samples")
    }
    await #expect(
      throws: StorageError.encodingFailed(
        key: "samples", type: "MVCSTests.StorageConformance.Unencodable",
        reason: "this value refuses to be encoded")
    ) {
      try await storage.write(Unencodable(), forKey: "samples")
    }
    #expect(try await storage.read([Double].self, forKey: "samples") == [1.0, 2.0])

    await #expect(throws: StorageError.self) {
      try await storage.write(Unencodable(), forKey: "fresh")
    }
    #expect(
      try await storage.read(String.self, forKey: "fresh") == nil,
      "A failed first write stores nothing, not even the part encoded before the failure.")
  }

  private static func concurrentWritesAllLand(_ storage: any Storage) async throws {
    let count = 200
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<count {
        group.addTask { try await storage.write(index, forKey: "item-\(index)") }
      }
      try await group.waitForAll()
    }
    for index in 0..<count {
      #expect(try await storage.read(Int.self, forKey: "item-\(index)") == index)
    }
  }

  private static func concurrentWritesToOneKeyLeaveOneWholeValue(
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
    let last = try #require(try await storage.read(Profile.self, forKey: "shared"))
    #expect((0..<count).contains(last.age))
    #expect(last.name == "writer \(last.age)")
    #expect(last.tags == Array(repeating: "tag \(last.age)", count: last.age))
  }

  private static func valuesAreCopies(_ storage: any Storage) async throws {
    let box = Box(items: [1, 2])
    try await storage.write(box, forKey: "box")
    box.items.append(3)

    let first = try #require(try await storage.read(Box.self, forKey: "box"))
    #expect(first.items == [1, 2], "Changing a value after writing it changed the stored value.")
    first.items.append(4)

    let second = try #require(try await storage.read(Box.self, forKey: "box"))
    #expect(second.items == [1, 2], "Changing a value read back changed the stored value.")
    #expect(first !== second, "Two reads returned the same instance.")
  }
}

// MARK: - Expectations

extension StorageConformance {
  private static func expectRoundTrip<Value: Codable & Sendable & Equatable>(
    _ value: Value, forKey key: String = "value", in storage: any Storage,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await storage.write(value, forKey: key)
    let stored = try await storage.read(Value.self, forKey: key)
    #expect(stored == value, "\(Value.self) under \"\(key)\"", sourceLocation: sourceLocation)
  }

  @discardableResult
  private static func expectTypeMismatch<Value: Codable & Sendable>(
    reading type: Value.Type, forKey key: String, in storage: any Storage, requested: String,
    reason: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> StorageError {
    let error = try await #require(throws: StorageError.self, sourceLocation: sourceLocation) {
      try await storage.read(type, forKey: key)
    }
    #expect(
      error == .typeMismatch(key: key, requested: requested, reason: reason),
      sourceLocation: sourceLocation)
    return error
  }
}
