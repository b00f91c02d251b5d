import MVCSTestSupport
import Testing

@testable import MVCS

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
}
