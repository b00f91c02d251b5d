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
    case .serviceTypeMismatch(let name, let registered, let requested):
      return """
        The service "\(name)" is \(registered), but was asked for as \(requested). \
        To fix, ask for the registered types, or register a \(requested) under "\(name)".
        """
    }
  }
}
