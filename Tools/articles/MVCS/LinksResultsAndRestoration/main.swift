// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/LinksResultsAndRestoration.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/LinksResultsAndRestoration.md", line: 24)
import Foundation
import MVCS

struct PhotoDetailRoute: SceneRoute {
  static let scene = "PhotoDetail"
  var photoID: String
  var size: Int?
}

let mediator = Mediator()
mediator.register(link: PhotoDetailRoute.self)  // photosearch://PhotoDetail?photoID=p2&size=3
mediator.register(link: "search", scene: "Search", keys: ["query": String.self, "page": Int.self])
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/LinksResultsAndRestoration.md", line: 48)
let navigator = RecordingNavigator(mediator: mediator)

@MainActor func open(_ url: URL) {
  do {
    try navigator.show(mediator.link(for: url))
  } catch {
    print(error)  // a LinkError or the mediator's error, in words
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/LinksResultsAndRestoration.md", line: 67)
open(URL(string: "photosearch://PhotoDetail?photoId=p2&size=big")!)
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/LinksResultsAndRestoration.md", line: 113)
enum SearchScope: String, Codable, Sendable, CaseIterable, LinkValue {
  case all, favorites
}

struct ScopePickerRoute: SceneRoute {
  typealias Result = SearchScope
  static let scene = "ScopePicker"
  var scope: SearchScope
}

extension SceneRoute where Self == ScopePickerRoute {
  static func scopePicker(current: SearchScope) -> Self { Self(scope: current) }
}

@MainActor final class SearchPipeline: Pipeline {
  @Piped var scope = SearchScope.all
}

@MainActor final class SearchController: SceneController {
  let pipeline: SearchPipeline
  let navigation: Navigation
  init(pipeline: SearchPipeline, navigation: Navigation) {
    (self.pipeline, self.navigation) = (pipeline, navigation)
  }

  func chooseScope() throws {
    try navigation.present(.scopePicker(current: pipeline.scope), by: self) { controller, scope in
      controller.pipeline.scope = scope  // a SearchScope, the route's Result
    }
  }
}

@MainActor final class ScopePickerPipeline: Pipeline {}

@MainActor final class ScopePickerController: SceneController {
  let pipeline: ScopePickerPipeline
  let navigation: Navigation
  init(pipeline: ScopePickerPipeline, navigation: Navigation) {
    (self.pipeline, self.navigation) = (pipeline, navigation)
  }

  func favoritesTapped() throws {
    try navigation.dismiss(with: SearchScope.favorites)
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/LinksResultsAndRestoration.md", line: 200)
let saved = navigator.savedNavigation()          // RecordingNavigator, or build one yourself
let data = try JSONEncoder().encode(saved)
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/LinksResultsAndRestoration.md", line: 207)
let restored = try JSONDecoder().decode(SavedNavigation.self, from: data)
let report = navigator.restore(restored, using: mediator)
if !report.isComplete { print(report) }
#sourceLocation()

