import MVCSSupport
import Testing

/// The "did you mean" that the libraries and the tool share: for property names, options, keys,
/// placeholders and subcommands.
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

  @Test func appendsTheSuggestionAsASentence() {
    #expect(Suggestion.hint(for: "serchText", in: names) == " Did you mean \"searchText\"?")
    #expect(Suggestion.hint(for: "requestFinished", in: names) == "")
  }

  @Test func findsTheClosestCandidateWithinATypo() {
    #expect(Suggestion.closest(to: "dryrun", in: ["dry-run", "force", "output"]) == "dry-run")
    #expect(Suggestion.closest(to: "sceneNmae", in: ["sceneName", "moduleName"]) == "sceneName")
    #expect(Suggestion.closest(to: "nwe", in: ["new", "templates", "help"]) == "new")
  }

  @Test func suggestsNothingWhenEveryCandidateIsFar() {
    #expect(Suggestion.closest(to: "bogus", in: ["dry-run", "force", "output"]) == nil)
  }

  /// A swap of neighbours is one typo, so it wins over a candidate two edits away.
  @Test func prefersASwapOfNeighboursToTwoEdits() {
    // Counting a swap as two edits would tie "form" with "foam", and take the first.
    #expect(Suggestion.closest(to: "fomr", in: ["foam", "form"]) == "form")
  }

  @Test func measuresEditDistance() {
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
    #expect(Suggestion.editDistance("same", "same") == 0)
    #expect(Suggestion.editDistance("nwe", "new") == 1)
    #expect(Suggestion.editDistance("sceneNmae", "sceneName") == 1)
    // A swap and an edit elsewhere, but no character edited twice (optimal string alignment).
    #expect(Suggestion.editDistance("ca", "abc") == 3)
    // Characters, not bytes or scalars.
    #expect(Suggestion.editDistance("café", "cafe") == 1)
    #expect(Suggestion.editDistance("😀", "😃") == 1)
  }
}
