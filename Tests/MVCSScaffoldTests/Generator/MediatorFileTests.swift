import Foundation
import Testing

@testable import MVCSScaffold

struct MediatorFileTests {
  private let mediatorFile = """
    extension Mediator {
      func registerAppScenes() {
        // mvcs:begin registrations
        // mvcs:end registrations
      }
    }

    """

  private let photoList = """
    register(view: "PhotoListView") { PhotoListView(pipeline: $0) }
    register(controller: "PhotoListController") {
      PhotoListController(pipeline: $0, navigation: $1)
    }
    register(service: "Photos") { PhotoService() }

    """

  @Test func addsRegistrationsAboveTheEndMarkerIndentedLikeIt() throws {
    let text = try MediatorFile.adding(photoList, to: mediatorFile, path: "R.swift")
    #expect(
      text == """
        extension Mediator {
          func registerAppScenes() {
            // mvcs:begin registrations
            register(view: "PhotoListView") { PhotoListView(pipeline: $0) }
            register(controller: "PhotoListController") {
              PhotoListController(pipeline: $0, navigation: $1)
            }
            register(service: "Photos") { PhotoService() }
            // mvcs:end registrations
          }
        }

        """)
  }

  @Test func addsNothingWhenEveryRegistrationIsThere() throws {
    let once = try #require(try MediatorFile.adding(photoList, to: mediatorFile, path: "R.swift"))
    #expect(try MediatorFile.adding(photoList, to: once, path: "R.swift") == nil)
  }

  @Test func addsASharedRegistrationOnlyOnceWhateverItsSpacing() throws {
    let once = try #require(try MediatorFile.adding(photoList, to: mediatorFile, path: "R.swift"))
    let detail = """
      // The detail scene.
      register(view: "DetailView") { DetailView(pipeline: $0) }
      register(service:  "Photos")   { PhotoService() }
      """
    let twice = try #require(try MediatorFile.adding(detail, to: once, path: "R.swift"))
    #expect(twice.components(separatedBy: "register(service:").count == 2)
    #expect(
      twice.contains(
        """
            register(service: "Photos") { PhotoService() }

            // The detail scene.
            register(view: "DetailView") { DetailView(pipeline: $0) }
            // mvcs:end registrations
        """))
  }

  @Test func findsARegistrationByItsNameHoweverTheCallGoesOn() throws {
    let edited = """
      // mvcs:begin registrations
      mediator.register(view: "PhotoListView") { PhotoListView(pipeline: $0, x: 1) }
      register(
        scene: "PhotoList", SceneParts(view: "V", controller: "C", store: "S"), contextKeys: ["id"])
      // mvcs:end registrations

      """
    let scene = """
      register(view: "PhotoListView") { PhotoListView(pipeline: $0) }
      register(controller: "PhotoListController") { PhotoListController() }
      register(
        scene: "PhotoList",
        SceneParts(view: "PhotoListView", controller: "PhotoListController", store: "PhotoListStore"))

      """
    let text = try #require(try MediatorFile.adding(scene, to: edited, path: "R.swift"))
    #expect(text.components(separatedBy: "register(view:").count == 2)
    #expect(text.components(separatedBy: "scene: \"PhotoList\"").count == 2)
    #expect(text.contains(#"register(controller: "PhotoListController")"#))
  }

  @Test func readsTheKindAndNameOfEachRegistration() {
    let code = """
      register(view:"A"){A()}x.register(store:"B")register(scene:"C",SceneParts())\
      register(service:"D"){D()}unregister(storage:"E")register(storage:"F")register(other:"G")
      """
    #expect(
      MediatorFile.registrations(in: code) == [
        .init(kind: "view", name: "A"), .init(kind: "store", name: "B"),
        .init(kind: "scene", name: "C"), .init(kind: "service", name: "D"),
        .init(kind: "storage", name: "F"),
      ])
  }

  @Test func splitsStatementsKeepingCommentsWithTheStatementBelow() {
    let lines = """
      // A comment
      register(
        scene: "A",
        SceneParts(view: "V", controller: "C", store: "S"))
      register(view: "V") {
        V(pipeline: $0)
      }
      .chained()
      """.split(separator: "\n").map(String.init)
    #expect(
      MediatorFile.statements(in: lines[...]) == [
        [
          "// A comment", "register(", "  scene: \"A\",",
          "  SceneParts(view: \"V\", controller: \"C\", store: \"S\"))",
        ],
        [#"register(view: "V") {"#, "  V(pipeline: $0)", "}", ".chained()"],
      ])
  }

  @Test func explainsWhatIsWrongWithTheMarkers() {
    let begin = MediatorFile.beginMarker
    let end = MediatorFile.endMarker
    #expect(MediatorFile.markerProblem(in: "\(begin)\n\(end)\n") == nil)
    #expect(
      MediatorFile.markerProblem(in: "x\n")
        == "it has no \"\(begin)\" or \"\(end)\" line")
    #expect(MediatorFile.markerProblem(in: "\(begin)\n") == "it has no \"\(end)\" line")
    #expect(MediatorFile.markerProblem(in: "\(end)\n") == "it has no \"\(begin)\" line")
    #expect(
      MediatorFile.markerProblem(in: "\(end)\n\(begin)\n")
        == "its \"\(end)\" line comes before \"\(begin)\"")
    #expect(
      MediatorFile.markerProblem(in: "\(begin)\n\(begin)\n\(end)\n")
        == "it has more than one \"\(begin)\" or \"\(end)\" line")
  }

  @Test func throwsForAMediatorFileWithoutMarkers() {
    #expect(
      throws: ScaffoldError.mediatorFileWithoutMarkers(
        "R.swift", problem: "it has no \"\(MediatorFile.endMarker)\" line")
    ) {
      try MediatorFile.adding(photoList, to: "\(MediatorFile.beginMarker)\n", path: "R.swift")
    }
  }

  /// `mvcs new` registers a scene by its route; a file doing so registers the scene, so a run
  /// for it skips the registration and marks the scene's missing files "(was missing)".
  @Test func countsARouteRegistrationAsTheScenes() {
    let text = """
      register(
        StoryRoute.self,
        SceneParts(view: "StoryView", controller: "StoryController", store: "StoryStore"))
      // register(OldRoute.self, SceneParts(…))
      register(link: LinkRoute.self)
      """
    #expect(MediatorFile.registers(scene: "Story", in: text))
    #expect(!MediatorFile.registers(scene: "Old", in: text))
    #expect(!MediatorFile.registers(scene: "Link", in: text))
    #expect(!MediatorFile.registers(scene: "", in: "register(Route.self, parts)"))
  }

  @Test func addsAnImportAmongTheImportsInOrder() {
    #expect(
      MediatorFile.addingImport("MVCSHTTP", to: "import Foundation\nimport MVCS\nimport Zed\n")
        == "import Foundation\nimport MVCS\nimport MVCSHTTP\nimport Zed\n")
    #expect(
      MediatorFile.addingImport("MVCSHTTP", to: "// A file.\n\nimport MVCS\n\nlet a = 1\n")
        == "// A file.\n\nimport MVCS\nimport MVCSHTTP\n\nlet a = 1\n")
    let imported = "import MVCS\nimport MVCSHTTP\n"
    #expect(MediatorFile.addingImport("MVCSHTTP", to: imported) == imported)
    #expect(
      MediatorFile.addingImport("MVCSHTTP", to: "let a = 1\n") == "import MVCSHTTP\n\nlet a = 1\n")
  }
}
