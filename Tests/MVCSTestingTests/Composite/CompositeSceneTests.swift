import MVCS
import Testing

@testable import MVCSTesting

// The composite scene of the Substores article ("A composite scene"), as written there, with
// the halves it leaves out: a photo list and a top image, each a store, a pipeline and a subview.

struct InterestingPhoto: Codable, Sendable, Equatable {
  let id: String
  let title: String
}

@MainActor final class InterestingListPipeline: Pipeline {
  @Piped var photos: [InterestingPhoto] = []
}

@MainActor final class TopImagePipeline: Pipeline {
  @Piped var photoID: String?
  @Piped var imageURL: String?
}

@MainActor final class InterestingListStore: SceneStore {
  let pipeline: InterestingListPipeline
  private let photos: any Service<String, [InterestingPhoto]>
  private let tasks: SceneTasks

  init(environment: SceneEnvironment, pipeline: InterestingListPipeline) throws {
    self.pipeline = pipeline
    photos = try environment.service("InterestingnessService")
    tasks = environment.tasks
  }

  func start() {
    tasks.run { [pipeline, photos] in pipeline.photos = try await photos.response(to: "today") }
  }
}

@MainActor final class TopImageStore: SceneStore {
  let pipeline: TopImagePipeline
  private let sizes: any Service<String, [String]>
  private let tasks: SceneTasks

  init(environment: SceneEnvironment, pipeline: TopImagePipeline) throws {
    self.pipeline = pipeline
    sizes = try environment.service("PhotoSizesService")
    tasks = environment.tasks
  }

  func addObservers() {
    pipeline.observe(\.photoID, by: self) { store, change in store.fetchImage(for: change.newValue)
    }
  }

  private func fetchImage(for id: String?) {
    guard let id else {
      pipeline.imageURL = nil
      return
    }
    tasks.run { [pipeline, sizes] in pipeline.imageURL = try await sizes.response(to: id).first }
  }
}

@MainActor final class InterestingnessPipeline: Pipeline {
  @Input var selectedIndex: Int?
  let photoList = InterestingListPipeline()
  let topImage = TopImagePipeline()
}

@MainActor final class InterestingnessStore: SceneStore {
  static let requiredServices = ["InterestingnessService", "PhotoSizesService"]
  let pipeline = InterestingnessPipeline()
  let photoList: InterestingListStore
  let topImage: TopImageStore

  init(environment: SceneEnvironment) throws {
    photoList = try InterestingListStore(
      environment: environment.forSubstore(named: "InterestingListStore"),
      pipeline: pipeline.photoList)
    topImage = try TopImageStore(
      environment: environment.forSubstore(named: "TopImageStore"), pipeline: pipeline.topImage)
  }

  var substores: [any SceneStore] { [photoList, topImage] }

  func addObservers() {
    pipeline.observe(\.selectedIndex, by: self) { store, _ in store.showSelectedPhoto() }
    pipeline.observe(\.photoList.photos, by: self) { store, _ in store.showSelectedPhoto() }
  }

  private func showSelectedPhoto() {
    let photos = pipeline.photoList.photos
    let index = pipeline.selectedIndex ?? 0
    pipeline.topImage.photoID = photos.indices.contains(index) ? photos[index].id : nil
  }
}

/// A subview drawing the list: what it shows is what it observed.
@MainActor final class InterestingListSubview {
  let pipeline: InterestingListPipeline
  private(set) var rows: [String] = []
  init(pipeline: InterestingListPipeline) { self.pipeline = pipeline }
  func addObservers() {
    pipeline.observe(\.photos, by: self, initial: true) { view, change in
      view.rows = change.newValue.map(\.title)
    }
  }
}

@MainActor final class TopImageSubview {
  let pipeline: TopImagePipeline
  private(set) var shown: String?
  init(pipeline: TopImagePipeline) { self.pipeline = pipeline }
  func addObservers() {
    pipeline.observe(\.imageURL, by: self) { view, change in view.shown = change.newValue }
  }
}

@MainActor final class InterestingnessView: SceneView {
  let pipeline: InterestingnessPipeline
  let list: InterestingListSubview
  let top: TopImageSubview

  init(pipeline: InterestingnessPipeline) {
    self.pipeline = pipeline
    list = InterestingListSubview(pipeline: pipeline.photoList)
    top = TopImageSubview(pipeline: pipeline.topImage)
  }

  func addObservers() {
    list.addObservers()
    top.addObservers()
  }
}

@MainActor final class InterestingnessController: SceneController {
  let pipeline: InterestingnessPipeline
  init(pipeline: InterestingnessPipeline) { self.pipeline = pipeline }
}

extension Mediator {
  /// The app's mediator: the scene, and (unless left out) services that answer with nothing.
  static func interestingnessApp(registeringServices: Bool = true) -> Mediator {
    let mediator = Mediator()
    if registeringServices {
      mediator.register(service: "InterestingnessService") {
        FixedAnswer(value: [InterestingPhoto]())
      }
      mediator.register(service: "PhotoSizesService") { FixedAnswer(value: [String]()) }
    }
    mediator.register(view: "InterestingnessView") { InterestingnessView(pipeline: $0) }
    mediator.register(controller: "InterestingnessController") { pipeline, _ in
      InterestingnessController(pipeline: pipeline)
    }
    mediator.register(store: "InterestingnessStore") { try InterestingnessStore(environment: $0) }
    mediator.register(
      scene: "Interestingness",
      SceneParts(
        view: "InterestingnessView", controller: "InterestingnessController",
        store: "InterestingnessStore"))
    return mediator
  }
}

@MainActor
struct CompositeSceneTests {
  private let photos = [
    InterestingPhoto(id: "p1", title: "harbour"), InterestingPhoto(id: "p2", title: "forest"),
  ]

  @Test func theSelectedOrFirstPhotoDrivesTheTopImage() async throws {
    let found = try await failures {
      let test = SceneTest(
        InterestingnessPipeline.self, scene: "Interestingness", mediator: .interestingnessApp())
      test.services.answer("InterestingnessService", with: .value(photos))
      test.services.answer("PhotoSizesService", with: .value(["p1-150.jpg"]))
      try await test.start()
      test.expectCall("InterestingnessService", with: "today")
      test.expect(\.photoList.photos, photos)
      test.expect(\.topImage.photoID, "p1")
      test.expectCall("PhotoSizesService", with: "p1")
      test.expect(\.topImage.imageURL, "p1-150.jpg")

      test.services.answer("PhotoSizesService", with: .value(["p2-150.jpg"]))
      await test.set(\.selectedIndex, 1)
      test.expect(\.topImage.photoID, "p2")
      test.expectCall("PhotoSizesService", with: "p2")
      test.expect(\.topImage.imageURL, "p2-150.jpg")
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func eachSubviewShowsItsHalfUntilTheSceneIsTornDown() async throws {
    let mediator = Mediator.interestingnessApp(registeringServices: false)
    mediator.register(service: "InterestingnessService") { [photos] in FixedAnswer(value: photos) }
    mediator.register(service: "PhotoSizesService") { FixedAnswer(value: ["p1-150.jpg"]) }
    let scene = try mediator.assemble(named: "Interestingness")
    let view = try #require(scene.view as? InterestingnessView)
    let pipeline = try #require(scene.pipeline as? InterestingnessPipeline)
    await scene.tasks.waitUntilIdle()  // the photos
    await scene.tasks.waitUntilIdle()  // then the top image's sizes

    #expect(view.list.rows == ["harbour", "forest"])
    #expect(view.top.shown == "p1-150.jpg")

    scene.tearDown()
    pipeline.photoList.photos = []
    pipeline.topImage.imageURL = nil

    #expect(view.list.rows == ["harbour", "forest"])
    #expect(view.top.shown == "p1-150.jpg")
  }

  @Test func validationNamesTheServicesTheCompositeStoreNeeds() {
    #expect(
      Mediator.interestingnessApp(registeringServices: false).validationReport().problems.map(
        \.error) == [
          .unregisteredRequirement(
            "InterestingnessService", kind: .service, store: "InterestingnessStore",
            suggestion: nil, registered: []),
          .unregisteredRequirement(
            "PhotoSizesService", kind: .service, store: "InterestingnessStore", suggestion: nil,
            registered: []),
        ])
  }
}

/// A service that always answers the same value.
struct FixedAnswer<Value: Sendable>: Service {
  let value: Value
  func response(to request: String) async throws -> Value { value }
}
