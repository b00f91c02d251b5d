import MVCS

/// A scene whose inputs hold a long list, a dictionary and a long text, to pin the failures of
/// expectations of each.
@MainActor final class LedgerPipeline: Pipeline {
  @Input var rows: [Photo] = []
  @Input var totals: [String: Int] = [:]
  @Input var note = ""
}

@MainActor final class LedgerStore: SceneStore {
  let pipeline = LedgerPipeline()
}

@MainActor final class LedgerView: SceneView {
  let pipeline: LedgerPipeline
  init(pipeline: LedgerPipeline) { self.pipeline = pipeline }
}

@MainActor final class LedgerController: SceneController {
  let pipeline: LedgerPipeline
  init(pipeline: LedgerPipeline) { self.pipeline = pipeline }
}

extension Mediator {
  /// The photo app with a Ledger scene.
  static func ledgerApp() -> Mediator {
    let mediator = Mediator.photoApp()
    mediator.register(view: "LedgerView") { LedgerView(pipeline: $0) }
    mediator.register(store: "LedgerStore") { _ in LedgerStore() }
    mediator.register(controller: "LedgerController") { pipeline, _ in
      LedgerController(pipeline: pipeline)
    }
    mediator.register(
      scene: "Ledger",
      SceneParts(view: "LedgerView", controller: "LedgerController", store: "LedgerStore"))
    return mediator
  }
}
