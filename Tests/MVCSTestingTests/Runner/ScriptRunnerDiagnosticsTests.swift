import MVCS
import Testing

@testable import MVCSTesting

/// A diagnostic the scene reports fails the script at the line that caused it, with its message.
@MainActor
struct ScriptRunnerDiagnosticsTests {
  private func failuresRunning(_ text: String) async -> [RecordedFailure] {
    await failures {
      await SceneScriptFile.run(
        text, named: "Troubled.scenetest", at: SceneScriptFile("Troubled.scenetest").path,
        mediator: .troubledApp(),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
  }

  @Test func errorATaskDidNotHandleFailsTheLineThatRanIt() async {
    let found = await failuresRunning(
      """
      scene Troubled
      option relaxed
      set failNow = true
      """)
    #expect(found.map(\.description) == ["scripts/Troubled.scenetest:3: " + unhandledError])
  }

  @Test func errorOfATaskCreatedEarlierFailsTheLineDuringWhichItThrew() async {
    let found = await failuresRunning(
      """
      scene Troubled
      option relaxed
      set failLater = true
      advance 500ms
      advance 500ms
      """)
    #expect(found.map(\.description) == ["scripts/Troubled.scenetest:5: " + unhandledError])
  }

  @Test func errorOfATaskCreatedAtTheStartFailsTheLineDuringWhichItThrew() async {
    let found = await failuresRunning(
      """
      scene Troubled
      context failsAfterStart = true
      advance 5s
      """)
    #expect(found.map(\.description) == ["scripts/Troubled.scenetest:3: " + unhandledError])
  }

  @Test func observationOfSomethingThatIsNotAPropertyFailsTheSceneLine() async {
    let found = await failuresRunning(
      """
      scene Troubled
      context observesWordCount = true
      expect words == []
      """)
    #expect(
      found.map(\.description) == [
        "scripts/Troubled.scenetest:1: " + SceneTestDiagnosticsTests.notAProperty
      ])
  }

  @Test func writeLoopStoppedAtTheDepthLimitFailsTheSetLine() async {
    let found = await failuresRunning(
      """
      scene Troubled
      option relaxed
      set ping = 1
      """)
    #expect(
      found.map(\.description) == [
        "scripts/Troubled.scenetest:3: " + SceneTestDiagnosticsTests.writeLoop
      ])
  }

  private var unhandledError: String { SceneTestDiagnosticsTests.unhandledError }
}
