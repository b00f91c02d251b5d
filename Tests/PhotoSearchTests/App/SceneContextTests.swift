import MVCS
import Testing

@testable import PhotoSearchApp

/// Scenes that need a context refuse to start without it, naming the key and the fix.
@MainActor struct SceneContextTests {
  @Test func theMediatorIsValid() throws {
    try Mediator.app().validate()
  }

  @Test(arguments: [
    ("PhotoList", "query", "PhotoListStore"),
    ("PhotoDetail", "photoID", "PhotoDetailStore"),
    ("Interestingness", "query", "InterestingnessStore"),
  ])
  func refusesToStartWithoutItsContext(scene: String, key: String, store: String) throws {
    let mediator = Mediator.app()
    let navigator = RecordingNavigator(mediator: mediator)
    #expect(throws: MediatorError.missingContextKey(key, store: store, available: [])) {
      try mediator.assemble(named: scene, context: [:], navigator: navigator)
    }
  }

  @Test func aMissingContextSaysWhatToPass() throws {
    let mediator = Mediator.app()
    let navigator = RecordingNavigator(mediator: mediator)
    let error = try #require(throws: MediatorError.self) {
      try mediator.assemble(named: "PhotoDetail", context: ["query": "cats"], navigator: navigator)
    }
    #expect(
      "\(error)" == """
        PhotoDetailStore requires the context key "photoID", but it has query. \
        To fix, pass it when assembling or navigating: context: ["photoID": …].
        """)
  }
}
