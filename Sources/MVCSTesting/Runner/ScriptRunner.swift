public import Foundation
public import MVCS
import MVCSLists

/// Runs one parsed script against an app's mediator, reporting each failure at its script line.
@MainActor
struct ScriptRunner {
  let script: SceneScript
  /// The script's path, for failure locations and fixtures next to it.
  let path: String
  let app: Mediator
  /// A folder of scenarios the script's `scenario` line also looks in.
  var scenarioFolder: URL?

  private var session: SceneSession?
  private var scene: SceneStep.SceneReference?
  private var context = ContextValues()
  /// The JSON text of each context value, for a route's key of another type.
  private var contextJSON: [String: String] = [:]
  private var isRelaxed = false
  private var isExpectingResult = true
  private var preparations: [ScriptStep] = []
  let collector = FailureCollector()

  init(script: SceneScript, path: String, app: Mediator) {
    self.script = script
    self.path = path
    self.app = app
  }

  /// The app's names, to check the script's against.
  private var vocabulary: ScriptVocabulary {
    ScriptVocabulary(
      sceneNames: app.registeredNames(of: .scene), viewNames: app.registeredNames(of: .view),
      controllerNames: app.registeredNames(of: .controller),
      storeNames: app.registeredNames(of: .store), serviceNames: app.registeredNames(of: .service),
      storageNames: app.registeredNames(of: .storage))
  }

  /// Runs every step; stops at a step that cannot run (a problem in the script itself).
  mutating func run() async {
    guard report(script.problems(in: vocabulary)) else {
      // The steps do not run, but the property paths are checked too, in the same run.
      let known = Set(collector.problems)
      report(await propertyProblems().filter { !known.contains($0) })
      return
    }
    for step in script.steps {
      guard await run(step) else {
        session?.abandon()
        return
      }
    }
    let last = script.steps.last!
    // A script of only preparations still assembles its scene: the store's start, its context
    // and its services are checked too.
    guard let session = await startedSession(at: last) else {
      session?.abandon()
      return
    }
    if !session.isTornDown {
      await session.finish(at: location(of: last), isExplicit: false)
    }
  }

  // MARK: - Steps

  /// Reads a setup step, or hands the step to the engine, starting the scene at the first
  /// action.
  private mutating func run(_ step: ScriptStep) async -> Bool {
    switch step.kind {
    case .scene(let reference):
      scene = reference
      return true
    case .context(let entry):
      if let value = entry.value.contextValue { context[entry.key.text] = value }
      contextJSON[entry.key.text] = entry.value.text
      return true
    case .option(.relaxed):
      isRelaxed = true
      return true
    case .option(.noresult):
      isExpectingResult = false
      return true
    case let kind where kind.isPreparation:
      // Prepared before the scene starts, so that its start can call and read them.
      guard let session else {
        preparations.append(step)
        return true
      }
      return await kind.run(in: session, at: location(of: step))
    default:
      guard let session = await startedSession(at: step) else { return false }
      return await step.kind.run(in: session, at: location(of: step))
    }
  }

  /// The session, starting the scene at the first action.
  private mutating func startedSession(
    at step: ScriptStep, checkingProperties: Bool = true
  ) async -> SceneSession? {
    if let session { return session }
    let session = SceneSession(app: app, at: location(of: step))
    session.isExhaustive = !isRelaxed
    session.isExpectingResult = isExpectingResult
    session.scenarioFolder = scenarioFolder
    session.report = { [collector, script] message, location in
      collector.problems.append(
        ScriptProblem(
          location: ScriptLocation(
            file: script.file, line: location.line, column: location.column),
          message: message))
    }
    self.session = session
    for preparation in preparations {
      guard await preparation.kind.run(in: session, at: location(of: preparation)) else {
        return nil
      }
    }
    let sceneStep = script.steps.first!
    do {
      switch scene {
      case .registered(let name):
        // A route's key of a type JSON has not (an enum, a struct) is decoded from its JSON.
        try await session.start(
          nil, named: name.text,
          context: app.context(context, json: contextJSON, fittingRouteOf: name.text),
          at: location(of: sceneStep))
      case .parts(let view, let controller, let store):
        try await session.start(
          SceneParts(view: view.text, controller: controller.text, store: store.text), named: nil,
          context: context, at: location(of: sceneStep))
      case .link(let link):
        let opened: SceneLink
        do {
          opened = try session.open(link.text)
        } catch {
          session.fail("The link does not open: \(error)", at: location(of: link.location))
          return nil
        }
        // A link opens its scene with no one expecting a result, as in the app.
        session.isExpectingResult = false
        try await session.start(
          nil, named: opened.scene, context: opened.context, at: location(of: sceneStep))
      case nil:
        return nil
      }
    } catch {
      session.fail("The scene could not be assembled: \(error)", at: location(of: sceneStep))
      return nil
    }
    guard let pipeline = session.pipeline else { return nil }
    guard checkingProperties else { return session }
    // The names were checked before; now that the pipeline exists, its properties can be.
    return report(problems(of: pipeline)) ? session : nil
  }

  /// The script's problems with the names of the app and of a pipeline's properties.
  private func problems(of pipeline: Pipeline) -> [ScriptProblem] {
    var properties = vocabulary
    properties.pipelineName = String(describing: type(of: pipeline))
    properties.propertyNames = pipeline.propertyNames
    return script.problems(in: properties)
  }

  /// The script's problems, names and property paths, found by assembling its scene without
  /// running any step, for a script with problems that keep it from running: a scene that
  /// cannot be assembled leaves the property paths unchecked.
  mutating func resolveProblems() async -> [ScriptProblem] {
    let names = script.problems(in: vocabulary)
    let known = Set(names)
    return names + (await propertyProblems()).filter { !known.contains($0) }
  }

  /// The problems a pipeline of the script's scene finds, assembled on the side: whatever else
  /// fails while assembling it is left to the run that the fixed script makes.
  @discardableResult
  private func propertyProblems() async -> [ScriptProblem] {
    guard !script.steps.isEmpty else { return [] }
    var probe = ScriptRunner(script: script, path: path, app: app)
    probe.scenarioFolder = scenarioFolder
    var firstAction: ScriptStep?
    for step in script.steps {
      switch step.kind {
      case .scene, .context, .option: _ = await probe.run(step)
      case let kind where kind.isPreparation: _ = await probe.run(step)
      default: firstAction = firstAction ?? step
      }
    }
    guard let firstAction = firstAction ?? script.steps.last,
      let session = await probe.startedSession(at: firstAction, checkingProperties: false)
    else {
      probe.session?.abandon()
      return []
    }
    defer { session.abandon() }
    guard let pipeline = session.pipeline else { return [] }
    return probe.problems(of: pipeline)
  }

  // MARK: - Reporting

  /// Collects a script's problems; `true` when there are none.
  @discardableResult
  private func report(_ problems: [ScriptProblem]) -> Bool {
    collector.problems += problems
    return problems.isEmpty
  }

  private func location(of step: ScriptStep) -> FailureLocation {
    location(of: step.location)
  }

  private func location(of location: ScriptLocation) -> FailureLocation {
    FailureLocation(script: location, path: path)
  }
}

extension SceneScript {
  /// Runs the script against an app's mediator and returns its failures, each at its line,
  /// instead of reporting them to a test — to run scripts from a tool, or to time them.
  ///
  /// ```swift
  /// let script = try SceneScript.parse(text, file: "Search.scenetest")
  /// for failure in await script.run(mediator: app, path: scriptPath) { print(failure) }
  /// ```
  ///
  /// - Parameters:
  ///   - mediator: The app's mediator, whose registrations the scene is assembled from.
  ///   - path: The script's path; fixtures are read next to it.
  ///   - scenarios: A folder of scenarios that `scenario NAME` lines also look in, after the
  ///     script's folder and the nearest `Scenarios` folder at or above it.
  /// - Returns: The failures; empty when every step passed.
  @MainActor
  public func run(
    mediator: Mediator, path: String, scenarios: URL? = nil
  ) async -> [ScriptProblem] {
    var runner = ScriptRunner(script: self, path: path, app: mediator)
    runner.scenarioFolder = scenarios
    await runner.run()
    return runner.collector.problems
  }

  /// The script's problems with the app's names and its pipeline's properties, found without
  /// running a step: for a script that does not parse, so that one run reports them all.
  @MainActor
  func resolveProblems(
    mediator: Mediator, path: String, scenarios: URL? = nil
  ) async -> [ScriptProblem] {
    var runner = ScriptRunner(script: self, path: path, app: mediator)
    runner.scenarioFolder = scenarios
    return await runner.resolveProblems()
  }
}

extension JSONLiteral {
  /// The value a store reads from its context: strings, numbers, booleans, and arrays and
  /// dictionaries of those; `nil` for `null`.
  ///
  /// A number is a `Double` when the literal writes any number with a fraction or exponent
  /// (`1.0`, `[1, 2.5]`, `1e3`), and an `Int` otherwise, so that a store reads `2` as an `Int`
  /// and `2.0` as a `Double`.
  var contextValue: (any Sendable)? {
    let writesFractions = text.contains(/[0-9][.eE]/)
    return value.contextValue(numbersAsDoubles: writesFractions)
  }
}

extension JSONValue {
  func contextValue(numbersAsDoubles: Bool) -> (any Sendable)? {
    switch self {
    case .null: nil
    case .bool(let value): value
    case .number(let value):
      !numbersAsDoubles && value == value.rounded() && abs(value) < 9e15 ? Int(value) : value
    case .string(let value): value
    case .array(let values): arrayValue(values, numbersAsDoubles: numbersAsDoubles)
    case .object(let fields):
      fields.compactMapValues { $0.contextValue(numbersAsDoubles: numbersAsDoubles) }
    }
  }

  /// An array typed by its elements when they share a type (`[String]`, `[Int]`, `[Double]`,
  /// `[Bool]`), so that a store can read it as that array.
  private func arrayValue(_ values: [JSONValue], numbersAsDoubles: Bool) -> any Sendable {
    let elements = values.map { $0.contextValue(numbersAsDoubles: numbersAsDoubles) }
    if let strings = elements as? [String] { return strings }
    if let ints = elements as? [Int] { return ints }
    if let doubles = elements as? [Double] { return doubles }
    if let bools = elements as? [Bool] { return bools }
    return elements.compactMap { $0 }
  }
}
