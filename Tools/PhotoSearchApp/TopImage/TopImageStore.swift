import MVCS
import MVCSHTTP
import MVCSLoading

/// Fetches the sizes of the photo to show and picks the first of height 100, 150 or 200.
///
/// A substore: the Interestingness store owns it and writes the photo to show.
@MainActor final class TopImageStore: SceneStore {
  /// The heights the top image may have, as the original app asked for.
  static let wantedHeights: Set<Int> = [100, 150, 200]

  let pipeline = TopImagePipeline()
  private let sizes: any Service<GetPhotoSizes, [PhotoSize]>
  private let tasks: SceneTasks
  private var loading: Task<Void, Never>?
  private var shownID: String?

  init(environment: SceneEnvironment) throws {
    sizes = try environment.service(for: GetPhotoSizes.self)
    tasks = environment.tasks
  }

  func addObservers() {
    pipeline.observe(\.photoID, by: self) { store, change in
      guard let photoID = change.newValue, photoID != store.shownID else { return }
      store.load(photoID)
    }
  }

  private func load(_ photoID: String) {
    shownID = photoID
    loading?.cancel()
    pipeline.image.apply(.start)
    loading = tasks.run { [pipeline, sizes] in
      do {
        let all = try await sizes.response(to: GetPhotoSizes(photoID: photoID))
        try Task.checkCancellation()
        pipeline.image.apply(.succeed(all.first { Self.wantedHeights.contains($0.height) }))
      } catch {
        if Task.isCancelled { return }
        pipeline.image.apply(
          .fail(LoadFailure(error, policy: ErrorPolicy(showsOfflineErrors: true))))
      }
    }
  }
}
