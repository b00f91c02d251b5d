import MVCS
import Testing

@testable import MVCSTesting

@MainActor
struct ScriptRunnerLinkAndResultTests {
  private func failuresRunning(_ text: String) async -> [RecordedFailure] {
    await failures {
      await SceneScriptFile.run(
        text, named: "Inline.scenetest", at: SceneScriptFile("Inline.scenetest").path,
        mediator: .pickerApp(),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
  }

  @Test func scriptOpensALinkAndDeliversAResult() async {
    let found = await failuresRunning(
      """
      open photosearch://Filter?album=Summer%20trip  # as the app does when the link arrives
      expect album == "Summer trip"
      set scopeTapped = true
      expect navigation present ScopePicker with current = "all"
      result "favorites"
      expect scope == "favorites"
      """)
    #expect(found == [])
  }

  @Test func linkThatDoesNotOpenFailsAtItsLine() async {
    let found = await failuresRunning(
      """
      open photosearch://Filter?albm=a
      expect album == "a"
      """)
    #expect(
      found.map(\.description) == [
        """
        scripts/Inline.scenetest:1: The link does not open: The link photosearch://Filter?albm=a does \
        not fit the route "Filter" (keys: album: String, scope: PhotoScope (optional)):
        - "albm" is not a key of the route. Did you mean "album"? To fix, use one of the \
        route's keys, or declare it in mediator.register(link: "Filter", …): in its keys:, or as \
        a property of the SceneRoute it opens.
        - the key "album" (String) is missing; FilterStore requires it. To fix, add album=… to \
        the link.
        """
      ])
  }

  @Test func resultThatIsNotOfTheExpectedTypeFailsAtItsLine() async {
    let found = await failuresRunning(
      """
      open photosearch://Filter?album=a
      option relaxed
      set scopeTapped = true
      result "everything"
      expect scope == "all"
      """)
    #expect(found.map(\.line) == [4])
    #expect(
      found.first?.message.hasPrefix(
        #"Cannot deliver the result "everything" from ScopePicker, which the scene expects as "#
          + "PhotoScope: it is not a PhotoScope: ") == true)
    #expect(found.first?.message.hasSuffix("To fix, deliver a PhotoScope.") == true)
  }

  @Test func resultWithNothingToDeliverToFails() async {
    let found = await failuresRunning(
      """
      scene Filter
      context album = "a"
      result "all"
      """)
    #expect(found.map(\.line) == [3])
    #expect(found.first?.message.hasPrefix(#"Cannot deliver the result "all": the scene"#) == true)
  }
}
