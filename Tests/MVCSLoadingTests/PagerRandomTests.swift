import MVCS
import MVCSLists
import MVCSTestSupport
import Testing

@testable import MVCSLoading

extension Loading {
  /// Drives a pager with random refreshes, load-mores, cancels, successes and failures against a
  /// fake that completes its calls in any order, and checks after every step that the list holds
  /// exactly the pages the pager accepted, in order, with no duplicates.
  @MainActor
  struct PagerRandomTests {
    static let pageSize = 3
    static let lastPage = 6

    /// The server's page: full pages up to the last one, which is short. Titles carry the
    /// version of the request, which each refresh bumps, so a stale page shows.
    static func page(_ request: PageRequest, version: Int) -> Page<Picture> {
      let size = request.number < lastPage ? pageSize : 2
      return Page(items: pictures(page: request.number, size: size, version: version))
    }

    @Test(arguments: 0..<40)
    func listAlwaysHoldsTheAcceptedPagesInOrder(seed: Int) async {
      var random = SeededGenerator(seed: UInt64(seed))
      let pipeline = LoadingPipeline()
      let tasks = SceneTasks()
      let service = PendingCalls<PageRequest, Page<Picture>>()
      service.honoursCancellation = seed % 2 == 0
      let pager = Pager(
        pipeline: pipeline, list: \.photos, state: \.paging, tasks: tasks,
        pageSize: Self.pageSize
      ) { [service] in try await service.call($0) }

      // The model: the version each call was made under, the pages the list must hold, and
      // whether the latest call was cancelled.
      var versions: [Int] = []
      var version = 0
      var expected: [Picture] = []
      var expectedNextPage = 1
      var latestCancelled = false
      var log: [String] = []

      func settled() async { await settle(tasks) { service.pending.count } }

      func check(_ step: Int) {
        let rows = pipeline.photos.rows
        let context = "seed \(seed), step \(step): \(log.suffix(6).joined(separator: "; "))"
        #expect(Set(rows.map(\.id)).count == rows.count, "duplicates; \(context)")
        #expect(rows == expected, "\(context)")
        #expect(pipeline.paging.nextPage == expectedNextPage, "\(context)")
        #expect(pipeline.paging == pager.state, "\(context)")
      }

      for step in 0..<120 {
        let roll = Int.random(in: 0..<100, using: &random)
        let callsBefore = service.requests.count
        switch roll {
        case 0..<15:
          log.append("refresh")
          version += 1
          pager.refresh()
        case 15..<45:
          log.append("load more")
          pager.loadMore()
        case 45..<50:
          log.append("cancel")
          pager.cancel()
          latestCancelled = true
        default:
          guard !service.pending.isEmpty else { continue }
          let index = Int.random(in: 0..<service.pending.count, using: &random)
          let call = service.pending[index]
          let isLatest = call.id == service.requests.count && !latestCancelled
          let outcome = Int.random(in: 0..<10, using: &random)
          if outcome < 7 {
            let page = Self.page(call.request, version: versions[call.id - 1])
            log.append("page \(call.request.number) answers (latest: \(isLatest))")
            service.resolve(at: index, with: .success(page))
            if isLatest {
              expected = call.request.offset == 0 ? page.items : expected + page.items
              expectedNextPage = call.request.number + 1
            }
          } else {
            log.append("page \(call.request.number) fails (latest: \(isLatest))")
            let error: any Error = outcome < 9 ? TestError("500") : CancellationError()
            service.resolve(at: index, with: .failure(error))
          }
        }
        await settled()
        // Every new call is the latest; record the version it was made under.
        for _ in callsBefore..<service.requests.count {
          versions.append(version)
          latestCancelled = false
          log.append("asked \(service.requests.last!)")
        }
        check(step)
      }

      // Let every call end, in order: only the latest may still change the list.
      while !service.pending.isEmpty {
        let call = service.pending[0]
        let page = Self.page(call.request, version: versions[call.id - 1])
        if call.id == service.requests.count && !latestCancelled {
          expected = call.request.offset == 0 ? page.items : expected + page.items
          expectedNextPage = call.request.number + 1
        }
        service.resolveFirst(with: .success(page))
        await settled()
      }
      check(-1)
      await tasks.waitUntilIdle()
    }
  }
}
