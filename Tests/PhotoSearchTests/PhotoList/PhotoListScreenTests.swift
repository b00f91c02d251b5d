import MVCS
import MVCSTesting
import Testing

@testable import PhotoSearchApp

/// What the PhotoList scene shows, checked through its real view: the typed view a key reaches,
/// and the screen it renders.
@MainActor struct PhotoListScreenTests {
  private let page = """
    {"page": 1, "pages": 1, "total": 3, "photos": [
      {"id": "p1", "title": "Cat on a sofa", "owner": "anna"},
      {"id": "p2", "title": "Kitten yawning", "owner": "ivo"},
      {"id": "p3", "title": "Cat in a box", "owner": "anna"}]}
    """

  @Test func theHighlightMovesDownWithTheKey() async throws {
    let test = SceneTest(
      PhotoListPipeline.self, scene: "PhotoList", mediator: .app(), context: ["query": "cats"],
      checking: .relaxed)
    test.services.answer("SearchPhotos", with: .json(page))
    try await test.start()
    test.expectScreen(
      """
       Photo Search › PhotoList: "cats"
       3 of 3 photos · page 1 of 1
       › 1  Cat on a sofa                                                     by anna
         2  Kitten yawning                                                     by ivo
         3  Cat in a box                                                      by anna
      """)

    test.view(as: PhotoListView.self)?.handle(.down)
    test.expect(\.highlightedRow, 1)
    test.expectScreen(
      """
       Photo Search › PhotoList: "cats"
       3 of 3 photos · page 1 of 1
         1  Cat on a sofa                                                     by anna
       › 2  Kitten yawning                                                     by ivo
         3  Cat in a box                                                      by anna
      """)
    await test.finish()
  }
}
