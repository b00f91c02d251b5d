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
      if let type = key.linkType { keys[key.name] = LinkKey(type) }
    }
    links[name ?? Route.scene] = LinkRoute(scene: Route.scene, keys: keys, route: shape)
  }
}

// MARK: - Result types

extension Mediator {
  /// Throws when `context` asks a scene registered with a route for a result of another type
  /// than the route's ``SceneRoute/Result``, or a scene registered by name with `delivers:` for
  /// another type than that: no navigation could get one.
  func checkResultType(
    of registration: SceneRegistration, named name: String, context: ContextValues
  ) throws(MediatorError) {
    if let delivers = registration.delivers, let channel = context.resultChannel,
      ObjectIdentifier(channel.expectedType) != delivers.type
    {
      throw .undeliveredRegisteredResult(
        scene: name, delivers: delivers.name, expected: channel.expectedTypeName)
    }
    guard let route = registration.route, let channel = context.resultChannel,
      channel.expectedType != route.resultType
    else { return }
    throw .undeliveredResultType(
      scene: name, route: route.routeName, delivers: route.resultTypeName,
      expected: channel.expectedTypeName)
  }

  /// Throws what ``assemble(named:context:navigator:)`` throws for a result type the scene's
  /// route does not deliver, without assembling it: for a navigator that records navigations
  /// instead.
  ///
  /// - Parameters:
  ///   - name: The scene's registered name; an unregistered one passes.
  ///   - context: The navigation's context, which carries the result it expects, if any.
  /// - Throws: ``MediatorError/undeliveredResultType(scene:route:delivers:expected:)``.
  package func checkResultType(ofScene name: String, context: ContextValues)
    throws(MediatorError)
  {
    guard let registration = sceneRegistration(name) else { return }
    try checkResultType(of: registration, named: name, context: context)
  }

  /// The route a scene is registered with, by its type's name, and the name of the type of
  /// result it hands back (`Never` for none); `nil` for a scene registered by name alone.
  package func route(ofScene name: String) -> (name: String, resultTypeName: String)? {
    sceneRegistration(name)?.route.map { ($0.routeName, $0.resultTypeName) }
  }

  /// A result channel expecting the ``SceneRoute/Result`` of the route a scene is registered
  /// with, as a navigation to it for a result passes one in its context: for a test harness to
  /// open the scene for its result.
  ///
  /// - Parameters:
  ///   - name: The scene's registered name.
  ///   - owner: The object the handler acts on, held weakly.
  ///   - onResult: Called with the owner and the result the scene hands back.
  /// - Returns: The channel; `nil` when the scene has no route, or its route no result.
  package func resultChannel(
    forScene name: String, by owner: AnyObject,
    onResult: @escaping @MainActor (AnyObject, Any) -> Void
  ) -> ResultChannel? {
    sceneRegistration(name)?.route?.resultChannel?(owner, onResult)
  }
}

// MARK: - Context given as text

extension Mediator {
  /// Context values fitted to the route a scene is registered with: a value of another type
  /// than its key's is passed as its JSON, which the store decodes as the key's type when it
  /// reads it, as it decodes a restored navigation's. For a scene script, whose context values
  /// are JSON, to give a route's keys of other types, such as an enum.
  ///
  /// - Parameters:
  ///   - context: The values, as strings, numbers, booleans and arrays of those.
  ///   - json: The JSON text of each value.
  ///   - name: The scene's registered name; a scene without a route keeps the values as given.
  /// - Returns: The context to assemble the scene with.
  package func context(
    _ context: ContextValues, json: [String: String], fittingRouteOf name: String
  ) -> ContextValues {
    guard let route = sceneRegistration(name)?.route else { return context }
    var fitted = context
    for key in route.keys {
      guard let value = context[key.name], let text = json[key.name] else { continue }
      let given = String(describing: type(of: value))
      if given != key.typeName {
        fitted[key.name] = SavedJSONValue(typeName: given, json: text)
      }
    }
    return fitted
  }
}
