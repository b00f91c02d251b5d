extension Mediator {
  /// Registers a scene with its typed route: the route's name is the scene's, and its keys are
  /// the scene's context keys.
  ///
  /// ```swift
  /// mediator.register(StoryRoute.self, SceneParts(
  ///   view: "StoryView", controller: "StoryController", store: "StoryStore"))
  /// try navigation.show(.story(id: 42))
  /// ```
  ///
  /// It registers the scene as `register(scene: StoryRoute.scene, parts, contextKeys:
  /// StoryRoute.contextKeys)` does, so navigating by name still works, and remembers the
  /// route, so that ``validate()`` also checks that the keys the store requires are not
  /// optional in the route, and that a navigation expecting a result expects the route's
  /// ``SceneRoute/Result``.
  ///
  /// - Parameters:
  ///   - route: The scene's route type.
  ///   - scene: The scene's parts.
  public func register<Route: SceneRoute>(_ route: Route.Type, _ scene: SceneParts) {
    let shape = RouteShape.of(route)
    scenes[Route.scene] = SceneRegistration(
      parts: scene, contextKeys: shape.keyNames, route: shape)
  }

  /// Registers a deep link route that opens a scene with its typed route: each key of the route
  /// is a query key of the link, converted to the key's type; the keys the route does not make
  /// optional are required.
  ///
  /// ```swift
  /// mediator.register(link: StoryRoute.self)                  // myapp://Story?id=42
  /// mediator.register(link: StoryRoute.self, named: "story")  // myapp://story?id=42
  /// ```
  ///
  /// The keys' types must be ``LinkValue``s; ``validate()`` names a required key of another
  /// type. Registering a link name again replaces it.
  ///
  /// - Parameters:
  ///   - route: The route type of the scene the link opens.
  ///   - name: The link's name, which a link gives as its host; `nil` for the scene's name.
  public func register<Route: SceneRoute>(link route: Route.Type, named name: String? = nil) {
    let shape = RouteShape.of(route)
    var keys: [String: LinkKey] = [:]
    for key in shape.keys {
      if let type = key.linkType { keys[key.name] = LinkKey(opening: type) }
    }
    links[name ?? Route.scene] = LinkRoute(scene: Route.scene, keys: keys, route: shape)
  }
}

extension LinkKey {
  /// The key for a type known only as a ``LinkValue``.
  init(opening type: any LinkValue.Type) {
    self.init(type)
  }
}
