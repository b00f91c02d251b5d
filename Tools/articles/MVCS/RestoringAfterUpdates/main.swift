// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/RestoringAfterUpdates.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/RestoringAfterUpdates.md", line: 21)
import Foundation
import MVCS

@MainActor final class AlbumPipeline: Pipeline {
  @Piped var album = ""
  @Piped var page = 1
}

@MainActor final class AlbumView: SceneView {
  let pipeline: AlbumPipeline
  init(pipeline: AlbumPipeline) { self.pipeline = pipeline }
}

@MainActor final class AlbumController: SceneController {
  let pipeline: AlbumPipeline
  init(pipeline: AlbumPipeline) { self.pipeline = pipeline }
}

@MainActor final class AlbumStore: SceneStore {
  static let requiredContextKeys = ["album"]
  let pipeline = AlbumPipeline()
  init(environment: SceneEnvironment) throws {
    pipeline.album = try environment.value("album", as: String.self)
    pipeline.page = try environment.valueIfPresent("page", as: Int.self) ?? 1
  }
}

let mediator = Mediator()
mediator.register(view: "AlbumView") { AlbumView(pipeline: $0) }
mediator.register(controller: "AlbumController") { pipeline, _ in
  AlbumController(pipeline: pipeline)
}
mediator.register(store: "AlbumStore") { try AlbumStore(environment: $0) }
mediator.register(
  scene: "Albums",
  SceneParts(view: "AlbumView", controller: "AlbumController", store: "AlbumStore"),
  contextKeys: ["album"])
mediator.register(link: "Albums", keys: ["album": String.self])

// What changed since release 1:
mediator.register(renamedScene: "Album", to: "Albums")
mediator.register(renamedContextKey: "albumName", to: "album", inScene: "Albums")
mediator.register(savedNavigationVersion: 2) { route in
  // Version 2 counts pages from 1.
  guard route.scene == "Albums", let page = route.context["page"] as? Int else { return route }
  var upgraded = route
  upgraded.context["page"] = page + 1
  return upgraded
}
try mediator.validate()
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/RestoringAfterUpdates.md", line: 88)
let releaseOneFile = Data(
  """
  {"routes": [
    {"action": "show", "scene": "Album",
     "context": {"albumName": {"string": "Holidays"}, "page": {"int": 0}}},
    {"action": "present", "scene": "Settings", "context": {}}
  ]}
  """.utf8)
let saved = try JSONDecoder().decode(SavedNavigation.self, from: releaseOneFile)
let navigator = RecordingNavigator(mediator: mediator)
let report = navigator.restore(saved, using: mediator)
print(report)
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/RestoringAfterUpdates.md", line: 117)
let newerFile = Data(
  #"{"version": 3, "routes": [{"action": "show", "scene": "Albums", "context": {}}]}"#.utf8)
let newer = try JSONDecoder().decode(SavedNavigation.self, from: newerFile)
print(RecordingNavigator(mediator: mediator).restore(newer, using: mediator))
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/RestoringAfterUpdates.md", line: 136)
let link = URL(string: "photosearch://Albums?album=Pets")!
let atLaunch = RecordingNavigator(mediator: mediator)
let launch = atLaunch.launch(
  restoring: saved, opening: link, policy: .restoreThenOpen, using: mediator)
print(launch)
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/RestoringAfterUpdates.md", line: 158)
let wrongLink = URL(string: "photosearch://Album?album=Pets")!
let linkOnly = RecordingNavigator(mediator: mediator)
print(linkOnly.launch(restoring: saved, opening: wrongLink, policy: .openOnly, using: mediator))
#sourceLocation()

