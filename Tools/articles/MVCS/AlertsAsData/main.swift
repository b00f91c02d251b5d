// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/AlertsAsData.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/AlertsAsData.md", line: 23)
import MVCS
import MVCSTesting
import Testing

/// What the user answers when asked before the favourites are cleared.
enum ClearChoice: String, Codable, Sendable {
  case clear, keep
}

@MainActor final class FavoritesPipeline: Pipeline {
  @Piped var favorites = ["Black cat on a sofa", "Owl at dusk"]
  @Input var clearTapped = false                     // the user pressed "Clear all"
  @Piped var clearAlert: SceneAlert<ClearChoice>?    // raised by the store, shown by the view
  @Input var clearAnswer: ClearChoice?               // the picked button's choice
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/AlertsAsData.md", line: 45)
@MainActor final class FavoritesStore: SceneStore {
  let pipeline = FavoritesPipeline()

  func addObservers() {
    pipeline.observe(\.clearTapped, by: self) { store, _ in
      store.pipeline.clearAlert = .confirmation(
        "Clear favourites?",
        message: "This removes \(store.pipeline.favorites.count) photos.",
        buttons: [.destructive("Clear", choice: .clear), .cancel(choice: .keep)])
    }
    pipeline.observeAnswer(\.clearAnswer, clearing: \.clearAlert, by: self) { store, choice in
      if choice == .clear { store.pipeline.favorites = [] }
    }
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/AlertsAsData.md", line: 75)
@MainActor final class FavoritesView: SceneView {
  let pipeline: FavoritesPipeline
  init(pipeline: FavoritesPipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.clearAlert, by: self) { view, change in
      guard let alert = change.newValue else { return print("no alert") }
      print("\(alert.title) \(alert.buttons.map { "[\($0.label)]" }.joined(separator: " "))")
    }
  }

  /// The user picked a button; dismissing the alert picks its cancel button.
  func userPicked(_ button: AlertButton<ClearChoice>) { pipeline.clearAnswer = button.choice }
}

@MainActor final class FavoritesController: SceneController {
  let pipeline: FavoritesPipeline
  init(pipeline: FavoritesPipeline) { self.pipeline = pipeline }
}

extension Mediator {
  static func photoSearchScenes() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "FavoritesView") { FavoritesView(pipeline: $0) }
    mediator.register(controller: "FavoritesController") { pipeline, _ in
      FavoritesController(pipeline: pipeline)
    }
    mediator.register(store: "FavoritesStore") { _ in FavoritesStore() }
    mediator.register(
      scene: "Favorites",
      SceneParts(view: "FavoritesView", controller: "FavoritesController", store: "FavoritesStore"))
    return mediator
  }
}

let scene = try Mediator.photoSearchScenes().assemble(named: "Favorites")
let pipeline = scene.pipeline as! FavoritesPipeline
let view = scene.view as! FavoritesView

pipeline.clearTapped = true
view.userPicked(try pipeline.clearAlert!.button(labelled: "Clear"))
print(pipeline.favorites)
scene.tearDown()
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/AlertsAsData.md", line: 136)
@MainActor @Test func clearingTheFavouritesAsksFirst() async throws {
  let test = SceneTest(
    FavoritesPipeline.self, scene: "Favorites", mediator: .photoSearchScenes())
  try await test.start()

  await test.set(\.clearTapped, true)
  test.expectAlert("Clear favourites?", buttons: ["Clear", "Cancel"])
  await test.answerAlert("Cancel")
  test.expect(\.favorites, ["Black cat on a sofa", "Owl at dusk"])

  await test.set(\.clearTapped, true)
  test.expectAlert("Clear favourites?", message: "This removes 2 photos.")
  await test.answerAlert("Clear")
  test.expect(\.favorites, [])
  await test.finish()
}

try await clearingTheFavouritesAsksFirst()  // in an app, `swift test` runs the tests
#sourceLocation()

