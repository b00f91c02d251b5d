// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/LinksResultsAndRestoration.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/LinksResultsAndRestoration.md", line: 19)
import Foundation
import MVCS

let mediator = Mediator()
mediator.register(link: "PhotoDetail", keys: ["photoID": String.self])
mediator.register(link: "search", scene: "Search", keys: ["query": String.self, "page": Int.self])
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/LinksResultsAndRestoration.md", line: 34)
let navigator = RecordingNavigator(mediator: mediator)

@MainActor func open(_ url: URL) {
  do {
    try navigator.show(mediator.link(for: url))
  } catch {
    print(error)  // a LinkError or the mediator's error, in words
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/LinksResultsAndRestoration.md", line: 92)
enum SearchScope: String, Codable, Sendable, LinkValue {
  case all, favorites
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
    try navigation.present(
      "ScopePicker", context: ["scope": pipeline.scope.rawValue],
      expecting: SearchScope.self, by: self
    ) { controller, scope in
      controller.pipeline.scope = scope
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

#sourceLocation(file: "Sources/MVCS/Documentation.docc/LinksResultsAndRestoration.md", line: 159)
let saved = navigator.savedNavigation()          // RecordingNavigator, or build one yourself
let data = try JSONEncoder().encode(saved)
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/LinksResultsAndRestoration.md", line: 166)
let restored = try JSONDecoder().decode(SavedNavigation.self, from: data)
let report = navigator.restore(restored)
if !report.isComplete { print(report) }
#sourceLocation()

