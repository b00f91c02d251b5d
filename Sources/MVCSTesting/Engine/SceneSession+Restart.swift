import Foundation
import MVCS

extension SceneSession {
  /// Saves the scene's navigation through JSON as the app does when it goes to the background,
  /// tears the scene down, and restores it with the app's renames and upgrades as a relaunch
  /// does; then waits for the restored scene's start to settle.
  ///
  /// The storages keep what the scene wrote, as they would across a relaunch; the fakes keep
  /// their prepared answers. The restored scene is opened with no one expecting a result.
  ///
  /// - Returns: `false` when the scene could not be saved or restored (the step fails).
  func restart(at location: FailureLocation) async -> Bool {
    // Only its name and tasks: a reference to the scene would keep it from being released.
    guard let (name, tasks) = scene.map({ ($0.name, $0.tasks) }),
      requirePipeline(at: location) != nil
    else { return false }
    checkUnasserted()
    stepLocation = location
    guard let name else {
      fail(
        "Cannot restart a scene given by its parts: saved navigation names each scene by its "
          + "registered name. To fix, test the scene by its registered name (`scene Search`, "
          + "`SceneTest(…, scene: \"Search\", …)`).", at: location)
      return false
    }
    let saved: SavedNavigation
    do {
      let route = NavigationRecord(action: .show, scene: name, context: startContext)
      let data = try JSONEncoder().encode(
        SavedNavigation(routes: [route], version: mediator.savedNavigationVersion))
      saved = try JSONDecoder().decode(SavedNavigation.self, from: data)
    } catch {
      fail(
        "The scene's navigation cannot be saved, so the scene would not survive a restart: "
          + "\(error)", at: location)
      return false
    }
    return await reportingDiagnostics {
      let survivors = await tearDownAndSettle(tasks)
      if !survivors.isEmpty {
        fail(
          "\(survivors.joined(separator: ", ")) of the scene before the restart "
            + "\(survivors.count == 1 ? "was" : "were") not deallocated after it was torn down, "
            + "so something still holds \(survivors.count == 1 ? "it" : "them"). To fix, capture "
            + "weakly, run work with `environment.tasks`, and let the test keep no reference to "
            + "the scene's parts.", at: location)
      }
      journal = nil
      journalRead = 0
      let restorer = RestartNavigator(session: self)
      let report = restorer.restore(saved, using: mediator)
      guard report.isComplete, scene != nil else {
        fail("The scene did not survive the restart: \(report)", at: location)
        return false
      }
      lastAction = ("the restart", location)
      lastActionJournalStart = 0
      await settle()
      return true
    }
  }
}

/// Rebuilds the scene under test from its saved navigation, assembling it as the app's
/// navigator would, with the session's navigator for the navigations it makes.
@MainActor
private final class RestartNavigator: Navigator {
  unowned let session: SceneSession

  init(session: SceneSession) {
    self.session = session
  }

  func show(_ scene: String, context: ContextValues) throws {
    session.scene = try session.mediator.assemble(
      named: scene, context: context, navigator: session.navigator)
  }

  func present(_ scene: String, context: ContextValues) throws {
    try show(scene, context: context)
  }

  func dismiss() throws {
    throw NavigationError.nothingToDismiss
  }
}
