/// The navigation stack as data: each route's action, scene name and context, to save when the
/// app goes to the background and restore at launch.
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
  /// One scene on the saved stack.
  public struct Route: Sendable, Codable, CustomStringConvertible {
    /// How the scene was reached: ``NavigationAction/show`` or ``NavigationAction/present``.
    public var action: NavigationAction
    /// The registered scene name.
    public var scene: String
    /// The context it was given.
    public var context: ContextValues

    /// Creates a route, as a navigator of your own records one.
    ///
    /// - Parameters:
    ///   - action: How the scene was reached: ``NavigationAction/show`` or
    ///     ``NavigationAction/present``.
    ///   - scene: The registered scene name.
    ///   - context: The context it was given; a result handler in it is dropped, since a
    ///     restored scene has no presenter waiting for its result.
    public init(action: NavigationAction, scene: String, context: ContextValues) {
      self.action = action
      self.scene = scene
      self.context = context
      self.context.resultChannel = nil
    }

    /// `show PhotoDetail ["photoID": "p2"]`.
    public var description: String { "\(action) \(scene) \(context)" }
  }

  /// The routes, oldest (bottom of the stack) first.
  public var routes: [Route]

  /// Creates a saved stack from routes.
  ///
  /// - Parameter routes: The routes, oldest first.
  public init(routes: [Route]) {
    self.routes = routes
  }
}

extension RecordingNavigator {
  /// The stack as data to save: each shown or presented scene not dismissed, oldest first.
  ///
  /// - Returns: The saved stack; encode it with any `Encoder`.
  public func savedNavigation() -> SavedNavigation {
    SavedNavigation(
      routes: stack.map { .init(action: $0.action, scene: $0.scene, context: $0.context) })
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
      do {
        switch route.action {
        case .show: try show(route.scene, context: route.context)
        case .present: try present(route.scene, context: route.context)
        case .dismiss:
          skipped.append(
            .init(
              index: index, action: route.action, scene: route.scene,
              reason: .notRestorable(
                "a saved stack holds scenes shown or presented, not dismissals")))
          continue
        }
        restored.append(route.scene)
      } catch {
        skipped.append(
          .init(
            index: index, action: route.action, scene: route.scene,
            reason: .init(error)))
      }
    }
    return RestorationReport(
      routeCount: saved.routes.count, restored: restored, skipped: skipped)
  }
}
