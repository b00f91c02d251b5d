import Foundation
import MVCS

/// What reaches the scene's view and controller: `SceneTest.view(as:)`, `controller(as:)` and
/// the `expect screen` step.
extension SceneSession {
  /// The scene's view as a type; `nil` after failing the step, with the view's actual type, when
  /// it is another, or when the scene has not started.
  func view<View>(as type: View.Type, at location: FailureLocation) -> View? {
    guard requirePipeline(at: location) != nil, let scene else { return nil }
    return part(scene.view, "view", as: type, at: location)
  }

  /// The scene's controller as a type; `nil` after failing the step, with the controller's
  /// actual type, when it is another, or when the scene has not started.
  func controller<Controller>(
    as type: Controller.Type, at location: FailureLocation
  ) -> Controller? {
    guard requirePipeline(at: location) != nil, let scene else { return nil }
    return part(scene.controller, "controller", as: type, at: location)
  }

  private func part<Part>(
    _ part: AnyObject, _ role: String, as type: Part.Type, at location: FailureLocation
  ) -> Part? {
    if let part = part as? Part { return part }
    let actual = String(describing: Swift.type(of: part))
    fail(
      "The scene's \(role) is a \(actual), not a \(String(describing: Part.self)). To fix, ask "
        + "for `\(role)(as: \(actual).self)`, or register the \(role) you meant for the scene.",
      at: location)
    return nil
  }

  /// Compares the text the scene's view renders with the expected one, line by line, ignoring
  /// spaces at the ends of lines and empty lines at the end; fails with a diff when they differ.
  func expectScreen(_ expected: SceneStep.ExpectedScreen, at location: FailureLocation) {
    guard requirePipeline(at: location) != nil, let view = scene?.view else { return }
    guard let rendering = view as? any TextRendering else {
      let name = String(describing: type(of: view))
      fail(
        "The scene's view, \(name), does not render text, so its screen cannot be checked. To "
          + "fix, make \(name) adopt TextRendering and return what it shows from "
          + "`renderedText`, or expect the pipeline's values instead.",
        at: location)
      return
    }
    guard let expectedText = text(of: expected, at: location) else { return }
    let expectedScreen = Self.screen(expectedText)
    let actualScreen = Self.screen(rendering.renderedText)
    if expectedScreen != actualScreen {
      failExpectation(
        ValueDiff.textMessage(
          "The screen is not as expected", expected: expectedScreen, actual: actualScreen),
        at: location)
    }
  }

  /// The expected text: given, or read from a fixture next to the script; `nil` after failing
  /// the step when the fixture cannot be read.
  private func text(
    of expected: SceneStep.ExpectedScreen, at location: FailureLocation
  ) -> String? {
    switch expected {
    case .text(let text):
      return text
    case .fixture(let file):
      let fixture = URL(fileURLWithPath: location.filePath).deletingLastPathComponent()
        .appendingPathComponent(file.text)
      do {
        return try String(contentsOf: fixture, encoding: .utf8)
      } catch {
        fail(
          "The screen fixture \(file.text) cannot be read at \(fixture.path): "
            + "\(error.localizedDescription). To fix, put the file next to the script, or "
            + "correct its name.",
          at: FailureLocation(script: file.location, path: location.filePath))
        return nil
      }
    }
  }

  /// A screen as tests compare it: no spaces at the ends of lines, no empty lines at the end.
  static func screen(_ text: String) -> String {
    var lines = text.split(omittingEmptySubsequences: false) { $0.isNewline }.map { line in
      var line = Substring(line)
      while line.last?.isWhitespace == true { line.removeLast() }
      return String(line)
    }
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
