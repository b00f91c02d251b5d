import MVCS
import MVCSTesting

/// A benchmark that could not run as written.
enum BenchmarkError: Error, CustomStringConvertible {
  case missingFactory(String)
  case scriptFailed([ScriptProblem])

  var description: String {
    switch self {
    case .missingFactory(let name):
      "No factory named \"\(name)\" in the floor's dictionary. To fix, add it to `factories`."
    case .scriptFailed(let failures):
      "The benchmarked script does not pass, so timing it would mean nothing:\n"
        + failures.map(\.description).joined(separator: "\n")
    }
  }
}

extension Bench {
  /// Assembling a scene by its parts' names and tearing it down.
  func assemblyCase(
    _ name: String, scene: SceneParts, mediator: Mediator, navigator: RecordingNavigator
  ) -> BenchCase {
    BenchCase(name) { iterations, _ in
      for _ in 0..<iterations {
        let assembled = try mediator.assemble(scene, navigator: navigator)
        assembled.tearDown()
        sink(assembled.isTornDown ? 1 : 0)
      }
    }
  }

  /// The least a lookup by name can do: look the three parts up by the same names in a
  /// dictionary of factories and create them (the store creates the pipeline).
  ///
  /// The factories take the pipeline, which the view and controller need, as their one
  /// argument; the store's ignores it.
  func dictionaryFloorCase(scene: SceneParts) -> BenchCase {
    let factories: [String: @MainActor (ListPipeline?) -> AnyObject] = [
      "MinimalView": { MinimalView(pipeline: $0!) },
      "MinimalController": { MinimalController(pipeline: $0!) },
      "MinimalStore": { _ in MinimalStore() },
    ]
    return BenchCase("floor: 3 objects from a dictionary of factories") { iterations, _ in
      for _ in 0..<iterations {
        guard let makeStore = factories[scene.store] else {
          throw BenchmarkError.missingFactory(scene.store)
        }
        guard let makeController = factories[scene.controller] else {
          throw BenchmarkError.missingFactory(scene.controller)
        }
        guard let makeView = factories[scene.view] else {
          throw BenchmarkError.missingFactory(scene.view)
        }
        let store = unsafeDowncast(makeStore(nil), to: MinimalStore.self)
        let controller = makeController(store.pipeline)
        let view = makeView(store.pipeline)
        sink(view === controller ? 1 : 0)
      }
    }
  }

  /// Measures assembly and teardown of a minimal scene, with parts that add no observer or one
  /// each, against the dictionary floor.
  func measureAssemblies() async throws {
    let mediator = Mediator.benchmarked()
    let navigator = RecordingNavigator(mediator: mediator)
    let floor = dictionaryFloorCase(scene: .minimal)
    let plain = assemblyCase(
      "assemble + tear down, parts add no observer", scene: .minimal, mediator: mediator,
      navigator: navigator)
    let observing = assemblyCase(
      "assemble + tear down, each part adds 1 observer", scene: .observing, mediator: mediator,
      navigator: navigator)
    try await compare(
      [floor, plain, observing],
      ratios: [
        RatioRow(
          name: "assembly + teardown ÷ dictionary floor", over: plain.name, under: floor.name,
          target: 3.4),
        RatioRow(
          name: "assembly + teardown, 3 observers ÷ dictionary floor", over: observing.name,
          under: floor.name, target: nil),
      ])
  }
}
