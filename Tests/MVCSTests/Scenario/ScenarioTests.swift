import Foundation
import MVCS
import Testing

/// Scenarios read from text answer the calls they name, in order, and leave the others.
struct ScenarioTests {
  @Test func answersTheServicesItNamesAndNoOthers() async throws {
    let scenario = try Scenario(
      name: "empty",
      text: """
        # Searching finds nothing.
        service SearchPhotos returns []
        """)
    #expect(scenario.serviceNames == ["SearchPhotos"])
    #expect(scenario.answers("SearchPhotos") && !scenario.answers("GetPhotoInfo"))
    let photos = try await scenario.response(of: "SearchPhotos", to: "cats", as: [String].self)
    #expect(photos == [])
    let info = try await scenario.response(of: "GetPhotoInfo", to: "p1", as: String.self)
    #expect(info == nil)
  }

  @Test func failsWithTheServiceFailureItNames() async throws {
    let scenario = try Scenario(name: "offline", text: "service * fails offline")
    await #expect(throws: ServiceFailure.offline) {
      try await scenario.response(of: "SearchPhotos", to: "cats", as: [String].self)
    }
  }
}
