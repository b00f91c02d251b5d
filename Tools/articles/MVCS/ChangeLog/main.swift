// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/ChangeLog.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/ChangeLog.md", line: 13)
import MVCS

@MainActor final class SearchPipeline: Pipeline {
  @Input var searchText = ""
  @Status var isLoading = false
  @Flag var requestFinished = false
  @Piped var photos: [String] = []
}

@MainActor final class SearchStore {
  let pipeline: SearchPipeline
  init(pipeline: SearchPipeline) {
    self.pipeline = pipeline
    pipeline.observe(\.searchText, by: self) { store, _ in store.pipeline.isLoading = true }
  }

  // What the store's task does with the service's answer.
  func show(_ photos: [String]) {
    pipeline.batch {
      pipeline.photos = photos
      pipeline.isLoading = false
      pipeline.requestFinished = true
    }
  }
}

let pipeline = SearchPipeline()
let store = SearchStore(pipeline: pipeline)
store.show((1...12).map { "cat \($0)" })

pipeline.logChanges { print($0) }  // or pipeline.logChanges(), to standard error
pipeline.searchText = "owls"
store.show((1...12).map { $0 == 5 ? "owl" : "cat \($0)" })
pipeline.searchText = "owls"
pipeline.stopLoggingChanges()
#sourceLocation()

