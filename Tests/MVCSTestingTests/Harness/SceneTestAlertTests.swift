import MVCS
import Testing

@testable import MVCSTesting

@MainActor
struct SceneTestAlertTests {
  private func shelf(_ checking: SceneChecking = .exhaustive) -> SceneTest<ShelfPipeline> {
    SceneTest(ShelfPipeline.self, scene: "Shelf", mediator: .shelfApp(), checking: checking)
  }

  @Test func alertIsExpectedAndAnsweredByItsButtonsLabel() async throws {
    let found = try await failures {
      let test = shelf()
      try await test.start()
      await test.set(\.clearTapped, true)
      test.expectAlert(
        "Clear the shelf?", message: "This removes 2 items.", buttons: ["Clear", "Cancel"])
      await test.answerAlert("Clear")
      test.expect(\.items, [])
      test.expect(\.clearAlert, nil)
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func cancellingChangesNothingButTheAlert() async throws {
    let found = try await failures {
      let test = shelf()
      try await test.start()
      await test.set(\.clearTapped, true)
      test.expect(
        \.clearAlert,
        .confirmation(
          "Clear the shelf?", message: "This removes 2 items.",
          buttons: [.destructive("Clear", choice: .clear), .cancel(choice: .keep)]))
      await test.answerAlert("Cancel")
      await test.finish()
    }
    #expect(found == [])
    #expect(ShelfChoice.keep.rawValue == "keep")
  }

  @Test func answeringWithAButtonTheAlertDoesNotHaveFailsListingItsButtons() async throws {
    let found = try await failures {
      let test = shelf()
      try await test.start()
      await test.set(\.clearTapped, true)
      test.expectAlert("Clear the shelf?")
      await test.answerAlert("Delete")
      await test.tearDown()
    }
    #expect(
      found.map(\.summary) == [
        """
        The alert "Clear the shelf?" has no button "Delete". Its buttons: "Clear", "Cancel". To \
        fix, answer with one of these labels.
        """
      ])
  }

  @Test func alertNoStepExpectsFailsNamingIt() async throws {
    let found = try await failures {
      let test = shelf()
      try await test.start()
      await test.set(\.clearTapped, true)
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        """
        After setting clearTapped, the scene did more than the test expects:
        - the scene raised the alert "Clear the shelf?" (clearAlert) with the buttons ["Clear", \
        "Cancel"]
        To fix, expect each of these (`expect …` in a script, `expect…` in Swift), or turn \
        exhaustive checking off (`option relaxed` in a script, `checking: .relaxed` in Swift).
        """
      ])
  }

  @Test func alertLeftUnansweredFailsTheEndOfTheTest() async throws {
    let found = try await failures {
      let test = shelf()
      try await test.start()
      await test.set(\.clearTapped, true)
      test.expectAlert("Clear the shelf?")
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        """
        The test ends with the alert "Clear the shelf?" (clearAlert) unanswered. To fix, answer \
        it (`answer alert "Cancel"` in a script, `await test.answerAlert("Cancel")` in Swift), \
        or end the test with an explicit teardown if leaving it is meant.
        """
      ])
  }

  @Test func explicitTeardownMayLeaveAnAlertUnanswered() async throws {
    let found = try await failures {
      let test = shelf()
      try await test.start()
      await test.set(\.clearTapped, true)
      test.expectAlert("Clear the shelf?")
      await test.tearDown()
    }
    #expect(found == [])
  }

  @Test func expectingAnotherAlertFailsWithTheOneShowing() async throws {
    let found = try await failures {
      let test = shelf(.relaxed)
      try await test.start()
      test.expectAlert("Clear the shelf?")
      await test.set(\.clearTapped, true)
      test.expectAlert("Empty the shelf?")
      test.expectAlert("Clear the shelf?", message: "Sure?", buttons: ["Clear"])
      await test.tearDown()
    }
    #expect(
      found.map(\.summary) == [
        "No alert is showing, expected the alert \"Clear the shelf?\".",
        "The alert showing is \"Clear the shelf?\" (clearAlert), expected the alert "
          + "\"Empty the shelf?\".",
        "The alert \"Clear the shelf?\" has the message \"This removes 2 items.\", expected "
          + "\"Sure?\".",
        "The alert \"Clear the shelf?\" has the buttons [\"Clear\", \"Cancel\"], expected "
          + "[\"Clear\"].",
      ])
  }

  @Test func answeringWhenNoAlertShowsFails() async throws {
    let found = try await failures {
      let test = shelf()
      try await test.start()
      await test.answerAlert("Clear")
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        "Cannot answer an alert with \"Clear\": no alert is showing. To fix, act so that the "
          + "scene raises one first."
      ])
  }

  @Test func alertTheStoreDoesNotClearFailsTheAnswer() async throws {
    let found = try await failures {
      let test = SceneTest(StubbornPipeline.self, scene: "Stubborn", mediator: .shelfApp())
      try await test.start()
      test.expectAlert("Read me", buttons: ["OK"])
      await test.answerAlert("OK")
      await test.tearDown()
    }
    #expect(
      found.map(\.summary) == [
        """
        The alert "Read me" (notice) still shows after it was answered with "OK". To fix, clear \
        it when the answer comes, as `observeAnswer(_:clearing:by:_:)` does.
        """
      ])
  }
}

extension SceneTestAlertTests {
  @Test func expectingTheWrongTitleFailsOnceNotAgainAsUnasserted() async throws {
    let found = try await failures {
      let test = SceneTest(ShelfPipeline.self, scene: "Shelf", mediator: .shelfApp())
      try await test.start()
      await test.set(\.clearTapped, true)
      test.expectAlert("Empty the shelf?")
      await test.answerAlert("Cancel")
      await test.finish()
    }
    #expect(
      found.map(\.summary) == [
        "The alert showing is \"Clear the shelf?\" (clearAlert), expected the alert "
          + "\"Empty the shelf?\"."
      ])
  }
}
