import MVCS
import Testing

@testable import MVCSTesting

/// The script lines of stored state: another holder's write, failing writes, and an expected
/// diagnostic.
extension SceneScriptTests {
  @Test func parsesAnotherHoldersWriteAndFailingWrites() throws {
    let change = ScriptLine(#"storage Favorites changes favorites = ["p1"]  # another scene"#)
    #expect(
      try change.kind()
        == .changeStorage(
          change.name("Favorites"), key: change.name("favorites"),
          value: change.literal(["p1"], #"["p1"]"#)))

    let fail = ScriptLine("storage Favorites fails writes favorites")
    #expect(
      try fail.kind() == .failWrites(fail.name("Favorites"), key: fail.name("favorites")))
  }

  @Test func parsesAnExpectedDiagnostic() throws {
    let line = ScriptLine(#"expect diagnostic "Writing \"favorites\"""#)
    #expect(try line.kind() == .expectDiagnostic(containing: #"Writing "favorites""#))

    // A property named `diagnostic` is still a property.
    let property = ScriptLine("expect diagnostic == 1")
    #expect(
      try property.kind()
        == .expectValue(
          .path(property.path("diagnostic", [.name("diagnostic")])), .equal,
          .json(property.literal(1, "1"))))
  }

  @Test func namesWhatAStorageLineTakes() {
    #expect(
      parseProblems("scene Search\nstorage Favorites keeps recent = []") == [
        #"Search.scenetest:2:19: expected "has", "changes" or "fails" after the storage name, "#
          + #"found "keeps""#
      ])
    #expect(
      parseProblems("scene Search\nstorage Favorites fails recent") == [
        #"Search.scenetest:2:25: expected "writes" after "fails", found "recent""#
      ])
    #expect(
      parseProblems("scene Search\nstorage Favorites fails writes recent = []") == [
        #"Search.scenetest:2:39: expected end of line after the key, found "=""#
      ])
    #expect(
      parseProblems("scene Search\nexpect diagnostic failed") == [
        #"Search.scenetest:2:19: expected the quoted text the diagnostic contains after "#
          + #""diagnostic", such as "failed", found "failed""#
      ])
  }

  @Test func anotherHoldersWriteIsAnActionAndFailingWritesIsNot() {
    #expect(
      parseProblems(
        """
        scene Search
        storage Favorites fails writes recent
        context query = "cats"
        storage Favorites changes recent = []
        option relaxed
        """) == [
          #"Search.scenetest:5:1: "option" steps must come before the first action, "storage" "#
            + "on line 4"
        ])
  }
}
