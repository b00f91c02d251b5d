import MVCS
import MVCSLists
import Observation
import Synchronization
import Testing

@MainActor
private final class TagsPipeline: Pipeline {
  @Piped var tags = ListData<NoSection, Tag>()
}

private struct Tag: Identifiable, Equatable, Sendable {
  let id: Int
}

/// Counts the calls of a tracker's `onChange`, which Observation makes from any thread.
private final class ChangeCounter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}

@MainActor
struct ListObservationInteropTests {
  @Test func aListEditedInPlaceFiresOnce() throws {
    let pipeline = TagsPipeline()
    let fired = ChangeCounter()
    withObservationTracking {
      _ = pipeline.tags.rowCount
    } onChange: {
      fired.increment()
    }

    try pipeline.tags.batch { list in
      try list.appendRow(Tag(id: 1))
      try list.appendRow(Tag(id: 2))
    }

    #expect(fired.value == 1)
  }
}
