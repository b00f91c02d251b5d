// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/ObservationRules.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/ObservationRules.md", line: 11)
import MVCS

struct Photo: Equatable, Sendable {
  let id: String
  let title: String
}

@MainActor final class SearchView: SceneView {
  let pipeline: SearchPipeline
  init(pipeline: SearchPipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.requestFinished, by: self) { view, change in
      view.show(view.pipeline.photos)
    }
  }

  func show(_ photos: [Photo]) { print(photos.map(\.title)) }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/ObservationRules.md", line: 49)
@MainActor final class ButtonPipeline: Pipeline {
  @Input var taps = 0
  @Piped var label = ""
}

final class Owner {}
let (first, second, third) = (Owner(), Owner(), Owner())
let pipeline = ButtonPipeline()

pipeline.observe(\.taps, by: first) { _, _ in print("first") }
pipeline.observe(\.taps, by: second) { _, change in
  print("second")
  pipeline.label = "tapped \(change.newValue) times"
}
pipeline.observe(\.taps, by: third) { _, _ in print("third") }
pipeline.observe(\.label, by: first) { _, _ in print("label") }
pipeline.taps = 1
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/ObservationRules.md", line: 103)
@MainActor final class SearchPipeline: Pipeline {
  @Piped var photos: [Photo] = []
  @Flag var requestFinished = false
  @Context var selectedPhotoID: Selection<String>  // the view: the photo the user opened
}

@MainActor final class SearchController: SceneController {
  let pipeline: SearchPipeline
  let navigation: Navigation

  init(pipeline: SearchPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    navigation.show("PhotoDetail", forEach: \.selectedPhotoID, of: pipeline) { photoID in
      ["photoID": photoID]
    }
  }
}

// The view, when the user opens a row:
// pipeline.selectedPhotoID.select(pipeline.photos[row].id)
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/ObservationRules.md", line: 144)
@MainActor final class ListScreenPipeline: Pipeline {
  @Piped var rows: [String] = []
  @Status var isLoading = false
}

final class ListScreen {}
let screen = ListScreen()
let list = ListScreenPipeline()
list.observe(\.rows, \.isLoading, by: screen) { _ in
  print("redraw: \(list.rows), loading: \(list.isLoading)")
}
list.isLoading = true
list.batch {
  list.rows = ["Owl", "Fox"]
  list.isLoading = false
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/ObservationRules.md", line: 237)
import Observation

let search = SearchPipeline()
withObservationTracking {
  _ = search.photos
} onChange: {
  print("photos will change")
}
search.photos = [Photo(id: "1", title: "Owl")]
#sourceLocation()

