import Foundation
import MVCS
import MVCSHTTP

/// The scenarios shipped with the app, `Scenarios/NAME.scenario` among its resources: the ways
/// `--scenario` makes the demo stage answer (default, slow, offline, server-error, empty).
///
/// Scene scripts use the same files: `Tests/PhotoSearchTests/Scripts/Scenarios` links to this
/// folder, where a script's `scenario NAME` line finds them.
struct ScenarioFolder: Sendable {
  /// The folder.
  let url: URL

  /// The folder bundled with the app.
  ///
  /// - Throws: `DemoCatalogError.scenariosMissing` when the build did not copy it.
  static func bundled() throws(DemoCatalogError) -> ScenarioFolder {
    guard let url = Bundle.module.url(forResource: "Scenarios", withExtension: nil) else {
      throw .scenariosMissing
    }
    return ScenarioFolder(url: url)
  }

  /// The scenarios' names, sorted: each file's name without `.scenario`.
  var names: [String] { Scenario.names(in: url) }

  /// The scenario the options name; `nil` for the default one in a stage other than the demo,
  /// where the messages go to a server.
  ///
  /// - Throws: `OptionsError.unknownScenario` for a name the folder does not have, with the
  ///   names it has; the `ScenarioError` of a scenario file that does not read.
  func scenario(for options: Options) throws -> Scenario? {
    guard names.contains(options.scenario) else {
      throw OptionsError.unknownScenario(options.scenario, choices: names)
    }
    guard options.stage == .demo else { return nil }
    return try Scenario.named(options.scenario, in: url)
  }
}
