import Foundation
import Testing

@testable import MVCS

/// Restoring navigation saved by an older or newer release of the app: versions, renames of
/// scenes and context keys, and upgrades, reported route by route.
@MainActor
struct SavedNavigationVersionTests {
  let mediator = makeNavigationMediator()

  /// A file as the release before versions saved it: no "version", an "Album" scene that is
  /// now "Viewer", whose "albumName" key is now "album".
  let oldFile = """
    {"routes":[\
    {"action":"show","context":{"photoID":{"string":"456"}},"scene":"PhotoDetail"},\
    {"action":"present","context":{"albumName":{"string":"a"},"size":{"int":3}},"scene":"Album"}\
    ]}
    """

  private func decode(_ text: String) throws -> SavedNavigation {
    try JSONDecoder().decode(SavedNavigation.self, from: Data(text.utf8))
  }

  @Test func aFileWithoutAVersionIsVersionOneAndRestoresAsBefore() throws {
    let saved = try decode(
      #"{"routes":[{"action":"show","context":{"photoID":{"string":"456"}},"scene":"PhotoDetail"}]}"#
    )
    #expect(saved.version == 1)
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.restore(saved, using: mediator)

    #expect(report.isComplete)
    #expect(report.savedVersion == 1 && report.currentVersion == 1)
    #expect(report.description == "Restored the 1 saved scene.")
    #expect(navigator.stack.map(\.description) == [#"show PhotoDetail ["photoID": "456"]"#])
    navigator.dismissAll()
  }

  @Test func theVersionIsSavedAndVersionOneIsSavedWithoutIt() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    try navigator.show("PhotoDetail", context: ["photoID": "456"])
    let first = String(
      decoding: try JSONEncoder().encode(navigator.savedNavigation()), as: UTF8.self)
    mediator.register(savedNavigationVersion: 3) { $0 }

    let third = try JSONEncoder().encode(navigator.savedNavigation())

    #expect(!first.contains("version"))
    #expect(try JSONDecoder().decode(SavedNavigation.self, from: third).version == 3)
    navigator.dismissAll()
  }

  @Test func anOldFileRestoresItsRenamedSceneAndKeyAndSaysSo() throws {
    mediator.register(renamedScene: "Album", to: "Viewer")
    mediator.register(renamedContextKey: "albumName", to: "album", inScene: "Viewer")
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.restore(try decode(oldFile), using: mediator)

    #expect(report.isComplete)
    #expect(report.restored == ["PhotoDetail", "Viewer"])
    #expect(
      report.routes.map(\.changes) == [
        [],
        [
          .renamedScene(from: "Album", to: "Viewer"),
          .renamedContextKey(from: "albumName", to: "album"),
        ],
      ])
    #expect(
      report.description == """
        Restored 2 of 2 saved scenes:
        - route 1, show PhotoDetail: restored
        - route 2, present Album: restored as Viewer (renamed "Album" to "Viewer"; renamed the \
        context key "albumName" to "album")
        """)
    let viewer = try #require(navigator.scenes.last).viewerPipeline
    #expect(viewer.album == "a")
    #expect(viewer.page == nil)
    navigator.dismissAll()
  }

  @Test func withoutTheRenamesTheOldFilesRouteIsSkipped() throws {
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.restore(try decode(oldFile), using: mediator)

    #expect(report.restored == ["PhotoDetail"])
    #expect(report.skipped.map(\.scene) == ["Album"])
    navigator.dismissAll()
  }

  @Test func anOldFileIsUpgradedRouteByRouteAndTheUpgradeSeesTodaysNames() throws {
    mediator.register(renamedScene: "Album", to: "Viewer")
    mediator.register(renamedContextKey: "albumName", to: "album", inScene: nil)
    var seen: [String] = []
    mediator.register(savedNavigationVersion: 2) { route in
      seen.append(route.scene ?? "")
      // Version 2: the Viewer's "size" became "page".
      guard route.scene == "Viewer", let size = route.context["size"] as? Int else { return route }
      var upgraded = route
      upgraded.context["size"] = nil
      upgraded.context["page"] = size + 1
      return upgraded
    }
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.restore(try decode(oldFile), using: mediator)

    #expect(seen == ["PhotoDetail", "Viewer"])
    #expect(report.isComplete)
    #expect(report.savedVersion == 1 && report.currentVersion == 2)
    #expect(
      report.description == """
        Restored 2 of 2 saved scenes, saved by version 1 and upgraded to version 2:
        - route 1, show PhotoDetail: restored (upgraded to version 2)
        - route 2, present Album: restored as Viewer (renamed "Album" to "Viewer"; renamed the \
        context key "albumName" to "album"; upgraded to version 2)
        """)
    #expect(try #require(navigator.scenes.last).viewerPipeline.page == 4)
    navigator.dismissAll()
  }

  @Test func upgradesRunLowestFirstAndOnlyThoseTheFileMissed() throws {
    var ran: [Int] = []
    for version in [4, 2, 3] {
      mediator.register(savedNavigationVersion: version) { route in
        ran.append(version)
        return route
      }
    }
    let saved = SavedNavigation(
      routes: [.init(action: .show, scene: "PhotoDetail", context: ["photoID": "1"])], version: 2)
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.restore(saved, using: mediator)

    #expect(ran == [3, 4])
    #expect(report.routes[0].changes == [.upgraded(toVersion: 3), .upgraded(toVersion: 4)])
    navigator.dismissAll()
  }

  @Test func anUpgradeThatDropsOrThrowsSkipsItsRouteAndTheRestRestore() throws {
    struct NoLongerSupported: Error, CustomStringConvertible {
      var description: String { "pages are gone" }
    }
    mediator.register(savedNavigationVersion: 2) { route in
      switch route.scene {
      case "ScopePicker": return nil
      case "Viewer": throw NoLongerSupported()
      default: return route
      }
    }
    let saved = SavedNavigation(routes: [
      .init(action: .show, scene: "PhotoDetail", context: ["photoID": "1"]),
      .init(action: .present, scene: "ScopePicker"),
      .init(action: .present, scene: "Viewer", context: ["album": "a"]),
    ])
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.restore(saved, using: mediator)

    #expect(report.restored == ["PhotoDetail"])
    #expect(
      report.skipped.map(\.reason) == [
        .droppedByUpgrade(version: 2), .upgradeFailed(version: 2, "pages are gone"),
      ])
    #expect(
      report.skipped.map(\.description) == [
        "route 2, present ScopePicker: dropped by the upgrade to version 2",
        "route 3, present Viewer: the upgrade to version 2 threw: pages are gone",
      ])
    navigator.dismissAll()
  }

  @Test func aFileFromANewerVersionIsNotRestoredAndTheReportSaysWhy() throws {
    mediator.register(savedNavigationVersion: 2) { $0 }
    let saved = try decode(
      """
      {"version":3,"routes":[\
      {"action":"show","context":{"photoID":{"string":"456"}},"scene":"PhotoDetail"}]}
      """)
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.restore(saved, using: mediator)

    #expect(report.isFromNewerVersion)
    #expect(report.restored.isEmpty)
    #expect(navigator.stack.isEmpty)
    #expect(report.skipped.map(\.reason) == [.newerVersion(saved: 3, known: 2)])
    #expect(
      report.description == """
        Restored none of 1 saved scenes: the saved navigation is version 3, newer than the \
        version this app knows (2), so its routes may mean something else here. To fix, restore \
        with the mediator that registers the upgrade to version 3 (navigator.restore(saved, \
        using: mediator)); an older release of the app opening a newer one's data starts from \
        its root scene.
        """)
  }

  @Test func restoringWithoutTheMediatorKnowsOnlyTheFirstVersion() throws {
    mediator.register(savedNavigationVersion: 2) { $0 }
    let saved = SavedNavigation(
      routes: [.init(action: .show, scene: "PhotoDetail", context: ["photoID": "1"])],
      version: 2)
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.restore(saved)

    #expect(report.isFromNewerVersion)
    #expect(navigator.stack.isEmpty)
  }

  @Test func aVersionBelowTheFirstDoesNotDecode() {
    #expect(throws: DecodingError.self) {
      try decode(#"{"version":0,"routes":[]}"#)
    }
  }

  @Test func aSceneThatIsGoneIsSkippedAndNamedInTheRouteByRouteReport() throws {
    mediator.register(renamedScene: "Album", to: "Viewer")
    let saved = SavedNavigation(routes: [
      .init(action: .show, scene: "Album", context: ["album": "a"]),
      .init(action: .show, scene: "Settings"),
    ])
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.restore(saved, using: mediator)

    #expect(report.routes.map(\.isRestored) == [true, false])
    let lines = report.description.split(separator: "\n").map(String.init)
    #expect(lines[0] == "Restored 1 of 2 saved scenes:")
    #expect(lines[1] == #"- route 1, show Album: restored as Viewer (renamed "Album" to "Viewer")"#)
    #expect(lines[2].hasPrefix(#"- route 2, show Settings: skipped: No scene named "Settings""#))
    navigator.dismissAll()
  }

  @Test func renamesFollowEachOther() throws {
    mediator.register(renamedScene: "Album", to: "Albums")
    mediator.register(renamedScene: "Albums", to: "Viewer")
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.restore(
      SavedNavigation(routes: [.init(action: .show, scene: "Album", context: ["album": "a"])]),
      using: mediator)

    #expect(report.routes[0].changes == [.renamedScene(from: "Album", to: "Viewer")])
    #expect(report.restored == ["Viewer"])
    navigator.dismissAll()
  }

  @Test func validateReportsRenamesThatCannotApply() {
    mediator.register(renamedScene: "Album", to: "Veiwer")
    mediator.register(renamedScene: "Viewer", to: "PhotoDetail")
    mediator.register(renamedContextKey: "albumName", to: "album", inScene: "Albums")

    let problems = mediator.validationReport().problems.map(\.description)

    #expect(
      problems == [
        """
        Scene "Album": Saved routes to "Album" are renamed to "Veiwer", which is not a registered \
        scene, so they would not restore. Did you mean "Viewer"? Registered scenes: PhotoDetail, \
        ScopePicker, Search, Viewer. To fix, correct the rename: mediator.register(renamedScene: \
        "Album", to: …), or register the scene "Veiwer".
        """,
        """
        Scene "Viewer": Saved routes to "Viewer" are renamed to "PhotoDetail", but a scene named \
        "Viewer" is still registered, so its saved routes would open "PhotoDetail" instead. To \
        fix, remove the rename, or register the scene only as "PhotoDetail".
        """,
        """
        Scene "Albums": The saved context key "albumName" is renamed to "album" in the scene \
        "Albums", which is not registered. Registered scenes: PhotoDetail, ScopePicker, \
        Search, Viewer. To fix, name the scene as it is registered now (after its renames), or \
        pass inScene: nil for every scene.
        """,
      ])
  }

  @Test func aChildMediatorUsesItsParentsRegistrations() throws {
    mediator.register(renamedScene: "Album", to: "Viewer")
    mediator.register(savedNavigationVersion: 2) { $0 }
    let child = Mediator(parent: mediator)
    let navigator = RecordingNavigator(mediator: child)

    let report = navigator.restore(
      SavedNavigation(routes: [.init(action: .show, scene: "Album", context: ["album": "a"])]),
      using: child)

    #expect(child.savedNavigationVersion == 2)
    #expect(report.restored == ["Viewer"])
    navigator.dismissAll()
  }
}
