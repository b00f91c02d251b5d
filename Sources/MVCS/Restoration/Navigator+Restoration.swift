extension Navigator {
  /// Rebuilds a saved stack, applying a mediator's renames and upgrades: shows or presents each
  /// saved route by scene name, in order, and reports route by route what it restored, renamed,
  /// upgraded or skipped, instead of stopping at a problem.
  ///
  /// ```swift
  /// mediator.register(renamedScene: "Album", to: "Albums")
  /// let report = navigator.restore(saved, using: mediator)
  /// for route in report.routes { print(route) }
  /// // route 1, show Album: restored as Albums (renamed "Album" to "Albums")
  /// ```
  ///
  /// Each route's scene is renamed (``Mediator/register(renamedScene:to:)``), then its context
  /// keys (``Mediator/register(renamedContextKey:to:inScene:)``), then each upgrade the saved
  /// version missed runs, lowest first (``Mediator/register(savedNavigationVersion:upgrade:)``).
  /// Navigation saved by a newer version than the mediator's ``Mediator/savedNavigationVersion``
  /// is not restored at all: every route is skipped with
  /// ``RestorationReport/Reason/newerVersion(saved:known:)``.
  ///
  /// Restore onto a navigator that shows only the root scene: the routes go on top of what it
  /// shows.
  ///
  /// - Parameters:
  ///   - saved: The saved stack.
  ///   - mediator: The mediator whose renames and upgrades apply: the app's.
  /// - Returns: Every route with what restoring made of it.
  @discardableResult
  public func restore(_ saved: SavedNavigation, using mediator: Mediator) -> RestorationReport {
    restore(saved, migratingWith: mediator)
  }

  /// Rebuilds a saved stack as saved, with no renames or upgrades: shows or presents each saved
  /// route by scene name, in order, and reports the routes that could not be rebuilt instead of
  /// stopping at them.
  ///
  /// ```swift
  /// let report = navigator.restore(saved)
  /// for skipped in report.skipped { print(skipped) }
  /// ```
  ///
  /// It knows only the first version of saved navigation: an app that registers renames or
  /// upgrades restores with ``restore(_:using:)``. Navigation saved by a later version is not
  /// restored, and the report says so.
  ///
  /// - Parameter saved: The saved stack.
  /// - Returns: What was restored, and every route skipped with the reason.
  @discardableResult
  public func restore(_ saved: SavedNavigation) -> RestorationReport {
    restore(saved, migratingWith: nil)
  }

  /// Rebuilds the routes `Mediator.migrate` makes of a saved stack.
  func restore(_ saved: SavedNavigation, migratingWith mediator: Mediator?) -> RestorationReport {
    let routes = Mediator.migrate(saved, with: mediator).map { migrated in
      var outcome = RestorationReport.Route.Outcome.restored
      if let problem = migrated.problem {
        outcome = .skipped(problem)
      } else if let scene = migrated.route.scene {
        do {
          switch migrated.route.action {
          case .show: try show(scene, context: migrated.route.context)
          case .present: try present(scene, context: migrated.route.context)
          case .dismiss:
            outcome = .skipped(.notRestorable("an upgrade turned the route into a dismissal"))
          }
        } catch {
          outcome = .skipped(.init(error))
        }
      } else {
        outcome = .skipped(.notRestorable("an upgrade left the route without a scene"))
      }
      return RestorationReport.Route(
        index: migrated.index, action: migrated.saved.action,
        savedScene: migrated.saved.scene ?? "", scene: migrated.route.scene,
        changes: migrated.changes, outcome: outcome)
    }
    return RestorationReport(
      routes: routes, savedVersion: saved.version,
      currentVersion: mediator?.savedNavigationVersion ?? SavedNavigation.firstVersion)
  }
}
