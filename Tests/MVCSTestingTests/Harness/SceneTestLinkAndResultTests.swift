import MVCS
import Testing

@testable import MVCSTesting

@MainActor
struct SceneTestLinkAndResultTests {
  @Test func linkOpensTheSceneWithTheContextItGives() async throws {
    let found = try await failures {
      let test = SceneTest(
        FilterPipeline.self, link: "photosearch://Filter?album=Summer%20trip&scope=favorites",
        mediator: .pickerApp())
      try await test.start()
      test.expect(\.album, "Summer trip")
      test.expect(\.scope, .favorites)
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func linkThatDoesNotOpenFailsTheStart() async throws {
    let test = SceneTest(
      FilterPipeline.self, link: "photosearch://Filtr?album=a", mediator: .pickerApp())
    let error = await #expect(throws: LinkError.self) { try await test.start() }
    #expect(
      error
        == .unknownRoute(
          "Filtr", link: "photosearch://Filtr?album=a", suggestion: "Filter",
          registered: ["Filter"]))
    #expect(test.pipeline == nil)
    await test.finish()
  }

  @Test func resultDeliveredToTheSceneIsWhatItReactsTo() async throws {
    let found = try await failures {
      let test = SceneTest(
        FilterPipeline.self, scene: "Filter", mediator: .pickerApp(), context: ["album": "a"])
      try await test.start()
      await test.set(\.scopeTapped, true)
      test.expectNavigation(.present, "ScopePicker", context: ["current": "all"])

      await test.deliverResult(PhotoScope.favorites)

      test.expect(\.scope, .favorites)
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func whatTheResultCausesIsCheckedExhaustively() async throws {
    let found = try await failures {
      let test = SceneTest(
        FilterPipeline.self, scene: "Filter", mediator: .pickerApp(), context: ["album": "a"])
      try await test.start()
      await test.set(\.scopeTapped, true)
      test.expectNavigation(.present, "ScopePicker")
      await test.deliverResult(PhotoScope.favorites)
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        """
        After delivering the result "favorites" from ScopePicker, the scene did more than the \
        test expects:
        - scope changed: "all" → "favorites"
        To fix, expect each of these (`expect …` in a script, `expect…` in Swift), or turn \
        exhaustive checking off (`option relaxed` in a script, `checking: .relaxed` in Swift).
        """
      ])
  }

  @Test func resultIsDeliveredOncePerNavigation() async throws {
    let found = try await failures {
      let test = SceneTest(
        FilterPipeline.self, scene: "Filter", mediator: .pickerApp(), context: ["album": "a"],
        checking: .relaxed)
      try await test.start()
      await test.set(\.scopeTapped, true)
      await test.deliverResult(PhotoScope.favorites)
      await test.deliverResult(PhotoScope.all)
      test.expect(\.scope, .favorites)
      await test.finish()
    }
    #expect(
      found.map(\.message) == [
        """
        Cannot deliver the result "all": the scene did not show or present a scene for a \
        result, or that scene already delivered one. To fix, act so that the scene navigates \
        with `expecting:` first, and deliver one result per navigation.
        """
      ])
  }

  @Test func resultOfAnotherTypeFails() async throws {
    let found = try await failures {
      let test = SceneTest(
        FilterPipeline.self, scene: "Filter", mediator: .pickerApp(), context: ["album": "a"],
        checking: .relaxed)
      try await test.start()
      await test.set(\.scopeTapped, true)
      await test.deliverResult("favorites")
      test.expect(\.scope, .all)
      await test.finish()
    }
    #expect(
      found.map(\.message) == [
        """
        Cannot deliver the result "favorites" from ScopePicker, which the scene expects as \
        PhotoScope: it is a String. To fix, deliver a PhotoScope.
        """
      ])
  }
}
