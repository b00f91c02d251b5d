// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/FeatureModules.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/FeatureModules.md", line: 21)
import MVCS
import MVCSLists

struct Picture: Identifiable, Equatable, Sendable {
  let id: String
}

@MainActor final class GalleryPipeline: Pipeline {
  @Piped var pictures = ListData<NoSection, Picture>()
}
#sourceLocation()

