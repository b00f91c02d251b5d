import Foundation
import Testing

@testable import MVCSLoading

extension Loading {
  struct ViewPhaseTests {
    private let failure = LoadFailure(TestError("server error"))
    private let offline = LoadFailure(URLError(.notConnectedToInternet))

    @Test func followsTheLoadStatesAnswers() {
      // One row per phase, from a LoadState, whose transitions are the simplest to set up.
      var state = LoadState<[Int]>.idle
      #expect(state.viewPhase == .empty)
      state.apply(.start)
      #expect(state.viewPhase == .loading)
      state.apply(.fail(failure))
      #expect(state.viewPhase == .failed(failure))
      state.apply(.start)
      state.apply(.succeed([]))
      #expect(state.viewPhase == .empty)  // an empty collection is no content
      state.apply(.start)
      state.apply(.succeed([1]))
      #expect(state.viewPhase == .content)
    }

    @Test func aFailureOverContentIsContentWithAHint() {
      var state = DataState<[Int]>()
      state.apply(.start(local: false, remote: true))
      state.apply(.remoteLoaded([1]))
      state.apply(.refresh)
      #expect(state.viewPhase == .content)  // refreshing over the rows
      state.apply(.remoteFailed(failure))
      #expect(state.viewPhase == .content)
      #expect(state.hint == failure)
    }

    @Test func aFailureThePolicyHidesIsNeverTheFailedPhase() {
      var state = LoadState<Int>.running
      state.apply(.fail(offline))
      #expect(!offline.isShown)
      #expect(state.viewPhase == .empty)
      #expect(
        LoadState<Int>.failed(
          LoadFailure(offline.error, policy: ErrorPolicy(showsOfflineErrors: true))
        )
        .viewPhase != .empty)
    }
  }
}
