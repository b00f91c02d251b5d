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
