import MVCS
import Testing

@testable import MVCSTesting

@MainActor
struct ScriptRunnerAlertTests {
  private func failuresRunning(_ text: String) async -> [RecordedFailure] {
    await failures {
      await SceneScriptFile.run(
        text, named: "Inline.scenetest", at: SceneScriptFile("Inline.scenetest").path,
        mediator: .shelfApp(),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
  }

  @Test func scriptExpectsAndAnswersAnAlert() async {
    let found = await failuresRunning(
      """
      scene Shelf
      set clearTapped = true
      expect alert "Clear the shelf?" message "This removes 2 items." buttons ["Clear", "Cancel"]
      answer alert "Clear"
      expect items == []
      """)
    #expect(found == [])
  }

  @Test func scriptMayLeaveOutTheMessageAndTheButtons() async {
    let found = await failuresRunning(
      """
      scene Shelf
      set clearTapped = true
      expect alert "Clear the shelf?" buttons ["Clear", "Cancel"]
      answer alert "Cancel"
      set clearTapped = true
      expect alert "Clear the shelf?"
      answer alert "Cancel"
      expect items == ["lamp", "vase"]
      """)
    #expect(found == [])
  }

  @Test func answerWithAButtonTheAlertDoesNotHaveFailsAtItsLine() async {
    let found = await failuresRunning(
      """
      scene Shelf
      set clearTapped = true
      expect alert "Clear the shelf?"
      answer alert "Clera"
      teardown
      """)
    #expect(
      found.map(\.description) == [
        """
        scripts/Inline.scenetest:4: The alert "Clear the shelf?" has no button "Clera". Did you \
        mean "Clear"? Its buttons: "Clear", "Cancel". To fix, answer with one of these labels.
        """
      ])
  }

  @Test func scriptEndingWithAnAlertUnansweredFails() async {
    let found = await failuresRunning(
      """
      scene Shelf
      set clearTapped = true
      expect alert "Clear the shelf?"
      """)
    #expect(found.map(\.line) == [3])
    #expect(
      found.first?.summary.hasPrefix("The test ends with the alert \"Clear the shelf?\"") == true)
  }

  @Test func malformedAlertLinesSayWhatWasExpected() async {
    let found = await failuresRunning(
      """
      scene Shelf
      answer alert Clear
      expect alert "Clear the shelf?" buttons "Clear"
      expect alert "Clear the shelf?" butons ["Clear"]
      answer dialog "Clear"
      """)
    #expect(
      found.map(\.message) == [
        "expected the quoted label of a button after \"alert\", such as \"Cancel\", found \"Clear\"",
        "expected the buttons' quoted labels after \"buttons\", such as [\"Clear\", \"Cancel\"], "
          + "found the string \"Clear\"",
        "expected \"message\" or \"buttons\" or end of line after the title, found \"butons\". "
          + "Did you mean \"buttons\"?",
        "expected \"alert\" after \"answer\", found \"dialog\"",
      ])
  }
}
