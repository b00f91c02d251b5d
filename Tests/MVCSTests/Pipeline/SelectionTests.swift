import Foundation
import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private final class PickerPipeline: Pipeline {
  @Context var picked: Selection<String>
  @Context var plainPicked: String?
}

extension PipelineCore {
  @MainActor struct SelectionTests {
    @Test func pickingTheSameValueTwiceNotifiesTwice() {
      let pipeline = PickerPipeline()
      let controller = PipelineTestObserver()
      var heard: [String?] = []
      pipeline.observe(\.picked, by: controller) { _, change in heard.append(change.newValue.value)
      }
      pipeline.picked.select("p1")
      pipeline.picked.select("p1")
      pipeline.picked.clear()
      #expect(heard == ["p1", "p1", nil])
    }

    @Test func aPlainContextPickedTwiceNotifiesOnce() {
      // What Selection is for: the same value written to a @Context is no change.
      let pipeline = PickerPipeline()
      let controller = PipelineTestObserver()
      var heard = 0
      pipeline.observe(\.plainPicked, by: controller) { _, _ in heard += 1 }
      pipeline.plainPicked = "p1"
      pipeline.plainPicked = "p1"
      #expect(heard == 1)
    }

    @Test func startsEmptyAndHoldsTheLastPick() {
      var selection: Selection<Int> = nil
      #expect(selection.value == nil)
      selection.select(3)
      selection.select(4)
      #expect(selection.value == 4)
      #expect(Selection(7).value == 7)
    }

    @Test func encodesAndDecodesAsItsValue() throws {
      let encoded = try JSONEncoder().encode([Selection("p1"), nil])
      #expect(String(decoding: encoded, as: UTF8.self) == #"["p1",null]"#)
      let decoded = try JSONDecoder().decode([Selection<String>].self, from: encoded)
      #expect(decoded.map(\.value) == ["p1", nil])
    }

    @Test func isSetByNameAsItsValue() throws {
      let pipeline = PickerPipeline()
      try pipeline.setValue(#""p2""#, named: "picked")
      #expect(pipeline.picked.value == "p2")
    }
  }
}
