import Foundation

/// The scenarios shipped with the app, `Scenarios/NAME.scenario` among its resources: the ways
/// `--scenario` makes the demo stage answer (default, slow, offline, server-error, empty).
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
  var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return files.filter { $0.hasSuffix(".scenario") }.map { String($0.dropLast(9)) }.sorted()
  }
}
