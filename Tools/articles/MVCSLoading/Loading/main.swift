// swift-format-ignore-file
// Generated from Sources/MVCSLoading/Documentation.docc/Loading.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCSLoading/Documentation.docc/Loading.md", line: 83)
import MVCS
import MVCSLists
import MVCSLoading

struct Photo: Identifiable, Equatable, Sendable {
  let id: String
  let title: String
}

struct PhotoPageRequest: Equatable, Sendable {
  let page: Int
}

@MainActor final class FeedPipeline: Pipeline {
  @Piped var photos = ListData<NoSection, Photo>()
  @Status var paging = PagingState()
  @Input var displayedRow: Int? = nil
  @Input var refreshTapped = false
}

@MainActor final class FeedStore: SceneStore {
  let pipeline = FeedPipeline()
  private let pager: Pager<NoSection, Photo>

  init(environment: SceneEnvironment) throws {
    let photos: any Service<PhotoPageRequest, Page<Photo>> = try environment.service("PhotoService")
    pager = Pager(pipeline: pipeline, list: \.photos, state: \.paging,
                  tasks: environment.tasks, pageSize: 20) { page in
      try await photos.response(to: PhotoPageRequest(page: page.number))
    }
  }

  func addObservers() {
    pipeline.observe(\.displayedRow, by: self) { store, change in
      guard let row = change.newValue else { return }
      store.pager.loadMoreIfNeeded(displaying: ListIndexPath(section: 0, row: row))
    }
    pipeline.observe(\.refreshTapped, by: self) { store, _ in store.pager.refresh() }
  }

  func start() { pager.refresh() }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSLoading/Documentation.docc/Loading.md", line: 168)
struct Profile: Equatable, Sendable {
  var name = ""
}

@MainActor final class ProfilePipeline: Pipeline {
  @Piped var profile = Profile()
  @Input var saveTapped = false
  @Status var save: LoadState<Profile> = .idle
}

@MainActor final class ProfileStore: SceneStore {
  let pipeline = ProfilePipeline()
  private let api: any Service<Profile, Profile>
  private let saving: ActionRunner<Profile>

  init(environment: SceneEnvironment) throws {
    api = try environment.service("ProfileService")
    saving = ActionRunner(pipeline: pipeline, state: \.save, tasks: environment.tasks)
  }

  func addObservers() {
    pipeline.observe(\.saveTapped, by: self) { store, _ in
      store.saving.run { [api = store.api, profile = store.pipeline.profile] in
        try await api.response(to: profile)
      } then: { outcome in
        if case .success(let saved) = outcome { store.pipeline.profile = saved }
      }
    }
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSLoading/Documentation.docc/Loading.md", line: 215)
let mediator = Mediator()
mediator.register(service: ConnectivityMonitor.serviceName) { InterfaceConnectivity() }
#sourceLocation()

