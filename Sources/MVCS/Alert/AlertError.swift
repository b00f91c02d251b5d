import MVCSSupport

/// Why a ``SceneAlert`` cannot be answered as asked.
///
/// Each case's text names the alert, lists what would have worked, and says how to fix it:
///
/// ```
/// The alert "Clear favourites?" has no button "Delete". Its buttons: "Clear", "Cancel". To fix,
/// answer with one of these labels.
/// ```
public enum AlertError: Error, Equatable, CustomStringConvertible {
  /// No button of the alert has this label.
  case unknownButton(String, alert: String, buttons: [String])
  /// The pipeline declares no `@Input` of the alert's choice type beside it, so there is nowhere
  /// to write the answer.
  case noAnswerProperty(alert: String, property: String, choiceType: String, pipeline: String)
  /// The pipeline declares several `@Input`s of the alert's choice type beside it, so which one
  /// answers it is unclear.
  case ambiguousAnswer(alert: String, property: String, choiceType: String, candidates: [String])

  public var description: String {
    switch self {
    case .unknownButton(let label, let alert, let buttons):
      let list = buttons.isEmpty ? "none" : buttons.map { "\"\($0)\"" }.joined(separator: ", ")
      let fix =
        buttons.isEmpty
        ? "To fix, give the alert at least one button: its answer is a button's choice."
        : "To fix, answer with one of these labels."
      let hint = Suggestion.hint(for: label, in: buttons)
      return "The alert \"\(alert)\" has no button \"\(label)\".\(hint) Its buttons: \(list). "
        + fix
    case .noAnswerProperty(let alert, let property, let choiceType, let pipeline):
      return """
        The alert "\(alert)" (\(property)) cannot be answered: \(pipeline) declares no @Input of \
        type Optional<\(choiceType)> beside it, where the answer goes. To fix, declare one, such \
        as `@Input var \(Self.answerName(for: property)): \(choiceType)?`, and observe it with \
        `observeAnswer(_:clearing:by:_:)`.
        """
    case .ambiguousAnswer(let alert, let property, let choiceType, let candidates):
      return """
        The alert "\(alert)" (\(property)) cannot be answered: several @Input properties of type \
        Optional<\(choiceType)> are beside it (\(candidates.joined(separator: ", "))), and the \
        answer goes to one. To fix, give each alert of the pipeline its own choice type.
        """
    }
  }

  /// `clearAlert` → `clearAnswer`, `alert` → `alertAnswer`: the name a fix suggests.
  private static func answerName(for property: String) -> String {
    let name = property.split(separator: ".").last.map(String.init) ?? property
    if name.hasSuffix("Alert"), name.count > 5 { return name.dropLast(5) + "Answer" }
    return name + "Answer"
  }
}
