// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/Substores.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Substores.md", line: 25)
import MVCS

@MainActor final class SearchPipeline: Pipeline {
  @Input var searchText = ""
}

@MainActor final class FavoritesPipeline: Pipeline {
  @Piped var ids: [String] = []
}

@MainActor final class FavoritesStore: SceneStore {
  let pipeline = FavoritesPipeline()
  private let storage: any Storage
  private let tasks: SceneTasks

  init(environment: SceneEnvironment) throws {
    storage = try environment.storage("Favorites")
    tasks = environment.tasks
  }

  func start() {
    tasks.run { [pipeline, storage] in
      pipeline.ids = try await storage.read([String].self, forKey: "ids") ?? []
    }
  }
}

@MainActor final class SearchStore: SceneStore {
  static let requiredContextKeys = ["query"]  // the substores' keys included
  let pipeline = SearchPipeline()
  let favorites: FavoritesStore

  init(environment: SceneEnvironment) throws {
    favorites = try FavoritesStore(environment: environment.forSubstore(named: "FavoritesStore"))
    try pipeline.attach(favorites.pipeline, as: "favorites")
    pipeline.searchText = try environment.value("query", as: String.self)
  }

  var substores: [any SceneStore] { [favorites] }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Substores.md", line: 90)
@MainActor final class InterestingnessPipeline: Pipeline {
  @Input var selectedIndex: Int?
  let photoList = PhotoListPipeline()  // declared children: part of the tree, typed
  let topImage = TopImagePipeline()
}

@MainActor final class InterestingnessStore: SceneStore {
  let pipeline = InterestingnessPipeline()
  let photoList: PhotoListStore
  let topImage: TopImageStore

  init(environment: SceneEnvironment) throws {
    photoList = try PhotoListStore(
      environment: environment.forSubstore(named: "PhotoListStore"), pipeline: pipeline.photoList)
    topImage = try TopImageStore(
      environment: environment.forSubstore(named: "TopImageStore"), pipeline: pipeline.topImage)
  }

  var substores: [any SceneStore] { [photoList, topImage] }

  func addObservers() {
    // The selected photo, or the first, drives the top image.
    pipeline.observe(\.selectedIndex, by: self) { store, _ in store.showSelectedPhoto() }
    pipeline.observe(\.photoList.photos, by: self) { store, _ in store.showSelectedPhoto() }
  }

  private func showSelectedPhoto() {
    let photos = pipeline.photoList.photos
    let index = pipeline.selectedIndex ?? 0
    pipeline.topImage.photoID = photos.indices.contains(index) ? photos[index].id : nil
  }
}

@MainActor final class InterestingnessView: SceneView {
  let pipeline: InterestingnessPipeline
  let list: PhotoListSubview
  let top: TopImageSubview

  init(pipeline: InterestingnessPipeline) {
    self.pipeline = pipeline
    // A subview gets its child pipeline: it never sees the scene's store or the other half.
    list = PhotoListSubview(pipeline: pipeline.photoList)
    top = TopImageSubview(pipeline: pipeline.topImage)
  }

  func addObservers() {
    // Subviews are not scene parts: the view adds their observations, and the scene ends them
    // when it is torn down, as it ends the view's own.
    list.addObservers()
    top.addObservers()
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Substores.md", line: 147)
struct Photo: Sendable, Equatable {
  let id: String
  let title: String
}

@MainActor final class PhotoListPipeline: Pipeline {
  @Piped var photos: [Photo] = []
}

@MainActor final class PhotoListStore: SceneStore {
  let pipeline: PhotoListPipeline
  private let photos: any Service<String, [Photo]>
  private let tasks: SceneTasks

  init(environment: SceneEnvironment, pipeline: PhotoListPipeline) throws {
    self.pipeline = pipeline
    photos = try environment.service("InterestingnessService")
    tasks = environment.tasks
  }

  func start() {
    tasks.run { [pipeline, photos] in pipeline.photos = try await photos.response(to: "today") }
  }
}

@MainActor final class PhotoListSubview {
  let pipeline: PhotoListPipeline
  init(pipeline: PhotoListPipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.photos, by: self, initial: true) { view, change in
      view.show(change.newValue.map(\.title))
    }
  }

  func show(_ titles: [String]) {}
}

@MainActor final class TopImagePipeline: Pipeline {
  @Piped var photoID: String?
  @Piped var imageURL: String?
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
    pipeline.observe(\.photoID, by: self) { store, change in
      guard let id = change.newValue else { return store.pipeline.imageURL = nil }
      store.tasks.run { [pipeline = store.pipeline, sizes = store.sizes] in
        pipeline.imageURL = try await sizes.response(to: id).first
      }
    }
  }
}

@MainActor final class TopImageSubview {
  let pipeline: TopImagePipeline
  init(pipeline: TopImagePipeline) { self.pipeline = pipeline }

  func addObservers() {
    pipeline.observe(\.imageURL, by: self) { view, change in view.show(change.newValue) }
  }

  func show(_ imageURL: String?) {}
}
#sourceLocation()

