import Foundation
import Testing

@testable import MVCS

@MainActor
private final class TaggedPipeline: Pipeline {
  @Piped var tags: Set<String> = []
  @Piped var scores: [Double: String] = [:]
}

/// Equal sets read the same by name, whatever order their storage keeps.
@MainActor
struct ValueTextSetTests {
  /// Two equal sets whose storage lists their elements in different orders.
  private func equalSetsInTwoOrders() throws -> (Set<String>, Set<String>) {
    let elements = (1...40).map { "tag\($0)" }
    let first = Set(elements)
    var second = Set<String>(minimumCapacity: 1000)
    for element in elements.reversed() { second.insert(element) }
    try #require(first == second && Array(first) != Array(second))
    return (first, second)
  }

  @Test func readsEqualSetsAsTheSameText() throws {
    let (first, second) = try equalSetsInTwoOrders()
    let pipeline = TaggedPipeline()
    pipeline.tags = first
    let firstText = try pipeline.text(named: "tags")
    pipeline.tags = second
    #expect(try pipeline.text(named: "tags") == firstText)
    let sorted = first.sorted().map { "\"\($0)\"" }.sorted()
    #expect(firstText == "[\(sorted.joined(separator: ","))]")
  }

  @Test func readsASetAsTextThatWritesBackTheSameSet() throws {
    let pipeline = TaggedPipeline()
    try pipeline.setValue(#"["b", "a", "c"]"#, named: "tags")
    #expect(try pipeline.text(named: "tags") == #"["a","b","c"]"#)
    #expect(pipeline.tags == ["a", "b", "c"])
  }

  @Test func readsADictionaryWrittenAsPairsInKeyOrder() throws {
    let keys = (1...40).map(Double.init)
    var first: [Double: String] = [:]
    for key in keys { first[key] = "v\(Int(key))" }
    var second = [Double: String](minimumCapacity: 1000)
    for key in keys.reversed() { second[key] = "v\(Int(key))" }
    try #require(first == second && Array(first.keys) != Array(second.keys))
    let pipeline = TaggedPipeline()
    pipeline.scores = first
    let firstText = try pipeline.text(named: "scores")
    pipeline.scores = second
    #expect(try pipeline.text(named: "scores") == firstText)
    #expect(firstText.hasPrefix(#"[1,"v1",10,"v10",11,"v11""#))
    try pipeline.setValue(firstText, named: "scores")
    #expect(pipeline.scores == first)
  }
}
