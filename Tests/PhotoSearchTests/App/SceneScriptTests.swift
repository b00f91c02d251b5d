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
/// failing services, as a user meets them.
@MainActor struct SceneScriptTests {
  @Test(arguments: SceneScriptFile.all(in: "../Scripts"))
  func script(_ file: SceneScriptFile) async {
    await file.run(mediator: .app())
  }
}
