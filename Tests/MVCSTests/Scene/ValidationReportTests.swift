import Testing

@testable import MVCS

@MainActor
struct ValidationReportTests {
  let log = EventLog()

  @Test func reportsEveryProblemOfTheMediatorInOneReport() {
    let mediator = makeMediator(log: log)
    mediator.register(view: "AlbumView") { AlbumView(pipeline: $0) }
    mediator.register(
      scene: "Broken",
      SceneParts(view: "SerchView", controller: "SearchControler", store: "SearchStore"),
      contextKeys: ["query"])
    mediator.register(
      scene: "Mismatch",
      SceneParts(view: "AlbumView", controller: "SearchController", store: "SearchStore"),
      contextKeys: ["query"])
    mediator.register(scene: "NoQuery", searchScene)
    mediator.register(
      scene: "Orphan",
      SceneParts(view: "SearchView", controller: "SearchController", store: "Cache"))

    let report = mediator.validationReport()

    #expect(report.problems.map(\.scene) == ["Broken", "Broken", "Mismatch", "NoQuery", "Orphan"])
    #expect(
      report.description == """
        5 problems in the mediator:
        1. Scene "Broken": No view named "SerchView" is registered. Did you mean "SearchView"? \
        Registered views: AlbumView, PhotoDetailView, SearchView. \
        To fix, correct the name or register it with mediator.register(view:).
        2. Scene "Broken": No controller named "SearchControler" is registered. \
        Did you mean "SearchController"? \
        Registered controllers: PhotoDetailController, SearchController. \
        To fix, correct the name or register it with mediator.register(controller:).
        3. Scene "Mismatch": The scene (AlbumView, SearchController, SearchStore) \
        disagrees on its pipeline: view AlbumView uses AlbumPipeline, \
        controller SearchController uses SearchPipeline, store SearchStore creates \
        SearchPipeline. To fix, make the view and controller use the store's pipeline type \
        (or a superclass of it), or name parts that do.
        4. Scene "NoQuery": SearchStore requires the context key "query", \
        but the scene "NoQuery" is registered without it (contextKeys: none). \
        To fix, add "query" to contextKeys: in mediator.register(scene: "NoQuery", …), \
        and pass it whenever you navigate there.
        5. Scene "Orphan": No store named "Cache" is registered. \
        Registered stores: PhotoDetailStore, SearchStore. \
        To fix, correct the name or register it with mediator.register(store:).
        """)
  }

  @Test func validateThrowsTheWholeReport() {
    let mediator = makeMediator(log: log)
    mediator.register(scene: "NoQuery", searchScene, contextKeys: ["text"])
    let error = #expect(throws: ValidationReport.self) { try mediator.validate() }
    #expect(error == mediator.validationReport())
    #expect(
      error?.description == """
        1 problem in the mediator:
        1. Scene "NoQuery": SearchStore requires the context key "query", \
        but the scene "NoQuery" is registered without it (contextKeys: text). \
        To fix, add "query" to contextKeys: in mediator.register(scene: "NoQuery", …), \
        and pass it whenever you navigate there.
        """)
  }

  @Test func validMediatorHasNoProblems() throws {
    let mediator = makeMediator(log: log)
    let report = mediator.validationReport()
    #expect(report.isEmpty)
    #expect(report.description == "No problems in the mediator.")
    try mediator.validate()
  }

  @Test func validatingCreatesNoPart() {
    let mediator = makeMediator(log: log)
    _ = mediator.validationReport()
    #expect(log.events.isEmpty)
    #expect(log.trackedCount == 0)
  }
}

// MARK: - Link routes

extension ValidationReportTests {
  @Test func reportsLinkRoutesToUnknownScenesAndUndeclaredRequiredKeys() {
    let mediator = makeMediator(log: log)
    mediator.register(link: "PhotoDetail", keys: ["photoId": String.self])
    mediator.register(link: "album", scene: "Albums")
    mediator.register(link: "search", scene: "Search", keys: ["query": String.self])

    let report = mediator.validationReport()

    #expect(report.problems.map(\.link) == ["PhotoDetail", "album"])
    #expect(report.problems.map(\.scene) == ["PhotoDetail", "Albums"])
    #expect(
      report.description == """
        2 problems in the mediator:
        1. Link "PhotoDetail": PhotoDetailStore requires the context key "photoID", but the link \
        route "PhotoDetail" does not declare it (keys: photoId), so no link could open its \
        scene. To fix, add "photoID" to keys: in mediator.register(link: "PhotoDetail", …), \
        with the type PhotoDetailStore reads it as.
        2. Link "album" (scene "Albums"): No scene named "Albums" is registered. Registered \
        scenes: PhotoDetail, Search. To fix, correct the name or register it with \
        mediator.register(scene:).
        """)
  }

  @Test func validLinkRoutesHaveNoProblems() {
    let mediator = makeMediator(log: log)
    mediator.register(link: "PhotoDetail", keys: ["photoID": String.self])
    #expect(mediator.validationReport().isEmpty)
  }
}

// MARK: - One scene

extension ValidationReportTests {
  @Test func oneScenesReportIsItsPartOfTheWholeReport() {
    let mediator = makeMediator(log: log)
    mediator.register(scene: "NoQuery", searchScene)
    mediator.register(
      scene: "Orphan",
      SceneParts(view: "SearchView", controller: "SearchController", store: "Cache"))
    mediator.register(link: "NoQuery")
    mediator.register(link: "find", scene: "NoQuery", keys: ["query": String.self])
    mediator.register(link: "PhotoDetail", keys: ["photoId": String.self])
    let whole = mediator.validationReport()

    for scene in ["NoQuery", "Orphan", "PhotoDetail", "Search"] {
      #expect(
        mediator.validationReport(scene: scene).problems
          == whole.problems.filter { $0.scene == scene })
    }
    #expect(mediator.validationReport(scene: "NoQuery").problems.map(\.link) == [nil, "NoQuery"])
    #expect(mediator.validationReport(scene: "Search").isEmpty)
  }

  @Test func unregisteredScenesReportIsEmptyForAssemblingToReport() {
    let mediator = makeMediator(log: log)
    mediator.register(link: "album", scene: "Albums")
    #expect(mediator.validationReport(scene: "Albums").isEmpty)
  }
}
