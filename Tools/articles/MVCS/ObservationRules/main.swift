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

#sourceLocation(file: "Sources/MVCS/Documentation.docc/ObservationRules.md", line: 102)
@MainActor final class SearchPipeline: Pipeline {
  @Input var selectedIndex: Int?         // the view: the user tapped a row
  @Context var selectedPhotoID: String?  // the store: the photo to hand on
  @Flag var photoChosen = false          // the store: navigate now
  @Piped var photos: [Photo] = []
  @Flag var requestFinished = false
}

@MainActor final class SearchStore: SceneStore {
  let pipeline = SearchPipeline()

  func addObservers() {
    pipeline.observe(\.selectedIndex, by: self) { store, change in
      guard let index = change.newValue, store.pipeline.photos.indices.contains(index) else {
        return
      }
      store.pipeline.selectedPhotoID = store.pipeline.photos[index].id
      store.pipeline.photoChosen = true
    }
  }
}

@MainActor final class SearchController: SceneController {
  let pipeline: SearchPipeline
  let navigation: Navigation

  init(pipeline: SearchPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    pipeline.observe(\.photoChosen, by: self) { controller, _ in
      guard let photoID = controller.pipeline.selectedPhotoID else { return }
      controller.navigation.withErrorsReported {
        try $0.show("PhotoDetail", context: ["photoID": photoID])
      }
    }
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/ObservationRules.md", line: 214)
import Observation

let search = SearchPipeline()
withObservationTracking {
  _ = search.photos
} onChange: {
  print("photos will change")
}
search.photos = [Photo(id: "1", title: "Owl")]
#sourceLocation()

