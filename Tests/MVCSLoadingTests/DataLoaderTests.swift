import MVCS
import Testing

@testable import MVCSLoading

extension Loading {
  @MainActor
  struct DataLoaderTests {
    let pipeline = LoadingPipeline()
    let tasks = SceneTasks()
    let local = PendingCalls<String, Picture?>()
    let remote = PendingCalls<String, Picture?>()

    func makeLoader() -> DataLoader<Picture> {
      DataLoader(
        pipeline: pipeline, state: \.profile, tasks: tasks,
        local: { [local] in try await local.call("local") },
        remote: { [remote] in try await remote.call("remote") })
    }

    func settled() async {
      await settle(tasks) { local.pending.count + remote.pending.count }
    }

    let cached = Picture(id: 1, title: "cached")
    let fresh = Picture(id: 1, title: "fresh")

    @Test func showsTheLocalCopyFirstThenTheRemoteOne() async {
      let loader = makeLoader()
      loader.load()
      await settled()
      #expect(pipeline.profile.isLoadingWithNothingToShow)
      local.resolveFirst(with: .success(cached))
      await settled()
      #expect(pipeline.profile.value == cached)
      #expect(pipeline.profile.isLoadingRemote)
      remote.resolveFirst(with: .success(fresh))
      await settled()
      #expect(pipeline.profile.value == fresh)
      #expect(pipeline.profile.source == .remote)
      #expect(!pipeline.profile.isLoading)
      #expect(loader.state == pipeline.profile)
    }

    @Test func aLateLocalCopyIsIgnored() async {
      let loader = makeLoader()
      loader.load()
      await settled()
      remote.resolveFirst(with: .success(fresh))
      await settled()
      local.resolveFirst(with: .success(cached))
      await settled()
      #expect(pipeline.profile.value == fresh)
    }

    @Test func aNewLoadDropsTheResultsOfTheOneItReplaced() async {
      local.honoursCancellation = false
      remote.honoursCancellation = false
      let loader = makeLoader()
      loader.load()
      await settled()
      loader.load()
      await settled()
      // The first load's calls answer last-but-first: dropped.
      remote.resolve(at: 0, with: .success(Picture(id: 1, title: "stale")))
      local.resolve(at: 0, with: .success(Picture(id: 1, title: "stale cache")))
      await settled()
      #expect(pipeline.profile.value == nil)
      #expect(pipeline.profile.isLoadingRemote)
      remote.resolveFirst(with: .success(fresh))
      local.resolveFirst(with: .success(nil))
      await settled()
      #expect(pipeline.profile.value == fresh)
    }

    @Test func refreshReloadsFromTheRemoteSourceOnly() async {
      let loader = makeLoader()
      loader.load()
      await settled()
      local.resolveFirst(with: .success(cached))
      remote.resolveFirst(with: .success(fresh))
      await settled()

      loader.refresh()
      await settled()
      #expect(local.requests.count == 1)
      #expect(pipeline.profile.isRefreshing)
      #expect(pipeline.profile.value == fresh)
      remote.resolveFirst(with: .failure(TestError("500")))
      await settled()
      #expect(pipeline.profile.hint?.developerDetail == "500")
      #expect(pipeline.profile.value == fresh)
    }

    @Test func aRemoteNilClearsTheValue() async {
      let loader = makeLoader()
      loader.load()
      await settled()
      local.resolveFirst(with: .success(cached))
      remote.resolveFirst(with: .success(nil))
      await settled()
      #expect(pipeline.profile.value == nil)
      #expect(pipeline.profile.isEmpty)
    }

    @Test func resetCancelsAndForgets() async {
      let loader = makeLoader()
      loader.load()
      await settled()
      local.resolveFirst(with: .success(cached))
      await settled()
      loader.reset()
      await settled()
      #expect(pipeline.profile == DataState())
      #expect(remote.pending.isEmpty)
    }
  }
}
