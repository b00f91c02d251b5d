extension SceneEnvironment {
  /// The context the scene was assembled with, read as its typed route.
  ///
  /// ```swift
  /// init(environment: SceneEnvironment) throws {
  ///   let route = try environment.route(StoryRoute.self)
  ///   storyID = route.id
  /// }
  /// ```
  ///
  /// Each key is read as ``value(_:as:)`` reads it, whether the scene was opened with the
  /// route, by name, by a deep link or from a saved navigation.
  ///
  /// - Parameter type: The route type.
  /// - Returns: The route.
  /// - Throws: ``MediatorError/missingContextKey(_:store:available:)`` for a key the route does
  ///   not make optional and the context lacks,
  ///   ``MediatorError/contextTypeMismatch(_:store:expected:actual:)`` for a value of another
  ///   type, ``MediatorError/invalidRoute(_:store:reason:)`` for a route whose `Codable`
  ///   conformance does not read one value per key (or rejects the values).
  public func route<Route: SceneRoute>(_ type: Route.Type = Route.self) throws(MediatorError)
    -> Route
  {
    do {
      return try RouteDecoder.route(type, from: context)
    } catch RouteDecoder.Failure.missing(let key) {
      throw .missingContextKey(key, store: storeName, available: context.keys)
    } catch RouteDecoder.Failure.mismatch(let key, let expected, let actual) {
      throw .contextTypeMismatch(key, store: storeName, expected: expected, actual: actual)
    } catch {
      throw .invalidRoute(
        String(describing: Route.self), store: storeName, reason: RouteDecoder.reason(for: error))
    }
  }
}

extension NavigationRecord {
  /// Creates a record of a navigation by typed route, as a navigation with the route's scene
  /// name and context.
  ///
  /// ```swift
  /// try NavigationRecord(.show, .story(id: 42))
  /// // == NavigationRecord(action: .show, scene: "Story", context: ["id": 42])
  /// ```
  ///
  /// - Parameters:
  ///   - action: How the scene moved.
  ///   - route: The route.
  /// - Throws: ``MediatorError/invalidRoute(_:store:reason:)`` for a route that does not encode
  ///   as context values.
  public init(_ action: NavigationAction, _ route: some SceneRoute) throws(MediatorError) {
    self.init(action: action, scene: type(of: route).scene, context: try route.contextValues())
  }
}
