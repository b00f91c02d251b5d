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

struct LineTests {
  @Test func drawsTextFromOutsideAsItselfNeverAsEscapeSequences() {
    let frame = Frame(
      size: TerminalSize(columns: 60, rows: 8), title: "PhotoList: \"\u{1B}]0;pwned\u{07}\"",
      stage: "demo", body: [Line("\u{1B}[31mred\u{1B}[0m")], status: .error("\u{9B}2J"),
      keys: "\u{202E}txt.exe")
    let ansi = frame.ansi
    #expect(!ansi.contains("\u{1B}]"))
    #expect(!ansi.contains("\u{07}"))
    #expect(!ansi.contains("\u{1B}[31m"))
    #expect(!ansi.unicodeScalars.contains { $0 == "\u{9B}" || $0 == "\u{202E}" })
    #expect(frame.lines[0].text.hasPrefix(" Photo Search › PhotoList: \"␛]0;pwned␇\""))
    #expect(frame.lines[1].text.hasPrefix(" ␛[31mred␛[0m"))
    // The app's own styling still draws.
    #expect(ansi.contains("\u{1B}[7m Photo Search"))
  }

  @Test func cutsAndPadsWideTextToTheColumnsItTakes() {
    let line = Line("日本語のテキスト")
    #expect(line.width == 16)
    #expect(line.truncated(to: 8).text == "日本語…")
    #expect(line.padded(to: 8).text == "日本語… ")
    #expect(line.padded(to: 8).width == 8)
    #expect(Line("e\u{301}e\u{301}").padded(to: 4).text == "e\u{301}e\u{301}  ")
    #expect(Line.spread("猫の写真", "by 花子 ", width: 20, style: .plain).text == "猫の写真    by 花子 ")
  }

  @Test func aFrameOfWideTextFillsExactlyTheTerminal() {
    let size = TerminalSize(columns: 41, rows: 8)
    let frame = Frame(
      size: size, title: "PhotoList: \"猫\"", stage: "demo",
      body: [Line("👨‍👩‍👧 家族の写真 " + String(repeating: "写真", count: 30))],
      status: .note("🇯🇵"), keys: "Esc")
    #expect(frame.lines.allSatisfy { $0.width == 41 })
    // The last wide character that fits is followed by `…` and a space it does not fill.
    #expect(frame.lines[1].text.hasSuffix("写真… "))
  }

  @Test func wrapsWideTextByColumns() {
    #expect(wrap("日本語 テキスト", width: 8) == ["日本語", "テキスト"])
    #expect(wrap("日本語テキスト", width: 5) == ["日本", "語テ", "キス", "ト"])
  }

  @Test func printsPlainLinesWithoutEscapeSequences() {
    let frame = Frame(
      size: TerminalSize(columns: 40, rows: 8), title: "T", stage: "demo",
      body: [Line("row", .selected)], status: .error("bad"), keys: "Esc back")
    #expect(!frame.plain.contains("\u{1B}"))
    #expect(
      frame.plain.hasPrefix(" Photo Search › T\(String(repeating: " ", count: 18))demo\n row\n"))
    #expect(frame.plain.hasSuffix(" ! bad\n Esc back\n"))
  }
}
