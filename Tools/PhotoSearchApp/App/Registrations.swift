import MVCS
import MVCSHTTP

/// Where the app's messages go: the bundled demo server, or HTTP.
enum Backend {
  case demo(DemoCatalog, latency: Duration = .zero)
  case http(HTTPService)
}

extension Mediator {
  /// Every scene of the app, its parts and the services its stores use: the one place the app
  /// is put together.
  ///
  /// - Parameters:
  ///   - screen: Where the views ask to be drawn again.
  ///   - backend: What answers the messages.
  ///   - favorites: Where the favourite photos are kept: a `SQLiteStorage` in the data folder,
  ///     or memory for a script run without one.
  static func photoSearch(screen: Screen, backend: Backend, favorites: any Storage) -> Mediator {
    let mediator = Mediator()
    mediator.register(favorites: favorites)

    mediator.register(view: "SearchView") { SearchView(pipeline: $0, screen: screen) }
    mediator.register(controller: "SearchController") {
      SearchController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "SearchStore") { _ in SearchStore() }
    mediator.register(
      scene: "Search",
      SceneParts(view: "SearchView", controller: "SearchController", store: "SearchStore"))

    mediator.register(view: "ScopePickerView") { ScopePickerView(pipeline: $0, screen: screen) }
    mediator.register(controller: "ScopePickerController") {
      ScopePickerController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "ScopePickerStore") { try ScopePickerStore(environment: $0) }
    mediator.register(
      scene: "ScopePicker",
      SceneParts(
        view: "ScopePickerView", controller: "ScopePickerController", store: "ScopePickerStore"),
      contextKeys: ["scope"])

    mediator.register(view: "PhotoListView") { PhotoListView(pipeline: $0, screen: screen) }
    mediator.register(controller: "PhotoListController") {
      PhotoListController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "PhotoListStore") { try PhotoListStore(environment: $0) }
    mediator.register(
      scene: "PhotoList",
      SceneParts(view: "PhotoListView", controller: "PhotoListController", store: "PhotoListStore"),
      contextKeys: ["query", "scope"])

    mediator.register(view: "PhotoDetailView") { PhotoDetailView(pipeline: $0, screen: screen) }
    mediator.register(controller: "PhotoDetailController") { pipeline, _ in
      PhotoDetailController(pipeline: pipeline)
    }
    mediator.register(store: "PhotoDetailStore") { try PhotoDetailStore(environment: $0) }
    mediator.register(
      scene: "PhotoDetail",
      SceneParts(
        view: "PhotoDetailView", controller: "PhotoDetailController", store: "PhotoDetailStore"),
      contextKeys: ["photoID"])

    mediator.register(view: "InterestingnessView") {
      InterestingnessView(pipeline: $0, screen: screen)
    }
    mediator.register(controller: "InterestingnessController") {
      InterestingnessController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "InterestingnessStore") { try InterestingnessStore(environment: $0) }
    mediator.register(
      scene: "Interestingness",
      SceneParts(
        view: "InterestingnessView", controller: "InterestingnessController",
        store: "InterestingnessStore"),
      contextKeys: ["query", "scope"])

    mediator.register(view: "FavoritesView") { FavoritesView(pipeline: $0, screen: screen) }
    mediator.register(controller: "FavoritesController") {
      FavoritesController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "FavoritesStore") { try FavoritesStore(environment: $0) }
    mediator.register(
      scene: "Favorites",
      SceneParts(view: "FavoritesView", controller: "FavoritesController", store: "FavoritesStore"))

    // The scenes a link may open: photosearch://PhotoDetail?photoID=p018,
    // photosearch://PhotoList?query=cats.
    mediator.register(link: "PhotoDetail", keys: ["photoID": String.self])
    mediator.register(link: "PhotoList", keys: ["query": String.self, "scope": String.self])
    mediator.register(link: "Interestingness", keys: ["query": String.self, "scope": String.self])

    switch backend {
    case .demo(let catalog, let latency):
      mediator.register(service: "SearchPhotos") {
        DemoAnswer(latency: latency, answer: catalog.search)
      }
      mediator.register(service: "GetPhotoInfo") {
        DemoAnswer(latency: latency, answer: catalog.info)
      }
      mediator.register(service: "GetPhotoContext") {
        DemoAnswer(latency: latency, answer: catalog.context)
      }
      mediator.register(service: "GetPhotoSizes") {
        DemoAnswer(latency: latency, answer: catalog.sizes)
      }
    case .http(let http): mediator.register(messages: photoSearchMessages, on: http)
    }
    return mediator
  }

  /// Registers the storage of the favourite photos, whatever its type.
  private func register<S: Storage>(favorites: S) {
    register(storage: "Favorites") { favorites }
  }
}
