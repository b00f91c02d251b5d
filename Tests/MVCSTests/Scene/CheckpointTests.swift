import Foundation
import Testing

@testable import MVCS

@MainActor
struct CheckpointTests {
  let mediator = Mediator.checkpointApp()

  /// Home at the bottom, then List, Detail and Photo shown above it.
  private func stack(_ navigator: RecordingNavigator) throws -> AssembledScene {
    let home = try mediator.assemble(named: "Home", navigator: navigator)
    try home.navigation.show("List", context: [:])
    try navigator.scenes.last!.navigation.show("Detail", context: [:])
    try navigator.scenes.last!.navigation.show("Photo", context: [:])
    return home
  }

  @Test func dismissesEverySceneAboveTheCheckpointInOneStep() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let home = try stack(navigator)
    let above = navigator.scenes
    let photo = try #require(above.last)

    try photo.navigation.dismiss(to: "List")

    #expect(navigator.stack.map(\.scene) == ["List"])
    #expect(above.map(\.isTornDown) == [false, true, true])
    #expect(navigator.history.last == "dismiss to List")
    try navigator.scenes[0].navigation.dismiss(to: "Home")
    #expect(navigator.stack.isEmpty)
    #expect(!home.isTornDown)
    home.tearDown()
  }

  @Test func checkpointTakesItsResultTypedOnceTheScenesAboveAreTornDown() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let home = try stack(navigator)
    let controller = try #require(home.controller as? HomeController)

    try navigator.scenes.last!.navigation.dismiss(to: "Home", with: SearchScope.favorites)

    #expect(controller.received == [.favorites])
    #expect(controller.stackAtDelivery == [[]])
    #expect((home.pipeline as? CheckpointPipeline)?.scope == .favorites)
    home.tearDown()
  }

  @Test func typedRouteNamesTheCheckpoint() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let home = try stack(navigator)

    try navigator.scenes.last!.navigation.dismiss(to: HomeRoute.self, with: SearchScope.recent)

    #expect((home.controller as? HomeController)?.received == [.recent])
    #expect(navigator.stack.isEmpty)
    try home.navigation.show("List", context: [:])
    try navigator.scenes.last!.navigation.dismiss(to: HomeRoute.self)
    #expect(navigator.stack.isEmpty)
    home.tearDown()
  }

  @Test func worksFromASceneAssembledWithoutANavigator() throws {
    let home = try mediator.assemble(named: "Home")
    let navigator = try #require(home.navigator as? RecordingNavigator)
    try home.navigation.show("List", context: [:])

    try navigator.scenes[0].navigation.dismiss(to: "Home", with: SearchScope.favorites)

    #expect(navigator.stack.isEmpty)
    #expect((home.controller as? HomeController)?.received == [.favorites])
    home.tearDown()
  }

  @Test func resultOfAnotherTypeIsRefusedBeforeAnythingIsDismissed() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let home = try stack(navigator)
    let photo = try #require(navigator.scenes.last)

    #expect {
      try photo.navigation.dismiss(to: "Home", with: 3)
    } throws: { error in
      (error as? CheckpointError)?.description == """
        Cannot dismiss to "Home" with a result of type Int: its controller HomeController takes \
        SearchScope (its CheckpointResult). To fix, hand back a SearchScope, or make \
        HomeController's CheckpointResult Int.
        """
    }
    #expect {
      try photo.navigation.dismiss(to: "List", with: SearchScope.all)
    } throws: { error in
      error as? CheckpointError
        == .resultNotAccepted(
          checkpoint: "List", controller: "LevelController", accepts: nil, actual: "SearchScope")
    }
    #expect(navigator.stack.count == 3)
    #expect((home.controller as? HomeController)?.received == [])
    home.tearDown()
  }

  @Test func unknownCheckpointListsTheStackAndSuggestsAName() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let home = try stack(navigator)
    let photo = try #require(navigator.scenes.last)

    #expect {
      try photo.navigation.dismiss(to: "Lsit")
    } throws: { error in
      (error as? CheckpointError)?.description == """
        Cannot dismiss to "Lsit": it is not a scene on the stack below "Photo". Did you mean \
        "List"? The stack, bottom to top: Home, List, Detail, Photo. To fix, dismiss to a scene \
        below "Photo" on the stack, or show "Lsit" before the scenes that dismiss to it; a scene \
        is on the stack when its navigator assembled it \
        (mediator.assemble(named:context:navigator:)) and has not torn it down.
        """
    }
    #expect(navigator.stack.count == 3)
    home.tearDown()
  }

  @Test func aSceneAboveTheOneDismissingIsNoCheckpoint() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let home = try stack(navigator)
    let list = navigator.scenes[0]

    #expect {
      try list.navigation.dismiss(to: "Photo")
    } throws: { error in
      error as? CheckpointError
        == .unknownCheckpoint(
          "Photo", from: "List", stack: ["Home", "List", "Detail", "Photo"], suggestion: nil)
    }
    #expect(navigator.stack.count == 3)
    home.tearDown()
  }

  @Test func aNavigatorWithoutItsOwnDismissToDismissesOncePerScene() throws {
    let navigator = PlainNavigator(mediator: mediator)
    let home = try mediator.assemble(named: "Home", navigator: navigator)
    try home.navigation.show("List", context: [:])
    try navigator.scenes.last!.navigation.show("Detail", context: [:])

    try navigator.scenes.last!.navigation.dismiss(to: "Home", with: SearchScope.recent)

    #expect(navigator.dismissals == 2)
    #expect(navigator.scenes.isEmpty)
    #expect((home.controller as? HomeController)?.received == [.recent])
    home.tearDown()
  }

  @Test func recordOfADismissalToACheckpointReadsAsTheScriptLine() throws {
    let record = NavigationRecord(dismissingTo: "Search", result: SearchScope.favorites)
    #expect(record.description == #"dismiss to Search with "favorites""#)
    #expect(NavigationRecord(dismissingTo: "Search").description == "dismiss to Search")
    #expect(record != NavigationRecord(dismissingTo: "Search"))
    let plain = try JSONEncoder().encode(NavigationRecord(action: .dismiss, scene: "Search"))
    #expect(String(decoding: plain, as: UTF8.self).contains("checkpoint") == false)
    let decoded = try JSONDecoder().decode(
      NavigationRecord.self, from: JSONEncoder().encode(record))
    #expect(decoded == record)
  }
}

/// A navigator of the app's own that implements only show, present and dismiss, as an app's
/// written before checkpoints did: keeps the scenes it shows, and passes the context on.
@MainActor
final class PlainNavigator: Navigator {
  let mediator: Mediator
  private(set) var scenes: [AssembledScene] = []
  private(set) var dismissals = 0

  init(mediator: Mediator) { self.mediator = mediator }

  func show(_ scene: String, context: ContextValues) throws {
    scenes.append(try mediator.assemble(named: scene, context: context, navigator: self))
  }

  func present(_ scene: String, context: ContextValues) throws {
    try show(scene, context: context)
  }

  func dismiss() throws {
    guard let scene = scenes.popLast() else { throw NavigationError.nothingToDismiss }
    dismissals += 1
    scene.tearDown()
  }
}
