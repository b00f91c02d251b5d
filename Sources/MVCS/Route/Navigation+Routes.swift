extension Navigation {
  /// Shows a scene by its typed route.
  ///
  /// ```swift
  /// try navigation.show(.story(id: 42))
  /// ```
  ///
  /// It shows `Route.scene` with the route's ``SceneRoute/contextValues()``, as
  /// ``show(_:context:)`` does.
  ///
  /// - Parameter route: The route.
  /// - Throws: ``MediatorError/invalidRoute(_:store:reason:)`` for a route that does not encode
  ///   as context values, ``NavigationError/navigatorReleased`` if the navigator is gone, or the
  ///   navigator's error.
  public func show(_ route: some SceneRoute) throws {
    try show(type(of: route).scene, context: route.contextValues())
  }

  /// Presents a scene by its typed route, as ``show(_:)-(SceneRoute)`` shows one.
  ///
  /// - Parameter route: The route.
  /// - Throws: ``MediatorError/invalidRoute(_:store:reason:)`` for a route that does not encode
  ///   as context values, ``NavigationError/navigatorReleased`` if the navigator is gone, or the
  ///   navigator's error.
  public func present(_ route: some SceneRoute) throws {
    try present(type(of: route).scene, context: route.contextValues())
  }

  /// Presents a scene by its typed route and asks it for its ``SceneRoute/Result``.
  ///
  /// ```swift
  /// try navigation.present(.scopePicker(current: .all), by: self) { controller, scope in
  ///   controller.pipeline.scope = scope
  /// }
  /// ```
  ///
  /// The handler runs as for `present(_:context:expecting:by:onResult:)`: at most once, on the
  /// main actor, with `owner` held weakly.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - owner: The object the handler acts on, usually the controller.
  ///   - onResult: Called with the owner and the result.
  /// - Throws: ``MediatorError/invalidRoute(_:store:reason:)`` for a route that does not encode
  ///   as context values, ``NavigationError/navigatorReleased`` if the navigator is gone, or the
  ///   navigator's error.
  public func present<Route: SceneRoute, Owner: AnyObject>(
    _ route: Route, by owner: Owner,
    onResult: @escaping @MainActor (Owner, Route.Result) -> Void
  ) throws {
    try present(
      Route.scene, context: route.contextValues(), expecting: Route.Result.self, by: owner,
      onResult: onResult)
  }

  /// Shows a scene by its typed route and asks it for its ``SceneRoute/Result``, as
  /// ``present(_:by:onResult:)`` does.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - owner: The object the handler acts on, usually the controller.
  ///   - onResult: Called with the owner and the result.
  /// - Throws: ``MediatorError/invalidRoute(_:store:reason:)`` for a route that does not encode
  ///   as context values, ``NavigationError/navigatorReleased`` if the navigator is gone, or the
  ///   navigator's error.
  public func show<Route: SceneRoute, Owner: AnyObject>(
    _ route: Route, by owner: Owner,
    onResult: @escaping @MainActor (Owner, Route.Result) -> Void
  ) throws {
    try show(
      Route.scene, context: route.contextValues(), expecting: Route.Result.self, by: owner,
      onResult: onResult)
  }

  /// Shows a scene by its typed route each time the user picks a value, as
  /// ``show(_:forEach:of:fileID:line:onFailure:context:)`` does by name.
  ///
  /// ```swift
  /// navigation.show(forEach: \.selectedStoryID, of: pipeline) { .story(id: $0) }
  /// ```
  ///
  /// - Parameters:
  ///   - selection: The `@Context` property holding what the user picked.
  ///   - pipeline: The scene's pipeline.
  ///   - fileID: The file of the call, for the diagnostic; leave the default.
  ///   - line: The line of the call, for the diagnostic; leave the default.
  ///   - onFailure: Called with the pipeline and the navigation's error instead of reporting
  ///     it; `nil` by default.
  ///   - route: Makes the route to the next scene from the picked value.
  /// - Returns: The observation, to end it early; dropping it does not end it.
  @discardableResult
  public func show<Owner: Pipeline, Value, Route: SceneRoute>(
    forEach selection: KeyPath<Owner, Selection<Value>>,
    of pipeline: Owner,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    onFailure: (@MainActor (Owner, any Error) -> Void)? = nil,
    route: @escaping @MainActor (Value) -> Route
  ) -> PipelineObservation {
    navigate(
      presenting: false, Route.scene, forEach: selection, of: pipeline, fileID: fileID,
      line: line, onFailure: onFailure, context: { try route($0).contextValues() })
  }

  /// Presents a scene by its typed route each time the user picks a value, as
  /// ``show(forEach:of:fileID:line:onFailure:route:)`` shows one.
  ///
  /// - Parameters:
  ///   - selection: The `@Context` property holding what the user picked.
  ///   - pipeline: The scene's pipeline.
  ///   - fileID: The file of the call, for the diagnostic; leave the default.
  ///   - line: The line of the call, for the diagnostic; leave the default.
  ///   - onFailure: Called with the pipeline and the navigation's error instead of reporting
  ///     it; `nil` by default.
  ///   - route: Makes the route to the next scene from the picked value.
  /// - Returns: The observation, to end it early; dropping it does not end it.
  @discardableResult
  public func present<Owner: Pipeline, Value, Route: SceneRoute>(
    forEach selection: KeyPath<Owner, Selection<Value>>,
    of pipeline: Owner,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    onFailure: (@MainActor (Owner, any Error) -> Void)? = nil,
    route: @escaping @MainActor (Value) -> Route
  ) -> PipelineObservation {
    navigate(
      presenting: true, Route.scene, forEach: selection, of: pipeline, fileID: fileID,
      line: line, onFailure: onFailure, context: { try route($0).contextValues() })
  }
}
