// swift-format-ignore-file
// Generated from Sources/MVCSLoading/Documentation.docc/MVCSLoading.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCSLoading/Documentation.docc/MVCSLoading.md", line: 16)
import MVCS
import MVCSLists
import MVCSLoading

struct Photo: Identifiable, Equatable, Sendable {
  let id: String
}

@MainActor final class FeedPipeline: Pipeline {
  @Piped var photos = ListData<NoSection, Photo>()
  @Status var paging = PagingState()
}
#sourceLocation()

