import MVCSSupport

/// An error from assembling a scene, or from a store reading its context.
public enum MediatorError: Error, Equatable, CustomStringConvertible {
  /// A part's type and the pipeline type it works with, for messages.
  public struct Part: Sendable, Equatable {
    /// The part's type, such as `SearchView`.
    public let type: String
    /// The pipeline type it works with (for a store: creates).
    public let pipeline: String
  }

  /// Nothing of this kind is registered under the name.
  case unknownName(
    String, kind: Mediator.RegistrationKind, suggestion: String?, registered: [String])
  /// The scene's parts do not share a pipeline type.
  case pipelineMismatch(scene: SceneParts, view: Part, controller: Part, store: Part)
  /// The store requires a context key that the context lacks.
  case missingContextKey(String, store: String, available: [String])
  /// A registered scene's store requires a context key its registration does not declare.
  case undeclaredContextKey(String, scene: String, store: String, declared: [String])
  /// A link route opens a scene whose store requires a context key the route does not declare.
  case undeclaredLinkKey(String, link: String, store: String, declared: [String])
  /// The context value under a key is not of the type the store reads it as.
  case contextTypeMismatch(String, store: String, expected: String, actual: String)
  /// The service registered under the name takes or returns other types than those asked for.
  case serviceTypeMismatch(String, registered: String, requested: String)
  /// A store declares (in `requiredServices` or `requiredStorages`) a service or storage that
  /// is not registered.
  case unregisteredRequirement(
    String, kind: Mediator.RegistrationKind, store: String, suggestion: String?,
    registered: [String])
  /// A route cannot be turned into context values, or read back from them as its type: its
  /// `Codable` conformance does not write one value per key. `store` is the store reading it.
  case invalidRoute(String, store: String?, reason: String)
  /// A route has a key of a type MVCS cannot make a placeholder of, so the route's keys after
  /// it are not known: ``Mediator/validate()`` cannot check them, nor a link convert them.
  case unlearntRouteKey(String, route: String, type: String)
  /// A scene's store requires a context key that a route of the scene lacks: the route it is
  /// registered by, or the route of a link that opens it.
  case undeclaredRouteKey(String, scene: String, route: String, store: String, declared: [String])
  /// A registered scene's store requires a context key its route makes optional, so a
  /// navigation with the route may leave it out.
  case optionalContextKey(String, scene: String, route: String, store: String)
  /// A link route opens a scene with a route whose required key is of a type a link's text
  /// cannot give (not a ``LinkValue``).
  case unconvertibleLinkKey(String, link: String, route: String, type: String)
  /// A scene was shown or presented expecting a result of a type its route does not deliver.
  case undeliveredResultType(scene: String, route: String, delivers: String, expected: String)

  // MARK: - restoration

  /// A scene rename for restoring saved navigation leads to no registered scene.
  case renamedSceneNotRegistered(
    String, to: String, suggestion: String?, registered: [String])
  /// A scene rename for restoring saved navigation renames a scene that is still registered,
  /// so saved routes to it would open the other scene.
  case renamedSceneStillRegistered(String, to: String)
  /// A context key rename for restoring saved navigation names a scene that is not registered.
  case renamedContextKeyInUnregisteredScene(
    String, to: String, scene: String, suggestion: String?, registered: [String])

  // MARK: - Declared navigations

  /// A controller declares (in ``SceneController/declaredNavigations``) a navigation expecting
  /// a result of a type the scene it goes to is not registered as delivering; `delivers` is what
  /// it is registered as delivering, `nil` for nothing.
  case undeliveredDeclaredResult(
    String, controller: String, scene: String, delivers: String?, expected: String)
  /// A controller declares a dismissal to a checkpoint with a result its controller refuses.
  case undeliverableCheckpointResult(String, controller: String, refusal: CheckpointError)
  /// A scene registered by name as delivering a result of one type (`delivers:`) was shown or
  /// presented expecting another.
  case undeliveredRegisteredResult(scene: String, delivers: String, expected: String)

  static func unknown(_ name: String, kind: Mediator.RegistrationKind, registered: [String])
    -> MediatorError
  {
    // Sorted first: names come from a dictionary, and the closest of two equally near names
    // must not depend on its hashing order.
    let sorted = registered.sorted()
    return .unknownName(
      name, kind: kind, suggestion: Suggestion.closest(to: name, in: sorted), registered: sorted)
  }

  public var description: String {
    switch self {
    case .unknownName(let name, let kind, let suggestion, let registered):
      let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
      let list = registered.isEmpty ? "none" : registered.joined(separator: ", ")
      return """
        No \(kind) named "\(name)" is registered.\(hint) Registered \(kind)s: \(list). \
        To fix, correct the name or register it with mediator.register(\(kind):).
        """
    case .unregisteredRequirement(let name, let kind, let store, let suggestion, let registered):
      let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
      let list = registered.isEmpty ? "none" : registered.joined(separator: ", ")
      let declaration = kind == .service ? "requiredServices" : "requiredStorages"
      return """
        \(store) uses the \(kind) "\(name)" (its \(declaration)), but no \(kind) by that name is \
        registered.\(hint) Registered \(kind)s: \(list). To fix, register it with \
        mediator.register(\(kind): "\(name)") { … }, or correct the name in \(store).\(declaration).
        """
    case .pipelineMismatch(let scene, let view, let controller, let store):
      return """
        The scene \(scene) disagrees on its pipeline: view \(view.type) uses \(view.pipeline), \
        controller \(controller.type) uses \(controller.pipeline), store \(store.type) creates \
        \(store.pipeline). To fix, make the view and controller use the store's pipeline type \
        (or a superclass of it), or name parts that do.
        """
    case .missingContextKey(let key, let store, let available):
      let keys =
        available.isEmpty ? "the context is empty" : "it has \(available.joined(separator: ", "))"
      return """
        \(store) requires the context key "\(key)", but \(keys). \
        To fix, pass it when assembling or navigating: context: ["\(key)": …].
        """
    case .undeclaredContextKey(let key, let scene, let store, let declared):
      let keys = declared.isEmpty ? "none" : declared.joined(separator: ", ")
      return """
        \(store) requires the context key "\(key)", but the scene "\(scene)" is registered \
        without it (contextKeys: \(keys)). To fix, add "\(key)" to contextKeys: in \
        mediator.register(scene: "\(scene)", …), and pass it whenever you navigate there.
        """
    case .undeclaredLinkKey(let key, let link, let store, let declared):
      let keys = declared.isEmpty ? "none" : declared.joined(separator: ", ")
      return """
        \(store) requires the context key "\(key)", but the link route "\(link)" does not \
        declare it (keys: \(keys)), so no link could open its scene. To fix, add "\(key)" to \
        keys: in mediator.register(link: "\(link)", …), with the type \(store) reads it as.
        """
    case .contextTypeMismatch(let key, let store, let expected, let actual):
      // The value may come from outside (a link, a restored navigation): escaped and shortened.
      let actual = ControlCharacter.escaped(actual, limit: ControlCharacter.quotedLimit)
      return """
        \(store) reads the context key "\(key)" as \(expected), but it holds \(actual). \
        To fix, pass a value of type \(expected) under "\(key)", or read it as the type passed.
        """
    case .invalidRoute(let route, let store, let reason):
      let reason = ControlCharacter.escaped(reason, limit: ControlCharacter.quotedLimit)
      let what =
        store.map { "\($0) cannot read its context as \(route)" }
        ?? "\(route) cannot be turned into context values"
      return """
        \(what): \(reason). To fix, let Swift synthesise \(route)'s Codable conformance, or \
        encode and decode each property in a keyed container under its key.
        """
    case .unlearntRouteKey(let key, let route, let type):
      return """
        \(route)'s key "\(key)" is a \(type), which MVCS cannot make a placeholder of to learn \
        the route's keys, so its keys after "\(key)" are unknown. To fix, make \(type) a \
        CaseIterable enum or a struct of standard types, or declare "\(key)" optional.
        """
    case .undeclaredRouteKey(let key, let scene, let route, let store, let declared):
      let keys = declared.isEmpty ? "none" : declared.joined(separator: ", ")
      return """
        \(store) requires the context key "\(key)", but \(route), a route of the scene \
        "\(scene)", has no such key (keys: \(keys)). To fix, add a property "\(key)" to \
        \(route), with the type \(store) reads it as.
        """
    case .optionalContextKey(let key, let scene, let route, let store):
      return """
        \(store) requires the context key "\(key)", but the scene "\(scene)" is registered with \
        \(route), which makes it optional, so a navigation may leave it out. To fix, make \
        "\(key)" non-optional in \(route), or read it with valueIfPresent and drop it from \
        \(store).requiredContextKeys.
        """
    case .unconvertibleLinkKey(let key, let link, let route, let type):
      return """
        The link route "\(link)" opens \(route), whose key "\(key)" is a \(type), which a link's \
        text cannot give, so no link could open its scene. To fix, conform \(type) to LinkValue, \
        or make "\(key)" optional in \(route).
        """
    case .undeliveredResultType(let scene, let route, let delivers, let expected):
      let delivered =
        delivers == "Never"
        ? "hands back no result (\(route) has no Result)"
        : "hands back \(delivers) (\(route).Result)"
      return """
        The scene "\(scene)" \(delivered), but was navigated to expecting \(expected). To fix, \
        expect what it hands back, navigating with the route, or declare \
        typealias Result = \(expected) in \(route).
        """
    case .undeliveredDeclaredResult(
      let declared, let controller, let scene, let delivers, let expected):
      guard let delivers else {
        return """
          \(controller) declares "\(declared)", but the scene "\(scene)" is not registered as \
          delivering a result. To fix, register it with mediator.register(scene: "\(scene)", …, \
          delivers: \(expected).self), or by a SceneRoute whose Result is \(expected).
          """
      }
      return """
        \(controller) declares "\(declared)", but the scene "\(scene)" delivers \(delivers). To \
        fix, expect what it delivers, or register "\(scene)" as delivering \(expected).
        """
    case .undeliverableCheckpointResult(let declared, let controller, let refusal):
      return "\(controller) declares \"\(declared)\", which would fail: \(refusal)"
    case .undeliveredRegisteredResult(let scene, let delivers, let expected):
      return """
        The scene "\(scene)" is registered as delivering \(delivers), but was navigated to \
        expecting \(expected). To fix, expect \(delivers), or register "\(scene)" with \
        delivers: \(expected).self.
        """
    case .serviceTypeMismatch(let name, let registered, let requested):
      return """
        The service "\(name)" is \(registered), but was asked for as \(requested). \
        To fix, ask for the registered types, or register a \(requested) under "\(name)".
        """
    // MARK: - restoration
    case .renamedSceneNotRegistered(let old, let new, let suggestion, let registered):
      let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
      let list = registered.isEmpty ? "none" : registered.joined(separator: ", ")
      return """
        Saved routes to "\(old)" are renamed to "\(new)", which is not a registered scene, so \
        they would not restore.\(hint) Registered scenes: \(list). To fix, correct the rename: \
        mediator.register(renamedScene: "\(old)", to: …), or register the scene "\(new)".
        """
    case .renamedSceneStillRegistered(let old, let new):
      return """
        Saved routes to "\(old)" are renamed to "\(new)", but a scene named "\(old)" is still \
        registered, so its saved routes would open "\(new)" instead. To fix, remove the rename, \
        or register the scene only as "\(new)".
        """
    case .renamedContextKeyInUnregisteredScene(
      let old, let new, let scene, let suggestion, let registered):
      let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
      let list = registered.isEmpty ? "none" : registered.joined(separator: ", ")
      return """
        The saved context key "\(old)" is renamed to "\(new)" in the scene "\(scene)", which is \
        not registered.\(hint) Registered scenes: \(list). To fix, name the scene as it is \
        registered now (after its renames), or pass inScene: nil for every scene.
        """
    }
  }
}
