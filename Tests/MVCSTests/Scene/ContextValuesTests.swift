import Testing

@testable import MVCS

struct ContextValuesTests {
  @Test func describesValuesWithSortedKeysAsJSON() {
    let values: ContextValues = ["photoID": "123", "index": 2, "flags": [true, false]]
    #expect(values.description == #"["flags": [true,false], "index": 2, "photoID": "123"]"#)
    #expect(values.keys == ["flags", "index", "photoID"])
  }

  @Test func describesEmptyValues() {
    #expect(ContextValues().description == "[:]")
  }

  @Test func lastDuplicateKeyInLiteralWins() {
    let values: ContextValues = ["query": "cats", "query": "dogs"]
    #expect(values["query"] as? String == "dogs")
  }
}
