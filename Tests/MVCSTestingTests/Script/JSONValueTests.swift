import Foundation
import MVCS
import Testing

@testable import MVCSTesting

struct JSONValueTests {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONValue(parsing: text, file: "value.json")
  }

  private func problem(_ text: String) -> String? {
    do {
      _ = try JSONValue(parsing: text, file: "value.json")
      return nil
    } catch {
      return error.problems.map(\.description).joined(separator: "\n")
    }
  }

  @Test func parsesEveryKindOfValue() throws {
    #expect(try parse("null") == .null)
    #expect(try parse(" true ") == .bool(true))
    #expect(try parse("false") == .bool(false))
    #expect(try parse(#""cats""#) == .string("cats"))
    #expect(try parse("[]") == .array([]))
    #expect(try parse("{}") == .object([:]))
    #expect(
      try parse(#"{"id": "1", "tags": [1, {"a": null}], "ok": true}"#)
        == .object([
          "id": .string("1"), "tags": .array([.number(1), .object(["a": .null])]),
          "ok": .bool(true),
        ]))
  }

  @Test(arguments: [
    ("0", 0.0), ("-0", 0.0), ("7", 7), ("-1.5e3", -1500), ("1E+2", 100), ("2.5e-1", 0.25),
    ("0.5", 0.5), ("123456789", 123_456_789), ("1e308", 1e308),
  ])
  func parsesNumbers(text: String, number: Double) throws {
    #expect(try parse(text) == .number(number))
  }

  @Test(arguments: ["01", "-", "+1", ".5", "1.", "1e", "1e+", "--1", "1.2.3", "-01"])
  func rejectsMalformedNumbers(text: String) {
    #expect(problem(text) == "value.json:1:1: invalid number \"\(text)\"")
    #expect(problem("[+]") == #"value.json:1:2: expected a JSON value, found "+""#)
  }

  @Test func rejectsNumbersOutOfRange() {
    #expect(problem("[1e999]") == "value.json:1:2: the number 1e999 is out of range")
  }

  @Test func decodesEscapesAndUnicode() throws {
    #expect(try parse(#""a\"b\\c\/d""#) == .string("a\"b\\c/d"))
    #expect(try parse(#""\b\f\n\r\t""#) == .string("\u{08}\u{0C}\n\r\t"))
    #expect(try parse(#""caf\u00e9 \u00E9""#) == .string("café é"))
    #expect(try parse(#""\ud83d\ude00""#) == .string("😀"))
    #expect(try parse(#""\u0000""#) == .string("\u{0}"))
    #expect(try parse(#""😀 naïve #1""#) == .string("😀 naïve #1"))
  }

  @Test func rejectsBadStrings() {
    #expect(
      problem(#""\q""#)
        == #"value.json:1:2: invalid escape "\q" in a string; escapes: \" \\ \/ \b \f \n \r \t "#
        + #"\uXXXX"#
    )
    #expect(
      problem(#""\u12G4""#) == #"value.json:1:2: invalid escape "\u12G4": \u needs 4 hex digits"#)
    #expect(
      problem(#""\u12""#) == #"value.json:1:2: invalid escape "\u12"": \u needs 4 hex digits"#)
    #expect(
      problem(#""\uD83D x""#)
        == #"value.json:1:2: invalid escape "\uD83D": a high surrogate needs a low surrogate "#
        + #"escape (\uDC00 to \uDFFF) right after it"#
    )
    #expect(
      problem(#""\uDE00""#)
        == #"value.json:1:2: invalid escape "\uDE00": a low surrogate needs a high surrogate "#
        + #"escape (\uD800 to \uDBFF) right before it"#
    )
    #expect(
      problem("\"a\tb\"")
        == #"value.json:1:3: control character U+0009 in a string; write it as an escape such as "#
        + #"\n or \t"#
    )
    #expect(
      problem("\"abc")
        == "value.json:1:1: unterminated string: no closing quote before the end of the file")
  }

  @Test func rejectsMalformedStructures() {
    let cases: [(String, String)] = [
      ("", "1:1: expected a JSON value, found end of file"),
      ("[1, 2,]", #"1:7: expected a JSON value, found "]""#),
      ("[1 2]", #"1:4: expected "," or "]" in the array, found "2""#),
      ("{id: 1}", #"1:2: expected a quoted key in the object, found "id""#),
      (#"{"id" 1}"#, #"1:7: expected ":" after the key "id", found "1""#),
      (#"{"a": 1 "b": 2}"#, #"1:9: expected "," or "}" in the object, found the string "b""#),
      (#"{"id": 1, "id": 2}"#, #"1:11: duplicate key "id" in the object"#),
      ("cats", #"1:1: expected a JSON value, found "cats". Strings need double quotes: "cats""#),
      ("nul", #"1:1: expected a JSON value, found "nul". Did you mean "null"?"#),
      ("1 2", #"1:3: expected end of file after the JSON value, found "2""#),
      ("0x10", #"1:2: expected end of file after the JSON value, found "x10""#),
      ("[\n  1,\n  }", #"3:3: expected a JSON value, found "}""#),
      ("# note", ##"1:1: expected a JSON value, found "#""##),
    ]
    for (text, message) in cases {
      #expect(problem(text) == "value.json:\(message)", "\(text)")
    }
  }

  @Test func limitsNesting() throws {
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(throws: Never.self) { try parse(deep) }
    let deeper = String(repeating: "[", count: 101) + String(repeating: "]", count: 101)
    #expect(problem(deeper) == "value.json:1:101: JSON nested more than 100 levels deep")
  }

  @Test func parsesMultiLineText() throws {
    let text = "{\r\n  \"photos\": [\n    {\"id\": \"1\"}\n  ]\n}\n"
    #expect(try parse(text) == ["photos": [["id": "1"]]])
  }

  @Test func comparesByMeaning() throws {
    #expect(try parse(#"{"a": 1, "b": [2.0, "x"]}"#) == parse(#"{"b": [2, "x"], "a": 1.0}"#))
    #expect(try parse("100") == parse("1e2"))
    #expect(try parse("[1, 2]") != parse("[2, 1]"))
    #expect(try parse(#"{"a": 1}"#) != parse(#"{"a": 1, "b": null}"#))
    #expect(try parse("1") != parse(#""1""#))
    #expect(Set([try parse("-0"), try parse("0")]).count == 1)
  }

  @Test func describesItselfAsCompactJSONWithSortedKeys() throws {
    let value = try parse(#"{ "b": [1, 2.5, -1e21, null], "a": {"x": "q\"\n\u0001é"}, "c": 1 }"#)
    #expect(value.description == #"{"a":{"x":"q\"\n\u0001é"},"b":[1,2.5,-1e+21,null],"c":1}"#)
    #expect(try parse(value.description) == value)
  }

  private struct Photo: Encodable {
    let id: String
    let likes: Int
    let tags: [String]
    let caption: String?
  }

  @Test func convertsEncodableValues() throws {
    let photos = [Photo(id: "1", likes: 3, tags: ["cat"], caption: nil)]
    #expect(try JSONValue(encoding: photos) == [["id": "1", "likes": 3, "tags": ["cat"]]])
    #expect(try JSONValue(encoding: "https://a/b") == "https://a/b")
    #expect(try JSONValue(encoding: 0.1) == 0.1)
    #expect(try JSONValue(encoding: Optional<Int>.none) == nil)
    #expect(throws: EncodingError.self) { try JSONValue(encoding: Double.infinity) }
  }

  @Test func navigatesIntoValues() throws {
    let photos: JSONValue = [["id": "1", "title": "Cat"], ["id": "2", "count": 9]]
    #expect(try photos.value(at: []) == photos)
    #expect(try photos.value(at: [.name("count")]) == 2)
    #expect(try photos.value(at: [.index(1), .name("id")]) == "2")
    #expect(try photos.value(at: [.index(0), .name("count")]) == 2)
    #expect(try photos.value(at: [.index(1), .name("count")]) == 9)
    #expect(try photos.value(at: [.index(0), .name("title"), .name("count")]) == 3)
  }

  @Test func explainsWhyAPathDoesNotApply() {
    let photos: JSONValue = [["id": "1", "title": "Cat"]]
    let cases: [([PathComponent], String)] = [
      ([.index(3)], "[3]: index 3 is out of range; the array has 1 element"),
      (
        [.index(0), .name("titel")],
        #"[0].titel: the object has no field "titel". Did you mean "title"? Fields: id, title"#
      ),
      ([.name("id")], ".id: a field needs an object, found an array of 1 element"),
      (
        [.index(0), .name("id"), .index(0)],
        #"[0].id[0]: an index needs an array, found the string "1""#
      ),
      (
        [.index(0), .name("id"), .name("count"), .name("count")],
        "[0].id.count.count: count needs an array, string or object, found the number 1"
      ),
    ]
    for (path, message) in cases {
      #expect(throws: JSONPathError.self) { try photos.value(at: path) }
      do {
        _ = try photos.value(at: path)
      } catch {
        #expect(error.description == message)
      }
    }
  }
}

/// Combining marks next to JSON's quotes and backslashes: the scanner reads Unicode scalars, so
/// a mark never hides the syntax it follows, and printing escapes what a terminal would join.
struct JSONValueCombiningMarkTests {
  @Test func readsAStringThatStartsWithACombiningMark() throws {
    // Bytes 5b 22 cc 81 22 5d: `"` and U+0301 are one Character.
    #expect(try JSONValue(parsing: "[\"\u{301}\"]") == .array([.string("\u{301}")]))
    #expect(try JSONValue(parsing: "{\"\u{301}\": \"\u{20E9}\"}") == ["\u{301}": "\u{20E9}"])
  }

  @Test func refusesABackslashThatACombiningMarkFollows() {
    // Bytes 22 5c cc bd 22: not an escape JSON has.
    #expect(throws: ScriptError.self) { try JSONValue(parsing: "\"\\\u{33D}\"") }
    let error = #expect(throws: ScriptError.self) { try JSONValue(parsing: "\"\\\u{33D}\"") }
    #expect(error?.problems.first?.message.hasPrefix("invalid escape") == true)
  }

  @Test(arguments: [
    "\u{20E9}", "\u{301}a", "\\\u{301}", "\"\u{301}", "a\u{301}", "\n\u{301}", "\u{1F3FB}",
    "x\u{200D}", "\u{1B}[31m", "\u{9B}\u{7F}", "\u{202E}abc\u{2066}", "\u{2028}",
  ])
  func printsStringsAsTextThatParsesBack(string: String) throws {
    let value = JSONValue.array([.string(string), .object([string: .string(string)])])
    let printed = value.description
    #expect(try JSONValue(parsing: printed) == value)
    // No character of the printed text is a quote or backslash joined with a mark, nor a
    // control character or a bidirectional control.
    #expect(
      !printed.contains {
        $0.unicodeScalars.count > 1
          && "\"\\[]{},:".unicodeScalars.contains($0.unicodeScalars.first!)
      })
    #expect(
      !printed.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    #expect(!printed.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
  }

  @Test func printsAStringThatStartsWithACombiningMarkEscaped() throws {
    #expect(try JSONValue(parsing: #""\u20e9""#).description == #""\u20e9""#)
    #expect(JSONValue.string("\u{1B}[2J\u{202E}").description == #""\u001b[2J\u202e""#)
    #expect(JSONValue.string("👍\u{1F3FB}").description == "\"👍\u{1F3FB}\"")
    #expect(JSONValue.string("\n\u{1F3FB}").description == #""\n\ud83c\udffb""#)
  }

  @Test func countsColumnsAsEditorsShowCharacters() {
    // "é" written as e and U+0301 is one column; the problem is at the `x` in column 7.
    let error = #expect(throws: ScriptError.self) {
      try JSONValue(parsing: "[\"e\u{301}\", x]", file: "value.json")
    }
    #expect(error?.problems.first?.location.column == 7)
    let lines = #expect(throws: ScriptError.self) {
      try JSONValue(parsing: "[\r\n1,\r\n x]", file: "value.json")
    }
    #expect(lines?.problems.first?.location.line == 3)
    #expect(lines?.problems.first?.location.column == 2)
  }
}
