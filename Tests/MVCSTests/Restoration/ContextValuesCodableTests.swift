import Foundation
import Testing

@testable import MVCS

struct ContextValuesCodableTests {
  private func json(_ context: ContextValues) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(context), as: UTF8.self)
  }

  @Test func valuesAreSavedWithTheirTypes() throws {
    let context: ContextValues = [
      "name": "p2", "page": 2, "zoom": 2.0, "isFavorite": false, "photo": samplePhotos[0],
    ]
    #expect(
      try json(context) == """
        {"isFavorite":{"bool":false},"name":{"string":"p2"},"page":{"int":2},\
        "photo":{"json":"{\\"id\\":\\"123\\",\\"title\\":\\"cats on a mat\\"}","type":"Photo"},\
        "zoom":{"double":2}}
        """)
  }

  @Test func standardTypesComeBackAsThemselves() throws {
    let context: ContextValues = ["name": "p2", "page": 2, "zoom": 2.0, "isFavorite": false]
    let restored = try JSONDecoder().decode(
      ContextValues.self, from: JSONEncoder().encode(context))
    #expect(restored["name"] as? String == "p2")
    #expect(restored["page"] as? Int == 2)
    #expect(restored["zoom"] as? Double == 2.0)
    #expect(restored["isFavorite"] as? Bool == false)
  }

  @Test func otherValuesComeBackAsJSONDecodedOnRead() throws {
    let restored = try JSONDecoder().decode(
      ContextValues.self, from: JSONEncoder().encode(["photo": samplePhotos[1]] as ContextValues))
    #expect(restored.description == #"["photo": {"id":"456","title":"cats in a hat"}]"#)
    // Saved again without being read, it keeps its type.
    #expect(try json(restored).contains(#""type":"Photo""#))
  }

  @Test func aValueThatIsNotEncodableIsNamed() {
    let context: ContextValues = ["ok": 1, "thing": Unsaveable()]
    #expect {
      try JSONEncoder().encode(context)
    } throws: { error in
      guard case EncodingError.invalidValue(_, let encodingContext) = error else { return false }
      return encodingContext.codingPath.map(\.stringValue) == ["thing"]
        && encodingContext.debugDescription == """
          The context value under "thing" is a Unsaveable, which is not Encodable, so it cannot \
          be saved. To fix, make Unsaveable Codable, or pass something Codable that identifies \
          it (its ID) instead.
          """
    }
  }

  @Test func dataThatIsNotSavedContextIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ContextValues.self, from: Data(#"{"a":{"float":1}}"#.utf8))
    }
  }
}
