import Foundation
import MVCS
import Testing

@testable import MVCSTesting

/// A scene test reaches the scene's view and controller with their types, and checks what a
/// `TextRendering` view shows.
@MainActor
struct SceneTestViewTests {
  private func searched() async throws -> SceneTest<SearchPipeline> {
    let test = SceneTest(
      SearchPipeline.self, scene: "Search", mediator: .photoApp(), checking: .relaxed)
    try await test.start()
    test.services.answer("SearchPhotoService", with: .value(samplePhotos))
    await test.set(\.searchText, "cats")
    await test.advance(by: .milliseconds(300))
    return test
  }

  @Test func reachesTheViewAndControllerWithTheirTypes() async throws {
    let found = try await failures {
      let test = try await searched()
      // Scoped: finish() fails for a view or controller the test still holds.
      do {
        let view = try #require(test.view(as: SearchView.self))
        #expect(view.reloadCount == 1)
        #expect(view.pipeline === test.pipeline)
        let controller = try #require(test.controller(as: SearchController.self))
        #expect(controller.pipeline === test.pipeline)
      }
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func aViewOfAnotherTypeFailsNamingTheActualType() async throws {
    let found = try await failures {
      let test = try await searched()
      #expect(test.view(as: DetailView.self) == nil)
      #expect(test.controller(as: DetailController.self) == nil)
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        "The scene's view is a SearchView, not a DetailView. To fix, ask for "
          + "`view(as: SearchView.self)`, or register the view you meant for the scene.",
        "The scene's controller is a SearchController, not a DetailController. To fix, ask for "
          + "`controller(as: SearchController.self)`, or register the controller you meant for "
          + "the scene.",
      ])
  }

  @Test func theViewIsOutOfReachBeforeTheSceneStarts() async throws {
    let found = await failures {
      let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: .photoApp())
      #expect(test.view(as: SearchView.self) == nil)
      #expect(test.controller(as: SearchController.self) == nil)
    }
    #expect(
      found.map(\.summary) == [
        "The scene has not started. To fix, call `try await test.start()` before the steps."
      ])
  }

  @Test func theScreenPassesIgnoringSpacesAtTheEndsOfLines() async throws {
    let found = try await failures {
      let test = try await searched()
      test.expectScreen(
        """
        Search: cats
        1. cat
        2. cats in a hat
        """)
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func aDifferentScreenFailsWithADiffOfItsLines() async throws {
    let found = try await failures {
      let test = try await searched()
      test.expectScreen(
        """
        Search: cats
        1. cat
        2. dogs in a hat
        """)
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        """
        The screen is not as expected (- expected, + actual):
        --- expected
        +++ actual
        @@ -1,3 +1,3 @@
         Search: cats
         1. cat
        -2. dogs in a hat
        +2. cats in a hat
        """
      ])
    #expect(found.first?.message.contains("\nJournal") == true)
  }

  @Test func aViewThatRendersNoTextFailsSayingHowToFix() async throws {
    let found = try await failures {
      let test = SceneTest(
        DetailPipeline.self, scene: "PhotoDetail", mediator: .photoApp(),
        context: ["photoID": "1"])
      try await test.start()
      test.expectScreen("Photo 1")
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        "The scene's view, DetailView, does not render text, so its screen cannot be checked. "
          + "To fix, make DetailView adopt TextRendering and return what it shows from "
          + "`renderedText`, or expect the pipeline's values instead."
      ])
  }
}
