import Testing

@testable import PhotoSearchApp

struct FrameTests {
  private let size = TerminalSize(columns: 40, rows: 8)

  @Test func laysOutTheBarTheBodyTheStatusAndTheKeys() {
    let frame = Frame(
      size: size, title: "PhotoList", stage: "demo",
      body: [Line("a row that is far too long to fit in forty columns")],
      status: .error("It failed."), keys: "Esc back")
    #expect(
      frame.boxed == """
        ┌────────────────────────────────────────┐
        │ Photo Search › PhotoList          demo │
        │ a row that is far too long to fit in f…│
        │                                        │
        │                                        │
        │                                        │
        │                                        │
        │ ! It failed.                           │
        │ Esc back                               │
        └────────────────────────────────────────┘
        """)
  }

  @Test func drawsStylesWithEscapeSequences() {
    let frame = Frame(
      size: size, title: "T", stage: "demo", body: [Line("row", .selected)], status: .none,
      keys: "")
    #expect(frame.ansi.hasPrefix("\u{1B}[H\u{1B}[1;1H\u{1B}[7m Photo Search › T"))
    #expect(frame.ansi.contains("\u{1B}[2;1H \u{1B}[0m\u{1B}[7mrow"))
  }

  @Test func wrapsAtSpaces() {
    #expect(wrap("one two three four", width: 9) == ["one two", "three", "four"])
    #expect(wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
  }
}
