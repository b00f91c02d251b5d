import Testing

@testable import MVCS

private struct Filter: Codable, Equatable {
  var minimumRating: Int
  var tags: [String]
}

private enum Mood: String, Codable {
  case happy
  case sad
}

/// A value that cannot be read from or written as JSON.
private struct Handle {
  var id = 1
}

@MainActor
private final class AdvancedPipeline: Pipeline {
  @Flag var isExpanded = false
  @Piped var limit: Int?
}

@MainActor
private final class SettingsPipeline: Pipeline {
  @Input var query = ""
  @Context var selectedID: String?
  @Piped var pageSize = 20
  @Status var isSignedIn = false
  @Piped var ratings: [Int] = []
  @Piped var filter = Filter(minimumRating: 0, tags: [])
  @Status var mood = Mood.happy
  @Piped var scale = 1.0
  @Piped var handle = Handle()
  let advanced = AdvancedPipeline()
}

private let settingsNames = """
  query, selectedID, pageSize, isSignedIn, ratings, filter, mood, scale, handle, \
  advanced.isExpanded, advanced.limit
  """

extension PipelineCore.PipelineTests {
  /// A text written by name, and the property's text afterwards.
  struct TextWrite: Sendable, CustomTestStringConvertible {
    let text: String
    let name: String
    let expected: String

    init(_ text: String, into name: String, reads expected: String) {
      self.text = text
      self.name = name
      self.expected = expected
    }

    var testDescription: String { "\(text) into \(name)" }
  }

  /// A text that cannot be written by name, and the error's description.
  struct RejectedWrite: Sendable, CustomTestStringConvertible {
    let text: String
    let name: String
    let message: String

    init(_ text: String, into name: String, message: String) {
      self.text = text
      self.name = name
      self.message = message
    }

    var testDescription: String { "\(text) into \(name)" }
  }
}

extension PipelineCore.PipelineTests {
  // MARK: - Reading

  @Test func nameOfAKeyPathIsTheDottedNameOfItsProperty() {
    let pipeline = SettingsPipeline()
    #expect(pipeline.name(of: \.query) == "query")
    #expect(pipeline.name(of: \.advanced.limit) == "advanced.limit")
    #expect(pipeline.name(of: \.query.count) == nil)
  }

  @Test func propertyNamedDescribesTheProperty() throws {
    let pipeline = SettingsPipeline()
    #expect(
      try pipeline.property(named: "selectedID")
        == PropertyDescriptor(name: "selectedID", kind: .context, valueType: "Optional<String>"))
    #expect(
      try pipeline.property(named: "advanced.limit")
        == PropertyDescriptor(name: "advanced.limit", kind: .piped, valueType: "Optional<Int>"))
    #expect(try pipeline.property(named: "filter").valueType == "MVCSTests.Filter")
    #expect(try pipeline.property(named: "ratings").description == "@Piped ratings: Array<Int>")
  }

  @Test func valueNamedReturnsTheCurrentValue() throws {
    let pipeline = SettingsPipeline()
    pipeline.query = "cats"
    pipeline.advanced.isExpanded = true
    #expect(try pipeline.value(named: "query") as? String == "cats")
    #expect(try pipeline.value(named: "pageSize") as? Int == 20)
    #expect(try pipeline.value(named: "advanced.isExpanded") as? Bool == true)
    #expect(try pipeline.value(named: "filter") as? Filter == pipeline.filter)
  }

  @Test func textNamedIsTheValueAsJSON() throws {
    let pipeline = SettingsPipeline()
    pipeline.query = "日本 😀 \"quoted\""
    pipeline.ratings = [1, 2]
    pipeline.filter = Filter(minimumRating: 3, tags: ["a/b"])
    pipeline.scale = 2.5
    let texts = try [
      "query", "selectedID", "pageSize", "isSignedIn", "ratings", "filter", "mood", "scale",
      "advanced.limit",
    ].map { try pipeline.text(named: $0) }
    #expect(
      texts == [
        #""日本 😀 \"quoted\"""#, "null", "20", "false", "[1,2]",
        #"{"minimumRating":3,"tags":["a/b"]}"#, #""happy""#, "2.5", "null",
      ])
  }

  @Test func textNamedDescribesAValueThatIsNotEncodableAsSwiftDoes() throws {
    #expect(try SettingsPipeline().text(named: "handle") == "Handle(id: 1)")
  }

  // MARK: - Writing

  @Test(arguments: [
    TextWrite("cats", into: "query", reads: #""cats""#),
    TextWrite(#""cats""#, into: "query", reads: #""cats""#),
    TextWrite("", into: "query", reads: #""""#),
    TextWrite("3", into: "query", reads: #""3""#),
    TextWrite("null", into: "query", reads: #""null""#),
    TextWrite("😀 café", into: "query", reads: #""😀 café""#),
    TextWrite("null", into: "selectedID", reads: "null"),
    TextWrite("7", into: "selectedID", reads: #""7""#),
    TextWrite(#""7""#, into: "selectedID", reads: #""7""#),
    TextWrite("42", into: "pageSize", reads: "42"),
    TextWrite(" -3 ", into: "pageSize", reads: "-3"),
    TextWrite("true", into: "isSignedIn", reads: "true"),
    TextWrite("[3, 1, 2]", into: "ratings", reads: "[3,1,2]"),
    TextWrite("[]", into: "ratings", reads: "[]"),
    TextWrite(
      #"{"tags": ["x"], "minimumRating": 4}"#, into: "filter",
      reads: #"{"minimumRating":4,"tags":["x"]}"#),
    TextWrite(#""sad""#, into: "mood", reads: #""sad""#),
    TextWrite("0.5", into: "scale", reads: "0.5"),
    TextWrite("3", into: "scale", reads: "3"),
    TextWrite("true", into: "advanced.isExpanded", reads: "true"),
    TextWrite("5", into: "advanced.limit", reads: "5"),
    TextWrite("null", into: "advanced.limit", reads: "null"),
  ])
  func setValueConvertsTheText(write: TextWrite) throws {
    let pipeline = SettingsPipeline()
    pipeline.advanced.limit = 1
    pipeline.selectedID = "1"
    try pipeline.setValue(write.text, named: write.name)
    #expect(try pipeline.text(named: write.name) == write.expected)
  }

  @Test func setValueNotifiesObserversLikeAnAssignment() throws {
    let pipeline = SettingsPipeline()
    let observer = PipelineTestObserver()
    var log: [String] = []
    pipeline.observe(\.query, by: observer) { _, change in
      log.append("query \(change.oldValue)→\(change.newValue)")
    }
    pipeline.observe(\.pageSize, by: observer) { _, change in
      log.append("pageSize \(change.oldValue)→\(change.newValue)")
    }
    pipeline.observe(\.advanced.limit, by: observer) { _, change in
      log.append("advanced.limit \(String(describing: change.newValue))")
    }
    try pipeline.setValue("cats", named: "query")
    try pipeline.setValue("cats", named: "query")
    try pipeline.setValue("20", named: "pageSize")
    try pipeline.setValue("21", named: "pageSize")
    try pipeline.setValue("5", named: "advanced.limit")
    #expect(
      log == [
        "query →cats", "query cats→cats", "pageSize 20→21", "advanced.limit Optional(5)",
      ])
  }

  @Test func setValueOfAHugeJSONArrayWorks() throws {
    let pipeline = SettingsPipeline()
    let numbers = Array(0..<100_000)
    try pipeline.setValue(
      "[" + numbers.map(String.init).joined(separator: ",") + "]", named: "ratings")
    #expect(pipeline.ratings == numbers)
  }

  // MARK: - Unknown names

  @Test func unknownNameSuggestsTheClosestAndListsTheNames() {
    let pipeline = SettingsPipeline()
    let error = #expect(throws: PipelineError.self) { try pipeline.setValue("x", named: "qurey") }
    #expect(
      error
        == .unknownProperty(
          "qurey", pipeline: "SettingsPipeline", suggestion: "query",
          available: pipeline.propertyNames))
    #expect(
      error?.description == """
        SettingsPipeline has no property named "qurey". Did you mean "query"? Its properties: \
        \(settingsNames). To fix, use one of these names; name a child's property with a dot, \
        like "child.property".
        """)
  }

  @Test func everyAccessByNameReportsAnUnknownName() {
    let pipeline = SettingsPipeline()
    let expected = PipelineError.unknownProperty(
      "advanced.limt", pipeline: "SettingsPipeline", suggestion: "advanced.limit",
      available: pipeline.propertyNames)
    #expect(throws: expected) { _ = try pipeline.property(named: "advanced.limt") }
    #expect(throws: expected) { _ = try pipeline.value(named: "advanced.limt") }
    #expect(throws: expected) { _ = try pipeline.text(named: "advanced.limt") }
    #expect(throws: expected) { try pipeline.setValue("1", named: "advanced.limt") }
  }

  @Test func unknownNameFarFromEveryNameHasNoSuggestion() {
    let error = #expect(throws: PipelineError.self) {
      try SettingsPipeline().setValue("1", named: "zzzzzzzz")
    }
    #expect(
      error?.description == """
        SettingsPipeline has no property named "zzzzzzzz". Its properties: \(settingsNames). \
        To fix, use one of these names; name a child's property with a dot, like "child.property".
        """)
  }

  @Test(arguments: [
    "", ".", "..", "a..b", ".query", "query.", "advanced.", "advanced..limit",
    "advanced.limit.extra", "query.count", "advanced", "😀", "\u{0}", "advanced.😀.x",
    String(repeating: "x", count: 100_000), String(repeating: ".", count: 10_000),
  ])
  func oddNamesAreUnknownProperties(name: String) {
    let pipeline = SettingsPipeline()
    #expect {
      try pipeline.setValue("1", named: name)
    } throws: { error in
      guard
        case .unknownProperty(let unknown, "SettingsPipeline", _, let available)? =
          error as? PipelineError
      else { return false }
      return unknown == name && available == pipeline.propertyNames
    }
  }

  @Test func emptyAndHugeNamesHaveNoSuggestion() {
    let pipeline = SettingsPipeline()
    for name in ["", String(repeating: "query", count: 1_000)] {
      #expect(
        throws: PipelineError.unknownProperty(
          name, pipeline: "SettingsPipeline", suggestion: nil, available: pipeline.propertyNames)
      ) {
        try pipeline.setValue("1", named: name)
      }
    }
  }

  // MARK: - Values of the wrong type

  @Test(arguments: [
    RejectedWrite(
      "abc", into: "pageSize",
      message: """
        Cannot set SettingsPipeline.pageSize (Int) to abc: it is not valid JSON. \
        To fix, write a JSON literal of type Int, for example 3.
        """),
    RejectedWrite(
      #""3""#, into: "pageSize",
      message: """
        Cannot set SettingsPipeline.pageSize (Int) to "3": expected Int. \
        To fix, write a JSON literal of type Int, for example 3.
        """),
    RejectedWrite(
      "3.5", into: "pageSize",
      message: """
        Cannot set SettingsPipeline.pageSize (Int) to 3.5: the number does not fit in Int. \
        To fix, write a JSON literal of type Int, for example 3.
        """),
    RejectedWrite(
      "99999999999999999999", into: "pageSize",
      message: """
        Cannot set SettingsPipeline.pageSize (Int) to 99999999999999999999: the number does not \
        fit in Int. To fix, write a JSON literal of type Int, for example 3.
        """),
    RejectedWrite(
      "null", into: "pageSize",
      message: """
        Cannot set SettingsPipeline.pageSize (Int) to null: expected Int but found null. \
        To fix, write a JSON literal of type Int, for example 3.
        """),
    RejectedWrite(
      "", into: "pageSize",
      message: """
        Cannot set SettingsPipeline.pageSize (Int) from empty text. \
        To fix, write a JSON literal of type Int, for example 3.
        """),
    RejectedWrite(
      "yes", into: "isSignedIn",
      message: """
        Cannot set SettingsPipeline.isSignedIn (Bool) to yes: it is not valid JSON. \
        To fix, write a JSON literal of type Bool, for example true.
        """),
    RejectedWrite(
      "1", into: "isSignedIn",
      message: """
        Cannot set SettingsPipeline.isSignedIn (Bool) to 1: expected Bool. \
        To fix, write a JSON literal of type Bool, for example true.
        """),
    RejectedWrite(
      #"[1, "x"]"#, into: "ratings",
      message: """
        Cannot set SettingsPipeline.ratings (Array<Int>) to [1, "x"]: expected Int at [1]. \
        To fix, write a JSON literal of type Array<Int>, for example [].
        """),
    RejectedWrite(
      "[3.5]", into: "ratings",
      message: """
        Cannot set SettingsPipeline.ratings (Array<Int>) to [3.5]: it is not a value of type \
        Array<Int>. To fix, write a JSON literal of type Array<Int>, for example [].
        """),
    RejectedWrite(
      #"{"tags": []}"#, into: "filter",
      message: """
        Cannot set SettingsPipeline.filter (MVCSTests.Filter) to {"tags": []}: the key \
        "minimumRating" is missing. To fix, write a JSON literal of type MVCSTests.Filter.
        """),
    RejectedWrite(
      #"{"minimumRating": "high", "tags": []}"#, into: "filter",
      message: """
        Cannot set SettingsPipeline.filter (MVCSTests.Filter) to {"minimumRating": "high", \
        "tags": []}: expected Int at .minimumRating. To fix, write a JSON literal of type \
        MVCSTests.Filter.
        """),
    RejectedWrite(
      #""angry""#, into: "mood",
      message: """
        Cannot set SettingsPipeline.mood (MVCSTests.Mood) to "angry": cannot initialize Mood \
        from invalid String value angry. To fix, write a JSON literal of type MVCSTests.Mood.
        """),
    RejectedWrite(
      "many", into: "advanced.limit",
      message: """
        Cannot set SettingsPipeline.advanced.limit (Optional<Int>) to many: it is not valid \
        JSON. To fix, write a JSON literal of type Optional<Int>, for example 3 or null.
        """),
    RejectedWrite(
      String(repeating: "1,", count: 1_000), into: "pageSize",
      message: """
        Cannot set SettingsPipeline.pageSize (Int) to \
        1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,… (2000 characters): it is not valid JSON. \
        To fix, write a JSON literal of type Int, for example 3.
        """),
  ])
  func setValueExplainsATextOfTheWrongType(write: RejectedWrite) {
    let pipeline = SettingsPipeline()
    let error = #expect(throws: PipelineError.self) {
      try pipeline.setValue(write.text, named: write.name)
    }
    #expect(error?.description == write.message)
  }

  @Test func rejectedWriteLeavesTheValueAndNotifiesNoOne() {
    let pipeline = SettingsPipeline()
    let observer = PipelineTestObserver()
    var calls = 0
    pipeline.observe(\.pageSize, by: observer) { _, _ in calls += 1 }
    #expect(throws: PipelineError.self) { try pipeline.setValue("abc", named: "pageSize") }
    #expect(pipeline.pageSize == 20)
    #expect(calls == 0)
  }

  @Test(arguments: [
    String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
    "[1, 2", "\u{0}", "[1] [2]", "[\"\u{D7FF}\"]", "🙂",
  ])
  func setValueRejectsMalformedJSONWithoutCrashing(text: String) {
    let pipeline = SettingsPipeline()
    #expect {
      try pipeline.setValue(text, named: "ratings")
    } throws: { error in
      guard
        case .invalidValue(text, "SettingsPipeline.ratings", "Array<Int>", _)? =
          error as? PipelineError
      else { return false }
      return true
    }
  }

  @Test func settingATypeThatIsNotDecodableIsUnsupported() {
    let pipeline = SettingsPipeline()
    let error = #expect(throws: PipelineError.self) { try pipeline.setValue("{}", named: "handle") }
    #expect(
      error == .unsupportedType(property: "SettingsPipeline.handle", type: "MVCSTests.Handle"))
    #expect(
      error?.description == """
        Cannot set SettingsPipeline.handle from text: its type MVCSTests.Handle is not \
        Decodable. To fix, make MVCSTests.Handle conform to Decodable, or set the property from \
        Swift.
        """)
  }
}
