import MVCSTestSupport
import Testing

@testable import MVCS

extension PipelineCore.PipelineTests {
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
