import MVCSTestSupport
import Testing

@testable import MVCS

/// A value whose preparation is visible: the number of writes that stored it.
private struct Stamp: _PipelinePreparable {
  var writes = 0
  mutating func _prepareForPipeline(replacing old: Stamp?) { writes = (old?.writes ?? -1) + 1 }
}

/// Not `Equatable`: every write notifies, whatever the kind.
private struct Opaque {
  var number: Int
}

@MainActor
private final class WitnessPipeline: Pipeline {
  @Piped var count = 0
  @Piped var other = 0
  @Flag var flag = 0
  @Piped var opaque = Opaque(number: 0)
  @Piped var stamp = Stamp()
  @Piped var wide = SIMD4<Float>(1, 2, 3, 4)
  @Piped var text = "a"
}

extension PipelineCore {
  /// What the properties of one type share instead of each holding it: `==`, preparing a value
  /// and writing text (issue 24: four closures per property were 64 of its bytes).
  @MainActor
  struct PropertyWitnessTests {
    @Test func propertiesOfOneTypeShareOneWitness() {
      let one = WitnessPipeline()
      let two = WitnessPipeline()
      #expect(
        one.property(PipedInt.self, "count").witness
          === two.property(PipedInt.self, "count").witness)
      #expect(
        one.property(PipedInt.self, "count").witness
          === one.property(PipedInt.self, "other").witness)
      #expect(
        one.property(PipedStamp.self, "stamp").witness
          === two.property(PipedStamp.self, "stamp").witness)
    }

    @Test func eachKindAndVariantHasItsOwnWitness() {
      let pipeline = WitnessPipeline()
      let count = pipeline.property(PipedInt.self, "count").witness
      let flag = pipeline.property(FlagInt.self, "flag").witness
      let opaque = pipeline.property(PipedOpaque.self, "opaque").witness
      let stamp = pipeline.property(PipedStamp.self, "stamp").witness
      // `Int` under `@Piped` compares, under `@Flag` (an event) it does not.
      #expect(count.isComparing)
      #expect(!flag.isComparing)
      #expect(!opaque.isComparing)
      #expect(!count.isPreparing)
      #expect(stamp.isPreparing)
      #expect(ObjectIdentifier(count) != ObjectIdentifier(flag))
    }

    @Test func theSharedWitnessKeepsEachKindsNotifications() {
      let pipeline = WitnessPipeline()
      let owner = Owner()
      var heard: [String] = []
      pipeline.observe(\.count, by: owner) { _, change in heard.append("count \(change.newValue)") }
      pipeline.observe(\.flag, by: owner) { _, change in heard.append("flag \(change.newValue)") }
      pipeline.observe(\.opaque, by: owner) { _, change in
        heard.append("opaque \(change.newValue.number)")
      }
      pipeline.count = 0
      pipeline.count = 1
      pipeline.flag = 0
      pipeline.opaque = Opaque(number: 0)
      #expect(heard == ["count 1", "flag 0", "opaque 0"])
    }

    @Test func theSharedWitnessPreparesEachWrite() {
      let pipeline = WitnessPipeline()
      pipeline.stamp = Stamp()
      pipeline.stamp = Stamp()
      #expect(pipeline.stamp.writes == 2)
    }

    @Test func aWriteByNameGoesThroughTheSharedWitness() throws {
      let one = WitnessPipeline()
      let two = WitnessPipeline()
      try one.setValue("5", named: "count")
      try two.setValue("7", named: "count")
      #expect(one.count == 5)
      #expect(two.count == 7)
    }

    @Test func aPropertysStateIsFoundInsideIt() {
      let pipeline = WitnessPipeline()
      let wide = pipeline.property(PipedWide.self, "wide")
      let text = pipeline.property(PipedText.self, "text")
      // `wide` is aligned to 16 bytes; its state still starts right after the header.
      #expect(MemoryLayout<PropertyState<SIMD4<Float>>>.alignment == 16)
      #expect(PipedWide.stateOffset == 16)
      pipeline.wide = SIMD4<Float>(5, 6, 7, 8)
      pipeline.text = "b"
      #expect(pipeline.wide == SIMD4<Float>(5, 6, 7, 8))
      #expect(wide.stateValue == SIMD4<Float>(5, 6, 7, 8))
      #expect(wide.state.pointee.value == SIMD4<Float>(5, 6, 7, 8))
      #expect(text.stateValue == "b")
      #expect(
        text.state.pointee.witness.toOpaque() == Unmanaged.passUnretained(text.witness).toOpaque())
    }

    @Test func aPointerElsewhereFailsTheStateCheck() {
      let here = [UnsafeRawPointer(bitPattern: 16)!]
      let there = [UnsafeRawPointer(bitPattern: 32)!]
      #expect(EngineInvariant.stateViolation(stored: here, found: here) == nil)
      #expect(
        EngineInvariant.stateViolation(stored: here, found: there)?
          .hasPrefix("MVCS engine invariant 2: a property's state") == true)
    }
  }
}

private typealias PipedInt = PipelineProperty<Int, _PropertyKinds.Piped>
private typealias FlagInt = PipelineProperty<Int, _PropertyKinds.Flag>
private typealias PipedOpaque = PipelineProperty<Opaque, _PropertyKinds.Piped>
private typealias PipedStamp = PipelineProperty<Stamp, _PropertyKinds.Piped>
private typealias PipedWide = PipelineProperty<SIMD4<Float>, _PropertyKinds.Piped>
private typealias PipedText = PipelineProperty<String, _PropertyKinds.Piped>

/// An observer.
@MainActor
private final class Owner {}

extension WitnessPipeline {
  /// The property named `name`, of the type it is declared with.
  func property<Value, Kind>(
    _ type: PipelineProperty<Value, Kind>.Type, _ name: String
  ) -> PipelineProperty<Value, Kind> {
    let layout = layout
    let index = layout.properties.firstIndex { $0.name == name }!
    return layout.property(index, of: self) as! PipelineProperty<Value, Kind>
  }
}
