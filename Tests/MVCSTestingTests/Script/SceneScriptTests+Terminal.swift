import Testing

@testable import MVCSTesting

/// Problems quote the script's text with control characters escaped, so that printing them
/// cannot drive the terminal: a script may come from anywhere.
struct SceneScriptTerminalTests {
  /// Whether a text holds a character that a terminal acts on or that reorders the text shown.
  private func drivesATerminal(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
  }

  @Test func escapesAControlCharacterInTheTokenItQuotes() {
    #expect(
      parseProblems("scene Search\nset searchText = \u{1B}[2J") == [
        #"Search.scenetest:2:18: expected a JSON value, found "\u{1B}""#
      ])
    #expect(
      parseProblems("scene Search\nset searchText = \"a\\\u{202E}\"").first?.hasPrefix(
        #"Search.scenetest:2:20: invalid escape "\\u{202E}" in a string"#) == true)
  }

  @Test(arguments: [
    "scene Search\nset searchText = \u{1B}[2J",
    "scene Search\nset searchText = \"\u{9B}31m",
    "scene Search\n\u{202E}expect x == 1",
    "scene Search\nexpect x == {\"\\u001b\": 1, \"\\u001b\": 2}",
    "scene Search\nexpect x == {\"\\u202e\" 1}",
    "scene Search\nset searchText = \"\\\u{85}\"",
    "scene Search\nexpect x \u{2028}== 1",
    "scene Search\nset searchText = \"\t\"",
  ])
  func quotesNoCharacterThatDrivesATerminal(script: String) {
    let problems = parseProblems(script)
    #expect(!problems.isEmpty)
    #expect(!problems.contains(where: drivesATerminal), "\(problems)")
  }

  @Test func shortensALongQuotedToken() throws {
    let problems = parseProblems(
      "scene Search\nset searchText = \(String(repeating: "a", count: 5000))")
    let problem = try #require(problems.first)
    #expect(problem.count < 200)
    #expect(problem.contains("…"))
  }
}
