import Foundation
import MVCS
import MVCSLists
import Testing

@testable import MVCSLoading

extension Loading {
  struct LoadStateTests {
    typealias State = LoadState<String>

    static let failure = LoadFailure(TestError("boom"))
    static let cancelled = LoadFailure(CancellationError())

    /// Every event from every phase.
    static let transitions: [(from: State, event: State.Event, to: State)] = [
      (.idle, .start, .running),
      (.running, .start, .running),
      (.succeeded("a"), .start, .running),
      (.failed(failure), .start, .running),
      (.running, .succeed("a"), .succeeded("a")),
      (.running, .fail(failure), .failed(failure)),
      (.running, .fail(cancelled), .idle),
      // A late result of work that was reset or never started is ignored.
      (.idle, .succeed("a"), .idle),
      (.idle, .fail(failure), .idle),
      (.succeeded("a"), .succeed("b"), .succeeded("a")),
      (.failed(failure), .succeed("b"), .failed(failure)),
      (.succeeded("a"), .fail(failure), .succeeded("a")),
      (.idle, .reset, .idle),
      (.running, .reset, .idle),
      (.succeeded("a"), .reset, .idle),
      (.failed(failure), .reset, .idle),
    ]

    @Test(arguments: transitions)
    func movesByTheTable(from: State, event: State.Event, to: State) {
      var state = from
      state.apply(event)
      #expect(state == to, "\(from) + \(event)")
    }

    /// The derived answers: spinner, loading, empty, hint, global failure.
    static let answers: [(State, [Bool])] = [
      (.idle, [false, false, true, false, false]),
      (.running, [true, true, false, false, false]),
      (.succeeded("a"), [false, false, false, false, false]),
      (.succeeded(""), [false, false, true, false, false]),  // an empty string shows nothing
      (.failed(failure), [false, false, false, false, true]),
      (
        .failed(LoadFailure(URLError(.notConnectedToInternet))), [false, false, true, false, false]
      ),
    ]

    @Test(arguments: answers)
    func derivesWhatTheViewShows(state: State, expected: [Bool]) {
      let actual = [
        state.isLoadingWithNothingToShow, state.isLoading, state.isEmpty, state.hint != nil,
        state.globalFailure != nil,
      ]
      #expect(actual == expected, "\(state)")
    }

    @Test func anEmptyCollectionIsNoContent() {
      #expect(LoadState<[Int]>.succeeded([]).isEmpty)
      #expect(!LoadState<[Int]>.succeeded([1]).isEmpty)
      let sectionsWithoutRows = ListData<String, Picture>(sections: [ListSection("A")])
      #expect(LoadState.succeeded(sectionsWithoutRows).isEmpty)
    }

    @Test func encodesThePhaseTheValueAndTheAnswers() throws {
      let encoded = try json(State.succeeded("a"))
      #expect(encoded["phase"] as? String == "succeeded")
      #expect(encoded["value"] as? String == "a")
      #expect(encoded["isEmpty"] as? Bool == false)
      #expect(encoded["hasContent"] as? Bool == true)
      let failed = try json(State.failed(Self.failure))
      #expect((failed["globalFailure"] as? [String: Any])?["developerDetail"] as? String == "boom")
    }
  }
}
