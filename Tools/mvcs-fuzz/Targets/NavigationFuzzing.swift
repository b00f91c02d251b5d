import Foundation
import MVCS

/// Saved navigation, decoded from JSON and restored onto the scenes of ``FuzzScenes``.
enum NavigationFuzzing {
  /// Saved navigation that decodes restores route by route, accounting for every route; what
  /// it restored saves and restores again, completely.
  @MainActor static func restore(_ input: [UInt8]) throws(PropertyFailure) -> Outcome {
    guard let saved = try? JSONDecoder().decode(SavedNavigation.self, from: Data(input)) else {
      return .rejected
    }
    let mediator = FuzzScenes.shared
    let navigator = RecordingNavigator(mediator: mediator)
    defer { navigator.dismissAll() }
    let report = navigator.restore(saved)
    try require(
      report.routeCount == saved.routes.count
        && report.restored.count + report.skipped.count == saved.routes.count
        && navigator.stack.map(\.scene) == report.restored,
      "restoring \(saved.routes) reported \(report), and the stack is \(navigator.stack)")
    try require(
      report.skipped.map(\.index) == report.skipped.map(\.index).sorted()
        && report.skipped.allSatisfy { saved.routes.indices.contains($0.index) },
      "restoring \(saved.routes) skipped routes that are not there: \(report)")

    let again: SavedNavigation
    do {
      let data = try JSONEncoder().encode(navigator.savedNavigation())
      again = try JSONDecoder().decode(SavedNavigation.self, from: data)
    } catch {
      throw PropertyFailure("the restored stack \(navigator.stack) does not save: \(error)")
    }
    let second = RecordingNavigator(mediator: mediator)
    defer { second.dismissAll() }
    let secondReport = second.restore(again)
    try require(
      secondReport.isComplete && secondReport.restored == report.restored,
      "the restored stack \(report.restored), saved and restored again, gave \(secondReport)")
    return .accepted
  }
}
