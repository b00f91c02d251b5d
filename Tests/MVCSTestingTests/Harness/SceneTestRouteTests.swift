import MVCS
import Testing

@testable import MVCSTesting

@MainActor
struct SceneTestRouteTests {
  // MARK: - Opening a scene by route

  @Test func routeOpensItsSceneWithItsContext() async throws {
    let found = try await failures {
      let test = SceneTest(
        ChapterPipeline.self, route: .chapter(id: 42, highlight: "intro"),
        mediator: .chapterApp())
      try await test.start()
      test.expect(\.id, 42)
      test.expect(\.highlight, "intro")
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func routeThatIsNotContextFailsTheStartWithTheMediatorsText() async throws {
    let test = SceneTest(
      ChapterPipeline.self, route: UnkeyedChapterRoute(id: 1), mediator: .chapterApp())
    let error = await #expect(throws: MediatorError.self) { try await test.start() }
    guard case .invalidRoute("UnkeyedChapterRoute", store: nil, _)? = error else {
      Issue.record("expected invalidRoute, got \(String(describing: error))")
      return
    }
    #expect(
      error?.description.hasPrefix(
        "UnkeyedChapterRoute cannot be turned into context values: it encodes a single value, "
          + "not a value per key.") == true)
    #expect(test.pipeline == nil)
    await test.finish()
  }

  @Test func sceneOfARouteIsValidatedAsTheAppWould() async throws {
    let app = Mediator.chapterApp()
    // TonePickerRoute has no "id", which ChapterStore requires.
    app.register(
      TonePickerRoute.self,
      SceneParts(view: "ChapterView", controller: "ChapterController", store: "ChapterStore"))
    let test = SceneTest(ChapterPipeline.self, route: .tonePicker(current: .plain), mediator: app)
    let error = await #expect(throws: ValidationReport.self) { try await test.start() }
    #expect(error == app.validationReport())
    #expect(
      error?.problems.first?.error
        == .undeclaredRouteKey(
          "id", scene: "TonePicker", route: "TonePickerRoute", store: "ChapterStore",
          declared: ["current"]))
    await test.finish()
  }

  // MARK: - Expecting navigations by route

  @Test func navigationByRouteIsExpectedByRoute() async throws {
    let found = try await failures {
      let test = SceneTest(ChapterPipeline.self, route: .chapter(id: 42), mediator: .chapterApp())
      try await test.start()
      await test.set(\.relatedTapped, true)
      test.expectNavigation(.show, .chapter(id: 43, highlight: "related"))
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func navigationOtherThanTheRouteFailsAsByName() async throws {
    func run(_ expect: (SceneTest<ChapterPipeline>) -> Void) async throws -> [String] {
      try await failures {
        let test = SceneTest(
          ChapterPipeline.self, route: .chapter(id: 42), mediator: .chapterApp())
        try await test.start()
        await test.set(\.relatedTapped, true)
        expect(test)
        await test.finish()
      }.map(\.message)
    }
    let byRoute = try await run { $0.expectNavigation(.present, .chapter(id: 44)) }
    let byName = try await run { $0.expectNavigation(.present, "Chapter", context: ["id": 44]) }
    #expect(byRoute == byName)
    #expect(
      byRoute.first?.hasPrefix(
        """
        The scene navigated otherwise than expected (- expected, + actual):
         {
        -  "action": "present",
        -  "context": {"id":44},
        +  "action": "show",
        +  "context": {"highlight":"related","id":43},
           "scene": "Chapter"
         }
        """) == true)
  }

  // MARK: - The scene's own result

  @Test func resultTheSceneHandsBackIsExpected() async throws {
    let found = try await failures {
      let test = SceneTest(
        TonePickerPipeline.self, route: .tonePicker(current: .plain), mediator: .chapterApp())
      try await test.start()
      test.expect(\.current, .plain)
      await test.set(\.picked, .bright)
      test.expectNavigation(.dismiss, "TonePicker")
      test.expectResult(StoryTone.bright)
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func sceneOpenedByNameIsOpenedForItsRoutesResultToo() async throws {
    let found = try await failures {
      let test = SceneTest(
        TonePickerPipeline.self, scene: "TonePicker", mediator: .chapterApp(),
        context: ["current": StoryTone.bright])
      try await test.start()
      await test.set(\.picked, .plain)
      test.expectNavigation(.dismiss)
      test.expectResult(StoryTone.plain)
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func sceneOpenedNotExpectingItsResultHandsBackNone() async throws {
    var line = 0
    let found = try await failures {
      let test = SceneTest(
        TonePickerPipeline.self, route: .tonePicker(current: .plain), mediator: .chapterApp(),
        expectingResult: false)
      try await test.start()
      await test.set(\.picked, .bright)
      test.expectNavigation(.dismiss, "TonePicker")
      line = #line + 1
      test.expectResult(StoryTone.bright)
      await test.finish()
    }
    #expect(found.map(\.line) == [line])
    #expect(
      found.map(\.message) == [
        """
        Expected a result, but the scene "TonePicker" hands back none: the test opened it with \
        no one expecting its StoryTone, as a link, `expectingResult: false` or `option noresult` \
        opens it. To fix, open it by route or name, expecting its result.
        """
      ])
  }

  @Test func linkOpensTheSceneWithNoOneExpectingItsResult() async throws {
    let found = try await failures {
      let test = SceneTest(
        TonePickerPipeline.self, link: "chapters://TonePicker?current=plain",
        mediator: .chapterApp())
      try await test.start()
      await test.set(\.picked, .bright)
      test.expectNavigation(.dismiss, "TonePicker")
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func unassertedResultFailsInExhaustiveMode() async throws {
    var line = 0
    let found = try await failures {
      let test = SceneTest(
        TonePickerPipeline.self, route: .tonePicker(current: .plain), mediator: .chapterApp())
      try await test.start()
      line = #line + 1
      await test.set(\.picked, .bright)
      test.expectNavigation(.dismiss)
      await test.finish()
    }
    #expect(found.map(\.line) == [line])
    #expect(
      found.map(\.summary) == [
        """
        After setting picked, the scene did more than the test expects:
        - the scene handed back the result "bright"
        To fix, expect each of these (`expect …` in a script, `expect…` in Swift), or turn \
        exhaustive checking off (`option relaxed` in a script, `checking: .relaxed` in Swift).
        """
      ])
  }

  @Test func resultOfAnotherTypeThanTheRoutesFailsNamingBoth() async throws {
    var line = 0
    let found = try await failures {
      let test = SceneTest(
        TonePickerPipeline.self, route: .tonePicker(current: .plain), mediator: .chapterApp())
      try await test.start()
      line = #line + 1
      await test.set(\.pickedText, "bright")
      await test.finish()
    }
    #expect(found.map(\.line) == [line])
    #expect(
      found.map(\.message) == [
        """
        The scene handed back a result of type String, "bright", but the scene "TonePicker" is \
        registered with TonePickerRoute, whose Result is StoryTone, so the scene that presents \
        it would not get it. To fix, hand back a StoryTone, or declare typealias Result = String \
        in TonePickerRoute.
        """
      ])
  }

  @Test func resultOtherThanExpectedFails() async throws {
    let found = try await failures {
      let test = SceneTest(
        TonePickerPipeline.self, route: .tonePicker(current: .plain), mediator: .chapterApp())
      try await test.start()
      await test.set(\.picked, .bright)
      test.expectNavigation(.dismiss)
      test.expectResult(StoryTone.plain)
      test.expectResult(StoryTone.plain)
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        #"The scene handed back the result "bright", expected "plain"."#,
        #"Expected the scene to hand back the result "plain", but it handed back none."#,
      ])
  }

  @Test func expectedResultOfAnotherTypeThanTheRoutesFails() async throws {
    let found = try await failures {
      let test = SceneTest(
        TonePickerPipeline.self, route: .tonePicker(current: .plain), mediator: .chapterApp())
      try await test.start()
      await test.set(\.picked, .bright)
      test.expectNavigation(.dismiss)
      test.expectResult("bright")
      await test.finish()
    }
    #expect(
      found.map(\.message) == [
        """
        Expected a result of type String, "bright", but the scene hands back StoryTone \
        (TonePickerRoute.Result) and handed back "bright". To fix, expect a StoryTone.
        """
      ])
  }

  @Test func sceneWhoseRouteHasNoResultHandsBackNone() async throws {
    let found = try await failures {
      let test = SceneTest(ChapterPipeline.self, route: .chapter(id: 1), mediator: .chapterApp())
      try await test.start()
      test.expectResult(StoryTone.plain)
      await test.finish()
    }
    #expect(
      found.map(\.message) == [
        """
        Expected a result, but the scene "Chapter" hands back none: it is registered with \
        ChapterRoute, which declares no Result. To fix, declare typealias Result = … in \
        ChapterRoute, or expect no result.
        """
      ])
  }

  // MARK: - A result from the scene it presented

  @Test func childPresentedByRouteTakesTheRoutesResult() async throws {
    let found = try await failures {
      let test = SceneTest(ChapterPipeline.self, route: .chapter(id: 1), mediator: .chapterApp())
      try await test.start()
      await test.set(\.toneTapped, true)
      test.expectNavigation(.present, .tonePicker(current: .plain))
      await test.deliverResult(StoryTone.bright)
      test.expect(\.tone, .bright)
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func resultOfATypeTheChildsRouteDoesNotDeclareFails() async throws {
    let found = try await failures {
      let test = SceneTest(
        ChapterPipeline.self, route: .chapter(id: 1), mediator: .chapterApp(), checking: .relaxed)
      try await test.start()
      await test.set(\.toneTapped, true)
      await test.deliverResult("bright")
      test.expect(\.tone, .plain)
      await test.finish()
    }
    #expect(
      found.map(\.message) == [
        """
        Cannot deliver the result "bright" from TonePicker, which the scene expects as \
        StoryTone (TonePickerRoute.Result): it is a String. To fix, deliver a StoryTone.
        """
      ])
  }

  @Test func navigationExpectingATypeTheRouteDoesNotDeclareFailsAtItsStep() async throws {
    var line = 0
    let found = try await failures {
      let test = SceneTest(ChapterPipeline.self, route: .chapter(id: 1), mediator: .chapterApp())
      try await test.start()
      line = #line + 1
      await test.set(\.toneAskedAsText, true)
      await test.finish()
    }
    #expect(found.map(\.line) == [line])
    #expect(
      found.map(\.message) == [
        """
        The scene's navigation failed: The scene "TonePicker" hands back StoryTone \
        (TonePickerRoute.Result), but was navigated to expecting String. To fix, expect what it \
        hands back, navigating with the route, or declare typealias Result = String in \
        TonePickerRoute.
        """
      ])
  }
}
