import MVCS
import Testing

@testable import MVCSTesting

@MainActor
struct ScriptRunnerRouteTests {
  private func failuresRunning(_ text: String, mediator: Mediator = .chapterApp()) async
    -> [RecordedFailure]
  {
    await failures {
      await SceneScriptFile.run(
        text, named: "Inline.scenetest", at: SceneScriptFile("Inline.scenetest").path,
        mediator: mediator,
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
  }

  @Test func sceneOfARouteRunsWithItsContext() async {
    let found = await failuresRunning(
      """
      scene Chapter
      context id = 42
      expect id == 42
      set relatedTapped = true
      expect navigation show Chapter with id = 43, highlight = "related"
      """)
    #expect(found == [])
  }

  @Test func resultTheSceneHandsBackIsExpected() async {
    let found = await failuresRunning(
      """
      scene TonePicker  # opened for its route's result
      context current = "plain"
      expect current == "plain"
      set picked = "bright"
      expect navigation dismiss TonePicker
      expect result "bright"
      """)
    #expect(found == [])
  }

  @Test func contextOfARouteKeyOfAnotherTypeIsDecodedFromItsJSON() async {
    let found = await failuresRunning(
      """
      scene TonePicker
      context current = "bright"  # a StoryTone in TonePickerRoute
      expect current == "bright"
      set picked = "plain"
      expect navigation dismiss
      expect result "plain"
      """)
    #expect(found == [])
  }

  @Test func contextOfARouteKeyThatDoesNotDecodeFailsAtTheSceneLine() async {
    let found = await failuresRunning(
      """
      scene TonePicker
      context current = "dark"
      expect current == "dark"
      """)
    #expect(found.map(\.line) == [1])
    #expect(
      found.first?.message.hasPrefix(
        #"The scene could not be assembled: TonePickerStore reads the context key "current" as "#
          + #"StoryTone, but it holds a saved String "dark", which does not decode"#) == true)
  }

  @Test func resultOtherThanExpectedFailsAtItsLine() async {
    let found = await failuresRunning(
      """
      scene TonePicker
      context current = "plain"
      set picked = "bright"
      expect navigation dismiss
      expect result "plain"
      """)
    #expect(found.map(\.line) == [5])
    #expect(
      found.map(\.summary) == [#"The scene handed back the result "bright", expected "plain"."#])
  }

  @Test func unassertedResultFailsAtTheLineThatCausedIt() async {
    let found = await failuresRunning(
      """
      scene TonePicker
      context current = "plain"
      set picked = "bright"
      expect navigation dismiss
      """)
    #expect(found.map(\.line) == [3])
    #expect(found.first?.summary.contains(#"- the scene handed back the result "bright""#) == true)
  }

  @Test func linkOrOptionNoResultOpensTheSceneWithNoOneExpectingItsResult() async {
    for opening in [
      "open chapters://TonePicker?current=plain",
      "scene TonePicker\ncontext current = \"plain\"\noption noresult",
    ] {
      let found = await failuresRunning(
        """
        \(opening)
        set picked = "bright"
        expect navigation dismiss TonePicker
        """)
      #expect(found == [], "\(opening)")
    }
  }

  @Test func sceneOfARouteIsValidatedAtItsSceneLine() async {
    let app = Mediator.chapterApp()
    app.register(
      TonePickerRoute.self,
      SceneParts(view: "ChapterView", controller: "ChapterController", store: "ChapterStore"))
    let found = await failuresRunning(
      """
      scene TonePicker
      expect id == 0
      """, mediator: app)
    #expect(found.map(\.line) == [1])
    #expect(
      found.map(\.message) == [
        "The scene could not be assembled: \(app.validationReport())"
      ])
  }
}
