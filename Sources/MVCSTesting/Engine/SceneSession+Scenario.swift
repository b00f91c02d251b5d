import Foundation
import MVCS
import MVCSSupport

extension SceneSession {
  /// Answers the calls the test prepares no answer for from a scenario, after checking that
  /// the services it names are registered; `false` after failing when one is not.
  func use(_ scenario: Scenario, at location: FailureLocation) -> Bool {
    do {
      try scenario.validate(services: mediator.registeredNames(of: .service))
    } catch {
      fail("The scenario \(scenario.name) cannot be used: \(error)", at: location)
      return false
    }
    services.scenario = scenario
    return true
  }

  /// The scenario a script's `scenario NAME` line names, loaded; `nil` after failing when it is
  /// not found or is malformed.
  ///
  /// It is `NAME.scenario` in the script's folder; else in a `Scenarios` folder in the script's
  /// folder or the nearest folder above it that has one; else in the folder the script was run
  /// with (`SceneScriptFile.run(mediator:scenarios:)`).
  func scenario(named name: ScriptName, at location: FailureLocation) -> Scenario? {
    let folders = Self.scenarioFolders(
      forScript: URL(fileURLWithPath: location.filePath), extra: scenarioFolder)
    let nameLocation = FailureLocation(script: name.location, path: location.filePath)
    guard let folder = folders.first(where: { Scenario.names(in: $0).contains(name.text) })
    else {
      let available = Set(folders.flatMap(Scenario.names(in:))).sorted()
      fail(
        "No scenario named \"\(name.text)\" is in "
          + folders.map(\.path).joined(separator: ", ") + "."
          + Suggestion.hint(for: name.text, in: available)
          + " Scenarios there: \(available.isEmpty ? "none" : available.joined(separator: ", "))."
          + " To fix, correct the name, or add \(name.text).\(Scenario.pathExtension) next to the "
          + "script or in a Scenarios folder beside it or above it.",
        at: nameLocation)
      return nil
    }
    do {
      return try Scenario.named(name.text, in: folder)
    } catch {
      fail("The scenario \(name.text) cannot be loaded:\n\(error)", at: nameLocation)
      return nil
    }
  }

  /// The folders a script's `scenario` line looks in, in order: the script's, then the nearest
  /// `Scenarios` folder at or above it, then the folder the script was run with.
  static func scenarioFolders(forScript script: URL, extra: URL?) -> [URL] {
    let scriptFolder = script.deletingLastPathComponent()
    var folders = [scriptFolder]
    var folder = scriptFolder.standardizedFileURL.path
    while true {
      let candidate = (folder as NSString).appendingPathComponent("Scenarios")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        folders.append(URL(fileURLWithPath: candidate))
        break
      }
      let parent = (folder as NSString).deletingLastPathComponent
      guard !parent.isEmpty, parent != folder else { break }
      folder = parent
    }
    if let extra { folders.append(extra) }
    return folders
  }
}
