import Foundation
import MVCS
import Testing

@testable import MVCSTesting

/// A scene script preloads, changes and fails the writes of a storage, and expects a bound
/// property's value, its writes, its status and the diagnostic of a failed write.
@MainActor
struct ScriptRunnerSharedStateTests {
  private func failuresRunning(
    _ text: String, mediator: Mediator = .favoritesApp()
  ) async -> [RecordedFailure] {
    await failures {
      await SceneScriptFile.run(
        text, named: "Star.scenetest", at: SceneScriptFile("Star.scenetest").path,
        mediator: mediator,
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
  }

  @Test func starringWritesTheStorageAndAnotherHoldersWriteArrives() async {
    let found = await failuresRunning(
      """
      scene Star
      context photoID = "p2"
      storage Favorites has favorites = ["p1"]
      expect favoritesAtStart == ["p1"]   # loaded before the store started
      expect favorites == ["p1"]
      expect favoritesStatus == "current"

      set starToggled = true
      expect favorites == ["p2", "p1"]
      expect write Favorites favorites = ["p2", "p1"]

      storage Favorites changes favorites = ["p5"]   # another holder writes: no write to expect
      expect favorites == ["p5"]
      """)
    #expect(found == [])
  }

  @Test func failedWriteIsRevertedWithAStatusAndADiagnostic() async {
    let found = await failuresRunning(
      """
      scene Star
      context photoID = "p2"
      storage Favorites has favorites = ["p1"]
      storage Favorites fails writes favorites
      expect favoritesAtStart == ["p1"]
      expect favorites == ["p1"]

      set starToggled = true
      expect changes favorites [["p2", "p1"], ["p1"]]
      expect favoritesStatus.failed.operation == "write"
      expect favoritesStatus.failed.key == "favorites"
      expect diagnostic "Writing \\"favorites\\" to the storage \\"Favorites\\" failed"
      """)
    #expect(found == [])
  }

  @Test func failingWritesIsAlsoAnAction() async {
    let found = await failuresRunning(
      """
      scene Star
      context photoID = "p2"
      option relaxed
      set starToggled = true
      expect write Favorites favorites = ["p2"]
      storage Favorites fails writes favorites
      set starToggled = true
      expect favorites == ["p2"]
      expect diagnostic "failed"
      """)
    #expect(found == [])
  }

  @Test func anotherHoldersWriteThatNoStepExpectsFailsItsLine() async {
    let found = await failuresRunning(
      """
      scene Star
      context photoID = "p2"
      expect favoritesAtStart == []
      storage Favorites changes favorites = ["p7"]
      """)
    #expect(found.map(\.line) == [4])
    #expect(found.first?.summary.contains("- favorites changed: [] → [\"p7\"]") == true)
  }

  @Test func failedWriteThatNoLineExpectsFailsTheSetLine() async {
    let found = await failuresRunning(
      """
      scene Star
      context photoID = "p2"
      option relaxed
      storage Favorites fails writes favorites
      set starToggled = true
      """)
    #expect(found.map(\.line) == [5])
    #expect(
      found.first?.message.contains(#"Writing "favorites" to the storage "Favorites" failed"#)
        == true)
  }

  @Test func anotherHoldersValueOfAnotherTypeIsShownAsAFailedRead() async {
    let found = await failuresRunning(
      """
      scene Star
      context photoID = "p2"
      expect favoritesAtStart == []
      storage Favorites changes favorites = {"not": "a list"}
      expect favorites == []
      expect favoritesStatus.failed.operation == "read"
      expect diagnostic "favorites"
      """)
    #expect(found == [])
  }

  @Test func expectedDiagnosticOfAWriteLoopPasses() async {
    let found = await failuresRunning(
      """
      scene Troubled
      option relaxed
      set ping = 1
      expect diagnostic "Writes nested 64 deep"
      """, mediator: .troubledApp())
    #expect(found == [])
  }

  @Test func expectedDiagnosticThatIsMissingFailsItsLine() async {
    let found = await failuresRunning(
      """
      scene Troubled
      option relaxed
      set words = ["a"]
      expect diagnostic "nested"
      """, mediator: .troubledApp())
    #expect(found.map(\.line) == [4])
    #expect(
      found.map(\.summary) == [
        #"Expected a diagnostic containing "nested", but the scene reported none."#
      ])
  }

  @Test func statusIsWrittenAsAReaderSaysIt() throws {
    let failure = StorageFailure(
      operation: .write, storage: "Favorites", key: "favorites", message: "disk full")
    for (status, json) in [
      (StorageStatus.current, #""current""#), (.loading, #""loading""#),
      (
        .failed(failure),
        #"{"failed":{"key":"favorites","message":"disk full","operation":"write","#
          + #""storage":"Favorites"}}"#
      ),
    ] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      #expect(String(decoding: try encoder.encode(status), as: UTF8.self) == json)
      #expect(try JSONDecoder().decode(StorageStatus.self, from: Data(json.utf8)) == status)
    }
  }

  @Test func unknownStatusIsRefusedNamingTheForms() {
    #expect {
      try JSONDecoder().decode(StorageStatus.self, from: Data(#""stale""#.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription
        == #""stale" is not a storage status. A status is "current", "loading" or "#
        + #"{"failed": {"operation": …, "storage": …, "key": …, "message": …}}."#
    }
  }
}
