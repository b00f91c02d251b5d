import MVCS
import Testing

@testable import MVCSTesting

@MainActor
struct SceneTestTests {
  let app = Mediator.photoApp()

  private func startedSearch(checking: SceneChecking = .exhaustive) async throws -> SceneTest<
    SearchPipeline
  > {
    let test = SceneTest(
      SearchPipeline.self, scene: "Search", mediator: app, checking: checking)
    try await test.start()
    return test
  }

  @Test func wholeSearchPassesWhenEveryEffectIsExpected() async throws {
    let found = try await failures {
      let test = try await startedSearch()
      test.services.answer("SearchPhotoService", with: .value(samplePhotos))
      await test.set(\.searchText, "cats")
      await test.advance(by: .milliseconds(300))
      test.expectCall("SearchPhotoService", with: "cats")
      test.expectChanges(\.isLoading, [true, false])
      test.expect(\.photos, samplePhotos)
      test.expect(\.requestFinished, true)
      test.expectWrite("Recents", key: "last", "cats")
      await test.set(\.selectedIndex, 1)
      test.expectNavigation(.show, "PhotoDetail", context: ["photoID": "2"])
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func unassertedChangesFailAtTheActionThatCausedThem() async throws {
    var advanceLine = 0
    let found = try await failures {
      let test = try await startedSearch()
      test.services.answer("SearchPhotoService", with: .value(samplePhotos))
      await test.set(\.searchText, "cats")
      advanceLine = #line + 1
      await test.advance(by: .milliseconds(300))
      test.expectCall("SearchPhotoService", with: "cats")
      await test.finish()
    }
    let failure = try #require(found.first)
    #expect(found.count == 1)
    #expect(failure.file == "MVCSTestingTests/SceneTestTests.swift")
    #expect(failure.line == advanceLine)
    #expect(
      failure.summary == """
        After advancing the clock by 0.3 seconds, the scene did more than the test expects:
        - isLoading changed: false → true
        - photos changed: [] → [{"id":"1","title":"cat"},{"id":"2","title":"cats in a hat"}]
        - isLoading changed: true → false
        - requestFinished changed: false → true
        - Recents was written: Recents last = "cats"
        To fix, expect each of these (`expect …` in a script, `expect…` in Swift), or turn \
        exhaustive checking off (`option relaxed` in a script, `checking: .relaxed` in Swift).
        """)
    // The journal shows the failing step's writes, not the whole run's.
    #expect(
      failure.message.hasSuffix(
        """
        Journal of advancing the clock by 0.3 seconds, writes 2–5 of 5:
        2  isLoading (status): false → true
        3  photos (piped): [] → [{"id":"1","title":"cat"},{"id":"2","title":"cats in a hat"}]
        4  isLoading (status): true → false
        5  requestFinished (flag): false → true
             ran SearchView observer at MVCSTestingTests/PhotoApp.swift:81
        """))
  }

  @Test func relaxedTestIgnoresWhatItDoesNotExpect() async throws {
    let found = try await failures {
      let test = try await startedSearch(checking: .relaxed)
      test.services.answer("SearchPhotoService", with: .value(samplePhotos))
      await test.set(\.searchText, "cats")
      await test.advance(by: .seconds(1))
      test.expect(\.photos, samplePhotos)
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func callWithoutPreparedAnswerFailsNamingTheService() async throws {
    let found = try await failures {
      let test = try await startedSearch(checking: .relaxed)
      await test.set(\.searchText, "cats")
      await test.advance(by: .seconds(1))
      test.expect(\.errorMessage, "ignored: checked below")
      await test.finish()
    }
    #expect(
      found.first?.message == """
        SearchPhotoService was called with "cats", but no answer was prepared. To fix, prepare \
        one before the step that calls it: `service SearchPhotoService returns …` in a script, \
        or `services.answer("SearchPhotoService", with: …)` in Swift.
        """)
    #expect(found.count == 2)  // and the store's error message differs from the expectation
  }

  @Test func answerUnderAnUnknownServiceNameFailsWhereItIsPrepared() async throws {
    var line = 0
    let found = try await failures {
      let test = try await startedSearch()
      line = #line + 1
      test.services.answer("SearchPhotoServce", with: .value(samplePhotos))
      await test.finish()
    }
    #expect(
      found.map(\.description) == [
        """
        MVCSTestingTests/SceneTestTests.swift:\(line): No service named \
        "SearchPhotoServce" is registered, so this answer would never be used. Did you mean \
        "SearchPhotoService"? Registered services: SearchPhotoService.
        """
      ])
  }

  @Test func wrongValueNamesPropertyExpectedAndActual() async throws {
    var line = 0
    let found = try await failures {
      let test = try await startedSearch()
      line = #line + 1
      test.expect(\.isLoading, true)
      await test.finish()
    }
    #expect(found.map(\.summary) == ["isLoading is false, expected true."])
    #expect(found.map(\.line) == [line])
  }

  @Test func answerAfterADelayWaitsForTheClock() async throws {
    let found = try await failures {
      let test = try await startedSearch()
      test.services.answer("SearchPhotoService", with: .value(samplePhotos, after: .seconds(2)))
      await test.set(\.searchText, "cats")
      await test.advance(by: .milliseconds(300))
      test.expectCall("SearchPhotoService", with: "cats")
      test.expect(\.isLoading, true)
      test.expect(\.photos, [])
      await test.advance(by: .seconds(2))
      test.expect(\.isLoading, false)
      test.expect(\.photos, samplePhotos)
      test.expect(\.requestFinished, true)
      test.expectWrite("Recents", key: "last")
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func typingAgainWithinTheDebounceSearchesOnce() async throws {
    let found = try await failures {
      let test = try await startedSearch(checking: .relaxed)
      test.services.answer("SearchPhotoService", with: .value(samplePhotos))
      await test.set(\.searchText, "ca")
      await test.advance(by: .milliseconds(200))
      await test.set(\.searchText, "cats")
      await test.advance(by: .milliseconds(300))
      test.expectCall("SearchPhotoService", with: "cats")
      #expect(test.services.calls.map(\.description) == [#"SearchPhotoService with "cats""#])
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func lastAnswerRepeatsUntilANewerOneIsPrepared() async throws {
    let found = try await failures {
      let test = try await startedSearch(checking: .relaxed)
      test.services.answer("SearchPhotoService", with: .value([samplePhotos[0]]))
      for text in ["a", "b"] {
        await test.set(\.searchText, text)
        await test.advance(by: .milliseconds(300))
        test.expect(\.photos, [samplePhotos[0]])
      }
      test.services.answer("SearchPhotoService", with: .json(#"[{"id": "2", "title": "dog"}]"#))
      await test.set(\.searchText, "c")
      await test.advance(by: .milliseconds(300))
      test.expect(\.photos, [Photo(id: "2", title: "dog")])
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func clearingTheSearchIsExpectedAsARemoval() async throws {
    let found = try await failures {
      let test = try await startedSearch()
      await test.set(\.searchText, "")
      test.expectRemoval("Recents", key: "last")
      await test.finish()
    }
    #expect(found == [])
    let wrong = try await failures {
      let test = try await startedSearch()
      test.services.answer("SearchPhotoService", with: .value(samplePhotos))
      await test.set(\.searchText, "cats")
      await test.advance(by: .milliseconds(300))
      test.expectCall("SearchPhotoService")
      test.expectChanges(\.isLoading, [true, false])
      test.expect(\.photos, samplePhotos)
      test.expect(\.requestFinished, true)
      test.expectRemoval("Recents", key: "last")
      await test.finish()
    }
    #expect(wrong.map(\.summary) == [#"Recents last was written as "cats", expected a removal."#])
  }

  @Test func workStillRunningAtTheEndFails() async throws {
    let found = try await failures {
      let test = try await startedSearch()
      await test.set(\.searchText, "cats")
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        """
        The scene's work is still running at the end of the test: 1 task(s), the next waits \
        until 0.3 seconds (the test clock is at 0.0 seconds). To fix, advance the clock until \
        the work ends, or end the test with an explicit teardown if the work is meant to be \
        cancelled.
        """
      ])
  }

  @Test func explicitTearDownCancelsRunningWorkWithoutFailing() async throws {
    let found = try await failures {
      let test = try await startedSearch()
      await test.set(\.searchText, "cats")
      await test.tearDown()
    }
    #expect(found == [])
  }

  @Test func partThatOutlivesTheSceneFailsNamingItsType() async throws {
    let app = Mediator.photoApp()
    app.register(store: "SearchStore") { environment in
      let store = try SearchStore(environment: environment)
      LeakedObjects.objects.append(store)
      return store
    }
    defer { LeakedObjects.objects.removeAll() }
    let found = try await failures {
      let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: app)
      try await test.start()
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        """
        SearchStore, SearchPipeline were not deallocated after the scene was torn down, so \
        something still holds them: a closure that captures it, a task that outlives the scene, \
        a reference cycle, or the test itself. To fix, capture weakly or use the owner an \
        observer receives, run work with `environment.tasks`, and let the test keep no reference to \
        the scene's parts.
        """
      ])
  }

  @Test func testReleasedWithoutFinishingFailsWhereItWasCreated() async throws {
    var line = 0
    let found = try await failures {
      line = #line + 1
      let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: app)
      try await test.start()
    }
    #expect(found.map(\.line) == [line])
    #expect(
      found.first?.message
        == "The scene test ended without `finish()` or `tearDown()`, so nothing checked what the "
        + "scene did last, whether its work ended, or whether it leaked. To fix, end the test "
        + "with `await test.finish()`.")
  }

  @Test func stepBeforeStartSaysToStart() async throws {
    let found = await failures {
      let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: app)
      await test.set(\.searchText, "cats")
    }
    #expect(
      found.map(\.message) == [
        "The scene has not started. To fix, call `try await test.start()` before the steps."
      ])
  }

  @Test func startWithAnotherPipelineTypeThrows() async throws {
    let test = SceneTest(DetailPipeline.self, scene: "Search", mediator: app)
    await #expect(
      throws: SceneTestError.pipelineMismatch(expected: "DetailPipeline", actual: "SearchPipeline")
    ) {
      try await test.start()
    }
    await test.tearDown()
  }

  @Test func appRegistrationsAreReusedNotChanged() async throws {
    let test = try await startedSearch()
    await test.finish()
    #expect(app.registeredNames(of: .service) == ["SearchPhotoService"])
    #expect(app.serviceFakes == nil)
  }
}

@MainActor
enum LeakedObjects {
  static var objects: [AnyObject] = []
}
