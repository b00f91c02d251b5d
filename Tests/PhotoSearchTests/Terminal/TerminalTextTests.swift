import Testing

@testable import PhotoSearchApp

struct TerminalTextTests {
  @Test func replacesEveryControlCharacterWithAVisibleStandIn() {
    let hostile = "a\u{1B}]0;title\u{07}b\u{1B}[31mc\u{7F}d\u{9B}2Je\u{0}f"
    #expect(TerminalText.sanitized(hostile) == "a␛]0;title␇b␛[31mc␡d\u{FFFD}2Je␀f")
  }

  @Test func replacesBidirectionalOverridesAndIsolates() {
    let scalars: [Unicode.Scalar] = [
      "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}",
      "\u{2068}", "\u{2069}",
    ]
    for scalar in scalars {
      #expect(TerminalText.sanitized("txt\(scalar)exe") == "txt\u{FFFD}exe", "\(scalar.value)")
    }
  }

  @Test func turnsTabsAndLineBreaksIntoSpacesUnlessLineBreaksAreKept() {
    #expect(TerminalText.sanitized("a\tb\nc\r\nd") == "a b c  d")
    #expect(TerminalText.sanitized("a\tb\nc", keepingLineBreaks: true) == "a b\nc")
  }

  @Test func leavesPrintableTextAsItIs() {
    let text = "Ginger cat › café 日本 👨‍👩‍👧 ← → · … ◌ e\u{301}"
    #expect(TerminalText.sanitized(text) == text)
  }

  @Test func countsColumnsPerCharacterAsTheUserSeesIt() {
    let widths: [(String, Int)] = [
      ("cats", 4), ("", 0), ("café", 4), ("e\u{301}", 1), ("›…·←", 4),
      ("日本語", 6), ("한글", 4), ("ｆｕｌｌ", 8), ("👍", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2),
      ("❤️", 2), ("❤", 1), ("a\u{200B}b", 2), ("\u{301}", 0), ("猫 cat", 6),
    ]
    for (text, width) in widths {
      #expect(TerminalText.width(of: text) == width, "\(text.unicodeScalars.map(\.value))")
    }
  }
}
