import MVCS

/// The app's navigator: a back stack of scenes, the top one on screen.
///
/// `show` and `present` push a scene (a terminal has no modal sheet); `dismiss` pops the top one
/// and tears it down. The first scene, from `start(_:context:)`, stays at the bottom.
@MainActor final class TerminalNavigator: Navigator {
  private let mediator: Mediator
  private var root: AssembledScene?
  /// The scenes shown over the first one, oldest first.
  private(set) var shown: [AssembledScene] = []
  /// How each scene of `shown` was reached, to save them.
  private var routes: [NavigationRecord] = []

  init(mediator: Mediator) {
    self.mediator = mediator
  }

  /// The scene on screen.
  var top: AssembledScene? { shown.last ?? root }

  /// Every scene on the stack, the first one first.
  var scenes: [AssembledScene] { (root.map { [$0] } ?? []) + shown }

  /// Assembles the first scene.
  ///
  /// - Throws: The mediator's error when the scene cannot be assembled.
  func start(_ scene: String, context: ContextValues = [:]) throws {
    root = try mediator.assemble(named: scene, context: context, navigator: self)
  }

  /// The scenes over the first one, as data: what `restore(_:)` rebuilds after a restart.
  func savedNavigation() -> SavedNavigation {
    SavedNavigation(routes: routes)
  }

  func show(_ scene: String, context: ContextValues) throws {
    try push(scene, context: context, action: .show)
  }

  func present(_ scene: String, context: ContextValues) throws {
    try push(scene, context: context, action: .present)
  }

  func dismiss() throws {
    guard let scene = shown.popLast() else { throw NavigationError.nothingToDismiss }
    routes.removeLast()
    scene.tearDown()
  }

  private func push(_ scene: String, context: ContextValues, action: NavigationAction) throws {
    // A scene may navigate while it is assembled; the scene it shows goes above it.
    let index = shown.count
    let assembled = try mediator.assemble(named: scene, context: context, navigator: self)
    shown.insert(assembled, at: min(index, shown.count))
    routes.insert(
      .init(action: action, scene: scene, context: context), at: min(index, routes.count))
  }

  /// Tears every scene down, newest first, when the app ends.
  func tearDownAll() {
    routes.removeAll()
    while let scene = shown.popLast() { scene.tearDown() }
    root?.tearDown()
    root = nil
  }
}
