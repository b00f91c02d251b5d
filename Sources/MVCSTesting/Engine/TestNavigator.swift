import MVCS

/// Records navigations without assembling the next scene, so that a test sees only its own
/// scene's work. A scene name the mediator does not know fails as it would in the app.
@MainActor
final class TestNavigator: CheckpointRecording {
  private let mediator: Mediator
  private(set) var records: [NavigationRecord] = []
  var onNavigate: (NavigationRecord) -> Void = { _ in }
  /// Called with the error of a navigation the app's mediator refuses for its result type,
  /// before it is thrown.
  var onRefuse: (any Error) -> Void = { _ in }
  /// The scene under test's registered name, which a dismissal with nothing shown dismisses.
  var sceneName: String?
  // The scenes shown or presented, which a dismissal takes off last first.
  private var shown: [String] = []
  // The scenes shown or presented for a result, newest last, with where the result goes.
  private var resultRequests: [(scene: String, channel: ResultChannel)] = []

  init(mediator: Mediator) {
    self.mediator = mediator
  }

  func show(_ scene: String, context: ContextValues) throws {
    try record(.show, scene, context)
    shown.append(scene)
  }

  func present(_ scene: String, context: ContextValues) throws {
    try record(.present, scene, context)
    shown.append(scene)
  }

  func dismiss() throws {
    try record(.dismiss, shown.popLast() ?? sceneName, [:])
  }

  // MARK: - checkpoints

  /// Records a dismissal to a checkpoint: the scenes below the scene under test are the app's,
  /// which a scene test does not assemble, so any registered scene is a checkpoint; a result
  /// its controller would refuse fails as in the app.
  func recordDismissal(to checkpoint: String, result: (any Sendable)?) throws {
    _ = try mediator.scene(named: checkpoint)
    if let result, let refusal = mediator.checkpointRefusal(of: result, atScene: checkpoint) {
      onRefuse(refusal)
      throw refusal
    }
    if let index = shown.lastIndex(of: checkpoint) {
      shown.removeSubrange((index + 1)...)
    } else {
      shown.removeAll()
    }
    let record = NavigationRecord(dismissingTo: checkpoint, result: result)
    records.append(record)
    onNavigate(record)
  }

  /// The newest scene shown or presented for a result it has not delivered, and where the
  /// result goes.
  var pendingResult: (scene: String, channel: ResultChannel)? {
    resultRequests.last { !$0.channel.isDelivered }
  }

  /// Takes the scene that delivered a result off the shown scenes, as it dismisses itself in
  /// the app.
  func resultDelivered(by scene: String) {
    if let index = shown.lastIndex(of: scene) { shown.remove(at: index) }
  }

  /// A navigation's context as a test expects it: as JSON (values that are not `Encodable` as
  /// their description).
  static func recorded(_ context: ContextValues) -> ContextValues {
    var json = ContextValues()
    for key in context.keys {
      let value = context[key]!
      json[key] = JSONValue(encodingIfPossible: value) ?? .string(String(describing: value))
    }
    return json
  }

  private func record(_ action: NavigationAction, _ scene: String?, _ context: ContextValues)
    throws
  {
    if let scene, action != .dismiss {
      _ = try mediator.scene(named: scene)
      // What assembling it in the app throws: a result its route does not hand back.
      do {
        try mediator.checkResultType(ofScene: scene, context: context)
      } catch {
        onRefuse(error)
        throw error
      }
    }
    let record = NavigationRecord(action: action, scene: scene, context: Self.recorded(context))
    if let scene, let channel = context.resultChannel { resultRequests.append((scene, channel)) }
    records.append(record)
    onNavigate(record)
  }
}
