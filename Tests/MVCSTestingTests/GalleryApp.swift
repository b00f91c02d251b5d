import MVCS
import MVCSLists

// A scene with a list property, to test list-change expectations: each `more` input appends a
// page of two photos; `drop` removes the first photo; `reset` assigns a fresh list.

struct GalleryPhoto: Identifiable, Hashable, Codable, Sendable {
  let id: Int
  var title: String
}

@MainActor final class GalleryPipeline: Pipeline {
  @Input var more = 0
  @Input var drop = 0
  @Input var reset = 0
  @Piped var photos = ListData<NoSection, GalleryPhoto>()
  @Piped var title = "Gallery"
  @Piped var featured: GalleryPhoto? = nil
}

@MainActor final class GalleryStore: SceneStore {
  let pipeline = GalleryPipeline()

  init(environment: SceneEnvironment) {}

  func addObservers() {
    pipeline.observe(\.more, by: self) { store, _ in
      let count = store.pipeline.photos.rowCount
      store.pipeline.photos.batch { list in
        for id in count..<count + 2 {
          _ = try? list.appendRow(GalleryPhoto(id: id, title: "#\(id)"))
        }
      }
    }
    pipeline.observe(\.drop, by: self) { store, _ in
      _ = try? store.pipeline.photos.removeRow(at: 0)
    }
    pipeline.observe(\.drop, by: self) { store, _ in
      store.pipeline.featured = store.pipeline.photos.rows.first
    }
    pipeline.observe(\.reset, by: self) { store, _ in
      store.pipeline.photos = ListData(rows: [GalleryPhoto(id: 5, title: "#5")])
    }
  }
}

@MainActor final class GalleryView: SceneView {
  let pipeline: GalleryPipeline
  init(pipeline: GalleryPipeline) { self.pipeline = pipeline }
}

@MainActor final class GalleryController: SceneController {
  let pipeline: GalleryPipeline
  init(pipeline: GalleryPipeline) { self.pipeline = pipeline }
}

extension Mediator {
  static func galleryApp() -> Mediator {
    let mediator = Mediator()
    mediator.register(view: "GalleryView") { GalleryView(pipeline: $0) }
    mediator.register(controller: "GalleryController") { pipeline, _ in
      GalleryController(pipeline: pipeline)
    }
    mediator.register(store: "GalleryStore") { GalleryStore(environment: $0) }
    mediator.register(
      scene: "Gallery",
      SceneParts(view: "GalleryView", controller: "GalleryController", store: "GalleryStore"))
    return mediator
  }
}
