/// Keys written as text, one step a line, to drive the app without a terminal:
///
/// ```
/// # Search for cats and open the list.
/// resize 72x12
/// type cats
/// enter
/// down 18
/// escape
/// ```
///
/// `type` takes the rest of the line as typed text; the keys `up`, `down`, `left`, `right`,
/// `pageup`, `pagedown`, `enter`, `escape`, `tab`, `backspace` and `delete` take an optional count;
/// `resize COLUMNSxROWS` resizes the screen. `#` starts a comment line.
struct KeyScript: Equatable {
  /// One line of the script.
  struct Step: Equatable {
    enum Action: Equatable {
      case keys([Key])
      case resize(TerminalSize)
    }

    /// The line as written, for the printed screens.
    let text: String
    let line: Int
    let action: Action
  }

  let steps: [Step]

  static let namedKeys: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "pageup": .pageUp,
    "pagedown": .pageDown, "enter": .enter, "escape": .escape, "esc": .escape, "tab": .tab,
    "backspace": .backspace, "delete": .delete,
  ]
  static let words = ["type", "resize"] + namedKeys.keys.filter { $0 != "esc" }.sorted()

  /// Reads a script, reporting every bad line at once.
  ///
  /// - Throws: `KeyScriptError` listing each bad line with the fix.
  init(parsing text: String, file: String) throws(KeyScriptError) {
    var steps: [Step] = []
    var problems: [String] = []
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let line = raw.trimmingWhitespace()
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
      let word = parts[0].lowercased()
      let argument = parts.count > 1 ? parts[1].trimmingWhitespace() : ""
      let location = "\(file):\(offset + 1)"
      switch word {
      case "type":
        guard !argument.isEmpty else {
          problems.append("\(location): \"type\" needs the text to type, such as: type cats")
          continue
        }
        steps.append(Step(text: line, line: offset + 1, action: .keys(argument.map(Key.character))))
      case "resize":
        let numbers = argument.lowercased().split(separator: "x").compactMap { Int($0) }
        guard numbers.count == 2, numbers.allSatisfy({ $0 > 0 && $0 <= 500 }) else {
          problems.append(
            "\(location): \"resize\" needs COLUMNSxROWS, such as: resize 80x24 (got \"\(argument)\")"
          )
          continue
        }
        steps.append(
          Step(
            text: line, line: offset + 1,
            action: .resize(TerminalSize(columns: numbers[0], rows: numbers[1]))))
      default:
        guard let key = Self.namedKeys[word] else {
          let hint = closest(to: word, in: Self.words).map { " Did you mean \"\($0)\"?" } ?? ""
          problems.append(
            "\(location): unknown step \"\(parts[0])\".\(hint) The steps are: "
              + Self.words.joined(separator: ", ") + ".")
          continue
        }
        let count = argument.isEmpty ? 1 : Int(argument) ?? -1
        guard (1...500).contains(count) else {
          problems.append(
            "\(location): \"\(word)\" takes a count from 1 to 500, such as: \(word) 3 "
              + "(got \"\(argument)\")")
          continue
        }
        steps.append(
          Step(text: line, line: offset + 1, action: .keys(Array(repeating: key, count: count))))
      }
    }
    guard problems.isEmpty else { throw KeyScriptError(problems: problems) }
    self.steps = steps
  }
}

extension StringProtocol {
  /// The text without spaces, tabs and carriage returns at either end.
  func trimmingWhitespace() -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let first = firstIndex(where: { !isBlank($0) }),
      let last = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[first...last])
  }
}

/// The candidate nearest to a misspelt word, if one is near enough to suggest.
func closest(to word: String, in candidates: [String]) -> String? {
  func distance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
  let scored = candidates.map { ($0, distance(Array(word), Array($0))) }
  guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(word.count / 3, 1) else {
    return nil
  }
  return best.0
}
