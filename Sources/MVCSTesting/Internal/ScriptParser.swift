import MVCS
import MVCSSupport

/// Reads a script line by line, collecting every problem instead of stopping at the first.
enum ScriptParser {
  /// A line's keyword and where it is, kept even when the rest of the line is malformed so that
  /// the order of steps is checked too, and whether the line acts on the running scene.
  private typealias Header = (keyword: ScriptKeyword, location: ScriptLocation, isAction: Bool)

  /// The steps of a script.
  ///
  /// - Throws: ``ScriptError`` with every problem, in line order.
  static func steps(in text: String, file: String) throws(ScriptError) -> [ScriptStep] {
    let read = read(text, file: file)
    guard read.problems.isEmpty else { throw ScriptError(problems: read.problems) }
    return read.steps
  }

  /// The steps of the well-formed lines of a script, and the problems of the others, in line
  /// order: a script that does not parse is still checked against the app's names, so that one
  /// run reports every problem.
  static func read(
    _ text: String, file: String
  ) -> (steps: [ScriptStep], problems: [ScriptProblem]) {
    var steps: [ScriptStep] = []
    var problems: [ScriptProblem] = []
    var headers: [Header] = []
    // A closure, not a key path: this runs per character, and key paths are slow in debug builds.
    let lines = text.split(omittingEmptySubsequences: false) { $0.isNewline }
    // The line after the last `expect screen """` block: the block's lines are no steps.
    var nextStepLine = 0
    for (offset, line) in lines.enumerated() where offset >= nextStepLine {
      var scanner = ScriptScanner(line, file: file, line: offset + 1, isScriptLine: true)
      scanner.skipSpaces()
      guard !scanner.isAtEnd else { continue }
      let start = scanner.index
      let location = scanner.location(of: start)
      guard let word = scanner.identifier(), let keyword = ScriptKeyword(rawValue: word.text)
      else {
        let message = unknownStep(String(scanner.chars[start..<scanner.index]), in: scanner)
        problems.append(ScriptProblem(location: location, message: message))
        continue
      }
      do {
        var step = try scanner.step(keyword)
        if case .expectScreen(.text) = step {
          let block = screenBlock(in: lines, openedAt: offset, location: location)
          nextStepLine = block.end
          step = .expectScreen(.text(block.text))
          problems += block.problems
        }
        // `storage Favorites changes …` acts; the other `storage` lines prepare.
        let isAction: Bool =
          if case .changeStorage = step { true } else { keyword.isAction }
        headers.append((keyword, location, isAction))
        steps.append(ScriptStep(step, at: location))
      } catch {
        headers.append((keyword, location, keyword.isAction))
        problems.append(error.problem)
      }
    }
    if headers.isEmpty, problems.isEmpty {
      let start = ScriptLocation(file: file, line: 1, column: 1)
      problems.append(
        ScriptProblem(
          location: start, message: "a script needs a \"scene\" line first, found no steps"))
    }
    problems += orderProblems(headers)
    return (steps, inLineOrder(problems))
  }

  /// Problems ordered by line and column, those at one place in the order found.
  static func inLineOrder(_ problems: [ScriptProblem]) -> [ScriptProblem] {
    problems.enumerated().sorted {
      ($0.element.location.line, $0.element.location.column, $0.offset)
        < ($1.element.location.line, $1.element.location.column, $1.offset)
    }.map(\.element)
  }

  /// The lines of an `expect screen """` block, opened at line `opening` (from 0), up to a line
  /// of `"""`, whose indentation is taken off every line, as in a Swift multi-line string.
  ///
  /// - Returns: The text, its problems, and the offset of the line after the block.
  private static func screenBlock(
    in lines: [Substring], openedAt opening: Int, location: ScriptLocation
  ) -> (text: String, problems: [ScriptProblem], end: Int) {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    let body = (opening + 1)..<lines.count
    guard
      let closing = body.first(where: { lines[$0].drop(while: isSpace).elementsEqual("\"\"\"") })
    else {
      let message =
        "the screen opened with \"\"\" is never closed. To fix, end it with \"\"\" on a line "
        + "of its own"
      return ("", [ScriptProblem(location: location, message: message)], lines.count)
    }
    let indent = lines[closing].prefix(while: isSpace)
    var text: [Substring] = []
    var problems: [ScriptProblem] = []
    for offset in (opening + 1)..<closing {
      let line = lines[offset]
      if line.allSatisfy(isSpace) {
        text.append("")
      } else if line.hasPrefix(indent) {
        text.append(line.dropFirst(indent.count))
      } else {
        problems.append(
          ScriptProblem(
            location: ScriptLocation(file: location.file, line: offset + 1, column: 1),
            message:
              "this line of the screen is indented less than the \"\"\" that closes it on line "
              + "\(closing + 1). To fix, indent it at least as far, or move the \"\"\" left"))
      }
    }
    return (text.joined(separator: "\n"), problems, closing + 1)
  }

  /// The message for a line that starts with something other than a keyword.
  private static func unknownStep(_ word: String, in scanner: ScriptScanner) -> String {
    let keywords = ScriptKeyword.allCases.map(\.rawValue)
    let list = " Steps: " + keywords.joined(separator: ", ")
    guard !word.isEmpty else { return "expected a step, found \(scanner.found).\(list)" }
    return "unknown step \"\(word)\".\(Suggestion.hint(for: word, in: keywords))\(list)"
  }

  /// The problems with the order of steps: `scene` first and once, setup before actions,
  /// nothing after `teardown`.
  private static func orderProblems(_ headers: [Header]) -> [ScriptProblem] {
    guard let first = headers.first else { return [] }
    var problems: [ScriptProblem] = []
    func report(_ header: Header, _ message: String) {
      problems.append(ScriptProblem(location: header.location, message: message))
    }
    let scenes = headers.filter(\.keyword.namesScene)
    if !first.keyword.namesScene {
      if let scene = scenes.first {
        report(
          scene,
          "the \"\(scene.keyword.rawValue)\" line must come first, before "
            + "\"\(first.keyword.rawValue)\" on line \(first.location.line)")
      } else {
        report(
          first,
          "a script needs a \"scene\" (or \"open\") line first, found "
            + "\"\(first.keyword.rawValue)\"")
      }
    }
    for scene in scenes.dropFirst() {
      report(
        scene,
        "expected one \"scene\" or \"open\" line, found another; the first is on line "
          + "\(scenes[0].location.line)")
    }
    if let open = scenes.first, open.keyword == .open {
      for header in headers where header.keyword == .context {
        report(
          header,
          "a scene opened from a link takes its context from the link (line "
            + "\(open.location.line)). To fix, put the value in the link's query instead")
      }
    }
    if let action = headers.first(where: \.isAction) {
      for header in headers
      where [.context, .option].contains(header.keyword)
        && header.location.line > action.location.line
      {
        report(
          header,
          "\"\(header.keyword.rawValue)\" steps must come before the first action, "
            + "\"\(action.keyword.rawValue)\" on line \(action.location.line)")
      }
    }
    if let teardown = headers.firstIndex(where: { $0.keyword == .teardown }) {
      for header in headers[(teardown + 1)...] {
        report(
          header,
          "expected nothing after \"teardown\" on line \(headers[teardown].location.line), "
            + "found \"\(header.keyword.rawValue)\"")
      }
    }
    return problems
  }
}
