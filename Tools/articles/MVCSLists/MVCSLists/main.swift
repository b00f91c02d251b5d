// swift-format-ignore-file
// Generated from Sources/MVCSLists/Documentation.docc/MVCSLists.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCSLists/Documentation.docc/MVCSLists.md", line: 13)
import MVCS
import MVCSLists

@MainActor final class GalleryPipeline: Pipeline {
  @Piped var pictures = ListData<NoSection, Picture>()
}

@MainActor final class GalleryView: SceneView {
  let pipeline: GalleryPipeline
  init(pipeline: GalleryPipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.pictures, by: self) { view, change in
      print(change.listChanges)  // a table view animates them: table.apply(change.listChanges)
    }
  }
}

struct Picture: Identifiable, Equatable, Sendable {
  let id: String
}

let gallery = GalleryPipeline()
let view = GalleryView(pipeline: gallery)
view.addObservers()
try gallery.pictures.appendRow(Picture(id: "sunset"))
try gallery.pictures.appendRow(Picture(id: "harbour"))
#sourceLocation()

