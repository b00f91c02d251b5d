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
