import Foundation
public import MVCS
import MVCSLists

/// Runs one parsed script against an app's mediator, reporting each failure at its script line.
@MainActor
struct ScriptRunner {
  let script: SceneScript
  /// The script's path, for failure locations and fixtures next to it.
  let path: String
  let app: Mediator

  private var session: SceneSession?
  private var scene: ScriptStep.SceneReference?
  private var context = ContextValues()
  private var isRelaxed = false
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
    guard report(script.problems(in: vocabulary)) else { return }
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

  private mutating func run(_ step: ScriptStep) async -> Bool {
    switch step.kind {
    case .scene(let reference):
      scene = reference
      return true
    case .context(let entry):
      if let value = entry.value.contextValue { context[entry.key.text] = value }
      return true
    case .option(.relaxed):
      isRelaxed = true
      return true
    case .service, .storage:
      // Prepared before the scene starts, so that its start can call and read them.
      guard let session else {
        preparations.append(step)
        return true
      }
      return await prepare(step, in: session)
    case .set, .result, .expectValue, .expectChanges, .expectListChanges, .expectNavigation,
      .expectCall, .expectWrite, .advance, .teardown:
      guard let session = await startedSession(at: step) else { return false }
      return await act(step, in: session)
    }
  }

  /// The session, starting the scene at the first action.
  private mutating func startedSession(at step: ScriptStep) async -> SceneSession? {
    if let session { return session }
    let session = SceneSession(app: app, at: location(of: step))
    session.isExhaustive = !isRelaxed
    session.report = { [collector, script] message, location in
      collector.problems.append(
        ScriptProblem(
          location: ScriptLocation(
            file: script.file, line: location.line, column: location.column),
          message: message))
    }
    self.session = session
    for preparation in preparations {
      guard await prepare(preparation, in: session) else { return nil }
    }
    let sceneStep = script.steps.first!
    do {
      switch scene {
      case .registered(let name):
        try await session.start(
          nil, named: name.text, context: context, at: location(of: sceneStep))
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
    // The names were checked before; now that the pipeline exists, its properties can be.
    var properties = vocabulary
    properties.pipelineName = String(describing: type(of: pipeline))
    properties.propertyNames = pipeline.propertyNames
    return report(script.problems(in: properties)) ? session : nil
  }

  private func prepare(_ step: ScriptStep, in session: SceneSession) async -> Bool {
    switch step.kind {
    case .service(let name, let answer, let delay):
      switch answer {
      case .value(let literal):
        session.services.answer(name.text, with: .json(literal.text, after: delay))
      case .fixture(let file):
        let fixture = URL(fileURLWithPath: path).deletingLastPathComponent()
          .appendingPathComponent(file.text).path
        do {
          session.services.answer(name.text, with: try .fixture(at: fixture, after: delay))
        } catch {
          session.fail(
            "The fixture \(file.text) cannot be read at \(fixture): \(error.localizedDescription). "
              + "To fix, put the file next to the script, or correct its name.",
            at: location(of: file.location))
          return false
        }
      case .failure(let message):
        session.services.answer(
          name.text, with: .error(ScriptedServiceError(message: message), after: delay))
      }
    case .storage(let name, let key, let value):
      do {
        try await session.storages[name.text]?.preload(json: value.value, forKey: key.text)
      } catch {
        session.fail("\(name.text) cannot store \(key.text): \(error)", at: location(of: step))
        return false
      }
    default:
      break
    }
    return true
  }

  private func act(_ step: ScriptStep, in session: SceneSession) async -> Bool {
    let location = location(of: step)
    if case .teardown = step.kind {
      // Before the pipeline is held here: the teardown checks that it is deallocated.
      await session.finish(at: location, isExplicit: true)
      return true
    }
    guard let pipeline = session.pipeline else { return false }
    switch step.kind {
    case .set(let path, let value):
      guard let (property, valuePath) = path.split(propertyNames: pipeline.propertyNames),
        valuePath.isEmpty
      else {
        session.fail(
          "`set` writes a whole property: \(path) goes into its value. To fix, set the property "
            + "to the whole new value.", at: location)
        return false
      }
      do {
        try await session.write(
          "`set \(path) = \(value.text)` (line \(step.location.line))", at: location
        ) {
          try pipeline.setValue(value.text, named: property)
        }
      } catch {
        session.fail("\(error)", at: location)
        return false
      }
    case .result(let value):
      await session.deliverResult(value.text, at: location) { channel in
        try channel.value(fromJSON: value.text)
      }
    case .expectValue(let path, let comparison, let expected):
      expectValue(path, comparison, expected, in: session, pipeline: pipeline, at: location)
    case .expectChanges(let path, let values):
      expectChanges(path, values, in: session, pipeline: pipeline, at: location)
    case .expectListChanges(let path, let changes):
      expectListChanges(path, changes, in: session, pipeline: pipeline, at: location)
    case .expectNavigation(let action, let scene, let entries):
      guard let record = session.consumeNavigation(at: location) else { return true }
      // A dismissal names its scene only when the script does.
      let expected = NavigationRecord(
        action: action,
        scene: action == .dismiss && scene == nil ? record.scene : scene?.text,
        context: entries.isEmpty
          ? record.context
          : Dictionary(entries.map { ($0.key.text, $0.value.value) }) { $1 })
      if record != expected {
        session.failExpectation(
          ValueDiff.message(
            "The scene navigated: \(record); expected: \(expected).",
            heading: "The scene navigated otherwise than expected", expected: expected.json,
            actual: record.json),
          at: location)
      }
    case .expectCall(let service, let request):
      guard let call = session.consumeCall(to: service.text, at: location), let request else {
        return true
      }
      if call.requestJSON != request.value {
        session.failExpectation(
          ValueDiff.message(
            "\(service.text) was called with "
              + "\(call.requestJSON?.description ?? "\(call.request)"), expected \(request.text).",
            heading: "\(service.text) was called with another request than expected",
            expected: request.value, actual: call.requestJSON),
          at: location)
      }
    case .expectWrite(let storage, let key, let value):
      guard let write = session.consumeWrite(to: storage.text, key: key.text, at: location),
        let value
      else { return true }
      // A removal is written `= null`.
      if (write.value ?? .null) != value.value {
        session.failExpectation(
          ValueDiff.message(
            "\(storage.text) \(key.text) was written as "
              + "\(write.value?.description ?? "a removal"), expected \(value.text).",
            heading: "\(storage.text) \(key.text) was written otherwise than expected",
            expected: value.value, actual: write.value ?? .null),
          at: location)
      }
    case .advance(let duration):
      await session.advance(by: duration, at: location)
    default:
      break
    }
    return true
  }

  private func expectValue(
    _ path: PropertyPath, _ comparison: ScriptStep.Comparison, _ expected: JSONLiteral,
    in session: SceneSession, pipeline: Pipeline, at location: FailureLocation
  ) {
    guard let actual = json(at: path, in: session, pipeline: pipeline, at: location) else { return }
    // A whole `Set` equals an array of its elements in any order.
    let isSet =
      path.split(propertyNames: pipeline.propertyNames).map { property, valuePath in
        valuePath.isEmpty && (try? pipeline.value(named: property)).map(ValueText.isSet) == true
      } ?? false
    let isEqual = isSet ? actual.hasSameElements(as: expected.value) : actual == expected.value
    switch comparison {
    case .equal where !isEqual:
      session.failExpectation(
        ValueDiff.message(
          "\(path) is \(actual), expected \(expected.text).",
          heading: "\(path) is not as expected", expected: expected.value, actual: actual),
        at: location)
    case .notEqual where isEqual:
      session.failExpectation(
        "\(path) is \(actual), expected anything else.", at: location)
    default:
      break
    }
  }

  private func expectChanges(
    _ path: PropertyPath, _ values: [JSONLiteral], in session: SceneSession, pipeline: Pipeline,
    at location: FailureLocation
  ) {
    guard let (property, valuePath) = path.split(propertyNames: pipeline.propertyNames),
      valuePath.isEmpty
    else {
      session.fail("`expect changes` takes a whole property, not \(path).", at: location)
      return
    }
    let changes = session.consumeChanges(of: property).filter { $0.property == property }
    let actual = changes.map { JSONValue(encodingIfPossible: $0.newValue) }
    if actual != values.map({ Optional($0.value) }) {
      session.failExpectation(
        "\(property) changed to [\(changes.map(\.newText).joined(separator: ", "))], expected "
          + "[\(values.map(\.text).joined(separator: ", "))].",
        at: location)
    }
  }

  private func expectListChanges(
    _ path: PropertyPath, _ expected: [ListChanges], in session: SceneSession,
    pipeline: Pipeline, at location: FailureLocation
  ) {
    guard let (property, valuePath) = path.split(propertyNames: pipeline.propertyNames),
      valuePath.isEmpty
    else {
      session.fail("`expect list` takes a whole property, not \(path).", at: location)
      return
    }
    if let value = try? pipeline.value(named: property), !(value is any _PipelineList) {
      session.fail(
        "\(property) holds a \(type(of: value)), not a ListData, so it has no list changes. To "
          + "fix, expect its values with `expect changes \(property) [...]`.",
        at: location)
      return
    }
    let writes = session.consumeChanges(of: property).filter { $0.property == property }
    session.expectListChanges(of: property, writes: writes, expected: expected, at: location)
  }

  /// A property's value, or a part of it, as JSON; `nil` after reporting why it has none.
  private func json(
    at path: PropertyPath, in session: SceneSession, pipeline: Pipeline,
    at location: FailureLocation
  ) -> JSONValue? {
    guard let (property, valuePath) = path.split(propertyNames: pipeline.propertyNames),
      let value = try? pipeline.value(named: property)
    else { return nil }
    session.consumeChanges(of: property)
    guard let json = JSONValue(encodingIfPossible: value) else {
      session.fail(
        "\(property) holds a \(type(of: value)), which is not Encodable, so a script cannot "
          + "compare it. To fix, make the type Encodable, or test it from Swift with SceneTest.",
        at: location)
      return nil
    }
    do {
      return try json.value(at: valuePath)
    } catch {
      session.fail("\(path): \(error)", at: location)
      return nil
    }
  }

  // MARK: - Reporting

  /// Collects a script's problems; `true` when there are none.
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

/// The failures of a script run, in the order found.
@MainActor
final class FailureCollector {
  var problems: [ScriptProblem] = []
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
  /// - Returns: The failures; empty when every step passed.
  @MainActor
  public func run(mediator: Mediator, path: String) async -> [ScriptProblem] {
    var runner = ScriptRunner(script: self, path: path, app: mediator)
    await runner.run()
    return runner.collector.problems
  }
}

/// The error a fake service throws for a script's `fails` step.
public struct ScriptedServiceError: Error, Equatable, CustomStringConvertible {
  /// The message the script gave, if any.
  public let message: String?

  public var description: String { message ?? "the service failed (as the script says)" }
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
