import Foundation
import MVCS
import MVCSLists
import MVCSLoading
import MVCSTesting
import Testing

extension Loading {
  /// The Loading parts inside real scenes, with the scene test harness's fakes and test clock.
  @MainActor
  struct LoadingSceneTests {
    @Test(arguments: SceneScriptFile.all(in: "Scripts"))
    func script(_ file: SceneScriptFile) async {
      await file.run(mediator: .feedApp())
    }

    /// The Loading article shows a script that runs: this one, whichever catalog holds it.
    @Test func theLoadingArticleShowsTheFeedScriptThatRuns() throws {
      let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      let script = try String(
        contentsOf: tests.appendingPathComponent("Scripts/FeedReadme.scenetest"), encoding: .utf8)
      let sources = tests.appendingPathComponent("../../Sources").standardizedFileURL
      let articles = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        .map { sources.appendingPathComponent("\($0)/Documentation.docc/Loading.md") }
        .filter { FileManager.default.fileExists(atPath: $0.path) }
      let article = try #require(articles.first, "No catalog in Sources/ has a Loading.md article")
      #expect(
        try String(contentsOf: article, encoding: .utf8).contains("```\n" + script + "```\n"),
        """
        \(article.path)'s paging script differs from Scripts/FeedReadme.scenetest; copy one to \
        the other
        """
      )
    }

    @Test func pagesArriveAsOneChangeSetEach() async throws {
      // Relaxed: the scripts check the paging state; this test checks the change sets.
      let test = SceneTest(
        PagedFeedPipeline.self, scene: "Feed", mediator: .feedApp(), checking: .relaxed)
      let page = Page(items: (1...20).map { Picture(id: $0, title: "#\($0)") })
      test.services.answer("PhotoService", with: .value(page))
      try await test.start()
      test.expectCall("PhotoService", with: PhotoPageRequest(page: 1))
      test.expectListChanges(
        \.photos, [ListChanges(insertedRows: (0..<20).map { ListIndexPath(section: 0, row: $0) })])
      #expect(test.pipeline?.paging.nextPage == 2)

      test.services.answer(
        "PhotoService", with: .value(Page(items: [Picture(id: 21, title: "#21")])))
      await test.set(\.displayedRow, 19)
      test.expectCall("PhotoService", with: PhotoPageRequest(page: 2))
      test.expectListChanges(
        \.photos, [ListChanges(insertedRows: [ListIndexPath(section: 0, row: 20)])])
      #expect(test.pipeline?.paging.hasMore == false)
      await test.finish()
    }
  }
}
