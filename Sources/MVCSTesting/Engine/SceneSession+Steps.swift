import Foundation
import MVCS

/// What the steps of ``SceneStep/run(in:at:)`` share: resolving properties and values the way
/// a Swift test or a script names them.
extension SceneSession {
  /// A property's current value as a step compares it.
  struct ActualValue {
    /// The value, for a Swift comparison; `nil` when read from a script's path.
    var value: Any?
    /// The value as JSON, for a script's comparison and diffs.
    var json: JSONValue?
    /// How messages show it.
    var text: String
    /// Whether it is a whole `Set`, which equals an array of its elements in any order.
    var isSet: Bool
  }

  /// The scene's pipeline; `nil` after failing the step once when the scene has not started.
  func requirePipeline(at location: FailureLocation) -> Pipeline? {
    guard let pipeline else {
      // Once: every later step fails for the same reason, and one root cause is one failure.
      if !hasReportedNotStarted {
        hasReportedNotStarted = true
        fail(
          "The scene has not started. To fix, call `try await test.start()` before the steps.",
          at: location)
      }
      return nil
    }
    return pipeline
  }

  /// Writes a property, as the view does, and lets the scene react.
  ///
  /// - Returns: `false` when the write cannot be made.
  func set(
    _ property: SceneStep.PropertyReference, to value: SceneStep.StepValue, in pipeline: Pipeline,
    at location: FailureLocation
  ) async -> Bool {
    switch (property, value) {
    case (.keyPath(let keyPath), .typed(let typed)):
      let shown = keyPath.names(pipeline, location).shown
      await write("setting \(shown)", at: location) { keyPath.write?(pipeline, typed.value) }
      return true
    case (.path(let path), _):
      guard let (name, valuePath) = path.split(propertyNames: pipeline.propertyNames),
        valuePath.isEmpty
      else {
        fail(
          "`set` writes a whole property: \(path) goes into its value. To fix, set the property "
            + "to the whole new value.", at: location)
        return false
      }
      do {
        try await write(
          "`set \(path) = \(ValueDiff.cut(value.text, to: 60))` (line \(location.line))",
          at: location
        ) {
          try pipeline.setValue(value.text, named: name)
        }
        return true
      } catch {
        fail("\(error)", at: location)
        return false
      }
    case (.keyPath, .json):
      preconditionFailure("SceneTest writes a key path with a value of its type, never JSON.")
    }
  }

  /// How a property reads in messages and its current value, covering its unasserted changes;
  /// `nil` after failing the step when a script's path leads to no value.
  func value(
    of property: SceneStep.PropertyReference, in pipeline: Pipeline, at location: FailureLocation
  ) -> (name: String, actual: ActualValue)? {
    switch property {
    case .keyPath(let keyPath):
      // A key path into a property's value (`\.photos.count`) covers the property's changes, as
      // `expect photos.count == 20` does in a script.
      let (covered, name) = keyPath.names(pipeline, location)
      if let covered { consumeChanges(of: covered) }
      let actual = keyPath.read(pipeline)
      let json = JSONValue(encodingIfPossible: actual)
      return (
        name,
        ActualValue(
          value: actual, json: json, text: json?.description ?? String(describing: actual),
          isSet: false)
      )
    case .path(let path):
      guard let (property, valuePath) = path.split(propertyNames: pipeline.propertyNames),
        let value = try? pipeline.value(named: property)
      else { return nil }
      consumeChanges(of: property)
      guard let json = JSONValue(encodingIfPossible: value) else {
        fail(
          "\(property) holds a \(type(of: value)), which is not Encodable, so a script cannot "
            + "compare it. To fix, make the type Encodable, or test it from Swift with SceneTest.",
          at: location)
        return nil
      }
      do {
        let actual = try json.value(at: valuePath)
        return (
          path.description,
          ActualValue(
            value: nil, json: actual, text: actual.description,
            isSet: valuePath.isEmpty && ValueText.isSet(value))
        )
      } catch {
        fail("\(path): \(error)", at: location)
        return nil
      }
    }
  }

  /// The dotted name of the whole property a step about a property's writes names; `nil` after
  /// failing the step when the reference goes into the property's value.
  func wholeProperty(
    _ property: SceneStep.PropertyReference, in pipeline: Pipeline, swiftStep: String,
    scriptStep: String, at location: FailureLocation
  ) -> String? {
    switch property {
    case .keyPath(let keyPath):
      let (covered, shown) = keyPath.names(pipeline, location)
      guard covered != nil, covered == shown else {
        let fix =
          covered.map { "expect the writes of \\.\($0), or expect(\(shown), …) for the value" }
          ?? "pass a key path to a pipeline property"
        fail(
          "\(swiftStep) takes a whole pipeline property; \(shown) is not one. To fix, \(fix).",
          at: location)
        return nil
      }
      return covered
    case .path(let path):
      guard let (property, valuePath) = path.split(propertyNames: pipeline.propertyNames),
        valuePath.isEmpty
      else {
        fail("\(scriptStep) takes a whole property, not \(path).", at: location)
        return nil
      }
      return property
    }
  }

  /// The fake answer a script's `service` step prepares; `nil` after failing the step when its
  /// fixture cannot be read.
  func fakeAnswer(
    _ outcome: SceneStep.FakeOutcome, after delay: Duration?, at location: FailureLocation
  ) -> FakeAnswer? {
    switch outcome {
    case .value(let literal):
      return .json(literal.text, after: delay)
    case .fixture(let file):
      // Next to the script, which `location` names.
      let fixture = URL(fileURLWithPath: location.filePath).deletingLastPathComponent()
        .appendingPathComponent(file.text).path
      do {
        return try .fixture(at: fixture, after: delay)
      } catch {
        fail(
          "The fixture \(file.text) cannot be read at \(fixture): \(error.localizedDescription). "
            + "To fix, put the file next to the script, or correct its name.",
          at: FailureLocation(script: file.location, path: location.filePath))
        return nil
      }
    case .failure(let message):
      return .error(FakeServiceError.failed(message: message), after: delay)
    case .serviceFailure(let failure):
      return .error(failure, after: delay)
    }
  }
}
