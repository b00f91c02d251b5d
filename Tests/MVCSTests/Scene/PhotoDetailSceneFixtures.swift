@testable import MVCS

// The PhotoDetail scene of the fixture app (see Fixtures.swift), which Search navigates to.

@MainActor
final class PhotoDetailView: SceneView {
  let pipeline: PhotoDetailPipeline
  private(set) var shownTitle = ""

  init(pipeline: PhotoDetailPipeline, log: EventLog) {
    self.pipeline = pipeline
    log.record("detail view created")
    log.track(self)
  }

  func addObservers() {
    pipeline.observe(\.title, by: self) { view, change in view.shownTitle = change.newValue }
  }
}

@MainActor
final class PhotoDetailController: SceneController {
  let pipeline: PhotoDetailPipeline
  let navigation: Navigation

  init(pipeline: PhotoDetailPipeline, navigation: Navigation, log: EventLog) {
    self.pipeline = pipeline
    self.navigation = navigation
    log.track(self)
  }

  func close() throws { try navigation.dismiss() }
}

@MainActor
final class PhotoDetailStore: SceneStore {
  static let requiredContextKeys = ["photoID"]
  let pipeline = PhotoDetailPipeline()
  private let lookup: any Service<String, String>
  private let tasks: SceneTasks
  private let log: EventLog

  init(environment: SceneEnvironment, log: EventLog) throws {
    self.log = log
    pipeline.photoID = try environment.value("photoID", as: String.self)
    lookup = try environment.service("PhotoLookupService")
    tasks = environment.tasks
    log.record("detail store created for \(pipeline.photoID)")
    log.track(self)
    log.track(pipeline)
  }

  func start() {
    tasks.run { [pipeline, lookup] in
      pipeline.title = try await lookup.response(to: pipeline.photoID)
    }
  }

  func stop() { log.record("detail store stops") }
}
