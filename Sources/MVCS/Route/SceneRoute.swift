/// A typed way to a registered scene: its name and its context keys, with their types.
///
/// A route is a struct whose stored properties are the values the scene's store reads, each
/// under its property's name, so that a misspelt scene, a missing key or a value of the wrong
/// type is a compile error rather than a failure at run time:
///
/// ```swift
/// struct StoryRoute: SceneRoute {
///   static let scene = "Story"
///   var id: Int
///   var highlight: String?  // optional: a navigation may leave it out
/// }
/// extension SceneRoute where Self == StoryRoute {
///   static func story(id: Int, highlight: String? = nil) -> Self {
///     Self(id: id, highlight: highlight)
///   }
/// }
///
/// mediator.register(StoryRoute.self, SceneParts(
///   view: "StoryView", controller: "StoryController", store: "StoryStore"))
/// try navigation.show(.story(id: 42))                      // in a controller
/// let route = try environment.route(StoryRoute.self)       // in the store
/// ```
///
/// Routes are built on the mediator's names: a route is its scene's name and its context
/// (``contextValues()``), so names, routes, deep links and saved navigation mix freely. A
/// scene that hands a result back names its type as ``Result``:
///
/// ```swift
/// struct ScopePickerRoute: SceneRoute {
///   typealias Result = SearchScope
///   static let scene = "ScopePicker"
///   var current: SearchScope
/// }
/// try navigation.present(.scopePicker(current: .all), by: self) { controller, scope in
///   controller.pipeline.scope = scope
/// }
/// ```
///
/// Let Swift synthesise the `Codable` conformance, or encode and decode each property in a
/// keyed container under its key: MVCS reads the keys and their types from it. A key of a type
/// other than the standard library's, Foundation's `Date`, `URL`, `UUID`, `Data` and `Decimal`,
/// a `CaseIterable` enum or a struct of those, is one MVCS cannot learn without a value;
/// ``Mediator/validate()`` names it.
public protocol SceneRoute: Codable, Sendable {
  /// What the scene hands back to a scene that shows or presents it for a result; `Never`, the
  /// default, for a scene that hands back none.
  associatedtype Result: Sendable = Never

  /// The scene's registered name.
  static var scene: String { get }
}

extension SceneRoute {
  /// Every context key the route carries, sorted: its stored properties' coding keys.
  public static var contextKeys: [String] { RouteShape.of(Self.self).keyNames }

  /// The keys that are not optional, sorted: those every navigation with this route passes, and
  /// what its store declares as ``SceneStore/requiredContextKeys``.
  ///
  /// ```swift
  /// static var requiredContextKeys: [String] { StoryRoute.requiredContextKeys }
  /// ```
  public static var requiredContextKeys: [String] {
    RouteShape.of(Self.self).requiredKeyNames
  }

  /// The route as the context its scene's store reads: each stored property under its key,
  /// an optional one only when it holds a value.
  ///
  /// ```swift
  /// try StoryRoute(id: 42).contextValues()  // ["id": 42]
  /// ```
  ///
  /// - Returns: The context values.
  /// - Throws: ``MediatorError/invalidRoute(_:store:reason:)`` when the route encodes itself
  ///   other than as one keyed container (a custom `encode(to:)`).
  public func contextValues() throws(MediatorError) -> ContextValues {
    do {
      return try RouteEncoder.context(of: self)
    } catch {
      throw .invalidRoute(
        String(describing: Self.self), store: nil, reason: RouteDecoder.reason(for: error))
    }
  }
}
