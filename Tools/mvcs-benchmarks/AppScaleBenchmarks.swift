import MVCS

// Issue 24, item 6: what an app's size costs. With 10, 1,000 and 5,000 registered scenes,
// assembling one costs the same, directly and through a child mediator (as demos and tests
// use), and validating grows linearly; with 1,000 live scenes, a write reaches its observers
// at the same cost as with one.

/// The registered-scene counts the app-scale rows compare.
let appScaleCounts = [10, 1_000, 5_000]

/// The pipeline every live scene of the write rows observes besides its own, as an app's
/// session or settings.
@MainActor final class AppPipeline: Pipeline {
  @Piped var signedIn = false
}

@MainActor final class ScaleView: SceneView {
  let pipeline: ListPipeline
  let app: AppPipeline?
  init(pipeline: ListPipeline, app: AppPipeline?) {
    self.pipeline = pipeline
    self.app = app
  }

  func addObservers() {
    pipeline.observe(\.results, by: self) { _, change in sink(change.newValue) }
    app?.observe(\.signedIn, by: self) { _, change in sink(change.newValue ? 1 : 0) }
  }
}

@MainActor final class ScaleController: SceneController {
  let pipeline: ListPipeline
  init(pipeline: ListPipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.query, by: self) { _, change in sink(change.newValue) }
  }
}

/// A store that reaches a service and a storage, as an app's stores do.
@MainActor final class ScaleStore: SceneStore {
  static var requiredServices: [String] { ["AppService"] }
  static var requiredStorages: [String] { ["AppStorage"] }
  let pipeline = ListPipeline()

  init(environment: SceneEnvironment) throws {
    let service: any Service<Int, Int> = try environment.service("AppService")
    _ = try environment.storage("AppStorage")
    sink(service is EchoService ? 1 : 0)
  }
}

struct EchoService: Service {
  func response(to request: Int) async throws -> Int { request }
}

/// The route of one scene among the many.
struct ScaleRoute: SceneRoute {
  static let scene = "RoutedScale"
  var id: Int
}

extension Mediator {
  /// An app's mediator with `count` scenes, each with its own view, controller, store and
  /// service names, and one scene registered by its route.
  static func app(scenes count: Int, observing app: AppPipeline? = nil) -> Mediator {
    let mediator = Mediator()
    mediator.register(service: "AppService") { EchoService() }
    mediator.register(storage: "AppStorage") { InMemoryStorage() }
    for index in 0..<count {
      mediator.register(view: "View\(index)") { ScaleView(pipeline: $0, app: app) }
      mediator.register(controller: "Controller\(index)") { pipeline, _ in
        ScaleController(pipeline: pipeline)
      }
      mediator.register(store: "Store\(index)") { try ScaleStore(environment: $0) }
      mediator.register(service: "Service\(index)") { EchoService() }
      mediator.register(
        scene: "Scene\(index)",
        SceneParts(view: "View\(index)", controller: "Controller\(index)", store: "Store\(index)"))
    }
    mediator.register(
      ScaleRoute.self, SceneParts(view: "View0", controller: "Controller0", store: "Store0"))
    return mediator
  }
}

extension Bench {
  /// Measures the app-scale rows: each compares the same work at two app sizes, round-robin.
  func measureAppScale() async throws {
    var assembly: [Int: BenchCase] = [:]
    var childAssembly: [Int: BenchCase] = [:]
    var routeShow: [Int: BenchCase] = [:]
    var validation: [Int: BenchCase] = [:]
    var childValidation: [Int: BenchCase] = [:]
    for count in appScaleCounts {
      let app = Mediator.app(scenes: count)
      let child = Mediator(parent: app)
      child.register(service: "AppService") { EchoService() }
      for mediator in [app, child] {
        let report = mediator.validationReport()
        guard report.isEmpty else { throw report }
      }
      // A scene in the middle: a lookup's cost must not depend on where a name falls.
      let name = "Scene\(count / 2)"
      assembly[count] = namedAssembly(
        "assemble + tear down, \(count) scenes", name: name, mediator: app)
      childAssembly[count] = namedAssembly(
        "assemble + tear down, child, \(count) scenes", name: name, mediator: child)
      let navigator = RecordingNavigator(mediator: child)
      let navigation = Navigation(navigator)
      routeShow[count] = BenchCase("show + dismiss by route, child, \(count) scenes") {
        n, base in
        for index in 0..<n {
          try navigation.show(ScaleRoute(id: base &+ index))
          try navigation.dismiss()
        }
        withExtendedLifetime(navigator) {}
      }
      // One report a batch, as an app asks for one at launch: calibrated to a millisecond, the
      // report of 1,000 scenes (half a millisecond) got one or two a batch from one run to the
      // next, and the ratio moved between 0.96× and 1.28×.
      let reports = 1
      validation[count] = BenchCase(
        "validationReport(), \(count) scenes", fixedIterations: reports
      ) { n, _ in
        for _ in 0..<n { sink(app.validationReport().isEmpty ? 1 : 0) }
      }
      childValidation[count] = BenchCase(
        "validationReport(), child, \(count) scenes", fixedIterations: reports
      ) { n, _ in
        for _ in 0..<n { sink(child.validationReport().isEmpty ? 1 : 0) }
      }
    }
    func compare(_ name: String, _ cases: [Int: BenchCase], _ over: Int, _ under: Int)
      async throws
    {
      guard let overCase = cases[over], let underCase = cases[under] else { return }
      try await measureRatio(name, target: 1.2, case: overCase, floor: underCase)
    }
    try await compare("assembly, 5,000 ÷ 10 registered scenes", assembly, 5_000, 10)
    try await compare("assembly via child, 5,000 ÷ 10 scenes", childAssembly, 5_000, 10)
    try await compare("show by route via child, 5,000 ÷ 10 scenes", routeShow, 5_000, 10)
    // Validation is linear: per scene, each report covers its count + 1 scenes.
    for (name, cases) in [
      ("validate per scene, 5,000 ÷ 1,000 scenes", validation),
      ("validate via child per scene, 5,000 ÷ 1,000", childValidation),
    ] {
      guard let over = cases[5_000], let under = cases[1_000] else { continue }
      try await self.compare(
        [over, under],
        ratios: [
          RatioRow(
            name: name, over: over.name, under: under.name, target: 1.2,
            scale: Double(1_000 + 1) / Double(5_000 + 1))
        ])
    }

    var live: [AssembledScene] = []
    var writes: [Int: BenchCase] = [:]
    for others in [1, 1_000] {
      let appPipeline = AppPipeline()
      let mediator = Mediator.app(scenes: others + 1, observing: appPipeline)
      let scenes = try (0...others).map { try mediator.assemble(named: "Scene\($0)") }
      live += scenes
      let pipeline = scenes[0].pipeline as! ListPipeline
      writes[others] = BenchCase(
        "write @Piped, 1 observer, \(others) other live scene\(others == 1 ? "" : "s")"
      ) { n, base in
        for index in 0..<n { pipeline.results = base &+ index }
        withExtendedLifetime(appPipeline) {}
      }
    }
    try await compare("write, 1,000 ÷ 1 other live scenes", writes, 1_000, 1)
    for scene in live { scene.tearDown() }
  }

  private func namedAssembly(_ row: String, name: String, mediator: Mediator) -> BenchCase {
    let navigator = RecordingNavigator(mediator: mediator)
    return BenchCase(row) { n, _ in
      for _ in 0..<n {
        let scene = try mediator.assemble(named: name, navigator: navigator)
        scene.tearDown()
        sink(scene.isTornDown ? 1 : 0)
      }
    }
  }
}
