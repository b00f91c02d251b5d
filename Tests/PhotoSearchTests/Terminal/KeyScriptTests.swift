import Testing

@testable import PhotoSearchApp

struct KeyScriptTests {
  @Test func readsEachStepWithItsCount() throws {
    let script = try KeyScript(
      parsing: "# a comment\n\nresize 72x12\ntype two words\ndown 3\nEsc\n", file: "t.keys")
    #expect(
      script.steps.map(\.action) == [
        .resize(TerminalSize(columns: 72, rows: 12)),
        .keys("two words".map(Key.character)),
        .keys([.down, .down, .down]),
        .keys([.escape]),
      ])
    #expect(script.steps.map(\.line) == [3, 4, 5, 6])
  }

  @Test func reportsEveryBadLine() {
    #expect(
      throws: KeyScriptError(problems: [
        "t.keys:1: \"type\" needs the text to type, such as: type cats",
        "t.keys:2: \"down\" takes a count from 1 to 500, such as: down 3 (got \"many\")",
        "t.keys:3: unknown step \"entr\". Did you mean \"enter\"? The steps are: type, resize, "
          + "backspace, delete, down, enter, escape, left, pagedown, pageup, right, tab, up.",
        "t.keys:4: \"resize\" needs COLUMNSxROWS, such as: resize 80x24 (got \"0x5\")",
      ])
    ) {
      try KeyScript(parsing: "type\ndown many\nentr\nresize 0x5\n", file: "t.keys")
    }
  }
}
