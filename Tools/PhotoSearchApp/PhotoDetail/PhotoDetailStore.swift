import MVCS
import MVCSHTTP
import MVCSLoading

/// Loads a photo's details and neighbours, moves to a neighbour on request, and stars the photo
/// shown or takes its star off.
@MainActor final class PhotoDetailStore: SceneStore {
  static var requiredContextKeys: [String] { PhotoDetailRoute.requiredContextKeys }
  static let requiredStorages = ["Favorites"]

  let pipeline = PhotoDetailPipeline()
  private let infoService: any Service<GetPhotoInfo, PhotoInfo>
  private let contextService: any Service<GetPhotoContext, PhotoContext>
  private let tasks: SceneTasks
  // The load in flight, cancelled by a move so that a late answer cannot show the wrong photo.
  private var loading: Task<Void, Never>?
  // The titles of the neighbours moved to, for a star given before their details load.
  private var neighbourTitles: [String: String] = [:]

  init(environment: SceneEnvironment) throws {
    pipeline.photoID = try environment.route(PhotoDetailRoute.self).photoID
    infoService = try environment.service(for: GetPhotoInfo.self)
    contextService = try environment.service(for: GetPhotoContext.self)
    tasks = environment.tasks
    try environment.bind(\.favorites, of: pipeline, to: .favorites, status: \.favoritesStatus)
  }

  func addObservers() {
    pipeline.observe(\.step, by: self) { store, change in
      guard let step = change.newValue, let neighbours = store.pipeline.neighbours.value,
        let target = step == .previous ? neighbours.previous : neighbours.next
      else { return }
      store.neighbourTitles[target.id] = target.title
      store.pipeline.photoID = target.id
      store.load()
    }
    pipeline.observe(\.starToggled, by: self) { store, change in
      guard change.newValue else { return }
      store.toggleStar()
    }
  }

  func start() { load() }

  /// Stars the photo shown, as the newest favourite, or takes its star off. The binding writes
  /// the storage, and every scene bound to it shows the change. Nothing happens while the
  /// stored list is loading or cannot be read, so a star never replaces favourites it did not
  /// see.
  private func toggleStar() {
    switch pipeline.favoritesStatus {
    case .loading:
      // The stored list has not arrived yet: a star now would replace it with this photo alone.
      return
    case .failed(let failure) where failure.operation != .write:
      // The stored list cannot be read (the status line says why): writing would overwrite it.
      return
    case .current, .failed:
      break
    }
    let photoID = pipeline.photoID
    let favorites = pipeline.favorites
    if favorites.contains(where: { $0.id == photoID }) {
      pipeline.favorites = favorites.filter { $0.id != photoID }
    } else {
      // The title as the details give it; before they load (the details shown may still be
      // the previous photo's), as the neighbours named it.
      let info = pipeline.info.value.flatMap { $0.id == photoID ? $0 : nil }
      let title = info?.title ?? neighbourTitles[photoID] ?? photoID
      pipeline.favorites = [FavoritePhoto(id: photoID, title: title)] + favorites
    }
  }

  /// Loads the details, then the neighbours, of the photo shown.
  private func load() {
    loading?.cancel()
    let photoID = pipeline.photoID
    pipeline.info.apply(.start)
    pipeline.neighbours.apply(.start)
    loading = tasks.run { [pipeline, infoService, contextService] in
      do {
        let info = try await infoService.response(to: GetPhotoInfo(photoID: photoID))
        try Task.checkCancellation()
        pipeline.info.apply(.succeed(info))
      } catch {
        if Task.isCancelled { return }
        pipeline.info.apply(
          .fail(LoadFailure(error, policy: ErrorPolicy(showsOfflineErrors: true))))
      }
      do {
        let context = try await contextService.response(to: GetPhotoContext(photoID: photoID))
        try Task.checkCancellation()
        pipeline.neighbours.apply(.succeed(context))
      } catch {
        if Task.isCancelled { return }
        pipeline.neighbours.apply(
          .fail(LoadFailure(error, policy: ErrorPolicy(showsOfflineErrors: true))))
      }
    }
  }
}
