import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
struct NavigationReportingTests {
  let mediator = makeNavigationMediator()

  @Test func reportsAnErrorTheNavigationThrowsWithTheCallersLine() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let navigation = Navigation(navigator)
    var line: UInt = 0
    let found = diagnosticsReported {
      line = #line + 1
      navigation.withErrorsReported { try $0.show("Nowhere") }
    }
    #expect(found.map(\.fileID) == ["MVCSTests/NavigationReportingTests.swift"])
    #expect(found.map(\.line) == [line])
    #expect(
      found.map(\.message) == [
        """
        Navigation failed, and the scene stayed where it was: No scene named "Nowhere" is \
        registered. Registered scenes: PhotoDetail, ScopePicker, Search, Viewer. To fix, correct \
        the name or register it with mediator.register(scene:).
        """
      ])
    #expect(navigator.history.isEmpty)
  }

  @Test func reportsNothingWhenTheNavigationSucceeds() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let navigation = Navigation(navigator)
    let found = diagnosticsReported {
      navigation.withErrorsReported { try $0.present("ScopePicker", context: ["scope": "all"]) }
    }
    #expect(found.isEmpty)
    #expect(navigator.history == [#"present ScopePicker ["scope": "all"]"#])
  }
}
