import MVCS
import MVCSLists
import Testing

@testable import MVCSTesting

/// `expectListChanges` in Swift and `expect list` in scripts, which agree.
@MainActor
struct SceneTestListTests {
  private func rows(_ paths: (Int, Int)...) -> [ListIndexPath] {
    paths.map { ListIndexPath(section: $0.0, row: $0.1) }
  }

  @Test func expectsTheChangeSetOfEachWriteInOrder() async {
    let found = await failures {
      let test = SceneTest(
        GalleryPipeline.self, scene: "Gallery", mediator: .galleryApp(), checking: .relaxed)
      try? await test.start()
      await test.set(\.more, 1)
      await test.set(\.more, 2)
      await test.set(\.drop, 1)
      test.expectListChanges(
        \.photos,
        [
          ListChanges(insertedRows: rows((0, 0), (0, 1))),
          ListChanges(insertedRows: rows((0, 2), (0, 3))),
          ListChanges(deletedRows: rows((0, 0))),
        ])
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func aWrongChangeSetFailsNamingBoth() async {
    let found = await failures {
      let test = SceneTest(GalleryPipeline.self, scene: "Gallery", mediator: .galleryApp())
      try? await test.start()
      await test.set(\.more, 1)
      test.expectListChanges(\.photos, [ListChanges(insertedRows: rows((0, 0)))])
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        "photos changed by [insert rows [0-0, 0-1]], expected [insert rows [0-0]]."
      ])
    #expect(found.map(\.file) == ["MVCSTestingTests/SceneTestListTests.swift"])
  }

  @Test func anUnexpectedListWriteFailsTheFinish() async {
    let found = await failures {
      let test = SceneTest(GalleryPipeline.self, scene: "Gallery", mediator: .galleryApp())
      try? await test.start()
      await test.set(\.more, 1)
      await test.finish()
    }
    #expect(found.count == 1)
    #expect(found.first?.message.contains("photos") == true)
  }

  @Test func scriptExpectsListChangesAsTheyPrint() async {
    let found = await failuresRunning(
      """
      scene Gallery
      set more = 1
      expect list photos: insert rows [0-0, 0-1]
      set drop = 1
      expect list photos: delete rows [0-0]
      expect featured.id == 1
      set reset = 1
      expect list photos: insert rows [0-0], delete rows [0-0]
      expect photos == [{"id": 5, "title": "#5"}]
      """)
    #expect(found == [])
  }

  @Test func relaxedScriptExpectsSeveralWritesSeparatedBySemicolons() async {
    let found = await failuresRunning(
      """
      scene Gallery
      option relaxed
      set more = 1
      set drop = 1
      set more = 2
      expect list photos: insert rows [0-0, 0-1]; delete rows [0-0]; insert rows [0-1, 0-2]
      expect list photos: no changes; no changes
      """)
    #expect(
      found.map(\.summary) == [
        "photos changed by [no writes], expected [no changes; no changes]."
      ])
    #expect(found.map(\.line) == [7])
  }

  @Test func scriptWithAWrongChangeSetFailsAtItsLine() async {
    let found = await failuresRunning(
      """
      scene Gallery
      set more = 1
      expect list photos: no changes
      """)
    #expect(
      found.map(\.summary) == [
        "photos changed by [insert rows [0-0, 0-1]], expected [no changes]."
      ])
    #expect(found.map(\.line) == [3])
  }

  @Test func scriptExpectingListChangesOfAPropertyThatIsNotAList() async {
    let found = await failuresRunning(
      """
      scene Gallery
      expect list title: no changes
      """)
    #expect(
      found.map(\.summary) == [
        "title holds a String, not a ListData, so it has no list changes. To fix, expect its "
          + "values with `expect changes title [...]`."
      ])
  }

  @Test func scriptWithAMalformedChangeSetIsAParseError() {
    let problems = parseProblems(
      """
      scene Gallery
      expect list photos: insert rows [0-0; delete rows [1]
      """)
    #expect(
      problems == [
        #"Search.scenetest:2:37: "insert rows [0-0" is not a list change set: expected ",", "#
          + #"found the end at character 17. To fix, write it as a change set prints, such as "#
          + #""insert rows [0-2, 0-3], delete sections [1]", "move rows [0-1 → 2-0]" or "#
          + #""no changes"."#
      ])
  }

  private func failuresRunning(_ text: String) async -> [RecordedFailure] {
    await failures {
      await SceneScriptFile.run(
        text, named: "Inline.scenetest", at: SceneScriptFile("Inline.scenetest").path,
        mediator: .galleryApp(),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
  }
}
