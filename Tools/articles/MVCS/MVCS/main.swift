// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/MVCS.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/MVCS.md", line: 22)
import MVCS

struct Photo: Equatable, Sendable {
  let title: String
}

@MainActor final class SearchPipeline: Pipeline {
  @Input var searchText = ""
  @Status var isLoading = false
  @Flag var requestFinished = false
  @Piped var photos: [Photo] = []
}

@MainActor final class SearchView: SceneView {
  let pipeline: SearchPipeline
  init(pipeline: SearchPipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.requestFinished, by: self) { view, _ in
      print(view.pipeline.photos.map(\.title))
    }
  }

  func userTyped(_ text: String) {
    pipeline.searchText = text  // the store observes it and searches
  }
}
#sourceLocation()

