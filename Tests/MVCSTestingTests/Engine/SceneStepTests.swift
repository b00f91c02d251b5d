import MVCS
import Testing

@testable import MVCSTesting

/// The one step engine: a step a Swift test builds and the same step a script parses run alike.
@MainActor
struct SceneStepTests {
  private func failuresRunning(_ text: String) async -> [RecordedFailure] {
    await failures {
      await SceneScriptFile.run(
        text, named: "Search.scenetest", at: SceneScriptFile("../Scripts/Search.scenetest").path,
        mediator: .photoApp(),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
  }

  @Test func swiftAndScriptStepsFailWithTheSameMessages() async throws {
    let swift = try await failures {
      let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: .photoApp())
      test.services.answer("SearchPhotoService", with: .value(samplePhotos))
      try await test.start()
      await test.set(\.searchText, "cats")
      await test.advance(by: .milliseconds(300))
      test.expectCall("SearchPhotoService", with: "dogs")
      test.expectChanges(\.isLoading, [true])
      test.expect(\.photos.count, 3)
      test.expect(\.requestFinished, true)
      test.expectWrite("Recents", key: "last", "dogs")
      await test.set(\.selectedIndex, 1)
      test.expectNavigation(.show, "PhotoDetail", context: ["photoID": "3"])
      await test.finish()
    }
    let script = await failuresRunning(
      """
      scene Search
      service SearchPhotoService returns fixture photos.json
      set searchText = "cats"
      advance 300ms
      expect call SearchPhotoService with "dogs"
      expect changes isLoading [true]
      expect photos.count == 3
      expect requestFinished == true
      expect write Recents last = "dogs"
      set selectedIndex = 1
      expect navigation show PhotoDetail with photoID = "3"
      """)

    let expected = [
      #"SearchPhotoService was called with "cats", expected "dogs"."#,
      "isLoading changed to [true, false], expected [true].",
      "photos.count is 2, expected 3.",
      #"Recents last was written as "cats", expected "dogs"."#,
      """
      The scene navigated otherwise than expected (- expected, + actual):
       {
         "action": "show",
      -  "context": {"photoID":"3"},
      +  "context": {"photoID":"2"},
         "scene": "PhotoDetail"
       }
      """,
    ]
    #expect(script.map(\.summary.trimmed) == expected)
    #expect(script.map(\.line) == [5, 6, 7, 9, 11])
    // The same, but that Swift shows a key path as the test wrote it.
    var swiftExpected = expected
    swiftExpected[2] = #"\.photos.count is 2, expected 3."#
    #expect(swift.map(\.summary.trimmed) == swiftExpected)
  }

  @Test func aScriptedFailureIsAFakeServiceError() throws {
    let session = SceneSession(
      app: .photoApp(),
      at: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    let answer = try #require(
      session.fakeAnswer(
        .failure(message: "offline"), after: nil,
        at: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)))

    guard case .error(let error) = answer.payload else {
      Issue.record("A `fails` step answers with an error, not \(answer.payload).")
      return
    }
    #expect(error as? FakeServiceError == .failed(message: "offline"))
    #expect("\(error)" == "offline")
    #expect("\(FakeServiceError.failed(message: nil))" == "the service failed (as the script says)")
  }
}

extension String {
  /// The text without the newline a message ends with before its journal.
  fileprivate var trimmed: String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}
