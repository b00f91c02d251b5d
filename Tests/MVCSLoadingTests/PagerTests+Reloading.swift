import Foundation
import MVCSLists
import MVCSTestSupport
import Testing

@testable import MVCS
@testable import MVCSLoading

extension Loading.PagerTests {
  /// Page 1 and page 2 loaded: rows 0, 1, 2, 100, 101, 102.
  func twoPagesLoaded() async -> Pager<NoSection, Picture> {
    let pager = makePager()
    pager.refresh()
    await answer(Page(items: pictures(page: 1)))
    pager.loadMore()
    await answer(Page(items: pictures(page: 2)))
    return pager
  }

  private func rows(_ rows: ClosedRange<Int>) -> [ListIndexPath] {
    rows.map { ListIndexPath(section: 0, row: $0) }
  }

  // MARK: - Current page

  @Test func theCurrentPageIsTheLastPageLoaded() async {
    let pager = makePager()
    #expect(pager.currentPage == nil)
    pager.refresh()
    await settled()
    #expect(pager.currentPage == nil)
    await answer(Page(items: pictures(page: 1)))
    #expect(pager.currentPage == 1)
    pager.loadMore()
    await answer(Page(items: pictures(page: 2)))
    #expect(pager.currentPage == 2)
    #expect(pipeline.paging.currentPage == 2)
    // A failed page is not loaded: the current page stays.
    pager.loadMore()
    await fail(TestError("server error"))
    #expect(pager.currentPage == 2)
    pager.refresh()
    await answer(Page(items: pictures(page: 1)))
    #expect(pager.currentPage == 1)
  }

  // MARK: - Reloading the current page

  @Test func reloadingTheCurrentPageReplacesItsRowsInPlaceKeepingTheOthers() async {
    let pager = await twoPagesLoaded()
    #expect(pager.reloadCurrentPage())
    await settled()
    #expect(service.requests.last == PageRequest(number: 2, offset: 3, limit: 3))
    #expect(pipeline.paging.activity == .reloadingPage)
    #expect(pipeline.paging.isReloadingPage)
    #expect(!pipeline.paging.isRefreshing && !pipeline.paging.isLoadingMore)
    #expect(pipeline.paging.viewPhase == .content)  // the rows stay on screen

    // 100 changed its title, 101 is gone, 102 stayed, 103 is new.
    var page = pictures(page: 2, size: 4, version: 1)
    page.remove(at: 1)
    page[1].title = "v0 p2 #2"
    await answer(Page(items: page))
    #expect(ids == [0, 1, 2, 100, 102, 103])
    #expect(pipeline.photos.rows[3].title == "v1 p2 #0")
    #expect(pipeline.paging.activity == .idle)
    #expect(pipeline.paging.currentPage == 2)
    #expect(pipeline.paging.nextPage == 3)
    // Positions as a table view's batch update takes them: deletions and moves' sources before
    // the change, insertions and moves' destinations after it.
    #expect(
      pager.lastChanges.description
        == "insert rows [0-5], delete rows [0-4], move rows [0-5 → 0-4], update rows [0-3]")
  }

  @Test func reloadingAnUnchangedPageUpdatesItsRowsWhereTheyAre() async {
    let pager = await twoPagesLoaded()
    pager.reloadCurrentPage()
    await answer(Page(items: pictures(page: 2)))
    #expect(ids == [0, 1, 2, 100, 101, 102])
    #expect(pager.lastChanges == ListChanges(updatedRows: rows(3...5)))
  }

  @Test func reloadingTheFirstPageKeepsItsNumberAndItsOffset() async {
    let pager = makePager()
    pager.refresh()
    await answer(Page(items: pictures(page: 1)))
    #expect(pager.reloadCurrentPage())
    await settled()
    #expect(service.requests.last == PageRequest(number: 1, offset: 0, limit: 3))
    await answer(Page(items: pictures(page: 1, version: 1)))
    #expect(pager.lastChanges == ListChanges(updatedRows: rows(0...2)))
    #expect(pipeline.paging.nextPage == 2)
  }

  @Test func theNextLoadMoreAsksFromWhereTheReloadedPageEnds() async {
    let pager = await twoPagesLoaded()
    pager.reloadCurrentPage()
    await answer(Page(items: Array(pictures(page: 2).prefix(2)), hasMore: true))
    #expect(pager.loadMore())
    await settled()
    #expect(service.requests.last == PageRequest(number: 3, offset: 5, limit: 3))
  }

  @Test func aReloadedPageLeavesOutRowsAnEarlierPageHolds() async {
    let pager = await twoPagesLoaded()
    pager.reloadCurrentPage()
    // Row 2 moved onto page 2 on the server: page 1 shows it already.
    await answer(Page(items: [pictures(page: 1)[2]] + pictures(page: 2)))
    #expect(ids == [0, 1, 2, 100, 101, 102])
  }

  @Test func reloadingDoesNothingBeforeTheFirstPageOrWhileAPageLoads() async {
    let pager = makePager()
    #expect(!pager.reloadCurrentPage())
    pager.refresh()
    #expect(!pager.reloadCurrentPage())
    await answer(Page(items: pictures(page: 1)))
    pager.loadMore()
    #expect(!pager.reloadCurrentPage())
    await answer(Page(items: pictures(page: 2)))
    #expect(service.requests.map(\.number) == [1, 2])
  }

  @Test func aFailedReloadKeepsTheRowsWithItsFailureAsAHint() async {
    let pager = await twoPagesLoaded()
    pager.reloadCurrentPage()
    await fail(TestError("server error"))
    #expect(ids == [0, 1, 2, 100, 101, 102])
    #expect(pipeline.paging.hint?.developerDetail == "server error")
    #expect(pipeline.paging.currentPage == 2)
    #expect(pipeline.paging.activity == .idle)
  }

  @Test func aRefreshReplacesAReloadInFlight() async {
    service.honoursCancellation = false
    let pager = await twoPagesLoaded()
    pager.reloadCurrentPage()
    await settled()
    pager.refresh()
    await answer(Page(items: pictures(page: 2, version: 1)))  // the reload, dropped
    #expect(ids == [0, 1, 2, 100, 101, 102])
    await answer(Page(items: pictures(page: 1)))
    #expect(ids == [0, 1, 2])
    #expect(pager.currentPage == 1)
  }

  // MARK: - Retry

  @Test func retryAfterAFailedRefreshAsksForTheFirstPageAgain() async {
    let pager = makePager()
    pager.refresh()
    await fail(TestError("server error"))
    #expect(pipeline.paging.viewPhase == .failed(LoadFailure(TestError("server error"))))
    #expect(pager.retry())
    await settled()
    #expect(pipeline.paging.isRefreshing)
    #expect(pipeline.paging.failure == nil)
    #expect(pipeline.paging.viewPhase == .loading)
    await answer(Page(items: pictures(page: 1)))
    #expect(service.requests.map(\.number) == [1, 1])
    #expect(ids == [0, 1, 2])
    #expect(pipeline.paging.viewPhase == .content)
  }

  @Test func retryAfterARefreshOverRowsFailedAsksForTheFirstPageAgain() async {
    let pager = await twoPagesLoaded()
    pager.refresh()
    await fail(TestError("server error"))
    #expect(pager.retry())
    await settled()
    #expect(service.requests.last == PageRequest(number: 1, offset: 0, limit: 3))
  }

  @Test func retryAfterAFailedLoadMoreAsksForTheSamePageAgain() async {
    let pager = makePager()
    pager.refresh()
    await answer(Page(items: pictures(page: 1)))
    pager.loadMore()
    await fail(TestError("server error"))
    #expect(pager.retry())
    await settled()
    #expect(pipeline.paging.isLoadingMore)
    #expect(service.requests.last == PageRequest(number: 2, offset: 3, limit: 3))
    await answer(Page(items: pictures(page: 2)))
    #expect(ids == [0, 1, 2, 100, 101, 102])
    #expect(pipeline.paging.failure == nil)
  }

  @Test func retryAfterAFailedReloadReloadsTheCurrentPageAgain() async {
    let pager = await twoPagesLoaded()
    pager.reloadCurrentPage()
    await fail(TestError("server error"))
    #expect(pager.retry())
    await settled()
    #expect(pipeline.paging.isReloadingPage)
    #expect(service.requests.last == PageRequest(number: 2, offset: 3, limit: 3))
    await answer(Page(items: pictures(page: 2, version: 1)))
    #expect(pager.lastChanges == ListChanges(updatedRows: rows(3...5)))
  }

  @Test func retryRetriesAFailureThePolicyHides() async {
    let pager = makePager()
    pager.refresh()
    await fail(URLError(.notConnectedToInternet))
    #expect(pipeline.paging.shownFailure == nil)
    #expect(pager.retry())
    await answer(Page(items: pictures(page: 1)))
    #expect(ids == [0, 1, 2])
  }

  @Test func retryDoesNothingWhenNothingFailedOrAPageLoads() async {
    let pager = makePager()
    #expect(!pager.retry())
    pager.refresh()
    #expect(!pager.retry())
    await answer(Page(items: pictures(page: 1)))
    #expect(!pager.retry())
    pager.loadMore()
    await fail(TestError("server error"))
    #expect(pager.retry())
    #expect(!pager.retry())  // the retry is loading
    await answer(Page(items: pictures(page: 2)))
    #expect(!pager.retry())  // it succeeded
    #expect(service.requests.map(\.number) == [1, 2, 2])
  }

  @Test func retryDoesNothingAfterACancellation() async {
    let pager = makePager()
    pager.refresh()
    await settled()
    pager.cancel()
    #expect(!pager.retry())
  }

  // MARK: - One write batch per page

  @Test func aViewObservingTheListAndTheStateRedrawsOncePerPage() async {
    let pager = makePager()
    let view = PipelineTestObserver()
    var redraws: [String] = []
    pipeline.observe(\.photos, \.paging, by: view) { [pipeline] _ in
      redraws.append("\(pipeline.photos.rows.count) rows, \(pipeline.paging.activity)")
    }
    pager.refresh()
    await answer(Page(items: pictures(page: 1)))
    pager.loadMore()
    await answer(Page(items: pictures(page: 2)))
    pager.reloadCurrentPage()
    await answer(Page(items: pictures(page: 2, version: 1)))
    #expect(
      redraws == [
        "0 rows, refreshing", "3 rows, idle", "3 rows, loadingMore", "6 rows, idle",
        "6 rows, reloadingPage", "6 rows, idle",
      ])
  }

  @Test func encodesTheCurrentPageForScripts() async throws {
    _ = await twoPagesLoaded()
    let encoded = try json(pipeline.paging)
    #expect(encoded["currentPage"] as? Int == 2)
    #expect(encoded["isReloadingPage"] as? Bool == false)
  }
}
