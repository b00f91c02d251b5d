/// The navigation stack as data: each route's action, scene name and context (a
/// ``NavigationRecord``), to save when the app goes to the background and restore at launch.
///
/// ```swift
/// let data = try JSONEncoder().encode(navigator.savedNavigation())
/// // … at the next launch:
/// let saved = try JSONDecoder().decode(SavedNavigation.self, from: data)
/// let report = navigator.restore(saved)
/// if !report.isComplete { print(report) }
/// ```
///
/// Context values are saved with their types (see ``ContextValues``'s `Codable` conformance);
/// result handlers are not saved.
public struct SavedNavigation: Sendable, Codable {
  /// The routes, oldest (bottom of the stack) first: each scene shown or presented.
  public var routes: [NavigationRecord]

  /// Creates a saved stack from routes.
  ///
  /// - Parameter routes: The routes, oldest first.
  public init(routes: [NavigationRecord]) {
    self.routes = routes
  }
}

extension RecordingNavigator {
  /// The stack as data to save: each shown or presented scene not dismissed, oldest first.
  ///
  /// - Returns: The saved stack; encode it with any `Encoder`.
  public func savedNavigation() -> SavedNavigation {
    SavedNavigation(routes: stack)
  }
}

extension Navigator {
  /// Rebuilds a saved stack: shows or presents each saved route by scene name, in order, and
  /// reports the routes that could not be rebuilt instead of stopping at them.
  ///
  /// ```swift
  /// let report = navigator.restore(saved)
  /// for skipped in report.skipped { print(skipped) }
  /// ```
  ///
  /// Restore onto a navigator that shows only the root scene: the routes go on top of what it
  /// shows.
  ///
  /// - Parameter saved: The saved stack.
  /// - Returns: What was restored, and every route skipped with the reason.
  @discardableResult
  public func restore(_ saved: SavedNavigation) -> RestorationReport {
    var restored: [String] = []
    var skipped: [RestorationReport.Skipped] = []
    for (index, route) in saved.routes.enumerated() {
      guard let scene = route.scene else {
        skipped.append(
          .init(
            index: index, action: route.action, scene: "",
            reason: .notRestorable("a saved route names no scene")))
        continue
      }
      do {
        switch route.action {
        case .show: try show(scene, context: route.context)
        case .present: try present(scene, context: route.context)
        case .dismiss:
          skipped.append(
            .init(
              index: index, action: route.action, scene: scene,
              reason: .notRestorable(
                "a saved stack holds scenes shown or presented, not dismissals")))
          continue
        }
        restored.append(scene)
      } catch {
        skipped.append(
          .init(
            index: index, action: route.action, scene: scene,
            reason: .init(error)))
      }
    }
    return RestorationReport(
      routeCount: saved.routes.count, restored: restored, skipped: skipped)
  }
}
