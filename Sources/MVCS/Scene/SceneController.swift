/// The controller of a scene: moves to other scenes, reading the pipeline's context.
///
/// ```swift
/// @MainActor final class SearchController: SceneController {
///   let pipeline: SearchPipeline
///   let navigation: Navigation
///   init(pipeline: SearchPipeline, navigation: Navigation) { … }
///
///   func addObservers() {
///     pipeline.observe(\.selectedIndex, by: self) { controller, change in
///       try? controller.navigation.show("PhotoDetail", context: ["photoID": …])
///     }
///   }
/// }
///
/// mediator.register(controller: "SearchController") {
///   SearchController(pipeline: $0, navigation: $1)
/// }
/// ```
@MainActor
public protocol SceneController: AnyObject {
  /// The pipeline type this controller works with: the store's, or a superclass of it.
  associatedtype ScenePipeline: Pipeline
  /// The scene's pipeline.
  var pipeline: ScenePipeline { get }
  /// Adds this controller's observations; called once every part of the scene has its pipeline.
  func addObservers()
  /// The navigations for a result this controller makes, which ``Mediator/validate()`` checks
  /// against the registrations; empty by default. See ``DeclaredNavigation``.
  static var declaredNavigations: [DeclaredNavigation] { get }
}

extension SceneController {
  /// Adds no observations.
  public func addObservers() {}

  /// Declares no navigation.
  public static var declaredNavigations: [DeclaredNavigation] { [] }
}
