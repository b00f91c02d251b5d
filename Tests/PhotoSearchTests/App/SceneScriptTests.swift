import Foundation
import MVCS
import MVCSHTTP
import MVCSTesting
import Testing

@testable import PhotoSearchApp

extension Mediator {
  /// The app's registrations, with a screen no one draws; scene tests fake the services.
  @MainActor static func app() -> Mediator {
    Mediator.photoSearch(
      screen: Screen(), http: HTTPService(), favorites: InMemoryStorage())
  }
}

/// Every scene script in `Scripts`, one folder a scene: paging, navigation with context and
/// failing services, as a user meets them; some run under the app's scenarios.
@MainActor struct SceneScriptTests {
  /// The scenarios the app ships, `Tools/PhotoSearchApp/Scenarios`: where a script's
  /// `scenario offline` line finds `offline.scenario`, after the script's own folder and a
  /// `Scenarios` folder beside or above it.
  static let appScenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Tools/PhotoSearchApp/Scenarios")

  @Test(arguments: SceneScriptFile.all(in: "../Scripts"))
  func script(_ file: SceneScriptFile) async {
    await file.run(mediator: .app(), scenarios: Self.appScenarios)
  }
}
