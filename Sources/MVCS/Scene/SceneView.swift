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

extension SceneView {
  /// Adds no observations.
  public func addObservers() {}
}
