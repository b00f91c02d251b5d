import Foundation
public import MVCS

/// The promises every `Storage` keeps, as checks that prove a backend keeps them.
///
/// Call ``check(_:fileID:filePath:line:column:isolation:makeStorage:)`` from a test of your
/// backend. It runs every check on a fresh storage from the factory, and fails the test at the
/// line of the call for every promise the storage breaks, naming the check and why:
///
/// ```swift
/// @Test func sqliteStorageKeepsTheStorageContract() async {
///   await StorageConformance.check { try SQLiteStorage(at: temporaryFile()) }
/// }
/// ```
///
/// Under Swift Testing the failures are issues of the running test; under XCTest, `XCTFail`s.
/// To inspect them instead, for example in a tool, use
/// ``failures(_:isolation:makeStorage:)``. See <doc:ImplementingAStorage>.
public enum StorageConformance {
  /// One promise of `Storage`, named as the behaviour it checks.
  public enum Check: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A key never written reads as `nil`.
    case missingKeyReadsNil
    /// Integers, strings, Booleans and floating-point numbers read back equal.
    case scalarsRoundTrip
    /// Arrays, dictionaries and sets read back equal.
    case collectionsRoundTrip
    /// Optionals read back equal, and a stored `nil` is a value, not a missing key.
    case optionalsRoundTrip
    /// Nested structures and enums with payloads read back equal.
    case nestedValuesRoundTrip
    /// Unicode, control characters, path-like and very long keys, none confused with another.
    case unusualKeysRoundTrip
    /// Case matters in keys.
    case keysDifferingOnlyInCaseAreDistinct
    /// Keys compare as Swift strings do: "é" and "e\u{301}" are one key.
    case canonicallyEquivalentKeysNameOneValue
    /// The new value replaces the old whole: no merged fields, no appended elements.
    case writeReplacesValue
    /// Each key holds its own value.
    case keysHoldSeparateValues
    /// A removed key reads as `nil`, and can be written again.
    case removeDeletesValue
    /// Removing a key that holds nothing succeeds.
    case removingMissingKeySucceeds
    /// An empty key is `StorageError/invalidKey(_:)` for every operation.
    case emptyKeyIsInvalid
    /// Reading as the wrong type is `StorageError/typeMismatch(key:requested:reason:)`
    /// with the exact reason, which names the kind of value stored and never quotes it.
    case wrongTypeReadIsTypeMismatch
    /// A write that cannot be encoded throws and leaves the old value in place.
    case failedEncodeKeepsOldValue
    /// Concurrent writes to different keys all land.
    case concurrentWritesAllLand
    /// Concurrent writes to one key leave one of the values, whole.
    case concurrentWritesToOneKeyLeaveOneWholeValue
    /// Changing a value after writing it, or after reading it, does not change what is stored.
    case valuesAreCopies

    public var description: String { rawValue }
  }

  /// A promise a storage broke: the check that found it, and what happened.
  public struct Failure: Sendable, Hashable, CustomStringConvertible {
    /// The check that failed.
    public let check: Check
    /// What the storage did, such as `Int under "value": wrote 42, read back nil`.
    public let message: String

    public var description: String {
      "The storage failed the conformance check \(check): \(message)"
    }
  }

  /// Runs checks, each on a fresh storage, and fails the running test at the caller's line for
  /// each promise the storage breaks.
  ///
  /// One failing check does not stop the others, so a run lists every broken promise.
  ///
  /// - Parameters:
  ///   - checks: The checks to run; all of them by default.
  ///   - makeStorage: Makes a new, empty storage of the backend under test; called once per
  ///     check. An error it throws fails that check.
  ///   - fileID: The file ID of the caller, where a failure is reported; leave the default.
  ///   - filePath: The file path of the caller, where a failure is reported; leave the default.
  ///   - line: The line of the caller, where a failure is reported; leave the default.
  ///   - column: The column of the caller, where a failure is reported; leave the default.
  ///   - isolation: The actor the checks run on; leave the default, the caller's.
  public static func check(
    _ checks: [Check] = Check.allCases,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    makeStorage: () async throws -> any Storage
  ) async {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for failure in await failures(checks, isolation: isolation, makeStorage: makeStorage) {
      TestFailure.report(failure.description, at: location)
    }
  }

  /// Runs checks, each on a fresh storage, and returns the promises the storage broke.
  ///
  /// - Parameters:
  ///   - checks: The checks to run; all of them by default.
  ///   - makeStorage: Makes a new, empty storage of the backend under test; called once per
  ///     check. An error it throws fails that check.
  ///   - isolation: The actor the checks run on; leave the default, the caller's.
  /// - Returns: The failures, in the order of `checks`; empty when the storage keeps every
  ///   promise checked.
  public static func failures(
    _ checks: [Check] = Check.allCases,
    isolation: isolated (any Actor)? = #isolation,
    makeStorage: () async throws -> any Storage
  ) async -> [Failure] {
    var failures: [Failure] = []
    for check in checks {
      let recorder = Recorder()
      do {
        let storage: any Storage
        do {
          storage = try await makeStorage()
        } catch {
          throw Stop(message: "making the storage threw: \(error)")
        }
        try await Recorder.$current.withValue(recorder) { try await run(check, on: storage) }
      } catch let stop as Stop {
        recorder.record(stop.message)
      } catch {
        recorder.record("the storage threw where the check expects success: \(error)")
      }
      failures += recorder.messages.map { Failure(check: check, message: $0) }
    }
    return failures
  }

  private static func run(_ check: Check, on storage: any Storage) async throws {
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
    case .emptyKeyIsInvalid: try await emptyKeyIsInvalid(storage)
    case .wrongTypeReadIsTypeMismatch: try await wrongTypeReadIsTypeMismatch(storage)
    case .failedEncodeKeepsOldValue: try await failedEncodeKeepsOldValue(storage)
    case .concurrentWritesAllLand: try await concurrentWritesAllLand(storage)
    case .concurrentWritesToOneKeyLeaveOneWholeValue:
      try await concurrentWritesToOneKeyLeaveOneWholeValue(storage)
    case .valuesAreCopies: try await valuesAreCopies(storage)
    }
  }
}

// MARK: - Recording

extension StorageConformance {
  /// What one check found. `@unchecked Sendable` is safe: `lock` guards `messages`.
  final class Recorder: @unchecked Sendable {
    @TaskLocal static var current: Recorder?
    private let lock = NSLock()
    private var recorded: [String] = []

    func record(_ message: String) { lock.withLock { recorded.append(message) } }
    var messages: [String] { lock.withLock { recorded } }
  }

  /// Ends a check that cannot go on.
  struct Stop: Error { var message: String }

  static func expect(_ condition: @autoclosure () async throws -> Bool, _ message: String)
    async throws
  {
    if try await !condition() { Recorder.current?.record(message) }
  }

  static func require<Value>(_ value: @autoclosure () async throws -> Value?, _ key: String)
    async throws -> Value
  {
    guard let value = try await value() else {
      throw Stop(message: "reading \(Value.self) under \"\(key)\" gave nil right after writing it")
    }
    return value
  }

  /// The `StorageError` an operation throws; stops the check when it throws none or another.
  static func requireError(_ operation: () async throws -> Void) async throws -> StorageError {
    do {
      try await operation()
    } catch let error as StorageError {
      return error
    } catch {
      throw Stop(message: "expected a StorageError, but the storage threw \(error)")
    }
    throw Stop(message: "expected a StorageError, but the operation succeeded")
  }

  static func expectError(_ expected: StorageError, _ operation: () async throws -> Void)
    async throws
  {
    do {
      try await operation()
      Recorder.current?.record("expected the error \(expected), but the operation succeeded")
    } catch let error as StorageError where error == expected {
    } catch {
      Recorder.current?.record("expected the error \(expected), but the storage threw \(error)")
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

  enum Role: String, Codable, Equatable, Sendable {
    case admin
    case editor
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
    try await expect(
      try await storage.read(Int.self, forKey: "missing") == nil,
      ##"Expected try await storage.read(Int.self, forKey: "missing") == nil"##)
    try await expect(
      try await storage.read(Profile.self, forKey: "missing") == nil,
      ##"Expected try await storage.read(Profile.self, forKey: "missing") == nil"##)
    try await storage.write(1, forKey: "present")
    try await expect(
      try await storage.read(Int.self, forKey: "missing") == nil,
      ##"Expected try await storage.read(Int.self, forKey: "missing") == nil"##)
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
    try await expect(
      nothing == .some(nil), "A stored nil reads as a stored value, not as a missing key.")
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
    try await expect(Set(keys).count == keys.count, "The keys under test must all differ.")
    for (index, key) in keys.enumerated() {
      try await storage.write(index, forKey: key)
    }
    for (index, key) in keys.enumerated() {
      let stored = try await storage.read(Int.self, forKey: key)
      try await expect(
        stored == index, "Key \(key.debugDescription.prefix(40)) (\(key.count) characters)")
    }
  }

  private static func keysDifferingOnlyInCaseAreDistinct(_ storage: any Storage) async throws {
    let keys = ["name", "Name", "NAME", "straße", "STRASSE", "i", "I", "İ"]
    for (index, key) in keys.enumerated() {
      try await storage.write(index, forKey: key)
    }
    for (index, key) in keys.enumerated() {
      try await expect(try await storage.read(Int.self, forKey: key) == index, "Key \"\(key)\"")
    }
  }

  private static func canonicallyEquivalentKeysNameOneValue(_ storage: any Storage) async throws {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    try await storage.write(1, forKey: composed)
    try await expect(
      try await storage.read(Int.self, forKey: decomposed) == 1,
      ##"Expected try await storage.read(Int.self, forKey: decomposed) == 1"##)
    try await storage.write(2, forKey: decomposed)
    try await expect(
      try await storage.read(Int.self, forKey: composed) == 2,
      ##"Expected try await storage.read(Int.self, forKey: composed) == 2"##)
    try await storage.remove(forKey: decomposed)
    try await expect(
      try await storage.read(Int.self, forKey: composed) == nil,
      ##"Expected try await storage.read(Int.self, forKey: composed) == nil"##)
  }

  private static func writeReplacesValue(_ storage: any Storage) async throws {
    try await storage.write(1, forKey: "value")
    try await storage.write(2, forKey: "value")
    try await expect(
      try await storage.read(Int.self, forKey: "value") == 2,
      ##"Expected try await storage.read(Int.self, forKey: "value") == 2"##)

    try await storage.write("two", forKey: "value")
    try await expect(
      try await storage.read(String.self, forKey: "value") == "two",
      ##"Expected try await storage.read(String.self, forKey: "value") == "two""##)

    try await storage.write([1, 2, 3], forKey: "list")
    try await storage.write([4], forKey: "list")
    try await expect(
      try await storage.read([Int].self, forKey: "list") == [4],
      ##"Expected try await storage.read([Int].self, forKey: "list") == [4]"##)

    var profile = Profile.ann
    try await storage.write(profile, forKey: "profile")
    profile.nickname = nil
    profile.tags = []
    try await storage.write(profile, forKey: "profile")
    try await expect(
      try await storage.read(Profile.self, forKey: "profile") == profile,
      ##"Expected try await storage.read(Profile.self, forKey: "profile") == profile"##)
  }

  private static func keysHoldSeparateValues(_ storage: any Storage) async throws {
    try await storage.write(1, forKey: "a")
    try await storage.write(2, forKey: "b")
    try await storage.write(3, forKey: "a")
    try await expect(
      try await storage.read(Int.self, forKey: "a") == 3,
      ##"Expected try await storage.read(Int.self, forKey: "a") == 3"##)
    try await expect(
      try await storage.read(Int.self, forKey: "b") == 2,
      ##"Expected try await storage.read(Int.self, forKey: "b") == 2"##)
    try await storage.remove(forKey: "a")
    try await expect(
      try await storage.read(Int.self, forKey: "b") == 2,
      ##"Expected try await storage.read(Int.self, forKey: "b") == 2"##)
  }

  private static func removeDeletesValue(_ storage: any Storage) async throws {
    try await storage.write(Profile.ann, forKey: "profile")
    try await storage.remove(forKey: "profile")
    try await expect(
      try await storage.read(Profile.self, forKey: "profile") == nil,
      ##"Expected try await storage.read(Profile.self, forKey: "profile") == nil"##)

    try await storage.write(7, forKey: "profile")
    try await expect(
      try await storage.read(Int.self, forKey: "profile") == 7, "A removed key is reusable.")
  }

  private static func removingMissingKeySucceeds(_ storage: any Storage) async throws {
    try await storage.remove(forKey: "never written")
    try await storage.write(1, forKey: "once")
    try await storage.remove(forKey: "once")
    try await storage.remove(forKey: "once")
    try await expect(
      try await storage.read(Int.self, forKey: "once") == nil,
      ##"Expected try await storage.read(Int.self, forKey: "once") == nil"##)
    try await expect(
      try await storage.read(Int.self, forKey: "never written") == nil,
      ##"Expected try await storage.read(Int.self, forKey: "never written") == nil"##)
  }

  private static func emptyKeyIsInvalid(_ storage: any Storage) async throws {
    try await expectError(StorageError.invalidKey("")) {
      _ = try await storage.read(Int.self, forKey: "")
    }
    try await expectError(StorageError.invalidKey("")) {
      try await storage.write(1, forKey: "")
    }
    try await expectError(StorageError.invalidKey("")) {
      try await storage.remove(forKey: "")
    }
  }

  private static func wrongTypeReadIsTypeMismatch(_ storage: any Storage) async throws {
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

  private static func failedEncodeKeepsOldValue(_ storage: any Storage) async throws {
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

  private static func concurrentWritesAllLand(_ storage: any Storage) async throws {
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
    let last = try await require(try await storage.read(Profile.self, forKey: "shared"), "shared")
    try await expect((0..<count).contains(last.age), ##"Expected (0..<count).contains(last.age)"##)
    try await expect(
      last.name == "writer \(last.age)", ##"Expected last.name == "writer \(last.age)""##)
    try await expect(
      last.tags == Array(repeating: "tag \(last.age)", count: last.age),
      ##"Expected last.tags == Array(repeating: "tag \(last.age)", count: last.age)"##)
  }

  private static func valuesAreCopies(_ storage: any Storage) async throws {
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
}

// MARK: - Expectations

extension StorageConformance {
  private static func expectRoundTrip<Value: Codable & Sendable & Equatable>(
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
  private static func expectTypeMismatch<Value: Codable & Sendable>(
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
