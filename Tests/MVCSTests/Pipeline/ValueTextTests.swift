import Foundation
import MVCSSupport
import Testing

@testable import MVCS

private struct Song: Codable, Equatable {
  var title: String
}

private enum Outer {
  struct Inner {}
}

extension PipelineCore {
  @MainActor
  struct ValueTextTests {
    @Test func describesEncodableValuesAsCompactJSONWithSortedKeys() {
      #expect(ValueText.describe("a/b \"c\" é") == #""a/b \"c\" é""#)
      #expect(ValueText.describe(3) == "3")
      #expect(ValueText.describe(Optional<Int>.none as Any) == "null")
      #expect(ValueText.describe(["b": 1, "a": 2]) == #"{"a":2,"b":1}"#)
      #expect(ValueText.describe(Song(title: "Blue")) == #"{"title":"Blue"}"#)
    }

    @Test func describesOtherValuesAsSwiftDoes() {
      #expect(ValueText.describe(Outer.Inner()) == "Inner()")
      #expect(ValueText.describe(Double.nan) == "nan")
    }

    @Test func decodesJSONLiterals() throws {
      #expect(try ValueText.decode("[1, 2]", as: [Int].self) == [1, 2])
      #expect(try ValueText.decode(#"{"title": "Blue"}"#, as: Song.self) == Song(title: "Blue"))
      #expect(try ValueText.decode("null", as: Int?.self) == nil)
    }

    @Test func decodesPlainTextOnlyForStrings() throws {
      #expect(try ValueText.decode("Blue Moon", as: String.self) == "Blue Moon")
      #expect(try ValueText.decode("Blue Moon", as: String?.self) == "Blue Moon")
      #expect(throws: ValueText.Failure.self) { try ValueText.decode("Blue Moon", as: Int.self) }
    }

    @Test func refusesTypesThatAreNotDecodable() {
      #expect {
        try ValueText.decode("{}", as: Outer.Inner.self)
      } throws: { error in
        guard case .notDecodable = error as? ValueText.Failure else { return false }
        return true
      }
    }
  }

  @MainActor
  struct TypeNameTests {
    @Test func dropsTheStandardModules() {
      #expect(TypeName.of(Int?.self) == "Optional<Int>")
      #expect(TypeName.of([String: [Int]].self) == "Dictionary<String, Array<Int>>")
      #expect(TypeName.of(PropertyKind.self) == "PropertyKind")
      #expect(TypeName.of(Date.self) == "Date")
    }

    @Test func namesPrivateAndNestedTypesReadably() {
      #expect(TypeName.of(Song.self) == "MVCSTests.Song")
      #expect(TypeName.of([Outer.Inner?].self) == "Array<Optional<MVCSTests.Outer.Inner>>")
    }

    @Test func dropsModuleNamesOnlyWhereANameStarts() {
      #expect(TypeName.readable("TaylorSwift.Song") == "TaylorSwift.Song")
      #expect(TypeName.readable("Swift.Array<MyMVCS.Thing>") == "Array<MyMVCS.Thing>")
      #expect(TypeName.readable("Swift.Optional<Swift.Int>") == "Optional<Int>")
      #expect(TypeName.readable("App.(unknown context at $10a4f).Song") == "App.Song")
    }

    @Test func givesExamplesForCommonTypes() {
      #expect(TypeName.example(for: "Int") == ", for example 3")
      #expect(TypeName.example(for: "Optional<Bool>") == ", for example true or null")
      #expect(TypeName.example(for: "App.Song") == "")
    }
  }
}

extension PipelineCore {
  /// Scalars are read without a `JSONDecoder`, for speed; these prove the shortcut reads every
  /// text as the decoder does (or leaves it to the decoder).
  struct ValueTextScalarTests {
    static let texts = [
      "0", "7", "-3", "42", "01", "-0", "1.5", "-2.25", "1.", ".5", "1e3", "1E-2", "2e", "+1",
      "9223372036854775807", "9223372036854775808", "true", "false", "null", "cats", "cats dogs",
      " cats", "cats ", "\"cats\"", "\"a\\nb\"", "[1]", "{}", "-", "", "é", "nan", "inf", "0x10",
    ]

    /// What decoding did before the shortcut: the decoder, then plain text for strings.
    static func reference<Value: Decodable>(_ text: String, as type: Value.Type) -> Value? {
      if let value = try? JSONDecoder().decode(type, from: Data(text.utf8)) { return value }
      return text as? Value
    }

    @Test(arguments: texts)
    func readsEachScalarAsTheDecoderDoes(_ text: String) {
      #expect((try? ValueText.decode(text, as: Int.self)) == Self.reference(text, as: Int.self))
      #expect(
        (try? ValueText.decode(text, as: Double.self)) == Self.reference(text, as: Double.self))
      #expect((try? ValueText.decode(text, as: Bool.self)) == Self.reference(text, as: Bool.self))
      #expect(
        (try? ValueText.decode(text, as: String.self)) == Self.reference(text, as: String.self))
    }
  }
}
