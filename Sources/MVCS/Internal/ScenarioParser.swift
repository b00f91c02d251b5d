import Foundation
import MVCSSupport

/// Reads a scenario's text and its fixtures, collecting every problem instead of stopping at
/// the first.
struct ScenarioParser {
  let file: String
  /// The folder fixture names are relative to; `nil` when the scenario has none.
  let fixtureFolder: URL?

  /// What a scenario's text says.
  struct Parsed {
    var rules: [ScenarioRule] = []
    var lines: [ServiceLine] = []
    var answerDelay: Duration?
    /// The fixtures' texts by file name.
    var fixtures: [String: String] = [:]
  }

  /// The lines a scenario has, for messages.
  static let keywords = ["service", "every"]
  static let fix =
    "To fix, correct the line; a scenario's lines are `service NAME returns …`, "
    + "`service NAME fails …` and `every answer after 2s`"

  func parse(_ text: String) throws(ScenarioError) -> Parsed {
    var parsed = Parsed()
    var problems: [ScriptProblem] = []
    var delayLine: Int?
    // A file's fixtures are read once, however many lines use them.
    var fixtureProblems: [String: ProblemAt] = [:]
    let lines = text.split(omittingEmptySubsequences: false) { $0.isNewline }
    for (offset, line) in lines.enumerated() {
      var scanner = ScriptScanner(line, file: file, line: offset + 1, isScriptLine: true)
      scanner.skipSpaces()
      guard !scanner.isAtEnd else { continue }
      let start = scanner.index
      do throws(ScriptFailure) {
        switch scanner.identifier()?.text {
        case "service":
          let line = try scanner.serviceLine(isScenario: true)
          parsed.lines.append(line)
          var answers: [ScenarioRule.Answer] = []
          for answer in line.answers {
            let outcome = try outcome(
              answer.outcome, fixtures: &parsed.fixtures, problems: &problems,
              fixtureProblems: &fixtureProblems)
            answers.append(.init(outcome: outcome, delay: answer.delay, location: answer.location))
          }
          parsed.rules.append(
            ScenarioRule(
              service: line.service.text, condition: line.condition?.value, answers: answers))
        case "every":
          try scanner.word(["answer"], "after \"every\"")
          try scanner.word(["after"], "after \"every answer\"")
          let delay = try scanner.duration()
          try scanner.end(after: "the delay")
          if let delayLine {
            throw scanner.failure(
              "a second \"every answer\" line; the first is on line \(delayLine). To fix, keep "
                + "one", at: start)
          }
          delayLine = offset + 1
          parsed.answerDelay = delay
        default:
          let word = String(scanner.chars[start..<scanner.index])
          let hint = Suggestion.hint(for: word, in: Self.keywords)
          throw scanner.failure(
            (word.isEmpty ? "expected a line, found \(scanner.found)" : "unknown line \"\(word)\"")
              + ".\(hint) \(Self.fix)", at: start)
        }
      } catch {
        problems.append(Self.withFix(error.problem))
      }
    }
    problems += unreachableLines(parsed.lines)
    guard problems.isEmpty else { throw .invalid(Self.sorted(problems)) }
    return parsed
  }

  /// A scanner's problem with the scenario's fix appended, unless it says one.
  private static func withFix(_ problem: ScriptProblem) -> ScriptProblem {
    guard !problem.message.contains("To fix") else { return problem }
    return ScriptProblem(location: problem.location, message: "\(problem.message). \(fix)")
  }

  static func sorted(_ problems: [ScriptProblem]) -> [ScriptProblem] {
    problems.enumerated().sorted {
      ($0.element.location.file, $0.element.location.line, $0.element.location.column, $0.offset)
        < (
          $1.element.location.file, $1.element.location.line, $1.element.location.column,
          $1.offset
        )
    }.map(\.element)
  }

  /// Lines after one that answers every call of the same service, which would never be used.
  private func unreachableLines(_ lines: [ServiceLine]) -> [ScriptProblem] {
    var answeredBy: [String: Int] = [:]
    var problems: [ScriptProblem] = []
    for line in lines {
      let name = line.service.text
      if let first = answeredBy[name] {
        problems.append(
          ScriptProblem(
            location: line.service.location,
            message:
              "this line is never used: line \(first) answers every call of \(name). To fix, "
              + "put lines with \"when\" before the line without, or remove one of them"))
      } else if line.condition == nil {
        answeredBy[name] = line.service.location.line
      }
    }
    return problems
  }

  // MARK: - Fixtures

  private func outcome(
    _ outcome: ServiceLine.Outcome, fixtures: inout [String: String],
    problems: inout [ScriptProblem], fixtureProblems: inout [String: ProblemAt]
  ) throws(ScriptFailure) -> ScenarioRule.Outcome {
    switch outcome {
    case .value(let literal): return .json(literal.text)
    case .failure(let failure?): return .failure(failure)
    case .failure(nil):
      // `serviceLine(isScenario: true)` requires a failure to say what it is.
      return .failure(.message("the service failed"))
    case .fixture(let name):
      let fixture = try FixtureName(name.text, at: name.location)
      guard let folder = fixtureFolder else {
        throw ScriptFailure(
          ScriptProblem(
            location: name.location,
            message:
              "the fixture \(name.text) has no folder to be read from: this scenario was made "
              + "from text. To fix, pass the folder as Scenario(name:text:file:fixtures:), or "
              + "load the scenario from its file"))
      }
      guard !fixture.text.split(separator: "/").contains(".."), !fixture.text.hasPrefix("/")
      else {
        throw ScriptFailure(
          ScriptProblem(
            location: name.location,
            message:
              "the fixture \(name.text) is outside the scenario's folder. To fix, put it in "
              + "the folder \(folder.path) and name it relative to it"))
      }
      let files: [String]
      if fixture.hasFields {
        files = Self.files(in: folder, under: fixture.text).filter(fixture.matches)
        guard !files.isEmpty else {
          throw ScriptFailure(
            ScriptProblem(
              location: name.location,
              message:
                "no fixture matches \(name.text) in \(folder.path). To fix, add a file for each "
                + "request, such as \(Self.example(fixture)), or correct the name"))
        }
      } else {
        files = [fixture.text]
      }
      for file in files where fixtures[file] == nil {
        if let known = fixtureProblems[file] {
          problems.append(known.at(name.location))
          continue
        }
        switch read(file, in: folder) {
        case .success(let text): fixtures[file] = text
        case .failure(let problem):
          fixtureProblems[file] = problem
          problems.append(problem.at(name.location))
        }
      }
      return fixture.hasFields ? .fixture(fixture) : .json(fixtures[fixture.text] ?? "null")
    }
  }

  /// A fixture's text, checked to be one JSON value, or the problem.
  private func read(_ file: String, in folder: URL) -> Result<String, ProblemAt> {
    let url = folder.appendingPathComponent(file)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      let hint = Suggestion.hint(
        for: file, in: Self.files(in: folder, under: file))
      return .failure(
        ProblemAt(
          message:
            "the fixture \(file) is not in \(folder.path).\(hint) To fix, add the file there, "
            + "or correct its name"))
    }
    let text = String(decoding: data, as: UTF8.self)
    do throws(ScriptFailure) {
      _ = try JSONValue.parse(text, file: url.path)
      return .success(text)
    } catch {
      return .failure(
        ProblemAt(
          message:
            "the fixture \(file) is not valid JSON: \(error.problem). To fix, correct the JSON "
            + "in the file"))
    }
  }

  /// A problem to report at the line that names a fixture.
  struct ProblemAt: Error {
    let message: String
    func at(_ location: ScriptLocation) -> ScriptProblem {
      ScriptProblem(location: location, message: message)
    }
  }

  /// The files in the folder of a relative name, as names relative to `folder`.
  private static func files(in folder: URL, under name: String) -> [String] {
    let directory = (name as NSString).deletingLastPathComponent
    let prefix = directory.isEmpty ? "" : directory + "/"
    let contents =
      (try? FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent(directory).path)) ?? []
    return contents.sorted().map { prefix + $0 }
  }

  /// A file name a fixture name makes: `info-1.json` for `info-{photoID}.json`.
  private static func example(_ name: FixtureName) -> String {
    name.parts.map { part in
      switch part {
      case .text(let text): text
      case .field: "1"
      }
    }.joined()
  }
}
