import MVCSTestSupport
import Testing

@testable import MVCS

private struct Point: Equatable, Codable {
  var x: Int
  var y: Int
}

/// A value that is not `Equatable`.
private final class Box {
  var number: Int

  init(_ number: Int) {
    self.number = number
  }
}

@MainActor
private final class KindsPipeline: Pipeline {
  @Piped var count = 0
  @Flag var isReady = false
  @Status var phase = "idle"
  @Input var text = ""
  @Context var selectedID: String?
  @Piped var origin = Point(x: 0, y: 0)
  @Piped var tags: [String] = []
  @Piped var box = Box(0)
  @Status var boxStatus = Box(0)
  @Context var boxContext = Box(0)
  @Context var optionalBox: Box?
  @Flag var optionalFlag: Int?
}

extension PipelineCore {
  @MainActor
  struct PipelinePropertyTests {
    private let pipeline = KindsPipeline()
    private let observer = PipelineTestObserver()

    /// The values each write delivered to an observer of `keyPath`, as `old→new`.
    private func deliveries<Value>(
      of keyPath: KeyPath<KindsPipeline, Value>, during writes: () -> Void
    ) -> [String] {
      var deliveries: [String] = []
      pipeline.observe(keyPath, by: observer) { _, change in
        deliveries.append("\(change.oldValue)→\(change.newValue)")
      }
      writes()
      return deliveries
    }

    // MARK: - Kinds that notify only on change

    @Test func dataNotifiesOnlyWhenTheValueChanges() {
      let seen = deliveries(of: \.count) {
        pipeline.count = 1
        pipeline.count = 1
        pipeline.count = 2
      }
      #expect(seen == ["0→1", "1→2"])
    }

    @Test func statusNotifiesOnlyWhenTheValueChanges() {
      let seen = deliveries(of: \.phase) {
        pipeline.phase = "loading"
        pipeline.phase = "loading"
        pipeline.phase = "idle"
      }
      #expect(seen == ["idle→loading", "loading→idle"])
    }

    @Test func contextNotifiesOnlyWhenTheValueChanges() {
      let seen = deliveries(of: \.selectedID) {
        pipeline.selectedID = "7"
        pipeline.selectedID = "7"
        pipeline.selectedID = "8"
      }
      #expect(seen == ["nil→Optional(\"7\")", "Optional(\"7\")→Optional(\"8\")"])
    }

    @Test func equatableStructsAndArraysCompareByValue() {
      let points = deliveries(of: \.origin) {
        pipeline.origin = Point(x: 0, y: 0)
        pipeline.origin.x = 3
        pipeline.origin = Point(x: 3, y: 0)
      }
      let tags = deliveries(of: \.tags) {
        pipeline.tags = []
        pipeline.tags.append("cats")
        pipeline.tags = ["cats"]
      }
      #expect(points == ["Point(x: 0, y: 0)→Point(x: 3, y: 0)"])
      #expect(tags == ["[]→[\"cats\"]"])
    }

    // MARK: - Events

    @Test func flagNotifiesOnEveryWriteEvenOfTheSameValue() {
      let seen = deliveries(of: \.isReady) {
        pipeline.isReady = true
        pipeline.isReady = true
        pipeline.isReady = false
      }
      #expect(seen == ["false→true", "true→true", "true→false"])
    }

    @Test func inputNotifiesOnEveryWriteEvenOfTheSameValue() {
      let seen = deliveries(of: \.text) {
        pipeline.text = "cats"
        pipeline.text = "cats"
      }
      #expect(seen == ["→cats", "cats→cats"])
    }

    @Test func optionalFlagWithoutInitialValueNotifiesOnEveryWrite() {
      #expect(pipeline.optionalFlag == nil)
      let seen = deliveries(of: \.optionalFlag) {
        pipeline.optionalFlag = nil
        pipeline.optionalFlag = nil
      }
      #expect(seen == ["nil→nil", "nil→nil"])
    }

    // MARK: - Values that are not Equatable

    @Test(arguments: [PropertyKind.piped, .status, .context])
    func nonEquatableValueNotifiesOnEveryWrite(kind: PropertyKind) throws {
      let keyPath: ReferenceWritableKeyPath<KindsPipeline, Box> = try #require(
        [.piped: \.box, .status: \.boxStatus, .context: \.boxContext][kind])
      let same = pipeline[keyPath: keyPath]
      var count = 0
      pipeline.observe(keyPath, by: observer) { _, change in
        #expect(change.newValue === same)
        count += 1
      }
      pipeline[keyPath: keyPath] = same
      pipeline[keyPath: keyPath] = same
      #expect(count == 2)
    }

    @Test func nonEquatableOptionalWithoutInitialValueStartsNilAndNotifiesOnEveryWrite() {
      #expect(pipeline.optionalBox == nil)
      var count = 0
      pipeline.observe(\.optionalBox, by: observer) { _, _ in count += 1 }
      pipeline.optionalBox = nil
      pipeline.optionalBox = nil
      #expect(count == 2)
    }

    // MARK: - Optionals without an initial value

    @Test func optionalWithoutInitialValueStartsNil() {
      #expect(pipeline.selectedID == nil)
    }

    @Test func optionalEquatableDoesNotNotifyWhenNilStaysNil() {
      let seen = deliveries(of: \.selectedID) {
        pipeline.selectedID = nil
        pipeline.selectedID = "7"
        pipeline.selectedID = nil
        pipeline.selectedID = nil
      }
      #expect(seen == ["nil→Optional(\"7\")", "Optional(\"7\")→nil"])
    }

    // MARK: - Storing

    @Test func writesAreStoredWithOrWithoutObservers() {
      pipeline.count = 5
      pipeline.text = "dogs"
      pipeline.selectedID = "9"
      #expect(pipeline.count == 5)
      #expect(pipeline.text == "dogs")
      #expect(pipeline.selectedID == "9")
    }

    @Test func eachPropertyReportsTheKindItWasDeclaredWith() throws {
      let kinds = try ["count", "isReady", "phase", "text", "selectedID"].map {
        try pipeline.property(named: $0).kind
      }
      #expect(kinds == [.piped, .flag, .status, .input, .context])
    }

    @Test func eachPipelineInstanceHasItsOwnValues() {
      let other = KindsPipeline()
      pipeline.count = 3
      #expect(other.count == 0)
    }
  }
}
