import Foundation
import Testing

@testable import MVCS

/// Launching with both saved navigation and a deep link: the policy decides, and the report
/// says what was restored and what was opened.
@MainActor
struct LaunchTests {
  let mediator: Mediator = {
    let mediator = makeNavigationMediator()
    mediator.register(link: "PhotoDetail", keys: ["photoID": String.self])
    return mediator
  }()
  let saved = SavedNavigation(routes: [
    .init(action: .show, scene: "Viewer", context: ["album": "a"]),
    .init(action: .present, scene: "ScopePicker"),
  ])
  let link = URL(string: "photosearch://PhotoDetail?photoID=p2")!

  @Test func restoreThenOpenRestoresTheStackAndOpensTheLinkOnTop() {
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.launch(
      restoring: saved, opening: link, policy: .restoreThenOpen, using: mediator)

    #expect(navigator.stack.map(\.scene) == ["Viewer", "ScopePicker", "PhotoDetail"])
    #expect(report.restoration?.isComplete == true)
    #expect(report.isLinkOpened)
    #expect(
      report.description == """
        Launched with the policy "restore then open":
        Restored all 2 saved scenes.
        Opened "photosearch://PhotoDetail?photoID=p2": PhotoDetail ["photoID": "p2"].
        """)
    navigator.dismissAll()
  }

  @Test func openOnlyOpensTheLinkAndSaysWhatItDidNotRestore() {
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.launch(
      restoring: saved, opening: link, policy: .openOnly, using: mediator)

    #expect(navigator.stack.map(\.scene) == ["PhotoDetail"])
    #expect(report.restoration == nil)
    #expect(report.discardedRouteCount == 2)
    #expect(
      report.description == """
        Launched with the policy "open only":
        Did not restore the 2 saved scenes, to open only the link.
        Opened "photosearch://PhotoDetail?photoID=p2": PhotoDetail ["photoID": "p2"].
        """)
    navigator.dismissAll()
  }

  @Test func aLinkThatDoesNotOpenKeepsTheRestoredStack() {
    let navigator = RecordingNavigator(mediator: mediator)
    let wrong = URL(string: "photosearch://PhotoDetial?photoID=p2")!

    let report = navigator.launch(
      restoring: saved, opening: wrong, policy: .restoreThenOpen, using: mediator)

    #expect(navigator.stack.map(\.scene) == ["Viewer", "ScopePicker"])
    #expect(!report.isLinkOpened)
    let lines = report.description.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(
      lines[2].hasPrefix(
        #"Did not open "photosearch://PhotoDetial?photoID=p2": No link route named "PhotoDetial""#))
    #expect(lines[3] == "The restored scenes stay as they are.")
    navigator.dismissAll()
  }

  @Test func openOnlyRestoresInsteadWhenTheLinkDoesNotResolve() {
    let navigator = RecordingNavigator(mediator: mediator)
    let wrong = URL(string: "photosearch://PhotoDetail?photoId=p2")!

    let report = navigator.launch(
      restoring: saved, opening: wrong, policy: .openOnly, using: mediator)

    #expect(navigator.stack.map(\.scene) == ["Viewer", "ScopePicker"])
    #expect(report.restoration?.isComplete == true)
    #expect(report.discardedRouteCount == 0)
    #expect(!report.isLinkOpened)
    navigator.dismissAll()
  }

  @Test func withOnlyOneOfThemEitherPolicyDoesThatOne() {
    for policy in [LaunchPolicy.restoreThenOpen, .openOnly] {
      let restoring = RecordingNavigator(mediator: mediator)
      let restored = restoring.launch(
        restoring: saved, opening: nil, policy: policy, using: mediator)
      #expect(restoring.stack.map(\.scene) == ["Viewer", "ScopePicker"])
      #expect(restored.link.description == "No link to open.")
      restoring.dismissAll()

      let opening = RecordingNavigator(mediator: mediator)
      let opened = opening.launch(restoring: nil, opening: link, policy: policy, using: mediator)
      #expect(opening.stack.map(\.scene) == ["PhotoDetail"])
      #expect(opened.description.contains("No saved navigation to restore."))
      opening.dismissAll()
    }
  }

  @Test func theRestorationAtLaunchAppliesTheMediatorsRenames() {
    mediator.register(renamedScene: "Album", to: "Viewer")
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.launch(
      restoring: SavedNavigation(routes: [
        .init(action: .show, scene: "Album", context: ["album": "a"])
      ]),
      opening: link, policy: .restoreThenOpen, using: mediator)

    #expect(navigator.stack.map(\.scene) == ["Viewer", "PhotoDetail"])
    #expect(
      report.restoration?.routes.first?.changes == [.renamedScene(from: "Album", to: "Viewer")])
    navigator.dismissAll()
  }
}
