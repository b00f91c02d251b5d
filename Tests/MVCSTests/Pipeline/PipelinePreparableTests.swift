import MVCS
import MVCSTestSupport
import Testing

/// A value that counts how many times a pipeline property stored it, through the core's hook
/// alone: no list involved.
private struct Revision: _PipelinePreparable, Equatable {
  var text: String
  private(set) var number = 0
  private(set) var replaced: String?

  init(_ text: String) { self.text = text }

  mutating func _prepareForPipeline(replacing old: Revision?) {
    number = (old?.number ?? -1) + 1
    replaced = old?.text
  }

  static func == (lhs: Revision, rhs: Revision) -> Bool { lhs.text == rhs.text }
}

@MainActor
private final class DocumentPipeline: Pipeline {
  @Piped var revision = Revision("draft")
  @Input var typed = Revision("")
}

extension PipelineCore {
  /// The seam feature modules use: a pipeline property prepares each value it stores, given the
  /// value it replaces.
  @MainActor
  struct PipelinePreparableTests {
    @Test func theInitialValueIsPreparedWithNothingToReplace() {
      let pipeline = DocumentPipeline()
      #expect(pipeline.revision.number == 0)
      #expect(pipeline.revision.replaced == nil)
    }

    @Test func eachWriteIsPreparedWithTheValueItReplaces() {
      let pipeline = DocumentPipeline()
      pipeline.revision = Revision("first")
      pipeline.revision = Revision("second")
      #expect(pipeline.revision.number == 2)
      #expect(pipeline.revision.replaced == "first")
    }

    @Test func anEqualValueStillNotifiesNoOneExceptForEvents() {
      let pipeline = DocumentPipeline()
      let observer = PipelineTestObserver()
      var heard: [String] = []
      pipeline.observe(\.revision, by: observer) { _, change in heard.append(change.newValue.text) }
      pipeline.observe(\.typed, by: observer) { _, change in
        heard.append("typed " + change.newValue.text)
      }
      pipeline.revision = Revision("draft")
      pipeline.typed = Revision("")
      #expect(heard == ["typed "])
    }
  }
}
