import MVCSSupport
import Testing

struct LineDiffTests {
  @Test func showsANewFileAsAdditions() {
    #expect(
      LineDiff.unified(old: nil, new: "a\nb\n", path: "R.swift") == """
        --- /dev/null
        +++ R.swift
        @@ -0,0 +1,2 @@
        +a
        +b

        """)
  }

  @Test func showsAnInsertionWithThreeLinesOfContext() {
    let old = "1\n2\n3\n4\n5\n6\n7\n8\n"
    let new = "1\n2\n3\n4\nnew\n5\n6\n7\n8\n"
    #expect(
      LineDiff.unified(old: old, new: new, path: "R.swift") == """
        --- R.swift
        +++ R.swift
        @@ -2,6 +2,7 @@
         2
         3
         4
        +new
         5
         6
         7

        """)
  }

  @Test func showsAReplacementNearTheStart() {
    #expect(
      LineDiff.unified(old: "a\nb\n", new: "c\nb\n", path: "f") == """
        --- f
        +++ f
        @@ -1,2 +1,2 @@
        -a
        +c
         b

        """)
  }

  @Test func isEmptyForEqualTexts() {
    #expect(LineDiff.unified(old: "a\n", new: "a\n", path: "f") == "")
  }
}

struct LineDiffCompactTests {
  private let rows = (1...100).map { "row \($0)" }

  @Test func showsTwoDistantDifferencesAsTwoShortRuns() {
    var new = rows
    new[2] = "row three"
    new[97] = "row ninety-eight"
    #expect(
      LineDiff.compact(old: rows, new: new, context: 1) == [
        .elided(1), .same("row 2"), .removed("row 3"), .added("row three"), .same("row 4"),
        .elided(92),
        .same("row 97"), .removed("row 98"), .added("row ninety-eight"), .same("row 99"),
        .elided(1),
      ])
  }

  @Test func matchesLinesAroundAnInsertionAndARemoval() {
    var new = rows
    new.insert("new row", at: 10)
    new.remove(at: 80)
    #expect(
      LineDiff.compact(old: rows, new: new, context: 0) == [
        .elided(10), .added("new row"), .elided(69), .removed("row 80"), .elided(20),
      ])
  }

  @Test func equalTextsHaveNoDiff() {
    #expect(LineDiff.compact(old: rows, new: rows).isEmpty)
  }

  @Test func middlesTooLongToMatchShowAsRemovedThenAdded() {
    let old = (0..<2_001).map { "old \($0)" }
    let new = (0..<2_001).map { "new \($0)" }
    let diff = LineDiff.compact(old: ["start"] + old, new: ["start"] + new, context: 1)
    #expect(diff.first == .same("start"))
    #expect(diff.count == 1 + 2 * 2_001)
    #expect(diff[1] == .removed("old 0") && diff[2_002] == .added("new 0"))
  }
}
