/// A scene the ``Mediator`` assembled: its view, controller, store and their shared pipeline.
///
/// ```swift
/// let search = try mediator.assemble(scene, context: ["query": "cats"])
/// let view = search.view as! SearchView
/// // …
/// search.tearDown()
/// ```
///
/// Tear a scene down when it leaves the screen: its observations and its bound stored values
/// end (writes already queued still reach their storage), its store stops and its tasks are
/// cancelled. A scene released without being torn down still ends its parts'
/// observations and cancels its tasks, but does not call its stores' `stop()`. Once released,
/// every part of it is deallocated as soon as its cancelled work has ended.
@MainActor
public final class AssembledScene {
  /// The names of the parts.
  public let parts: SceneParts
  /// The registered scene name it was assembled by, if any.
  public let name: String?
  /// The view.
  public let view: any SceneView
  /// The controller.
  public let controller: any SceneController
  /// The store.
  public let store: any SceneStore
  /// The pipeline the store created and the view and controller share.
  public let pipeline: Pipeline
  /// The scene's asynchronous work.
  public let tasks: SceneTasks
  /// How the controller navigates.
  public let navigation: Navigation
  /// The store's substores at assembly, depth first, kept alive while their observations may
  /// run.
  package let substores: [any SceneStore]
  // The recording navigator made for this scene when none was given; kept alive by the scene.
  private let ownedNavigator: RecordingNavigator?
  // Observations made while the scene was assembled, such as a subview's of a child pipeline.
  private let observed: [AnyObserverEntry]
  /// Whether ``tearDown()`` has run.
  public private(set) var isTornDown = false
  /// The scene's place on its navigator's stack, which it empties when it is torn down or
  /// released; see `NavigatorStacks`.
  var stackSlot: NavigatorStacks.Slot?

  init(
    parts: SceneParts, name: String?, view: any SceneView, controller: any SceneController,
    store: any SceneStore, pipeline: Pipeline, tasks: SceneTasks, navigation: Navigation,
    substores: [any SceneStore], ownedNavigator: RecordingNavigator?, observed: [AnyObserverEntry]
  ) {
    self.parts = parts
    self.name = name
    self.view = view
    self.controller = controller
    self.store = store
    self.pipeline = pipeline
    self.tasks = tasks
    self.navigation = navigation
    self.substores = substores
    self.ownedNavigator = ownedNavigator
    self.observed = observed
  }

  // The parts' observations must end before the parts can go: a delivery reaches a part without
  // a weak reference. The scene's work is cancelled too, or it would go on writing into a
  // pipeline nothing shows (and keep it alive until it ended). Isolated, so that a scene
  // released off the main actor ends them there.
  isolated deinit {
    stackSlot?.scene = nil
    guard !isTornDown else { return }
    tasks.close()
    endObservations()
  }

  /// The navigator the scene was assembled with: a ``RecordingNavigator`` when none was given.
  public var navigator: (any Navigator)? { navigation.currentNavigator }

  /// Ends the scene: tears down the scenes its own recording navigator shows, stops the store
  /// and its substores, cancels their tasks, and ends the observations the scene made — through
  /// its pipeline tree, and while it was assembled (a subview's of a child pipeline). Another
  /// scene observing the same pipeline keeps its own observations. Tearing down twice does
  /// nothing.
  ///
  /// A scene assembled with your navigator leaves the scenes it showed to that navigator, which
  /// tears them down when it removes them (see the *Writing a Navigator* article).
  public func tearDown() {
    guard !isTornDown else { return }
    isTornDown = true
    stackSlot?.scene = nil
    ownedNavigator?.dismissAll()
    store.stop()
    for substore in substores { substore.stop() }
    tasks.close()
    endObservations()
  }

  private func endObservations() {
    pipeline.endTrackedObservations()
    for entry in observed { entry.end() }
    // Bound properties end with their observations; their queued writes still complete.
    SharedHub.shared.bindingsMayHaveEnded()
  }

}
