extension Navigation {
  /// Presents a registered scene and asks it for a result: a picker returning its selection.
  ///
  /// ```swift
  /// try navigation.present(
  ///   "ScopePicker", context: ["scope": "all"], expecting: SearchScope.self, by: self
  /// ) { controller, scope in
  ///   controller.pipeline.scope = scope
  /// }
  /// ```
  ///
  /// The presented scene hands the result back with ``dismiss(with:)`` or ``deliverResult(_:)``.
  /// The handler runs at most once, on the main actor, with `owner` — held weakly, so that the
  /// handler need not capture it. It never runs after this scene is torn down or `owner` is
  /// released; nor when the presented scene is dismissed without a result.
  ///
  /// - Parameters:
  ///   - scene: The registered scene name.
  ///   - context: The values its store reads.
  ///   - resultType: The type of result expected.
  ///   - owner: The object the handler acts on, usually the controller.
  ///   - onResult: Called with the owner and the result.
  /// - Throws: ``NavigationError/navigatorReleased`` if the navigator is gone, or the
  ///   navigator's error.
  public func present<Owner: AnyObject, Result: Sendable>(
    _ scene: String, context: ContextValues = [:], expecting resultType: Result.Type,
    by owner: Owner, onResult: @escaping @MainActor (Owner, Result) -> Void
  ) throws {
    try live().present(
      scene, context: context.expecting(resultType, by: owner, from: sceneTasks, onResult))
  }

  /// Shows a registered scene and asks it for a result, as
  /// `present(_:context:expecting:by:onResult:)` does.
  ///
  /// - Parameters:
  ///   - scene: The registered scene name.
  ///   - context: The values its store reads.
  ///   - resultType: The type of result expected.
  ///   - owner: The object the handler acts on, usually the controller.
  ///   - onResult: Called with the owner and the result.
  /// - Throws: ``NavigationError/navigatorReleased`` if the navigator is gone, or the
  ///   navigator's error.
  public func show<Owner: AnyObject, Result: Sendable>(
    _ scene: String, context: ContextValues = [:], expecting resultType: Result.Type,
    by owner: Owner, onResult: @escaping @MainActor (Owner, Result) -> Void
  ) throws {
    try live().show(
      scene, context: context.expecting(resultType, by: owner, from: sceneTasks, onResult))
  }

  /// Whether this scene was shown or presented for a result it has not delivered yet.
  public var isExpectingResult: Bool {
    resultChannel.map { !$0.isDelivered } ?? false
  }

  /// Hands a result to the scene that presented this one, without dismissing this one.
  ///
  /// - Parameter result: The result, of the type the presenter expects.
  /// - Returns: Whether the presenter got it: `false` when it was torn down or its owner
  ///   released, and the result was dropped.
  /// - Throws: ``NavigationError/noResultExpected`` when this scene was not presented for a
  ///   result, ``NavigationError/resultTypeMismatch(expected:actual:)`` for a result of another
  ///   type, ``NavigationError/resultAlreadyDelivered`` the second time.
  @discardableResult
  public func deliverResult<Result: Sendable>(_ result: Result) throws(NavigationError) -> Bool {
    guard let resultChannel else { throw .noResultExpected }
    return try resultChannel.deliver(result)
  }

  /// Dismisses this scene, then hands a result to the scene that presented it.
  ///
  /// ```swift
  /// try navigation.dismiss(with: SearchScope.favorites)
  /// ```
  ///
  /// The result is checked first, so a result the presenter cannot take throws before anything
  /// is dismissed; it is delivered after, so that the presenter's handler may navigate from the
  /// top of the stack.
  ///
  /// - Parameter result: The result, of the type the presenter expects.
  /// - Throws: What ``deliverResult(_:)`` throws, before dismissing; then the navigator's error
  ///   for the dismissal, in which case the result is not delivered.
  public func dismiss<Result: Sendable>(with result: Result) throws {
    guard let resultChannel else { throw NavigationError.noResultExpected }
    try resultChannel.check(result)
    try dismiss()
    try resultChannel.deliver(result)
  }
}

extension ContextValues {
  /// These values, carrying a channel for the result of the scene they are passed to.
  @MainActor
  fileprivate func expecting<Owner: AnyObject, Result>(
    _ resultType: Result.Type, by owner: Owner, from presenter: SceneTasks?,
    _ handler: @escaping @MainActor (Owner, Result) -> Void
  ) -> ContextValues {
    var context = self
    context.resultChannel = ResultChannel(
      expecting: resultType, owner: owner, presenter: presenter, handler: handler)
    return context
  }
}
