import Foundation
import MVCS

extension StorageConformance {
  static func missingKeyReadsNil(_ storage: any Storage) async throws {
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

  static func scalarsRoundTrip(_ storage: any Storage) async throws {
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

  static func collectionsRoundTrip(_ storage: any Storage) async throws {
    try await expectRoundTrip([1, 2, 3], in: storage)
    try await expectRoundTrip([String](), in: storage)
    try await expectRoundTrip([["a"], [], ["b", "c"]], in: storage)
    try await expectRoundTrip([0.5, -0.25], in: storage)
    try await expectRoundTrip(["one": 1, "two": 2], in: storage)
    try await expectRoundTrip([String: [Int]](), in: storage)
    try await expectRoundTrip(Set(["x", "y"]), in: storage)
  }

  static func optionalsRoundTrip(_ storage: any Storage) async throws {
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

  static func nestedValuesRoundTrip(_ storage: any Storage) async throws {
    try await expectRoundTrip(Profile.ann, in: storage)
    try await expectRoundTrip([Profile.ann, Profile.ann], in: storage)
    try await expectRoundTrip(["team": [Profile.ann]], in: storage)
    let contacts: [Contact] = [.email("ann@example.com"), .phone(country: 47, number: "22 00")]
    try await expectRoundTrip(contacts, in: storage)
  }

  static func unusualKeysRoundTrip(_ storage: any Storage) async throws {
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

  static func keysDifferingOnlyInCaseAreDistinct(_ storage: any Storage) async throws {
    let keys = ["name", "Name", "NAME", "straße", "STRASSE", "i", "I", "İ"]
    for (index, key) in keys.enumerated() {
      try await storage.write(index, forKey: key)
    }
    for (index, key) in keys.enumerated() {
      try await expect(try await storage.read(Int.self, forKey: key) == index, "Key \"\(key)\"")
    }
  }

  static func canonicallyEquivalentKeysNameOneValue(_ storage: any Storage) async throws {
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

  static func writeReplacesValue(_ storage: any Storage) async throws {
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

  static func keysHoldSeparateValues(_ storage: any Storage) async throws {
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

  static func removeDeletesValue(_ storage: any Storage) async throws {
    try await storage.write(Profile.ann, forKey: "profile")
    try await storage.remove(forKey: "profile")
    try await expect(
      try await storage.read(Profile.self, forKey: "profile") == nil,
      ##"Expected try await storage.read(Profile.self, forKey: "profile") == nil"##)

    try await storage.write(7, forKey: "profile")
    try await expect(
      try await storage.read(Int.self, forKey: "profile") == 7, "A removed key is reusable.")
  }

  static func removingMissingKeySucceeds(_ storage: any Storage) async throws {
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

  static func emptyKeyIsInvalid(_ storage: any Storage) async throws {
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
}
