import MVCS

// The alerts a scene raises as pipeline data (`SceneAlert`): expected by title, answered by a
// button's label, and checked at the end for one left unanswered.
extension SceneSession {
  /// Checks that an alert with this title shows, and its message and buttons when given; covers
  /// the changes of the property holding it.
  func expectAlert(
    _ title: String, message: String?, buttons: [String]?, in pipeline: Pipeline,
    at location: FailureLocation
  ) {
    let shown = pipeline.shownAlerts
    guard let alert = shown.first(where: { $0.title == title }) else {
      // The step was about the one alert showing: its raising is covered, one failure is enough.
      if shown.count == 1 { _ = consumeChanges(of: shown[0].property) }
      let showing =
        shown.isEmpty
        ? "No alert is showing"
        : "The alert showing is " + Self.list(shown)
      failExpectation("\(showing), expected the alert \"\(title)\".", at: location)
      return
    }
    _ = consumeChanges(of: alert.property)
    if let message, alert.message != message {
      failExpectation(
        "The alert \"\(title)\" has \(alert.message.map { "the message \"\($0)\"" } ?? "no message"), "
          + "expected \"\(message)\".", at: location)
    }
    if let buttons, alert.buttons.map(\.label) != buttons {
      failExpectation(
        "The alert \"\(title)\" has the buttons \(Self.labels(alert.buttons.map(\.label))), "
          + "expected \(Self.labels(buttons)).", at: location)
    }
  }

  /// Answers the alert showing with the button labelled `label`, as the view would, and lets
  /// the scene react; the alert's clearing is what answering does, so no step must expect it.
  func answerAlert(with label: String, in pipeline: Pipeline, at location: FailureLocation) async {
    let shown = pipeline.shownAlerts
    let withLabel = shown.filter { $0.buttons.contains { $0.label == label } }
    guard let alert = shown.count == 1 ? shown.first : withLabel.count == 1 ? withLabel[0] : nil
    else {
      checkUnasserted()
      stepLocation = location
      let reason =
        shown.isEmpty
        ? "no alert is showing. To fix, act so that the scene raises one first"
        : "\(shown.count) alerts are showing (\(Self.list(shown))) and "
          + (withLabel.isEmpty ? "none has" : "more than one has") + " that button. To fix, "
          + "answer with a label one of them has"
      fail("Cannot answer an alert with \"\(label)\": \(reason).", at: location)
      return
    }
    do {
      try await write("answering the alert \"\(alert.title)\" with \"\(label)\"", at: location) {
        try pipeline.answerAlert(named: alert.property, with: label)
      }
    } catch {
      fail("\(error)", at: location)
      return
    }
    collectChanges()
    let clears = { (entry: Journal.Entry) in
      entry.property == alert.property && ShownAlert(entry.newValue, property: "") == nil
    }
    let isCleared = unassertedChanges.contains(where: clears)
    unassertedChanges.removeAll(where: clears)
    if !isCleared, pipeline.shownAlerts.contains(alert) {
      failExpectation(
        "The alert \"\(alert.title)\" (\(alert.property)) still shows after it was answered with "
          + "\"\(label)\". To fix, clear it when the answer comes, as "
          + "`observeAnswer(_:clearing:by:_:)` does.", at: location)
    }
  }

  /// Fails for each alert still showing at the end of an exhaustive test that no failure
  /// named yet: nobody answered it.
  ///
  /// - Parameter reported: The properties whose unasserted changes already failed the test.
  func failForUnansweredAlerts(reported: Set<String>, at location: FailureLocation) {
    guard isExhaustive, let pipeline else { return }
    for alert in pipeline.shownAlerts where !reported.contains(alert.property) {
      let button = alert.buttons.first { $0.role == .cancel } ?? alert.buttons.first
      let answer =
        button.map { button in
          " (`answer alert \"\(button.label)\"` in a script, "
            + "`await test.answerAlert(\"\(button.label)\")` in Swift)"
        } ?? ""
      fail(
        "The test ends with the alert \"\(alert.title)\" (\(alert.property)) unanswered. To fix, "
          + "answer it\(answer), or end the test with an explicit teardown if leaving it is meant.",
        at: location)
    }
  }

  /// `"Clear favourites?" (clearAlert), "Delete?" (deleteAlert)`.
  static func list(_ alerts: [ShownAlert]) -> String {
    alerts.map { "\"\($0.title)\" (\($0.property))" }.joined(separator: ", ")
  }

  /// `["Clear", "Cancel"]`.
  static func labels(_ labels: [String]) -> String {
    "[" + labels.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
  }
}
