import Foundation
import MVCSLists
import MVCSTestSupport
import Testing

@testable import MVCS
@testable import MVCSLoading

extension Loading {
  @MainActor
  struct PagerTests {
    let pipeline = LoadingPipeline()
    let tasks = SceneTasks()
    let service = PendingCalls<PageRequest, Page<Picture>>()

    func makePager(pageSize: Int = 3, firstPage: Int = 1) -> Pager<NoSection, Picture> {
      Pager(
        pipeline: pipeline, list: \.photos, state: \.paging, tasks: tasks, pageSize: pageSize,
        firstPage: firstPage
      ) { [service] in try await service.call($0) }
    }

    func settled() async {
      await settle(tasks) { service.pending.count }
    }

    func answer(_ page: Page<Picture>) async {
      await settled()
      service.resolveFirst(with: .success(page))
      await settled()
    }

    func fail(_ error: any Error) async {
      await settled()
      service.resolveFirst(with: .failure(error))
      await settled()
    }

    var ids: [Int] { pipeline.photos.rows.map(\.id) }

    @Test func refreshLoadsTheFirstPageIntoTheList() async {
      let pager = makePager()
      pager.refresh()
      await settled()
      #expect(service.requests == [PageRequest(number: 1, offset: 0, limit: 3)])
      #expect(pipeline.paging.isRefreshing)
      #expect(pipeline.paging.isLoadingWithNothingToShow)

      await answer(Page(items: pictures(page: 1)))
      #expect(ids == [0, 1, 2])
      #expect(pipeline.paging.activity == .idle)
      #expect(pipeline.paging.nextPage == 2)
      #expect(pipeline.paging.hasMore)
      #expect(pipeline.paging.hasContent)
      #expect(pager.lastChanges.description == "insert rows [0-0, 0-1, 0-2]")
    }

    @Test func loadMoreAppendsTheNextPageWithItsChanges() async {
      let pager = makePager()
      pager.refresh()
      await answer(Page(items: pictures(page: 1)))

      #expect(pager.loadMore())
      await settled()
      #expect(service.requests.last == PageRequest(number: 2, offset: 3, limit: 3))
      #expect(pipeline.paging.isLoadingMore)
      #expect(!pipeline.paging.isLoadingWithNothingToShow)
      await answer(Page(items: pictures(page: 2)))

      #expect(ids == [0, 1, 2, 100, 101, 102])
      #expect(
        pager.lastChanges
          == ListChanges(insertedRows: (3...5).map { ListIndexPath(section: 0, row: $0) }))
      #expect(pipeline.paging.nextPage == 3)
    }

    @Test func loadMoreDoesNothingWhileAPageLoads() async {
      let pager = makePager()
      pager.refresh()
      #expect(!pager.loadMore())
      await answer(Page(items: pictures(page: 1)))
      #expect(pager.loadMore())
      #expect(!pager.loadMore())
      await settled()
      #expect(service.requests.map(\.number) == [1, 2])
    }

    @Test func loadMoreDoesNothingWhenNoPageRemains() async {
      let pager = makePager()
      pager.refresh()
      await answer(Page(items: Array(pictures(page: 1).prefix(2))))  // short: the last page
      #expect(!pipeline.paging.hasMore)
      #expect(!pager.loadMore())
      #expect(service.requests.count == 1)
    }

    @Test func refreshCancelsThePageInFlightAndDropsItsLateResult() async {
      service.honoursCancellation = false  // a service that answers anyway
      let pager = makePager()
      pager.refresh()
      await answer(Page(items: pictures(page: 1)))
      pager.loadMore()
      await settled()

      pager.refresh()
      await settled()
      #expect(service.requests.map(\.number) == [1, 2, 1])
      // Page 2 answers after the refresh began: dropped.
      await answer(Page(items: pictures(page: 2)))
      #expect(ids == [0, 1, 2])
      #expect(pipeline.paging.isRefreshing)

      await answer(Page(items: pictures(page: 1, version: 1)))
      #expect(pipeline.photos.rows.map(\.title).first == "v1 p1 #0")
      #expect(pipeline.paging.nextPage == 2)
      #expect(pager.lastChanges.description == "update rows [0-0, 0-1, 0-2]")
    }

    @Test func refreshReplacesRowsAndDropsThoseAfterTheFirstPage() async {
      let pager = makePager()
      pager.refresh()
      await answer(Page(items: pictures(page: 1)))
      pager.loadMore()
      await answer(Page(items: pictures(page: 2)))

      pager.refresh()
      await answer(Page(items: Array(pictures(page: 1).dropFirst())))
      #expect(ids == [1, 2])
      #expect(pipeline.paging.nextPage == 2)
      #expect(!pipeline.paging.hasMore)  // a short page
    }

    @Test func aFailedPageKeepsItsNumberSoTheNextLoadMoreRetriesIt() async {
      let pager = makePager()
      pager.refresh()
      await answer(Page(items: pictures(page: 1)))
      pager.loadMore()
      await fail(TestError("server error"))

      #expect(pipeline.paging.nextPage == 2)
      #expect(pipeline.paging.hint?.developerDetail == "server error")
      #expect(pipeline.paging.globalFailure == nil)
      #expect(ids == [0, 1, 2])

      pager.loadMore()
      #expect(pipeline.paging.failure == nil)
      await answer(Page(items: pictures(page: 2)))
      #expect(service.requests.map(\.number) == [1, 2, 2])
      #expect(ids == [0, 1, 2, 100, 101, 102])
    }

    @Test func aFailedFirstLoadIsAGlobalFailureAndLoadMoreRetriesTheFirstPage() async {
      let pager = makePager()
      pager.refresh()
      await fail(TestError("server error"))
      #expect(pipeline.paging.globalFailure?.developerDetail == "server error")
      #expect(!pipeline.paging.isEmpty)

      pager.loadMore()
      await settled()
      #expect(service.requests.last == PageRequest(number: 1, offset: 0, limit: 3))
    }

    @Test func cancellationIsNeverAFailure() async {
      let pager = makePager()
      pager.refresh()
      await fail(CancellationError())
      #expect(pipeline.paging.failure == nil)
      #expect(pipeline.paging.activity == .idle)
      #expect(pipeline.paging.isEmpty)
    }

    @Test func offlineErrorsAreHiddenUnlessThePolicyShowsThem() async {
      let pager = makePager()
      pager.refresh()
      await fail(URLError(.notConnectedToInternet))
      #expect(pipeline.paging.failure?.kind == .offline)
      #expect(pipeline.paging.globalFailure == nil)
      #expect(pipeline.paging.isEmpty)

      let showing = Pager(
        pipeline: pipeline, list: \.photos, state: \.paging, tasks: tasks,
        policy: ErrorPolicy(showsOfflineErrors: true)
      ) { [service] in try await service.call($0) }
      showing.refresh()
      await fail(URLError(.notConnectedToInternet))
      #expect(pipeline.paging.globalFailure?.kind == .offline)
    }

    @Test func cancelDropsThePageInFlightWithoutAFailure() async {
      service.honoursCancellation = false
      let pager = makePager()
      pager.refresh()
      await settled()
      pager.cancel()
      #expect(pipeline.paging.activity == .idle)
      await answer(Page(items: pictures(page: 1)))
      #expect(ids == [])
      #expect(pipeline.paging.failure == nil)
      #expect(pipeline.paging.nextPage == 1)
    }

    @Test func aTornDownSceneCancelsThePageAndDropsIt() async {
      let pager = makePager()
      pager.refresh()
      await settled()
      tasks.close()
      await tasks.waitUntilIdle()
      #expect(service.pending.isEmpty)
      #expect(ids == [])
      #expect(pipeline.paging.failure == nil)
    }

    // MARK: - More pages

    @Test func totalPagesDecideWhetherMoreRemain() async {
      let pager = makePager()
      pager.refresh()
      await answer(Page(items: pictures(page: 1), totalPages: 2))
      #expect(pipeline.paging.hasMore)
      #expect(pipeline.paging.totalPages == 2)
      pager.loadMore()
      await answer(Page(items: pictures(page: 2), totalPages: 2))
      #expect(!pipeline.paging.hasMore)
    }

    @Test func totalItemsDecideWhetherMoreRemain() async {
      let pager = makePager()
      pager.refresh()
      await answer(Page(items: pictures(page: 1), totalItems: 5))
      #expect(pipeline.paging.hasMore)
      #expect(pipeline.paging.totalItems == 5)
      pager.loadMore()
      await answer(Page(items: pictures(page: 2, size: 2), totalItems: 5))
      #expect(!pipeline.paging.hasMore)
    }

    @Test func withoutTotalsOrAPageSizeThereIsOnePage() async {
      let pager = makePager(pageSize: 0)
      pager.refresh()
      await settled()
      #expect(service.requests == [PageRequest(number: 1, offset: 0, limit: 0)])
      await answer(Page(items: pictures(page: 1)))
      #expect(!pipeline.paging.hasMore)
      #expect(pipeline.paging.totalItems == nil)
    }

    @Test func theServiceSayingSoOverridesTheTotals() async {
      let pager = makePager()
      pager.refresh()
      await answer(Page(items: pictures(page: 1, size: 1), totalPages: 1, hasMore: true))
      #expect(pipeline.paging.hasMore)
    }

    @Test func anEmptyPageEndsThePaging() async {
      let pager = makePager()
      pager.refresh()
      await answer(Page(items: [], totalItems: 50))
      #expect(!pipeline.paging.hasMore)
      #expect(pipeline.paging.isEmpty)
    }

    @Test func pagesCountFromTheFirstPageNumber() async {
      let pager = makePager(firstPage: 0)
      #expect(pager.state.nextPage == 0)
      pager.refresh()
      await answer(Page(items: pictures(page: 1), totalPages: 2))
      pager.loadMore()
      await answer(Page(items: pictures(page: 2), totalPages: 2))
      #expect(service.requests.map(\.number) == [0, 1])
      #expect(!pipeline.paging.hasMore)
    }

    @Test func rowsTheListAlreadyHoldsAreLeftOutOfALaterPage() async {
      let pager = makePager()
      pager.refresh()
      await answer(Page(items: pictures(page: 1)))
      pager.loadMore()
      // The server's list shifted by one: page 2 starts with the last row of page 1.
      let shifted = [pictures(page: 1)[2]] + pictures(page: 2, size: 2) + [pictures(page: 2)[0]]
      await answer(Page(items: shifted))
      #expect(ids == [0, 1, 2, 100, 101])
      // The offset counts what the server returned.
      pager.loadMore()
      await settled()
      #expect(service.requests.last?.offset == 7)
    }

    // MARK: - Displayed rows

    @Test func theLastFiveRowsTriggerLoadMore() async {
      let pager = makePager(pageSize: 10)
      pager.refresh()
      await answer(Page(items: pictures(page: 1, size: 10)))
      let triggering = (0..<10).filter {
        pager.shouldLoadMore(displaying: ListIndexPath(section: 0, row: $0))
      }
      #expect(triggering == [5, 6, 7, 8, 9])
      pager.loadMoreThreshold = 2
      #expect(!pager.shouldLoadMore(displaying: ListIndexPath(section: 0, row: 7)))
      #expect(pager.shouldLoadMore(displaying: ListIndexPath(section: 0, row: 8)))
      #expect(!pager.shouldLoadMore(displaying: ListIndexPath(section: 1, row: 8)))

      #expect(pager.loadMoreIfNeeded(displaying: ListIndexPath(section: 0, row: 9)))
      #expect(!pager.shouldLoadMore(displaying: ListIndexPath(section: 0, row: 9)))  // loading
    }

    @Test func pagesGoIntoTheLastSectionOfASectionedList() async throws {
      final class SectionedPipeline: Pipeline {
        @Piped var list = ListData<String, Picture>(sections: [
          ListSection("Pinned", rows: [Picture(id: -1, title: "pinned")]), ListSection("All"),
        ])
        @Status var paging = PagingState()
      }
      let sectioned = SectionedPipeline()
      let pager = Pager(
        pipeline: sectioned, list: \.list, state: \.paging, tasks: tasks, pageSize: 3
      ) { [service] in try await service.call($0) }
      pager.refresh()
      await answer(Page(items: pictures(page: 1)))
      #expect(try sectioned.list.rows(inSection: 1).map(\.id) == [0, 1, 2])
      #expect(try sectioned.list.rows(inSection: 0).map(\.id) == [-1])
      #expect(pager.shouldLoadMore(displaying: ListIndexPath(section: 1, row: 0)))
      #expect(!pager.shouldLoadMore(displaying: ListIndexPath(section: 0, row: 0)))
    }

    @Test func aListWithoutSectionsToFillFailsThePage() async {
      final class SectionedPipeline: Pipeline {
        @Piped var list = ListData<String, Picture>()
        @Status var paging = PagingState()
      }
      let sectioned = SectionedPipeline()
      let pager = Pager(pipeline: sectioned, list: \.list, state: \.paging, tasks: tasks) {
        [service] in try await service.call($0)
      }
      pager.refresh()
      await answer(Page(items: pictures(page: 1)))
      #expect(
        sectioned.paging.failure?.error as? ListError == .noSections(operation: "merge a page into")
      )
      #expect(sectioned.list.sectionCount == 0)
    }

    @Test func eachPageIsOneWriteOfTheList() async {
      let pager = makePager()
      var writes = 0
      let observer = PipelineTestObserver()
      pipeline.observe(\.photos, by: observer) { _, _ in writes += 1 }
      pager.refresh()
      await answer(Page(items: pictures(page: 1)))
      pager.loadMore()
      await answer(Page(items: pictures(page: 2)))
      #expect(writes == 2)
    }

    @Test func encodesItsStateForScripts() throws {
      var state = PagingState()
      state.activity = .loadingMore
      state.nextPage = 3
      let encoded = try json(state)
      #expect(encoded["activity"] as? String == "loadingMore")
      #expect(encoded["nextPage"] as? Int == 3)
      #expect(encoded["isLoading"] as? Bool == true)
      #expect(encoded["isLoadingWithNothingToShow"] as? Bool == true)
      #expect(encoded["totalItems"] is NSNull)
    }
  }
}
