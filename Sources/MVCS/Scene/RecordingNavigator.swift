/// A navigator that assembles scenes headless and records where the user went.
///
/// ```swift
/// let navigator = RecordingNavigator(mediator: mediator)
/// let search = try mediator.assemble(searchScene, navigator: navigator)
/// search.pipeline… // the user selects a photo
/// navigator.stack.map(\.description)  // ["show PhotoDetail [\"photoID\": \"123\"]"]
/// navigator.scenes.last?.pipeline      // the PhotoDetail scene's pipeline
/// ```
///
/// Each shown or presented scene is assembled by the mediator with this navigator, so further
/// navigation is recorded too. ``dismiss()`` tears the top scene down, and
/// ``dismiss(to:)`` every scene above a checkpoint.
@MainActor
public final class RecordingNavigator: Navigator {
  /// The scenes shown or presented and not dismissed, oldest first.
  public var stack: [NavigationRecord] { entries.map(\.record) }
  /// The assembled scenes of ``stack``, one for each of its records, oldest first.
  public var scenes: [AssembledScene] { entries.map(\.scene) }
  /// Every navigation in order, as text: `show PhotoDetail ["photoID": "123"]`, `dismiss
  /// PhotoDetail`.
  public private(set) var history: [String] = []
  let mediator: Mediator
  /// Each record with its scene: one array, so that the two lists above cannot disagree.
  private var entries: [(record: NavigationRecord, scene: AssembledScene)] = []

  /// Creates a navigator that assembles scenes with a mediator.
  public init(mediator: Mediator) {
    self.mediator = mediator
  }

  public func show(_ scene: String, context: ContextValues) throws {
    try push(scene, context: context, action: .show)
  }

  public func present(_ scene: String, context: ContextValues) throws {
    try push(scene, context: context, action: .present)
  }

  public func dismiss() throws {
    guard let (route, assembled) = entries.popLast() else {
      throw NavigationError.nothingToDismiss
    }
    history.append(NavigationRecord(action: .dismiss, scene: route.scene).description)
    assembled.tearDown()
  }

  /// Dismisses every scene above a checkpoint in one step, newest first, tearing each down, and
  /// records `dismiss to <checkpoint>` in ``history``.
  ///
  /// The checkpoint is a scene of ``scenes``, or a scene assembled with this navigator below
  /// them, such as the first scene: then every scene of ``stack`` is dismissed.
  ///
  /// - Parameter checkpoint: A scene this navigator assembled and has not torn down.
  /// - Throws: ``CheckpointError/unknownCheckpoint(_:from:stack:suggestion:)`` when the scene is
  ///   not on this navigator's stack.
  public func dismiss(to checkpoint: AssembledScene) throws {
    let index: Int
    if let found = entries.firstIndex(where: { $0.scene === checkpoint }) {
      index = found + 1
    } else {
      let stack = NavigatorStacks.scenes(of: self)
      guard stack.contains(where: { $0 === checkpoint }) else {
        throw CheckpointError.unknownCheckpoint(
          checkpoint.displayName, from: nil, stack: stack.map(\.displayName), suggestion: nil)
      }
      index = 0
    }
    let removed = entries[index...]
    entries.removeSubrange(index...)
    history.append(NavigationRecord(dismissingTo: checkpoint.displayName).description)
    for (_, scene) in removed.reversed() { scene.tearDown() }
  }

  /// Dismisses and tears down every scene on the stack, newest first.
  public func dismissAll() {
    while !entries.isEmpty { try? dismiss() }
  }

  private func push(_ scene: String, context: ContextValues, action: NavigationAction) throws {
    // A scene may navigate while it is assembled (its store's start() writes an input its
    // controller observes); the scene it shows goes above it on the stack and after it in the
    // history.
    let stackIndex = entries.count
    let historyIndex = history.count
    let assembled = try mediator.assemble(named: scene, context: context, navigator: self)
    let route = NavigationRecord(action: action, scene: scene, context: context)
    entries.insert((route, assembled), at: min(stackIndex, entries.count))
    history.insert(route.description, at: min(historyIndex, history.count))
  }
}
