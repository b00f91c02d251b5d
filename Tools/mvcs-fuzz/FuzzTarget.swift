/// One fuzzed parser: the inputs it takes, and the properties every input must keep.
///
/// Each target reads one input, runs it through a parser of MVCS and checks properties beyond
/// "does not crash" where they are cheap: a change set prints as text that reads back as the
/// same change set, a by-name write reads back the text it wrote, a link that resolves opens.
/// A broken property is a ``PropertyFailure``; libFuzzer mode turns it into a crash, replay
/// mode prints it.
enum FuzzTarget: String, CaseIterable, Sendable {
  /// MVCSTesting's scene scripts (`SceneScript.parse`).
  case script
  /// The JSON that scene scripts write values in (`JSONValue(parsing:)`).
  case json
  /// A list change set's line (`ListChanges(_:)`), as scene scripts expect changes.
  case listChanges = "list-changes"
  /// A scaffolding template (`Template`), parsed and rendered.
  case template
  /// A name the scaffolder checks and corrects (`Identifier`).
  case identifier
  /// The scaffolder's `.mvcs` config file (`Config(parsing:file:)`).
  case config
  /// A deep link resolved against registered routes and opened (`Mediator.link(for:)`).
  case link
  /// Saved navigation JSON, decoded and restored (`SavedNavigation`, `Navigator.restore(_:)`).
  case navigation
  /// A write by name into a pipeline and its read-back (`setValue(_:named:)`, `text(named:)`).
  case byName = "by-name"
  /// An HTTP response body decoded for a message (`HTTPService.decode`).
  case httpDecode = "http-decode"
  /// A scenario's text (`Scenario(name:text:)`), without fixtures.
  case scenario

  /// Runs one input through the target.
  ///
  /// - Parameter input: The input's bytes; most targets read them as UTF-8 text.
  /// - Returns: Whether the parser accepted the input or rejected it with an error.
  /// - Throws: ``PropertyFailure`` when the input breaks one of the target's properties.
  @MainActor @discardableResult
  func run(_ input: [UInt8]) throws(PropertyFailure) -> Outcome {
    let text = String(decoding: input, as: UTF8.self)
    switch self {
    case .script: return try ScriptFuzzing.script(text)
    case .json: return try ScriptFuzzing.json(text)
    case .listChanges: return try ListChangesFuzzing.changes(text)
    case .template: return try ScaffoldFuzzing.template(text)
    case .identifier: return try ScaffoldFuzzing.identifier(text)
    case .config: return try ScaffoldFuzzing.config(text)
    case .link: return try LinkFuzzing.link(text)
    case .navigation: return try NavigationFuzzing.restore(input)
    case .byName: return try ByNameFuzzing.write(text)
    case .httpDecode: return try HTTPFuzzing.decode(input)
    case .scenario: return try ScenarioFuzzing.scenario(text)
    }
  }

  /// The target names, for messages: `script, json, …`.
  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Fails with a message unless a property holds.
///
/// - Parameters:
///   - condition: The property.
///   - message: What broke, built only when it did.
func require(
  _ condition: Bool, _ message: @autoclosure () -> String
) throws(PropertyFailure) {
  guard condition else { throw PropertyFailure(message()) }
}
