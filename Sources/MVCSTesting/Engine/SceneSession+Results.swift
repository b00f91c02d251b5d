import MVCS

/// The result a scene under test hands back, as a scene that presented it for one would get it.
struct HandedBackResult {
  let value: Any
  let json: JSONValue?

  init(_ value: Any) {
    self.value = value
    json = JSONValue(encodingIfPossible: value)
  }

  /// How messages show it: its JSON, or its description when it has none.
  var text: String { ValueDiff.summary(json?.description ?? "\(value)", json: json) }
  var typeName: String { String(describing: type(of: value)) }
}

extension SceneSession {
  /// The context to open a registered scene with: when its route declares a
  /// ``SceneRoute/Result``, as if presented for one, so that the scene can hand it back, and
  /// a step expect it.
  func openingForResult(_ name: String, _ context: ContextValues) -> ContextValues {
    guard
      let route = mediator.route(ofScene: name),
      let channel = mediator.resultChannel(
        forScene: name, by: self,
        onResult: { session, result in
          (session as? SceneSession)?.unassertedResults.append(HandedBackResult(result))
        })
    else { return context }
    resultRoute = route
    // The scene under test may swallow the error its navigation throws; the test fails anyway.
    channel.onRefused = { [weak self] value in
      self?.failForRefusal(
        NavigationError.resultTypeMismatch(
          expected: route.resultTypeName, actual: String(describing: type(of: value))),
        handedBack: HandedBackResult(value), scene: name)
    }
    var context = context
    context.resultChannel = channel
    return context
  }

  /// Fails the running step for an error the scene's navigation threw that a scene in the app
  /// would throw too — a result type the scene's route does not declare — whatever the scene
  /// does with the error.
  func failForRefusal(
    _ error: any Error, handedBack result: HandedBackResult? = nil, scene: String? = nil
  ) {
    refusalTexts.append(String(describing: error))
    guard let result, let scene, let route = resultRoute else {
      fail("The scene's navigation failed: \(error)")
      return
    }
    fail(
      "The scene handed back a result of type \(result.typeName), \(result.text), but the scene "
        + "\"\(scene)\" is registered with \(route.name), whose Result is "
        + "\(route.resultTypeName), so the scene that presents it would not get it. To fix, hand "
        + "back a \(route.resultTypeName), or declare typealias Result = \(result.typeName) in "
        + "\(route.name).")
  }

  /// Consumes the oldest result the scene handed back and compares it with the expected one.
  func expectResult(_ expected: SceneStep.StepValue, at location: FailureLocation) {
    stepLocation = location
    guard let route = resultRoute else {
      let name = navigator.sceneName.map { "\"\($0)\"" } ?? "under test"
      let why =
        navigator.sceneName.flatMap { mediator.route(ofScene: $0) }.map {
          $0.resultTypeName == "Never"
            ? "it is registered with \($0.name), which declares no Result. To fix, declare "
              + "typealias Result = … in \($0.name), or expect no result."
            : "the test opened it with no one expecting its \($0.resultTypeName), as a link, "
              + "`expectingResult: false` or `option noresult` opens it. To fix, open it by route "
              + "or name, expecting its result."
        }
        ?? "only a scene registered with a route whose Result is a type is opened for one. To "
        + "fix, register the scene with its route, mediator.register(…Route.self, …), whose "
        + "route declares typealias Result = …."
      fail("Expected a result, but the scene \(name) hands back none: \(why)", at: location)
      return
    }
    guard !unassertedResults.isEmpty else {
      failExpectation(
        "Expected the scene to hand back the result \(expected.text), but it handed back none.",
        at: location)
      return
    }
    let result = unassertedResults.removeFirst()
    if case .typed(let typed) = expected,
      case let expectedType = String(describing: type(of: typed.value)),
      expectedType != route.resultTypeName
    {
      fail(
        "Expected a result of type \(expectedType), \(expected.text), but the scene hands back "
          + "\(route.resultTypeName) (\(route.name).Result) and handed back \(result.text). To "
          + "fix, expect a \(route.resultTypeName).", at: location)
      return
    }
    if !expected.matches(result.value, json: result.json) {
      failExpectation(
        ValueDiff.message(
          "The scene handed back the result \(result.text), expected \(expected.text).",
          heading: "The scene handed back another result than expected",
          expected: expected.json, actual: result.json),
        at: location)
    }
  }
}
