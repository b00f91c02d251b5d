import MVCS
import MVCSLists
import Testing

@testable import MVCSTesting

/// Key paths that go into a property's value: what they cover, and how failures show them.
@MainActor
struct SceneTestKeyPathTests {
  private func gallery() -> SceneTest<GalleryPipeline> {
    SceneTest(GalleryPipeline.self, scene: "Gallery", mediator: .galleryApp())
  }

  @Test func expectingIntoAValueCoversThePropertysChangesAsAScriptDoes() async {
    let found = await failures {
      let test = gallery()
      try? await test.start()
      await test.set(\.more, 1)
      test.expect(\.photos.rowCount, 2)
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func aFailedExpectationShowsTheKeyPathAsWritten() async {
    let found = await failures {
      let test = SceneTest(
        GalleryPipeline.self, scene: "Gallery", mediator: .galleryApp(), checking: .relaxed)
      try? await test.start()
      await test.set(\.more, 1)
      await test.set(\.drop, 1)
      test.expect(\.photos.rowCount, 3)
      test.expect(\.featured?.title, "#9")
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        #"\.photos.rowCount is 1, expected 3."#,
        ##"\.featured?.title is "#1", expected "#9"."##,
      ])
  }

  @Test func withoutTheSourceTheKeyPathIsStillReadable() {
    let text = KeyPathText.cleaned(
      #"\GalleryPipeline.<computed 0x00005604f9e20bb0 (Optional<GalleryPhoto>)>?.title"#,
      property: "featured")
    #expect(text == #"\.featured?.title"#)
    let nested = KeyPathText.cleaned(
      #"\GalleryPipeline.<computed 0x01 (Array<Photo>)>.<computed 0x02 (Int)>"#,
      property: "photos")
    #expect(nested == #"\.photos.<Int>"#)
  }

  @Test func expectChangesIntoAValueSaysWhatToDoInstead() async {
    let found = await failures {
      let test = gallery()
      try? await test.start()
      test.expectChanges(\.photos.rowCount, [2])
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        #"expectChanges takes a whole pipeline property; \.photos.rowCount is not one. To fix, "#
          + #"expect the writes of \.photos, or expect(\.photos.rowCount, …) for the value."#
      ])
  }

  @Test func stepsOfATestThatNeverStartedFailOnce() async {
    let found = await failures {
      let test = gallery()
      await test.set(\.more, 1)
      test.expect(\.photos.rowCount, 2)
      test.expect(\.title, "Gallery")
      await test.tearDown()
    }
    #expect(
      found.map(\.summary) == [
        "The scene has not started. To fix, call `try await test.start()` before the steps."
      ])
  }
}
