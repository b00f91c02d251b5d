import Foundation
import MVCS
import Testing

@testable import MVCSLoading

extension Loading {
  struct DataStateTests {
    typealias State = DataState<String>

    static let failure = LoadFailure(TestError("boom"))
    static let cancelled = LoadFailure(CancellationError())

    /// A state after a sequence of events from a fresh one, to write table rows compactly.
    static func after(_ events: State.Event...) -> State {
      var state = State()
      for event in events { state.apply(event) }
      return state
    }

    /// The expected fields of a state: value, source, failure, loading local, loading remote,
    /// refreshing.
    struct Fields: Equatable, CustomStringConvertible {
      var value: String?
      var source: State.Source?
      var failure: LoadFailure?
      var local = false
      var remote = false
      var refreshing = false

      init(
        _ value: String? = nil, _ source: State.Source? = nil, failure: LoadFailure? = nil,
        local: Bool = false, remote: Bool = false, refreshing: Bool = false
      ) {
        self.value = value
        self.source = source
        self.failure = failure
        self.local = local
        self.remote = remote
        self.refreshing = refreshing
      }

      init(_ state: State) {
        self.init(
          state.value, state.source, failure: state.failure, local: state.isLoadingLocal,
          remote: state.isLoadingRemote, refreshing: state.isRefreshing)
      }

      var description: String {
        "\(value ?? "nil") from \(source?.rawValue ?? "nowhere"), failure \(failure?.developerDetail ?? "nil")"
          + ", local \(local), remote \(remote), refreshing \(refreshing)"
      }
    }

    static let both = State.Event.start(local: true, remote: true)
    static let shown = after(both, .localLoaded("cached"), .remoteLoaded("fresh"))

    static let transitions: [(from: State, event: State.Event, to: Fields)] = [
      // Starting marks the sources, keeps the value, clears the failure.
      (State(), both, Fields(local: true, remote: true)),
      (State(), .start(local: false, remote: true), Fields(remote: true)),
      (shown, both, Fields("fresh", .remote, local: true, remote: true)),
      (after(both, .remoteFailed(failure)), both, Fields(local: true, remote: true)),
      // The local copy shows first.
      (after(both), .localLoaded("cached"), Fields("cached", .local, remote: true)),
      // A local nil means nothing cached: the value stays.
      (after(both), .localLoaded(nil), Fields(remote: true)),
      (
        after(both, .localLoaded("cached"), .remoteLoaded("fresh"), both), .localLoaded(nil),
        Fields("fresh", .remote, remote: true)
      ),
      // The remote answer replaces it.
      (after(both, .localLoaded("cached")), .remoteLoaded("fresh"), Fields("fresh", .remote)),
      // Once the remote source answered, a late local copy is ignored.
      (after(both, .remoteLoaded("fresh")), .localLoaded("cached"), Fields("fresh", .remote)),
      (after(both, .remoteLoaded("fresh")), .localFailed(failure), Fields("fresh", .remote)),
      // A remote nil clears the value and the failure (CleanUtils' quirk, fixed).
      (after(both, .localLoaded("cached")), .remoteLoaded(nil), Fields()),
      (after(both, .localFailed(failure)), .remoteLoaded(nil), Fields()),
      // A remote success clears the failure.
      (after(both, .localFailed(failure)), .remoteLoaded("fresh"), Fields("fresh", .remote)),
      // A remote failure keeps the value: a hint over it.
      (
        after(both, .localLoaded("cached")), .remoteFailed(failure),
        Fields("cached", .local, failure: failure)
      ),
      // The local copy still shows after the remote source failed, with the failure.
      (
        after(both, .remoteFailed(failure)), .localLoaded("cached"),
        Fields("cached", .local, failure: failure)
      ),
      // A local failure is kept while the remote source has not answered.
      (after(both), .localFailed(failure), Fields(failure: failure, remote: true)),
      // Cancellation ends loading and records nothing.
      (after(both), .remoteFailed(cancelled), Fields(local: true)),
      (after(both), .localFailed(cancelled), Fields(remote: true)),
      // Results for a source that is not loading are ignored.
      (State(), .localLoaded("cached"), Fields()),
      (State(), .remoteLoaded("fresh"), Fields()),
      (State(), .remoteFailed(failure), Fields()),
      (shown, .remoteLoaded("other"), Fields("fresh", .remote)),
      // Refresh reloads from the remote source, keeping the value.
      (shown, .refresh, Fields("fresh", .remote, remote: true, refreshing: true)),
      (shown.applying(.refresh), .remoteLoaded("newer"), Fields("newer", .remote)),
      (
        shown.applying(.refresh), .remoteFailed(failure), Fields("fresh", .remote, failure: failure)
      ),
      // A refresh leaves the local source loading: it reloads only the remote one.
      (
        after(both, .remoteFailed(failure)), .refresh,
        Fields(local: true, remote: true, refreshing: true)
      ),
      // Reset forgets everything.
      (shown, .reset, Fields()),
      (after(both, .remoteFailed(failure)), .reset, Fields()),
    ]

    @Test(arguments: transitions)
    func movesByTheTable(from: State, event: State.Event, to: Fields) {
      var state = from
      state.apply(event)
      #expect(Fields(state) == to, "\(Fields(from)) + \(event)")
    }

    /// Spinner, loading, empty, hint, global failure.
    static let answers: [(State, [Bool])] = [
      (State(), [false, false, true, false, false]),
      (after(both), [true, true, false, false, false]),
      (after(both, .localLoaded("cached")), [false, true, false, false, false]),
      (shown, [false, false, false, false, false]),
      (
        after(both, .localLoaded("cached"), .remoteFailed(failure)),
        [
          false, false, false, true, false,
        ]
      ),
      (after(both, .localLoaded(nil), .remoteFailed(failure)), [false, false, false, false, true]),
      (
        after(.start(local: false, remote: true), .remoteFailed(failure)),
        [
          false, false, false, false, true,
        ]
      ),
      // Offline errors are hidden: the empty state shows, with the offline view.
      (
        after(.start(local: false, remote: true), .remoteFailed(LoadFailure(URLError(.timedOut)))),
        [false, false, true, false, false]
      ),
      (after(both, .remoteLoaded(nil), .localLoaded(nil)), [false, false, true, false, false]),
    ]

    @Test(arguments: answers)
    func derivesWhatTheViewShows(state: State, expected: [Bool]) {
      let actual = [
        state.isLoadingWithNothingToShow, state.isLoading, state.isEmpty, state.hint != nil,
        state.globalFailure != nil,
      ]
      #expect(actual == expected, "\(Fields(state))")
    }

    @Test func encodesTheFieldsAndTheAnswers() throws {
      let encoded = try json(Self.after(Self.both, .localLoaded("cached")))
      #expect(encoded["value"] as? String == "cached")
      #expect(encoded["source"] as? String == "local")
      #expect(encoded["isLoadingRemote"] as? Bool == true)
      #expect(encoded["isLoading"] as? Bool == true)
      #expect(encoded["isLoadingWithNothingToShow"] as? Bool == false)
      #expect(encoded["failure"] is NSNull)
    }
  }
}

extension DataState {
  func applying(_ event: Event) -> DataState {
    var state = self
    state.apply(event)
    return state
  }
}
