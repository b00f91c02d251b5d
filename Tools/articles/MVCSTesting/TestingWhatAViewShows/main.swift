// swift-format-ignore-file
// Generated from Sources/MVCSTesting/Documentation.docc/TestingWhatAViewShows.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCSTesting/Documentation.docc/TestingWhatAViewShows.md", line: 27)
import MVCS
import MVCSTesting
import Testing

struct Photo: Codable, Equatable, Sendable {
  let id: String
  let title: String
}

@MainActor final class PhotoListPipeline: Pipeline {
  @Piped var photos: [Photo] = []
  @Input var highlightedRow = 0
}

@MainActor final class PhotoListStore: SceneStore {
  let pipeline = PhotoListPipeline()
  init(environment: SceneEnvironment) {
    pipeline.photos = [
      Photo(id: "p1", title: "Cat on a sofa"), Photo(id: "p2", title: "Kitten yawning"),
    ]
  }
}

@MainActor final class PhotoListView: SceneView, TextRendering {
  let pipeline: PhotoListPipeline
  init(pipeline: PhotoListPipeline) { self.pipeline = pipeline }

  /// What a key press does: moves the highlight down.
  func moveDown() {
    pipeline.highlightedRow = min(pipeline.highlightedRow + 1, pipeline.photos.count - 1)
  }

  var renderedText: String {
    let rows = pipeline.photos.enumerated().map { row, photo in
      "\(row == pipeline.highlightedRow ? "›" : " ") \(row + 1)  \(photo.title)"
    }
    return (["\(pipeline.photos.count) photos"] + rows).joined(separator: "\n")
  }
}

@MainActor final class PhotoListController: SceneController {
  let pipeline: PhotoListPipeline
  init(pipeline: PhotoListPipeline) { self.pipeline = pipeline }
}

extension Mediator {
  static func photoSearchScenes() -> Mediator {
    let mediator = Mediator()
    mediator.register(store: "PhotoListStore") { PhotoListStore(environment: $0) }
    mediator.register(view: "PhotoListView") { PhotoListView(pipeline: $0) }
    mediator.register(controller: "PhotoListController") { pipeline, _ in
      PhotoListController(pipeline: pipeline)
    }
    mediator.register(
      scene: "PhotoList",
      SceneParts(
        view: "PhotoListView", controller: "PhotoListController", store: "PhotoListStore"))
    return mediator
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSTesting/Documentation.docc/TestingWhatAViewShows.md", line: 97)
@MainActor @Test func theHighlightMovesDown() async throws {
  let test = SceneTest(PhotoListPipeline.self, scene: "PhotoList", mediator: .photoSearchScenes())
  try await test.start()
  test.expectScreen(
    """
    2 photos
    › 1  Cat on a sofa
      2  Kitten yawning
    """)

  test.view(as: PhotoListView.self)?.moveDown()
  test.expect(\.highlightedRow, 1)
  test.expectScreen(
    """
    2 photos
      1  Cat on a sofa
    › 2  Kitten yawning
    """)
  await test.finish()
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSTesting/Documentation.docc/TestingWhatAViewShows.md", line: 207)
try await theHighlightMovesDown()  // in an app, `swift test` runs the test
#sourceLocation()

