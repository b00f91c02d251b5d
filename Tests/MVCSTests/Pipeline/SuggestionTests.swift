import Testing

@testable import MVCS

extension PipelineCore {
  @MainActor
  struct SuggestionTests {
    private let names = ["searchText", "photos", "photoList.photos", "isSignedIn"]

    @Test func suggestsTheClosestNameToATypo() {
      #expect(Suggestion.closest(to: "serchText", in: names) == "searchText")
      #expect(Suggestion.closest(to: "photoList.photo", in: names) == "photoList.photos")
      #expect(Suggestion.closest(to: "SEARCHTEXT", in: names) == "searchText")
    }

    @Test func suggestsNothingForANameFarFromEveryCandidate() {
      #expect(Suggestion.closest(to: "requestFinished", in: names) == nil)
      #expect(Suggestion.closest(to: "x", in: []) == nil)
    }

    @Test func suggestsNothingForAnEmptyOrHugeName() {
      #expect(Suggestion.closest(to: "", in: ["id", "x"]) == nil)
      #expect(Suggestion.closest(to: String(repeating: "photos", count: 500), in: names) == nil)
    }

    @Test func measuresEditDistanceInCharacters() {
      #expect(Suggestion.editDistance("kitten", "sitting") == 3)
      #expect(Suggestion.editDistance("", "abc") == 3)
      #expect(Suggestion.editDistance("café", "cafe") == 1)
      #expect(Suggestion.editDistance("😀", "😃") == 1)
    }
  }

  @MainActor
  struct IdentifierTests {
    @Test(arguments: ["favorites", "_private", "café", "x1", "photoList"])
    func acceptsSwiftIdentifiers(name: String) {
      #expect(Identifier.isValid(name))
    }

    @Test(arguments: ["", "1st", "my-list", "photo.list", "two words", "😀", " x"])
    func rejectsOtherNames(name: String) {
      #expect(!Identifier.isValid(name))
    }
  }
}
