import MVCSSupport

/// What a store is created with: the context its scene was given, and the scene's services,
/// storages, tasks and clock.
///
/// "Context" in MVCS means only the values one scene hands the next (``ContextValues``); the
/// environment carries them to the store along with everything else it may use.
///
/// ```swift
/// init(environment: SceneEnvironment) throws {
///   query = try environment.value("query", as: String.self)
///   search = try environment.service("SearchPhotoService")
///   favorites = try environment.storage("Favorites")
///   tasks = environment.tasks
/// }
/// ```
@MainActor
public struct SceneEnvironment {
  /// The registered name of the store being created, for messages.
  public let storeName: String
  /// The context the scene was assembled with.
  public let context: ContextValues
  /// The scene's asynchronous work, cancelled when the scene is torn down.
  public let tasks: SceneTasks
  /// The clock every wait in the scene uses (delays, debounces, timeouts), so that tests can
  /// control time.
  public let clock: any Clock<Duration>
  let mediator: Mediator

  /// The context value under a key, as a type.
  ///
  /// A value restored with a ``SavedNavigation`` that was saved as JSON (a type other than
  /// `String`, `Int`, `Double` and `Bool`) is decoded as `type` here.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - type: The type to read it as.
  /// - Throws: ``MediatorError/missingContextKey(_:store:available:)`` when the key is missing,
  ///   ``MediatorError/contextTypeMismatch(_:store:expected:actual:)`` when the value is of
  ///   another type, or was saved as JSON that does not decode as `type`.
  public func value<Value>(_ key: String, as type: Value.Type = Value.self) throws(MediatorError)
    -> Value
  {
    guard let value = context[key] else {
      throw .missingContextKey(key, store: storeName, available: context.keys)
    }
    if let typed = value as? Value { return typed }
    // Saved with the navigation as JSON: it fits if it decodes as the type read now.
    if let saved = value as? SavedJSONValue {
      switch saved.decode(as: Value.self) {
      case .success(let typed): return typed
      case .failure(let failure):
        let reason =
          switch failure {
          case .notDecodable: "\(TypeName.of(Value.self)) is not Decodable"
          case .invalid(let reason): reason
          }
        throw .contextTypeMismatch(
          key, store: storeName, expected: String(describing: Value.self),
          actual: "a saved \(saved.typeName) \(saved.json), which does not decode (\(reason))")
      }
    }
    throw .contextTypeMismatch(
      key, store: storeName, expected: String(describing: Value.self),
      actual: "\(String(describing: Swift.type(of: value))) \(ValueText.describe(value))")
  }

  /// The context value under a key as a type, or `nil` when the key is missing.
  ///
  /// - Throws: ``MediatorError/contextTypeMismatch(_:store:expected:actual:)`` when the value is
  ///   of another type.
  public func valueIfPresent<Value>(_ key: String, as type: Value.Type = Value.self)
    throws(MediatorError) -> Value?
  {
    guard context[key] != nil else { return nil }
    return try value(key, as: type)
  }

  /// The service registered under a name, as the request and response types the store uses.
  ///
  /// ```swift
  /// let search: any Service<String, [Photo]> = try environment.service("SearchPhotoService")
  /// ```
  ///
  /// - Throws: ``MediatorError/unknownName(_:kind:suggestion:registered:)`` for an unknown name,
  ///   ``MediatorError/serviceTypeMismatch(_:registered:requested:)`` when the registered service
  ///   takes or returns other types.
  public func service<Request: Sendable, Response: Sendable>(
    _ name: String,
    as type: (any Service<Request, Response>).Type = (any Service<Request, Response>).self
  ) throws(MediatorError) -> any Service<Request, Response> {
    try mediator.service(name, as: type)
  }

  /// The storage registered under a name.
  ///
  /// - Throws: ``MediatorError/unknownName(_:kind:suggestion:registered:)`` for an unknown name.
  public func storage(_ name: String) throws(MediatorError) -> any Storage {
    try mediator.storage(name)
  }

  /// The environment for a substore: the same context, services, storages, tasks and clock.
  public func forSubstore(named name: String) -> SceneEnvironment {
    SceneEnvironment(
      storeName: name, context: context, tasks: tasks, clock: clock, mediator: mediator)
  }
}
