import Foundation
import MVCS
import Testing

@testable import MVCSTesting

/// A failed expectation of a long value shows a diff of expected and actual, not both whole.
@MainActor
struct SceneTestDiffTests {
  private let dogs = [Photo(id: "1", title: "cat"), Photo(id: "2", title: "dogs in a hat")]

  private func searched() async throws -> SceneTest<SearchPipeline> {
    let test = SceneTest(
      SearchPipeline.self, scene: "Search", mediator: .photoApp(), checking: .relaxed)
    try await test.start()
    test.services.answer("SearchPhotoService", with: .value(samplePhotos))
    await test.set(\.searchText, "cats")
    await test.advance(by: .milliseconds(300))
    return test
  }

  /// The line of `searched()`'s `advance`, which the failures name as the last action.
  private let line = #line - 5

  @Test func longValueFailsWithADiff() async throws {
    let found = try await failures {
      let test = try await searched()
      test.expect(\.photos, dogs)
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        """
        photos is not as expected (- expected, + actual):
        After advancing the clock by 0.3 seconds (line \(line)), photos was set by write 3: [] → \
        [{"id":"1","title":"cat"},{"id":"2","title":"cats in a hat"}].
         [
           {"id":"1","title":"cat"},
        -  {"id":"2","title":"dogs in a hat"}
        +  {"id":"2","title":"cats in a hat"}
         ]
        """
      ])
  }

  @Test func shortValueFailsOnOneLine() async throws {
    let found = try await failures {
      let test = try await searched()
      test.expect(\.requestFinished, false)
      await test.finish()
    }
    #expect(found.map(\.summary) == ["requestFinished is true, expected false."])
  }

  @Test func longScalarRequestFailsOnOneLine() async throws {
    let found = try await failures {
      let test = try await searched()
      test.expectCall(
        "SearchPhotoService", with: "cats and dogs and birds and a very long query that goes on")
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        #"SearchPhotoService was called with "cats", expected "#
          + #""cats and dogs and birds and a very long query that goes on"."#
      ])
  }

  @Test func navigationWithALongContextFailsWithADiff() async throws {
    let found = try await failures {
      let test = try await searched()
      await test.set(\.selectedIndex, 1)
      test.expectNavigation(.show, "PhotoDetail", context: ["photoID": "1"])
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        """
        The scene navigated otherwise than expected (- expected, + actual):
         {
           "action": "show",
        -  "context": {"photoID":"1"},
        +  "context": {"photoID":"2"},
           "scene": "PhotoDetail"
         }
        """
      ])
  }

  @Test func longScalarWriteFailsOnOneLine() async throws {
    let found = try await failures {
      let test = try await searched()
      test.expectWrite("Recents", key: "last", String(repeating: "cats ", count: 13))
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        #"Recents last was written as "cats", expected ""#
          + String(repeating: "cats ", count: 13) + #""."#
      ])
  }

  @Test func scriptExpectationsOfLongValuesFailWithDiffs() async {
    let found = await failures {
      await SceneScriptFile.run(
        """
        scene Search
        option relaxed
        service SearchPhotoService returns [{"id": "1", "title": "cat"}, {"id": "2", "title": "cats in a hat"}]
        set searchText = "cats"
        advance 300ms
        expect photos == [{"id": "1", "title": "cat"}, {"id": "3", "title": "cats in a hat"}]
        expect call SearchPhotoService with "cats and dogs and birds and a very long query that goes on"
        expect write Recents last = "cats and dogs and birds and a very long query that goes on"
        expect photos.count == 3
        """, named: "Diff.scenetest", at: SceneScriptFile("Diff.scenetest").path,
        mediator: .photoApp(),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
    #expect(
      found.map(\.description).map { $0.components(separatedBy: "\nJournal").first! } == [
        """
        scripts/Diff.scenetest:6: photos is not as expected (- expected, + actual):
        After advancing the clock by 0.3 seconds, photos was set by write 3: [] → \
        [{"id":"1","title":"cat"},{"id":"2","title":"cats in a hat"}].
         [
           {"id":"1","title":"cat"},
        -  {"id":"3","title":"cats in a hat"}
        +  {"id":"2","title":"cats in a hat"}
         ]
        """,
        #"scripts/Diff.scenetest:7: SearchPhotoService was called with "cats", expected "#
          + #""cats and dogs and birds and a very long query that goes on"."#,
        #"scripts/Diff.scenetest:8: Recents last was written as "cats", expected "#
          + #""cats and dogs and birds and a very long query that goes on"."#,
        "scripts/Diff.scenetest:9: photos.count is 2, expected 3.",
      ])
  }
}
