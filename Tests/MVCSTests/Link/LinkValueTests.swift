import Testing

@testable import MVCS

struct LinkValueTests {
  @Test func standardTypesConvertTheTextsTheySpell() {
    #expect(String(linkText: "a b") == "a b")
    #expect(Int(linkText: "-42") == -42)
    #expect(Int(linkText: "4.2") == nil)
    #expect(Double(linkText: "1e3") == 1000)
    #expect(Double(linkText: "one") == nil)
    #expect(Bool(linkText: "false") == false)
    #expect(Bool(linkText: "1") == nil)
  }

  @Test func rawRepresentableTypesConvertTheirRawValues() {
    #expect(SearchScope(linkText: "recent") == .recent)
    #expect(SearchScope(linkText: "Recent") == nil)
  }

  @Test func arraysTakeOneElementPerOccurrence() {
    #expect([Int](linkText: "3") == [3])
    #expect([Int](linkText: "x") == nil)
    let key = LinkKey([Int].self)
    #expect(key.isRepeatable)
    #expect(key.elementTypeName == "Int")
    guard case .success(let value) = key.convert(["1", "2"]) else {
      Issue.record("expected the array to convert")
      return
    }
    #expect(value as? [Int] == [1, 2])
    guard case .failure(let mismatch) = key.convert(["1", "b", "c"]) else {
      Issue.record("expected the array not to convert")
      return
    }
    #expect(mismatch.text == "b")
  }

  @Test func singleValuedKeysAreNotRepeatable() {
    let key = LinkKey(Int.self)
    #expect(!key.isRepeatable)
    #expect(key.typeName == "Int")
  }
}
