import Foundation
import Testing

@testable import MVCS

@MainActor
struct NavigationRecordTests {
  let mediator = makeNavigationMediator()

  @Test func navigatorStackAndSavedStackShareOneRecord() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    try navigator.show("PhotoDetail", context: ["photoID": "456"])

    let shown: [NavigationRecord] = navigator.stack
    let saved: [NavigationRecord] = navigator.savedNavigation().routes
    #expect(shown == saved)
    #expect(
      shown == [NavigationRecord(action: .show, scene: "PhotoDetail", context: ["photoID": "456"])])
    #expect(navigator.scenes.map(\.name) == ["PhotoDetail"])
    navigator.dismissAll()
    #expect(navigator.scenes.isEmpty)
  }

  @Test func savedNavigationWrittenBeforeTheRecordWasSharedStillRestores() throws {
    // As SavedNavigation.Route encoded it, before it became NavigationRecord.
    let oldFile = """
      {"routes":[\
      {"action":"show","context":{"photoID":{"string":"456"}},"scene":"PhotoDetail"},\
      {"action":"present","context":{"album":{"string":"a"},"page":{"int":3}},"scene":"Viewer"}\
      ]}
      """
    let saved = try JSONDecoder().decode(SavedNavigation.self, from: Data(oldFile.utf8))
    let navigator = RecordingNavigator(mediator: mediator)

    let report = navigator.restore(saved)

    #expect(report.isComplete)
    #expect(
      navigator.stack.map(\.description) == [
        #"show PhotoDetail ["photoID": "456"]"#, #"present Viewer ["album": "a", "page": 3]"#,
      ])
    let viewer = try #require(navigator.scenes.last).viewerPipeline
    #expect(viewer.page == 3)
    navigator.dismissAll()
  }

  @Test func recordEncodesAsTheSavedRouteDid() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let record = NavigationRecord(action: .show, scene: "PhotoDetail", context: ["photoID": "456"])

    let text = String(decoding: try encoder.encode(record), as: UTF8.self)

    #expect(
      text == #"{"action":"show","context":{"photoID":{"string":"456"}},"scene":"PhotoDetail"}"#)
  }

  @Test func recordsCompareTheirContextsAsTheyRead() {
    let record = NavigationRecord(action: .present, scene: "Viewer", context: ["page": 3])
    #expect(record == NavigationRecord(action: .present, scene: "Viewer", context: ["page": 3]))
    #expect(record != NavigationRecord(action: .present, scene: "Viewer", context: ["page": 4]))
    #expect(record != NavigationRecord(action: .show, scene: "Viewer", context: ["page": 3]))
  }

  @Test func dismissalReadsWithoutAContext() {
    #expect(
      NavigationRecord(action: .dismiss, scene: "PhotoDetail").description == "dismiss PhotoDetail")
    #expect(NavigationRecord(action: .dismiss, scene: nil).description == "dismiss")
    #expect(NavigationRecord(action: .show, scene: "Albums").description == "show Albums [:]")
  }

  @Test func savedRouteWithoutASceneIsSkipped() {
    let saved = SavedNavigation(routes: [NavigationRecord(action: .show, scene: nil)])

    let report = RecordingNavigator(mediator: mediator).restore(saved)

    #expect(report.restored.isEmpty)
    #expect(report.skipped.map(\.index) == [0])
  }
}
