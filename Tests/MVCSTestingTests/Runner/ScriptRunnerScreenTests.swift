import MVCS
import Testing

@testable import MVCSTesting

/// `expect screen fixture file`: a script checks the text a `TextRendering` view shows against
/// a file next to it.
@MainActor
struct ScriptRunnerScreenTests {
  /// Runs a script as if it were in `Scripts`, next to its screen fixtures.
  private func failuresRunning(_ text: String) async -> [RecordedFailure] {
    await failures {
      await SceneScriptFile.run(
        text, named: "Screen.scenetest", at: SceneScriptFile("../Scripts/Screen.scenetest").path,
        mediator: .photoApp(),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
  }

  private let searched = """
    scene Search
    option relaxed
    service SearchPhotoService returns [{"id": "1", "title": "cat"}, {"id": "2", "title": "cats in a hat"}]
    set searchText = "cats"
    advance 300ms

    """

  @Test func theScreenOfTheFixturePasses() async {
    let found = await failuresRunning(searched + "expect screen fixture search-results.txt")
    #expect(found == [])
  }

  @Test func anotherScreenFailsAtTheStepWithADiff() async {
    let found = await failuresRunning(
      searched + """
        set searchText = "dogs"
        expect screen fixture search-results.txt
        teardown
        """)
    #expect(found.map(\.file) == ["scripts/Screen.scenetest"])
    #expect(found.map(\.line) == [7])
    #expect(
      found.map(\.summary) == [
        """
        The screen is not as expected (- expected, + actual):
        --- expected
        +++ actual
        @@ -1,3 +1,3 @@
        -Search: cats
        +Search: dogs
         1. cat
         2. cats in a hat
        """
      ])
  }

  @Test func aMissingFixtureFailsAtItsName() async {
    let found = await failuresRunning(searched + "expect screen fixture no-such-screen.txt")
    #expect(found.map(\.line) == [6])
    #expect(
      found.first?.summary.hasPrefix(
        "The screen fixture no-such-screen.txt cannot be read at /") == true)
    #expect(
      found.first?.summary.hasSuffix(
        "To fix, put the file next to the script, or correct its name.") == true)
  }

  @Test func aScreenStepNeedsTheWordFixtureAndAFileName() {
    #expect(
      parseProblems(
        """
        scene Search
        expect screen search-results.txt
        expect screen fixture
        """) == [
          #"Search.scenetest:2:15: expected "fixture" and a file name, or """ and the screen's "#
            + #"lines, after "screen", found "search-results.txt""#,
          "Search.scenetest:3:22: expected the name of a file next to the script after "
            + #""fixture", such as list.txt, found end of line"#,
        ])
  }

  @Test func anIndentedBlockIsTheScreenWithoutTheIndentOfItsClosingQuotes() async {
    let found = await failuresRunning(
      searched + #"""
        expect screen """   # a comment, on the step's line only
          Search: cats
          1. cat   # not a comment
          2. cats in a hat
          """
        set searchText = "dogs"
        teardown
        """#)
    #expect(found.map(\.line) == [6])
    #expect(
      found.map(\.summary) == [
        """
        The screen is not as expected (- expected, + actual):
        --- expected
        +++ actual
        @@ -1,3 +1,3 @@
         Search: cats
        -1. cat   # not a comment
        +1. cat
         2. cats in a hat
        """
      ])
  }

  @Test func aBlockThatMatchesPassesAndTheStepsAfterItRun() async {
    let found = await failuresRunning(
      searched + #"""
        expect screen """
        Search: cats
        1. cat
        2. cats in a hat

        """
        expect photos.count == 3
        """#)
    // The screen passes (an empty line at the end counts for nothing); the next step runs.
    #expect(found.map(\.line) == [12])
    #expect(found.last?.summary == "photos.count is 2, expected 3.")
  }

  @Test func anUnclosedOrUnderIndentedBlockIsAProblemOfTheScript() {
    #expect(
      parseProblems(
        #"""
        scene Search
        expect screen """
            Search: cats
          1. cat
            """
        expect screen """
          Search: cats
        """#) == [
          "Search.scenetest:4:1: this line of the screen is indented less than the \"\"\" that "
            + "closes it on line 5. To fix, indent it at least as far, or move the \"\"\" left",
          "Search.scenetest:6:1: the screen opened with \"\"\" is never closed. To fix, end it "
            + "with \"\"\" on a line of its own",
        ])
  }
}
