import Foundation
import MVCS

/// Deep links, resolved against the routes of ``FuzzScenes`` and opened.
enum LinkFuzzing {
  /// A link that resolves names a registered scene, gives only the keys its route declares, and
  /// opens; one that does not resolve says why.
  @MainActor static func link(_ text: String) throws(PropertyFailure) -> Outcome {
    guard let url = URL(string: text) else { return .rejected }
    let mediator = FuzzScenes.shared
    let link: SceneLink
    do {
      link = try mediator.link(for: url)
    } catch {
      try require(!error.description.isEmpty, "\(text.debugDescription) failed with no message")
      return .rejected
    }
    let declared = link.scene == "Viewer" ? Set(FuzzScenes.viewerKeys.keys) : ["photoID"]
    try require(
      ["Viewer", "Detail"].contains(link.scene) && Set(link.context.keys).isSubset(of: declared),
      "\(text.debugDescription) resolved to \(link), which no route declares")
    let navigator = RecordingNavigator(mediator: mediator)
    defer { navigator.dismissAll() }
    do {
      try navigator.show(link)
    } catch {
      throw PropertyFailure(
        "\(text.debugDescription) resolved to \(link) but does not open: \(error)")
    }
    try require(
      navigator.stack.map(\.scene) == [link.scene],
      "\(text.debugDescription) opened \(navigator.stack.map(\.scene)), not \(link.scene)")
    return .accepted
  }
}
