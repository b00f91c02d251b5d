import Foundation
import Testing

@testable import MVCS

@MainActor
private final class GaugePipeline: Pipeline {
  @Piped var level = 1.5
  @Piped var ratio: Float = 0.5
  @Piped var limit: Double? = 2
}

/// Numbers written by name are finite, and every finite number a pipeline prints reads back.
@MainActor
struct ValueTextNumberTests {
  /// Finite doubles at the edges of the format, where printing and parsing go wrong first.
  static let specialDoubles: [Double] = [
    0, -0.0, 1, -1, 0.1, 1 / 3, .pi, .ulpOfOne, 1e-7, 1e16, 1e21, 9_007_199_254_740_992,
    9_007_199_254_740_994,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
    -.leastNonzeroMagnitude, .leastNormalMagnitude, .leastNormalMagnitude.nextDown,
    Double(Int.max), Double(Int.min), 1.7976931348623157e308, 2.2250738585072014e-308,
  ]

  /// Deterministic bit patterns across the whole format (SplitMix64), finite ones only.
  static func sampledDoubles(count: Int) -> [Double] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var values: [Double] = []
    while values.count < count {
      state &+= 0x9E37_79B9_7F4A_7C15
      var bits = state
      bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
      bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
      bits ^= bits >> 31
      let value = Double(bitPattern: bits)
      if value.isFinite { values.append(value) }
    }
    return values
  }

  @Test(arguments: ["1e400", "-1e400", "1e309", "2e308", "-1.8e308", "1e99999"])
  func setValueRefusesANumberBeyondDoubleAndKeepsTheValue(text: String) {
    let pipeline = GaugePipeline()
    pipeline.level = 2.5
    let error = #expect(throws: PipelineError.self) {
      try pipeline.setValue(text, named: "level")
    }
    #expect(
      error?.description == """
        Cannot set GaugePipeline.level (Double) to \(text): the number does not fit in Double. \
        To fix, write a JSON literal of type Double, for example 2.5.
        """)
    #expect(pipeline.level == 2.5)
    #expect(throws: PipelineError.self) { try pipeline.setValue(text, named: "limit") }
    #expect(pipeline.limit == 2)
    #expect(throws: PipelineError.self) { try pipeline.setValue(text, named: "ratio") }
    #expect(pipeline.ratio == 0.5)
  }

  @Test func setValueRefusesInfinityAsBefore() {
    let pipeline = GaugePipeline()
    for text in ["inf", "-inf", "infinity", "nan"] {
      #expect(throws: PipelineError.self) { try pipeline.setValue(text, named: "level") }
    }
    #expect(pipeline.level == 1.5)
  }

  @Test func readsNumbersTooSmallForDoubleAsTheDecoderDoes() {
    for text in ["1e-400", "-1e-400", "0e400", "0.0e-999", "-0e-400", "5e-324", "2e-324"] {
      let decoder = try? JSONDecoder().decode(Double.self, from: Data(text.utf8))
      let shortcut = try? ValueText.decode(text, as: Double.self)
      #expect(
        shortcut?.bitPattern == decoder?.bitPattern, "\(text): \(String(describing: shortcut))")
    }
  }

  @Test func everyFiniteDoubleReadsBackFromItsText() throws {
    for value in Self.specialDoubles + Self.sampledDoubles(count: 20_000) {
      let text = ValueText.describe(value)
      let back = try? ValueText.decode(text, as: Double.self)
      #expect(back?.bitPattern == value.bitPattern, "\(value) printed as \(text)")
    }
  }

  @Test func everyFiniteDoublePropertyReadsBackByName() throws {
    let pipeline = GaugePipeline()
    for value in Self.specialDoubles + Self.sampledDoubles(count: 500) {
      pipeline.level = value
      let text = try pipeline.text(named: "level")
      pipeline.level = 7
      try pipeline.setValue(text, named: "level")
      #expect(pipeline.level.bitPattern == value.bitPattern, "\(value) printed as \(text)")

      pipeline.limit = value
      let optionalText = try pipeline.text(named: "limit")
      pipeline.limit = nil
      try pipeline.setValue(optionalText, named: "limit")
      #expect(pipeline.limit?.bitPattern == value.bitPattern, "\(value) printed as \(optionalText)")
    }
  }

  @Test func everyFiniteFloatPropertyReadsBackByName() throws {
    let pipeline = GaugePipeline()
    let floats: [Float] = [
      0, -0.0, 0.1, 1 / 3, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      .leastNonzeroMagnitude, .leastNormalMagnitude, 16_777_216, 16_777_218,
    ]
    for value in floats {
      pipeline.ratio = value
      let text = try pipeline.text(named: "ratio")
      pipeline.ratio = 7
      try pipeline.setValue(text, named: "ratio")
      #expect(pipeline.ratio.bitPattern == value.bitPattern, "\(value) printed as \(text)")
    }
  }
}
