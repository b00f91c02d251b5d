import Foundation
import MVCS
import Testing

private enum ClearChoice: String, Codable, Sendable { case clear, keep }
private enum OtherChoice: String, Codable, Sendable { case yes, no }

@MainActor private final class AlertShelfPipeline: Pipeline {
  @Piped var items = ["a", "b"]
  @Piped var clearAlert: SceneAlert<ClearChoice>?
  @Input var clearAnswer: ClearChoice?
  @Input var otherAnswer: OtherChoice?
}

@MainActor private final class AlertNoAnswerPipeline: Pipeline {
  @Piped var alert: SceneAlert<ClearChoice>?
}

@MainActor private final class AlertTwoAnswersPipeline: Pipeline {
  @Piped var alert: SceneAlert<ClearChoice>?
  @Input var first: ClearChoice?
  @Input var second: ClearChoice?
}

@MainActor private final class AlertOwner {}

private let clearAlert = SceneAlert<ClearChoice>.confirmation(
  "Clear the shelf?", message: "This removes 2 items.",
  buttons: [.destructive("Clear", choice: .clear), .cancel(choice: .keep)])

@MainActor
struct SceneAlertTests {
  @Test func buttonsKeepTheirLabelsRolesAndChoices() {
    #expect(clearAlert.style == .confirmation)
    #expect(clearAlert.buttons.map(\.label) == ["Clear", "Cancel"])
    #expect(clearAlert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(clearAlert.buttons.map(\.choice) == [.clear, .keep])
    #expect(clearAlert.cancelButton?.choice == .keep)
    #expect(SceneAlert("Saved", buttons: [AlertButton("OK", choice: 1)]).cancelButton == nil)
  }

  @Test func encodesAsJSONAScriptCanRead() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(clearAlert), as: UTF8.self)
    #expect(
      json
        == #"{"buttons":[{"choice":"clear","label":"Clear","role":"destructive"},"#
        + #"{"choice":"keep","label":"Cancel","role":"cancel"}],"#
        + #""message":"This removes 2 items.","style":"confirmation","title":"Clear the shelf?"}"#)
    let decoded = try JSONDecoder().decode(SceneAlert<ClearChoice>.self, from: Data(json.utf8))
    #expect(decoded == clearAlert)
  }

  @Test func buttonWithALabelTheAlertDoesNotHaveIsAnErrorListingTheButtons() {
    #expect(throws: Never.self) { try clearAlert.button(labelled: "Clear") }
    let error = #expect(throws: AlertError.self) { try clearAlert.button(labelled: "Clera") }
    #expect(
      error == .unknownButton("Clera", alert: "Clear the shelf?", buttons: ["Clear", "Cancel"]))
    #expect(
      error?.description
        == """
        The alert "Clear the shelf?" has no button "Clera". Did you mean "Clear"? Its buttons: \
        "Clear", "Cancel". To fix, answer with one of these labels.
        """)
  }

  @Test func answerClearsTheAlertThenCallsTheHandler() {
    let pipeline = AlertShelfPipeline()
    let owner = AlertOwner()
    var heard: [(ClearChoice, Bool)] = []
    pipeline.observeAnswer(\.clearAnswer, clearing: \.clearAlert, by: owner) { _, choice in
      heard.append((choice, pipeline.clearAlert == nil))
    }
    pipeline.clearAlert = clearAlert
    pipeline.clearAnswer = .keep
    #expect(pipeline.clearAlert == nil)
    #expect(heard.map(\.0) == [.keep])
    #expect(heard.map(\.1) == [true])
  }

  @Test func answerWhileNoAlertShowsCallsNothing() {
    let pipeline = AlertShelfPipeline()
    let owner = AlertOwner()
    var heard: [ClearChoice] = []
    pipeline.observeAnswer(\.clearAnswer, clearing: \.clearAlert, by: owner) { _, choice in
      heard.append(choice)
    }
    pipeline.clearAlert = clearAlert
    pipeline.clearAnswer = .clear
    // A second tap on the same button, after the alert went away.
    pipeline.clearAnswer = .clear
    #expect(heard == [.clear])
  }

  @Test func answerByLabelWritesTheChoiceToTheInputOfItsType() throws {
    let pipeline = AlertShelfPipeline()
    pipeline.clearAlert = clearAlert
    #expect(pipeline.shownAlerts.map(\.title) == ["Clear the shelf?"])
    #expect(pipeline.shownAlerts.map(\.property) == ["clearAlert"])
    try pipeline.answerAlert(named: "clearAlert", with: "Cancel")
    #expect(pipeline.clearAnswer == .keep)
    #expect(pipeline.otherAnswer == nil)
  }

  @Test func alertWithNoAnswerPropertyCannotBeAnswered() {
    let pipeline = AlertNoAnswerPipeline()
    pipeline.alert = clearAlert
    let error = #expect(throws: AlertError.self) {
      try pipeline.answerAlert(named: "alert", with: "Clear")
    }
    #expect(
      error?.description
        == """
        The alert "Clear the shelf?" (alert) cannot be answered: AlertNoAnswerPipeline declares no \
        @Input of type Optional<ClearChoice> beside it, where the answer goes. To fix, declare \
        one, such as `@Input var alertAnswer: ClearChoice?`, and observe it with \
        `observeAnswer(_:clearing:by:_:)`.
        """)
  }

  @Test func alertWithTwoAnswerPropertiesCannotBeAnswered() {
    let pipeline = AlertTwoAnswersPipeline()
    pipeline.alert = clearAlert
    let error = #expect(throws: AlertError.self) {
      try pipeline.answerAlert(named: "alert", with: "Clear")
    }
    #expect(
      error
        == .ambiguousAnswer(
          alert: "Clear the shelf?", property: "alert", choiceType: "ClearChoice",
          candidates: ["first", "second"]))
    #expect(pipeline.first == nil && pipeline.second == nil)
  }
}
