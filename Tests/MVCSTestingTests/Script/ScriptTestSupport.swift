import Foundation
import MVCS
import Testing

@testable import MVCSTesting

/// Builds expected ASTs for one-line scripts, locating tokens by searching the line's text so
/// that columns are computed independently of the parser.
struct ScriptLine {
  static let file = "Search.scenetest"
  let text: String
  let line: Int

  init(_ text: String, line: Int = 2) {
    self.text = text
    self.line = line
  }

  /// The location of the `occurrence`th appearance of `token` in the line.
  func location(of token: String, occurrence: Int = 1) -> ScriptLocation {
    var searchStart = text.startIndex
    var found = text.startIndex
    for _ in 0..<occurrence {
      guard let range = text.range(of: token, range: searchStart..<text.endIndex) else {
        Issue.record("\"\(token)\" is not in \"\(text)\"")
        return ScriptLocation(file: Self.file, line: line, column: 0)
      }
      found = range.lowerBound
      searchStart = range.upperBound
    }
    let column = text.distance(from: text.startIndex, to: found) + 1
    return ScriptLocation(file: Self.file, line: line, column: column)
  }

  func name(_ token: String, occurrence: Int = 1) -> ScriptName {
    ScriptName(token, at: location(of: token, occurrence: occurrence))
  }

  func literal(_ value: JSONValue, _ token: String, occurrence: Int = 1) -> JSONLiteral {
    JSONLiteral(value: value, text: token, location: location(of: token, occurrence: occurrence))
  }

  func path(_ token: String, _ components: [PathComponent]) -> PropertyPath {
    PropertyPath(components, at: location(of: token))
  }

  /// The line parsed after a `scene Search` line, as a step.
  func step() throws -> ScriptStep {
    let script = try SceneScript.parse("scene Search\n\(text)", file: Self.file)
    return try #require(script.steps.count == 2 ? script.steps.last : nil)
  }

  /// The kind of the line's step, checking that it is located at the line's first token.
  func kind() throws -> SceneStep {
    let step = try step()
    let firstToken = String(text.drop(while: \.isWhitespace).prefix(while: { !$0.isWhitespace }))
    #expect(step.location == location(of: firstToken))
    return step.kind
  }
}

/// The problems parsing reports for a script, as `file:line:column: message` lines.
func parseProblems(_ text: String) -> [String] {
  do {
    _ = try SceneScript.parse(text, file: ScriptLine.file)
    return []
  } catch {
    return error.problems.map(\.description)
  }
}
