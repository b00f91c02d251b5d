import MVCS
import MVCSHTTP

extension Mediator {
  /// Every scene of the app, its parts and the services its stores use: the one place the app
  /// is put together. Each scene is registered with its route, whose name and keys it takes.
  ///
  /// - Parameters:
  ///   - screen: Where the views ask to be drawn again.
  ///   - http: What sends the messages: in the demo stage, each answers its demo response (from
  ///     the bundled photos) or what the run's scenario says.
  ///   - latency: How long each answer takes in the demo stage, so that the loading states show.
  ///   - favorites: Where the favourite photos are kept: a `SQLiteStorage` in the data folder,
  ///     or memory for a script run without one.
  static func photoSearch(
    screen: Screen, http: HTTPService, latency: Duration = .zero, favorites: any Storage
  ) -> Mediator {
    let mediator = Mediator()
    mediator.register(favorites: favorites)

    mediator.register(view: "SearchView") { SearchView(pipeline: $0, screen: screen) }
    mediator.register(controller: "SearchController") {
      SearchController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "SearchStore") { try SearchStore(environment: $0) }
    mediator.register(
      SearchRoute.self,
      SceneParts(view: "SearchView", controller: "SearchController", store: "SearchStore"))

    mediator.register(view: "ScopePickerView") { ScopePickerView(pipeline: $0, screen: screen) }
    mediator.register(controller: "ScopePickerController") {
      ScopePickerController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "ScopePickerStore") { try ScopePickerStore(environment: $0) }
    mediator.register(
      ScopePickerRoute.self,
      SceneParts(
        view: "ScopePickerView", controller: "ScopePickerController", store: "ScopePickerStore"))

    mediator.register(view: "PhotoListView") { PhotoListView(pipeline: $0, screen: screen) }
    mediator.register(controller: "PhotoListController") {
      PhotoListController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "PhotoListStore") { try PhotoListStore(environment: $0) }
    mediator.register(
      PhotoListRoute.self,
      SceneParts(view: "PhotoListView", controller: "PhotoListController", store: "PhotoListStore"))

    mediator.register(view: "PhotoDetailView") { PhotoDetailView(pipeline: $0, screen: screen) }
    mediator.register(controller: "PhotoDetailController") { pipeline, _ in
      PhotoDetailController(pipeline: pipeline)
    }
    mediator.register(store: "PhotoDetailStore") { try PhotoDetailStore(environment: $0) }
    mediator.register(
      PhotoDetailRoute.self,
      SceneParts(
        view: "PhotoDetailView", controller: "PhotoDetailController", store: "PhotoDetailStore"))

    mediator.register(view: "InterestingnessView") {
      InterestingnessView(pipeline: $0, screen: screen)
    }
    mediator.register(controller: "InterestingnessController") {
      InterestingnessController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "InterestingnessStore") { try InterestingnessStore(environment: $0) }
    mediator.register(
      InterestingnessRoute.self,
      SceneParts(
        view: "InterestingnessView", controller: "InterestingnessController",
        store: "InterestingnessStore"))

    mediator.register(view: "FavoritesView") { FavoritesView(pipeline: $0, screen: screen) }
    mediator.register(controller: "FavoritesController") {
      FavoritesController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "FavoritesStore") { try FavoritesStore(environment: $0) }
    mediator.register(
      FavoritesRoute.self,
      SceneParts(view: "FavoritesView", controller: "FavoritesController", store: "FavoritesStore"))

    // The scenes a link may open, with their routes' keys: photosearch://PhotoDetail?photoID=p018,
    // photosearch://PhotoList?query=cats.
    mediator.register(link: PhotoDetailRoute.self)
    mediator.register(link: PhotoListRoute.self)
    mediator.register(link: InterestingnessRoute.self)

    if http.stage == .demo, latency > .zero {
      for type in photoSearchMessages { mediator.register(type, on: http, after: latency) }
    } else {
      mediator.register(messages: photoSearchMessages, on: http)
    }
    return mediator
  }

  /// Registers a message type as `register(messages:on:)` does, each answer after a latency.
  private func register<M: Message>(_ type: M.Type, on http: HTTPService, after latency: Duration) {
    register(service: String(describing: type)) {
      DelayedService(base: http.service(for: type), latency: latency)
    }
  }

  /// Registers the storage of the favourite photos, whatever its type.
  private func register<S: Storage>(favorites: S) {
    register(storage: "Favorites") { favorites }
  }
}
