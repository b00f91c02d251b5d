import MVCS
import MVCSHTTP
import MVCSLoading

/// Loads a photo's details and neighbours, and moves to a neighbour on request.
@MainActor final class PhotoDetailStore: SceneStore {
  static let requiredContextKeys = ["photoID"]

  let pipeline = PhotoDetailPipeline()
  private let infoService: any Service<GetPhotoInfo, PhotoInfo>
  private let contextService: any Service<GetPhotoContext, PhotoContext>
  private let tasks: SceneTasks
  // The load in flight, cancelled by a move so that a late answer cannot show the wrong photo.
  private var loading: Task<Void, Never>?

  init(environment: SceneEnvironment) throws {
    pipeline.photoID = try environment.value("photoID", as: String.self)
    infoService = try environment.service(for: GetPhotoInfo.self)
    contextService = try environment.service(for: GetPhotoContext.self)
    tasks = environment.tasks
  }

  func addObservers() {
    pipeline.observe(\.step, by: self) { store, change in
      guard let step = change.newValue, let neighbours = store.pipeline.neighbours.value,
        let target = step == .previous ? neighbours.previous : neighbours.next
      else { return }
      store.pipeline.photoID = target.id
      store.load()
    }
  }

  func start() { load() }

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
