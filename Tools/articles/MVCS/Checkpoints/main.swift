// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/Checkpoints.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Checkpoints.md", line: 23)
import MVCS

enum SearchScope: String, Codable, Sendable {
  case all, favorites
}

@MainActor final class BrowsePipeline: Pipeline {
  @Input var showFavoritesTapped = false
  @Piped var scope = SearchScope.all
}

@MainActor final class BrowseView: SceneView {
  let pipeline: BrowsePipeline
  init(pipeline: BrowsePipeline) { self.pipeline = pipeline }
}

@MainActor final class BrowseStore: SceneStore {
  let pipeline = BrowsePipeline()
}

@MainActor final class SearchController: CheckpointController {
  let pipeline: BrowsePipeline
  init(pipeline: BrowsePipeline) { self.pipeline = pipeline }

  func checkpointReached(with scope: SearchScope) {
    pipeline.scope = scope  // the scenes above are torn down by now
  }
}

@MainActor final class BrowseController: SceneController {
  let pipeline: BrowsePipeline
  let navigation: Navigation
  init(pipeline: BrowsePipeline, navigation: Navigation) {
    (self.pipeline, self.navigation) = (pipeline, navigation)
  }

  func addObservers() {
    pipeline.observe(\.showFavoritesTapped, by: self) { controller, _ in
      controller.navigation.withErrorsReported {
        try $0.dismiss(to: "Search", with: SearchScope.favorites)
      }
    }
  }
}

let mediator = Mediator()
mediator.register(view: "BrowseView") { BrowseView(pipeline: $0) }
mediator.register(store: "BrowseStore") { _ in BrowseStore() }
mediator.register(controller: "SearchController") { pipeline, _ in
  SearchController(pipeline: pipeline)
}
mediator.register(controller: "BrowseController") {
  BrowseController(pipeline: $0, navigation: $1)
}
mediator.register(
  scene: "Search",
  SceneParts(view: "BrowseView", controller: "SearchController", store: "BrowseStore"))
for scene in ["PhotoList", "PhotoDetail"] {
  mediator.register(
    scene: scene,
    SceneParts(view: "BrowseView", controller: "BrowseController", store: "BrowseStore"))
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Checkpoints.md", line: 90)
let navigator = RecordingNavigator(mediator: mediator)
let search = try mediator.assemble(named: "Search", navigator: navigator)
try search.navigation.show("PhotoList")
try navigator.scenes[0].navigation.show("PhotoDetail")
let detail = navigator.scenes[1]

(detail.pipeline as! BrowsePipeline).showFavoritesTapped = true  // as its view does

print(navigator.history.last!)
print(navigator.stack.count, detail.isTornDown)
print((search.pipeline as! BrowsePipeline).scope)
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Checkpoints.md", line: 125)
do {
  try search.navigation.show("PhotoList")
  try navigator.scenes[0].navigation.show("PhotoDetail")
  try navigator.scenes[1].navigation.dismiss(to: "Serch")
} catch {
  print(error)
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Checkpoints.md", line: 142)
do {
  try navigator.scenes[1].navigation.dismiss(to: "Search", with: 42)
} catch {
  print(error)
}
do {
  try navigator.scenes[1].navigation.dismiss(to: "PhotoList", with: SearchScope.all)
} catch {
  print(error)
}
print(navigator.stack.count)
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Checkpoints.md", line: 175)
extension BrowseController {
  static let declaredNavigations: [DeclaredNavigation] = [
    .dismiss(to: "Search", with: SearchScope.self),
    .present("ScopePicker", expecting: SearchScope.self),
  ]
}

mediator.register(
  scene: "ScopePicker",
  SceneParts(view: "BrowseView", controller: "SearchController", store: "BrowseStore"))
print(mediator.validationReport())
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Checkpoints.md", line: 197)
mediator.register(
  scene: "ScopePicker",
  SceneParts(view: "BrowseView", controller: "SearchController", store: "BrowseStore"),
  delivers: SearchScope.self)
print(mediator.validationReport())
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Checkpoints.md", line: 236)
import MVCSTesting
import Testing

@MainActor @Test func showFavoritesGoesBackToSearch() async throws {
  let test = SceneTest(BrowsePipeline.self, scene: "PhotoDetail", mediator: mediator)
  try await test.start()
  await test.set(\.showFavoritesTapped, true)
  test.expectNavigation(dismissingTo: "Search", with: SearchScope.favorites)
  await test.finish()
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Checkpoints.md", line: 252)
try await showFavoritesGoesBackToSearch()  // in an app, `swift test` runs the tests
#sourceLocation()

