import Testing

@testable import MVCSScaffold

struct SuggestionTests {
  @Test func findsTheClosestCandidateWithinATypo() {
    #expect(Suggestion.closest(to: "dryrun", in: ["dry-run", "force", "output"]) == "dry-run")
    #expect(Suggestion.closest(to: "sceneNmae", in: ["sceneName", "moduleName"]) == "sceneName")
    #expect(Suggestion.closest(to: "nwe", in: ["new", "templates", "help"]) == "new")
  }

  @Test func suggestsNothingWhenEveryCandidateIsFar() {
    #expect(Suggestion.closest(to: "bogus", in: ["dry-run", "force", "output"]) == nil)
  }

  @Test func measuresEditDistance() {
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
    #expect(Suggestion.editDistance("same", "same") == 0)
    #expect(Suggestion.editDistance("nwe", "new") == 1)
  }
}
