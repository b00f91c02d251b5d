import MVCSTesting
import Testing

@testable import MVCS
@testable import MVCSLoading

extension Loading {
  @MainActor
  struct SearcherTests {
    let pipeline = LoadingPipeline()
    let tasks = SceneTasks()
    let clock = SceneTestClock()
    let service = PendingCalls<SearchQuery, [Picture]>()

    func makeSearcher(delay: Duration = Searcher<[Picture]>.defaultDelay) -> Searcher<[Picture]> {
      Searcher(
        pipeline: pipeline, state: \.search, tasks: tasks, clock: clock, delay: delay
      ) { [service] in try await service.call($0) }
    }

    func settled() async {
      await settle(tasks) { service.pending.count + clock.waitingCount }
    }

    func advance(_ duration: Duration) async {
      await settled()
      clock.advance(by: duration)
      await settled()
    }

    func results(_ text: String) -> [Picture] { [Picture(id: text.count, title: text)] }

    @Test func theDefaultDelayIsMwfs() {
      #expect(Searcher<[Picture]>.defaultDelay == .milliseconds(400))
      #expect(makeSearcher().delay == .milliseconds(400))
    }

    @Test func searchesOnceTheTypingPausesForTheDelay() async {
      let searcher = makeSearcher()
      searcher.update(SearchQuery("c"))
      await advance(.milliseconds(300))
      searcher.update(SearchQuery("ca"))
      await advance(.milliseconds(300))
      searcher.update(SearchQuery("cat"))
      await settled()
      #expect(pipeline.search.isWaiting)
      #expect(pipeline.search.isLoading)
      await advance(.milliseconds(399))
      #expect(service.requests.isEmpty)

      await advance(.milliseconds(1))
      #expect(service.requests == [SearchQuery("cat")])
      #expect(pipeline.search.isSearching)
      #expect(!pipeline.search.isWaiting)

      service.resolveFirst(with: .success(results("cat")))
      await settled()
      #expect(pipeline.search.results == results("cat"))
      #expect(pipeline.search.resultsQuery == SearchQuery("cat"))
      #expect(!pipeline.search.isLoading)
    }

    @Test func aScopeIsPartOfTheQuery() async {
      let searcher = makeSearcher(delay: .zero)
      searcher.update(SearchQuery("ann"))
      await settled()
      searcher.update(SearchQuery("ann", scope: "staff"))
      await settled()
      #expect(service.requests == [SearchQuery("ann"), SearchQuery("ann", scope: "staff")])
      #expect(SearchQuery("ann", scope: "staff").description == #""ann" in staff"#)
    }

    @Test func anEmptyQueryClearsTheResultsAtOnce() async {
      let searcher = makeSearcher()
      searcher.update(SearchQuery("cat"))
      await advance(.milliseconds(400))
      service.resolveFirst(with: .success(results("cat")))
      await settled()

      searcher.update(SearchQuery("  "))
      await settled()
      #expect(pipeline.search.results == nil)
      #expect(pipeline.search.resultsQuery == nil)
      #expect(!pipeline.search.isLoading)
      #expect(pipeline.search.isEmpty)
      await advance(.seconds(1))
      #expect(service.requests.count == 1)
    }

    @Test func clearKeepsTheScope() async {
      let searcher = makeSearcher()
      searcher.update(SearchQuery("cat", scope: "pets"))
      searcher.clear()
      await advance(.seconds(1))
      #expect(pipeline.search.query == SearchQuery("", scope: "pets"))
      #expect(service.requests.isEmpty)
    }

    @Test func aSlowEarlierSearchNeverOverwritesANewerOne() async {
      service.honoursCancellation = false  // the slow search answers anyway
      let searcher = makeSearcher(delay: .zero)
      searcher.update(SearchQuery("ca"))
      await settled()
      searcher.update(SearchQuery("cat"))
      await settled()
      #expect(service.requests == [SearchQuery("ca"), SearchQuery("cat")])

      service.resolve(at: 1, with: .success(results("cat")))
      await settled()
      service.resolve(at: 0, with: .success(results("ca")))
      await settled()
      #expect(pipeline.search.results == results("cat"))
      #expect(pipeline.search.resultsQuery == SearchQuery("cat"))
    }

    @Test func aNewQueryCancelsTheSearchThatRuns() async {
      let searcher = makeSearcher(delay: .zero)
      searcher.update(SearchQuery("ca"))
      await settled()
      searcher.update(SearchQuery("cat"))
      await settled()
      // The first call ended on its cancellation; only the newer one waits.
      #expect(service.pending.map(\.request) == [SearchQuery("cat")])
      #expect(pipeline.search.failure == nil)
      #expect(pipeline.search.isSearching)
    }

    @Test func anEqualQueryDoesNothingAndSearchNowSearchesAgain() async {
      let searcher = makeSearcher()
      searcher.update(SearchQuery("cat"))
      await advance(.milliseconds(400))
      service.resolveFirst(with: .success(results("cat")))
      await settled()
      searcher.update(SearchQuery("cat"))
      await advance(.seconds(1))
      #expect(service.requests.count == 1)

      searcher.searchNow()
      await settled()
      #expect(service.requests.count == 2)
      #expect(pipeline.search.isSearching)
    }

    @Test func aFailureKeepsTheResultsAsAHint() async {
      let searcher = makeSearcher(delay: .zero)
      searcher.update(SearchQuery("cat"))
      await settled()
      service.resolveFirst(with: .success(results("cat")))
      await settled()
      searcher.update(SearchQuery("cats"))
      await settled()
      service.resolveFirst(with: .failure(TestError("500")))
      await settled()
      #expect(pipeline.search.results == results("cat"))
      #expect(pipeline.search.resultsQuery == SearchQuery("cat"))
      #expect(pipeline.search.hint?.developerDetail == "500")
      #expect(pipeline.search.query == SearchQuery("cats"))
    }

    @Test func resultsArriveWhenTheSearchAnswers() async {
      let searcher = makeSearcher(delay: .zero)
      searcher.update(SearchQuery("cat"))
      await settled()
      #expect(pipeline.search.isLoadingWithNothingToShow)
      await advance(.seconds(30))  // the answer takes its time
      #expect(pipeline.search.isSearching)
      service.resolveFirst(with: .success([]))
      await settled()
      #expect(pipeline.search.results == [])
      #expect(pipeline.search.isEmpty)  // searched, nothing found
    }

    @Test func teardownCancelsTheSearch() async {
      let searcher = makeSearcher()
      searcher.update(SearchQuery("cat"))
      await settled()
      tasks.close()
      await tasks.waitUntilIdle()
      #expect(clock.waitingCount == 0)
      #expect(service.requests.isEmpty)
    }
  }
}
