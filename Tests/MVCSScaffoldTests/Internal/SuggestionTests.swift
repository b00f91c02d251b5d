import MVCS
import Testing

/// The "did you mean" of MVCS, as the tool uses it: for options, keys, placeholders and
/// subcommands.
struct SuggestionTests {
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
  }
}
