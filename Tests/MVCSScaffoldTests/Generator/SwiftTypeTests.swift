import Testing

@testable import MVCSScaffold

/// Type names from the command line: what is taken, written back as code, and what is refused.
struct SwiftTypeTests {
  @Test(arguments: [
    ("Int", "Int"), ("Int?", "Int?"), ("[String]", "[String]"), ("[String:Int]", "[String: Int]"),
    ("[String: [Int]]?", "[String: [Int]]?"), ("Album.ID", "Album.ID"),
    ("Box<Int,String>", "Box<Int, String>"),
    ("Result<[Photo], Failure>?", "Result<[Photo], Failure>?"),
    ("Int??", "Int??"), ("_Private", "_Private"),
  ])
  func takesTypeNames(text: String, code: String) throws {
    #expect(try SwiftType(parsing: text).description == code)
  }

  @Test(arguments: [
    "", "Int)", "Int ", " Int", "[Int", "[Int:]", "Box<>", "Int!", "any Foo", "Foo & Bar",
    "(Int, Int)", "Int.Type", "self", "Foo..Bar", "Fo\u{301}o", "Foo\"", "Foo\n", "[:]",
  ])
  func refusesWhatIsNotATypeName(text: String) {
    #expect(throws: SwiftTypeError.self) { try SwiftType(parsing: text) }
  }

  @Test func refusesANameLongerThan200Characters() {
    #expect(throws: SwiftTypeError(problem: "it is longer than 200 characters")) {
      try SwiftType(parsing: String(repeating: "A", count: 201))
    }
  }

  @Test func optionalityIsTheOuterType() throws {
    #expect(try SwiftType(parsing: "Int?").isOptional)
    #expect(try !SwiftType(parsing: "[Int?]").isOptional)
  }

  @Test func samplesAreLiteralsForStandardTypesAndFunctionsForOthers() throws {
    var functions: [String: String] = [:]
    let samples = try ["[String: [Int]]", "Double?", "Album.ID", "[Photo]"].map {
      SampleValue.swift(try SwiftType(parsing: $0), functions: &functions)
    }
    #expect(samples == ["[\"text\": [42]]", "2.5", "try sampleAlbumID()", "[try samplePhoto()]"])
    #expect(functions == ["sampleAlbumID": "Album.ID", "samplePhoto": "Photo"])
  }

  @Test func linkTextsOnlyForWhatALinkCarries() throws {
    #expect(SampleValue.linkTexts(try SwiftType(parsing: "[Int]?")) == ["42"])
    #expect(SampleValue.linkTexts(try SwiftType(parsing: "String")) == ["text"])
    #expect(SampleValue.linkTexts(try SwiftType(parsing: "Int64")) == nil)
    #expect(SampleValue.linkTexts(try SwiftType(parsing: "[[Int]]")) == nil)
    #expect(SampleValue.linkTexts(try SwiftType(parsing: "Photo")) == nil)
  }
}
