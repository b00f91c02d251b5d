import Testing

@testable import MVCS

extension PipelineCore {
  @MainActor
  struct PipelineErrorTests {
    @Test func unknownPropertyWithASuggestion() {
      let error = PipelineError.unknownProperty(
        "serchText", pipeline: "SearchPipeline", suggestion: "searchText",
        available: ["searchText", "photos"])
      #expect(
        error.description == """
          SearchPipeline has no property named "serchText". Did you mean "searchText"? Its \
          properties: searchText, photos. To fix, use one of these names; name a child's property \
          with a dot, like "child.property".
          """)
    }

    @Test func unknownPropertyOfAPipelineWithoutProperties() {
      let error = PipelineError.unknownProperty(
        "x", pipeline: "EmptyPipeline", suggestion: nil, available: [])
      #expect(
        error.description == """
          EmptyPipeline has no property named "x". Its properties: none. To fix, use one of these \
          names; name a child's property with a dot, like "child.property".
          """)
    }

    @Test(arguments: [
      ("Int", "3"), ("Double", "2.5"), ("Bool", "true"), ("String", #""text""#),
      ("Optional<Int>", "3 or null"), ("Array<String>", "[]"),
      ("Optional<Array<Int>>", "[] or null"),
    ])
    func invalidValueGivesAnExampleOfTheCommonTypes(type: String, example: String) {
      let error = PipelineError.invalidValue(
        "x", property: "P.value", type: type, reason: "it is not valid JSON")
      #expect(
        error.description == """
          Cannot set P.value (\(type)) to x: it is not valid JSON. To fix, write a JSON literal of \
          type \(type), for example \(example).
          """)
    }

    @Test func invalidValueOfOtherTypesGivesNoExample() {
      let error = PipelineError.invalidValue(
        "{}", property: "P.photo", type: "App.Photo", reason: #"the key "id" is missing"#)
      #expect(
        error.description == """
          Cannot set P.photo (App.Photo) to {}: the key "id" is missing. To fix, write a JSON \
          literal of type App.Photo.
          """)
    }

    @Test(arguments: ["", " ", "\n\t"])
    func invalidValueFromEmptyText(text: String) {
      let error = PipelineError.invalidValue(
        text, property: "P.count", type: "Int", reason: "it is not valid JSON")
      #expect(
        error.description == """
          Cannot set P.count (Int) from empty text. To fix, write a JSON literal of type Int, for \
          example 3.
          """)
    }

    @Test func invalidValueCutsALongText() {
      let text = String(repeating: "ab", count: 30)
      let error = PipelineError.invalidValue(
        text, property: "P.count", type: "Int", reason: "it is not valid JSON")
      #expect(
        error.description == """
          Cannot set P.count (Int) to abababababababababababababababababababab… (60 characters): \
          it is not valid JSON. To fix, write a JSON literal of type Int, for example 3.
          """)
    }

    @Test func invalidValueKeepsATextOfFortyCharacters() {
      let text = String(repeating: "x", count: 40)
      let error = PipelineError.invalidValue(
        text, property: "P.count", type: "Int", reason: "it is not valid JSON")
      #expect(error.description.contains("to \(text): it is not valid JSON."))
    }

    @Test func unsupportedType() {
      let error = PipelineError.unsupportedType(property: "P.image", type: "App.Image")
      #expect(
        error.description == """
          Cannot set P.image from text: its type App.Image is not Decodable. To fix, make App.Image \
          conform to Decodable, or set the property from Swift.
          """)
    }

    @Test func invalidChildName() {
      let error = PipelineError.invalidChildName(
        "my-list", pipeline: "SearchPipeline", reason: "it is not a Swift identifier")
      #expect(
        error.description == """
          Cannot attach a child pipeline to SearchPipeline as "my-list": it is not a Swift \
          identifier. To fix, attach it under a new Swift identifier, such as "favorites".
          """)
    }

    @Test func cyclicChild() {
      let error = PipelineError.cyclicChild(
        "search", pipeline: "PhotoListPipeline", child: "SearchPipeline")
      #expect(
        error.description == """
          Cannot attach SearchPipeline to PhotoListPipeline as "search": the child is this pipeline \
          or one of its ancestors, so the tree would have a cycle. To fix, attach a pipeline that \
          is not already above PhotoListPipeline in the tree, such as a substore's own pipeline.
          """)
    }
  }
}
