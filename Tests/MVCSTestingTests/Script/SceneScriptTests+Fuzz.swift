import Foundation
import MVCS
import Testing

@testable import MVCSTesting

/// SplitMix64: a tiny seeded generator, so that a failing input reproduces from its seed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension SceneScriptTests {
  /// The first seed; set `SCRIPT_FUZZ_SEED` to explore others. Case `i` uses seed + i.
  private static let fuzzSeed =
    ProcessInfo.processInfo.environment["SCRIPT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_250_101

  private static let tokens = [
    "scene", "context", "option", "service", "storage", "set", "expect", "advance", "teardown",
    "relaxed", "returns", "fails", "fixture", "after", "has", "changes", "navigation", "show",
    "present", "dismiss", "call", "write", "with", "Search", "SearchView", "photos", "photos.count",
    "photos[0].id", "photoList.photos", "isLoading", "=", "==", "!=", ",", "[", "]", "{", "}", ":",
    ".", "#", "\"", "\\", "\\u", "\\uD83D", "\"cats\"", "\"a\\\"b\"", "\"\\u00e9\"", "true",
    "false",
    "null", "0", "-1.5e3", "01", "1e999", "[1, 2]", "{\"id\": \"1\"}", "[[[", "1.5s", "2ms",
    "3min", "1.5", "sec", "photos.json", "é", "😀", "\u{301}", "\t", "\u{A0}", "\r\n", "\n",
    "\u{2028}", "\0",
  ]

  private static let validScript = """
    # Search scene: typing shows photos
    scene Search
    context query = "cats"
    option relaxed
    service SearchPhotoService returns [{"id": "1", "tags": ["a", "\\u00e9"]}] after 2s
    service SearchPhotoService returns fixture photos.json
    service SearchPhotoService fails "offline"
    storage Favorites has recent = ["cats"]
    set searchText = "cats"  # typed
    expect requestFinished == true
    expect photos[0].id != "2"
    expect changes isLoading [true, false]
    advance 1.5s
    expect navigation show PhotoDetail with photoID = "123", index = 3
    expect call SearchPhotoService with "cats"
    expect write Favorites recent = ["cats"]
    teardown
    """

  @Test func parsesTheFuzzedScriptsStartingPoint() throws {
    #expect(try SceneScript.parse(Self.validScript, file: "Search.scenetest").steps.count == 16)
  }

  @Test func neverCrashesOnRandomScriptsAndLocatesEveryProblem() {
    for offset in 0..<2_000 {
      let seed = Self.fuzzSeed &+ UInt64(offset)
      var random = SplitMix64(seed: seed)
      var lines: [String] = []
      for _ in 0...Int.random(in: 0...8, using: &random) {
        var line = ""
        for _ in 0..<Int.random(in: 0...10, using: &random) {
          if Int.random(in: 0..<5, using: &random) == 0 {
            line.unicodeScalars.append(Self.randomScalar(using: &random))
          } else {
            line += Self.tokens.randomElement(using: &random)!
          }
          line += ["", " ", " ", "  ", "\t"].randomElement(using: &random)!
        }
        lines.append(line)
      }
      guard Self.checkProblems(lines.joined(separator: "\n"), seed: seed) else { return }
    }
  }

  @Test func neverCrashesOnMutatedScriptsAndLocatesEveryProblem() {
    for offset in 0..<800 {
      let seed = Self.fuzzSeed &+ 1_000_000 &+ UInt64(offset)
      var random = SplitMix64(seed: seed)
      var text = Self.validScript
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        text = Self.mutate(text, using: &random)
      }
      guard Self.checkProblems(text, seed: seed) else { return }
    }
  }

  @Test func neverCrashesOnRandomJSON() {
    for offset in 0..<1_000 {
      let seed = Self.fuzzSeed &+ 2_000_000 &+ UInt64(offset)
      var random = SplitMix64(seed: seed)
      let pieces = ["[", "]", "{", "}", ",", ":", "\"", "\\", "\"k\"", "1", "-", "e", "true", "\n"]
      var text = ""
      for _ in 0..<Int.random(in: 0...30, using: &random) {
        text += pieces.randomElement(using: &random)!
      }
      do {
        let value = try JSONValue(parsing: text, file: "f.json")
        #expect(
          try JSONValue(parsing: value.description) == value,
          "seed \(seed): \(text.debugDescription)")
      } catch {
        let problem = error.problems.first
        let lineCount = Self.lines(of: text).count
        #expect(
          error.problems.count == 1
            && problem.map { (1...lineCount).contains($0.location.line) } == true
            && (problem?.location.column ?? 0) >= 1,
          "seed \(seed): \(text.debugDescription) → \(error)")
      }
    }
  }

  // MARK: - Support

  private static func lines(of text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0.isNewline }
  }

  /// Parses a text, records an issue naming the seed and input for each misplaced problem,
  /// and returns whether all was well.
  private static func checkProblems(_ text: String, seed: UInt64) -> Bool {
    let lines = lines(of: text)
    func context() -> Comment { "seed \(seed), input: \(text.debugDescription)" }
    do {
      let script = try SceneScript.parse(text, file: "Fuzz.scenetest")
      guard case .scene = script.steps.first?.kind else {
        Issue.record("parsed without a scene step first; \(context())")
        return false
      }
      return true
    } catch {
      for problem in error.problems {
        let line = problem.location.line
        let lineLength = lines.indices.contains(line - 1) ? lines[line - 1].count : 0
        guard problem.location.file == "Fuzz.scenetest", (1...lines.count + 1).contains(line),
          (1...lineLength + 1).contains(problem.location.column), !problem.message.isEmpty
        else {
          Issue.record("misplaced problem \(problem); \(context())")
          return false
        }
      }
      return !error.problems.isEmpty
    }
  }

  private static func randomScalar(using random: inout SplitMix64) -> Unicode.Scalar {
    let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x2FF, 0x300...0x36F, 0x1F600...0x1F64F]
    let range = ranges.randomElement(using: &random)!
    return Unicode.Scalar(UInt32.random(in: range, using: &random)) ?? "?"
  }

  private static func mutate(_ text: String, using random: inout SplitMix64) -> String {
    var chars = Array(text)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    switch Int.random(in: 0..<8, using: &random) {
    case 0 where !chars.isEmpty:
      chars.remove(at: Int.random(in: chars.indices, using: &random))
    case 1:
      let insert = Self.tokens.randomElement(using: &random)!
      chars.insert(contentsOf: insert, at: Int.random(in: 0...chars.count, using: &random))
    case 2 where chars.count > 1:
      chars.swapAt(
        Int.random(in: chars.indices, using: &random), Int.random(in: chars.indices, using: &random)
      )
    case 3 where !chars.isEmpty:
      let index = Int.random(in: chars.indices, using: &random)
      chars.insert(chars[index], at: index)
    case 4 where !lines.isEmpty:
      lines.remove(at: Int.random(in: lines.indices, using: &random))
      return lines.joined(separator: "\n")
    case 5 where !lines.isEmpty:
      let index = Int.random(in: lines.indices, using: &random)
      lines.insert(lines[index], at: Int.random(in: 0...lines.count, using: &random))
      return lines.joined(separator: "\n")
    case 6 where lines.count > 1:
      lines.swapAt(
        Int.random(in: lines.indices, using: &random), Int.random(in: lines.indices, using: &random)
      )
      return lines.joined(separator: "\n")
    default:
      chars.insert(
        Character(randomScalar(using: &random)), at: Int.random(in: 0...chars.count, using: &random)
      )
    }
    return String(chars)
  }
}
