/// The names of a scene's view, controller and store, which a ``Mediator`` assembles.
///
/// (Not `Scene`, so that a file importing both SwiftUI and MVCS needs no module prefix.)
///
/// ```swift
/// let scene = SceneParts(view: "SearchView", controller: "SearchController", store: "SearchStore")
/// let search = try mediator.assemble(scene, context: ["query": "cats"])
/// ```
///
/// The three parts never reference each other; they share the pipeline the store creates. Any
/// part can be swapped by naming another one that works with the same pipeline.
public struct SceneParts: Hashable, Sendable, CustomStringConvertible {
  /// The registered name of the view.
  public var view: String
  /// The registered name of the controller.
  public var controller: String
  /// The registered name of the store.
  public var store: String

  /// Creates a scene from the registered names of its parts.
  public init(view: String, controller: String, store: String) {
    self.view = view
    self.controller = controller
    self.store = store
  }

  public var description: String { "(\(view), \(controller), \(store))" }
}

/// The view of a scene: shows the pipeline's data and writes the user's input into it.
///
/// A view is any object: a `UIView` subclass in an iOS app, a terminal or headless view here.
/// It receives the pipeline when it is created, hands child pipelines to its subviews (the view
/// tree), and observes flags and data in ``addObservers()``.
///
/// ```swift
/// @MainActor final class SearchView: SceneView {
///   let pipeline: SearchPipeline
///   init(pipeline: SearchPipeline) { self.pipeline = pipeline }
///
///   func addObservers() {
///     pipeline.observe(\.requestFinished, by: self) { view, _ in view.reload() }
///   }
///   func userTyped(_ text: String) { pipeline.searchText = text }
/// }
///
/// mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
/// ```
@MainActor
public protocol SceneView: AnyObject {
  /// The pipeline type this view works with: the store's, or a superclass of it.
  associatedtype ScenePipeline: Pipeline
  /// The scene's pipeline.
  var pipeline: ScenePipeline { get }
  /// Adds this view's observations; called once every part of the scene has its pipeline.
  func addObservers()
}

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
}

extension SceneView {
  /// Adds no observations.
  public func addObservers() {}
}

extension SceneController {
  /// Adds no observations.
  public func addObservers() {}
}
