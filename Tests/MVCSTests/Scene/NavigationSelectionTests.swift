import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private final class AlbumListPipeline: Pipeline {
  @Piped var albums = ["cats", "dogs"]
  @Context var selectedAlbum: Selection<String>
}

@MainActor
private final class AlbumListView: SceneView {
  let pipeline: AlbumListPipeline
  init(pipeline: AlbumListPipeline) { self.pipeline = pipeline }

  /// The user opens a row.
  func open(row: Int) { pipeline.selectedAlbum.select(pipeline.albums[row]) }
}

@MainActor
private final class AlbumListController: SceneController {
  let pipeline: AlbumListPipeline
  let navigation: Navigation
  init(pipeline: AlbumListPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    navigation.show("Viewer", forEach: \.selectedAlbum, of: pipeline) { ["album": $0] }
  }
}

@MainActor
private final class AlbumListStore: SceneStore {
  let pipeline = AlbumListPipeline()
  init(environment: SceneEnvironment) throws {}
}

@MainActor
struct NavigationSelectionTests {
  let mediator = makeNavigationMediator()

  private func albumListScene(navigator: RecordingNavigator) throws -> AssembledScene {
    mediator.register(view: "AlbumListView") { AlbumListView(pipeline: $0) }
    mediator.register(controller: "AlbumListController") {
      AlbumListController(pipeline: $0, navigation: $1)
    }
    mediator.register(store: "AlbumListStore") { try AlbumListStore(environment: $0) }
    return try mediator.assemble(
      SceneParts(view: "AlbumListView", controller: "AlbumListController", store: "AlbumListStore"),
      navigator: navigator)
  }

  @Test func showsTheSceneForEachPickEvenOfTheSameRow() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let scene = try albumListScene(navigator: navigator)
    let view = try #require(scene.view as? AlbumListView)
    view.open(row: 0)
    try navigator.dismiss()
    view.open(row: 0)
    view.open(row: 1)
    #expect(
      navigator.history == [
        #"show Viewer ["album": "cats"]"#, "dismiss Viewer", #"show Viewer ["album": "cats"]"#,
        #"show Viewer ["album": "dogs"]"#,
      ])
  }

  @Test func anEmptySelectionShowsNothing() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let scene = try albumListScene(navigator: navigator)
    let pipeline = try #require(scene.pipeline as? AlbumListPipeline)
    pipeline.selectedAlbum = nil
    pipeline.selectedAlbum.clear()
    #expect(navigator.history.isEmpty)
  }

  @Test func showsNothingAfterTheSceneIsTornDown() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let scene = try albumListScene(navigator: navigator)
    let pipeline = try #require(scene.pipeline as? AlbumListPipeline)
    scene.tearDown()
    pipeline.selectedAlbum.select("cats")
    #expect(navigator.history.isEmpty)
  }

  @Test func presentsForEachPick() throws {
    let navigator = RecordingNavigator(mediator: mediator)
    let navigation = Navigation(navigator)
    let pipeline = AlbumListPipeline()
    navigation.present("Viewer", forEach: \.selectedAlbum, of: pipeline) { ["album": $0] }
    pipeline.selectedAlbum.select("dogs")
    #expect(navigator.history == [#"present Viewer ["album": "dogs"]"#])
  }

  @Test func reportsAFailedNavigationWithTheCallersLine() throws {
    let navigation = Navigation(RecordingNavigator(mediator: mediator))
    let pipeline = AlbumListPipeline()
    let line: UInt = #line + 1
    navigation.show("Nowhere", forEach: \.selectedAlbum, of: pipeline) { ["album": $0] }
    let found = diagnosticsReported { pipeline.selectedAlbum.select("cats") }
    #expect(found.map(\.fileID) == ["MVCSTests/NavigationSelectionTests.swift"])
    #expect(found.map(\.line) == [line])
    #expect(found.first?.message.hasPrefix("Navigation failed") == true)
  }

  @Test func handsAFailedNavigationToOnFailureInstead() throws {
    let navigation = Navigation(RecordingNavigator(mediator: mediator))
    let pipeline = AlbumListPipeline()
    var failures: [String] = []
    navigation.show(
      "Viewer", forEach: \.selectedAlbum, of: pipeline,
      onFailure: { pipeline, error in
        failures.append("\(pipeline.albums.count) albums: \(error)")
      }, context: { _ in [:] })
    let found = diagnosticsReported { pipeline.selectedAlbum.select("cats") }
    #expect(found.isEmpty)
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("2 albums: ") == true)
  }
}
