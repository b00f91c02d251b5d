import Testing

@testable import PhotoSearchApp

struct KeyDecoderTests {
  @Test func decodesArrowsEnterEscapeAndText() {
    var decoder = KeyDecoder()
    #expect(
      decoder.keys(
        from: Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[D\r\t\u{7F}ab\u{1B}[5~\u{1B}[6~\u{1B}[3~".utf8))
        == [
          .up, .down, .right, .left, .enter, .tab, .backspace, .character("a"), .character("b"),
          .pageUp, .pageDown, .delete,
        ])
    #expect(decoder.keys(from: [0x1B]) == [.escape])
    #expect(decoder.keys(from: [0x03, 0x04]) == [.interrupt, .endOfInput])
  }

  @Test func keepsAUTF8CharacterSplitAcrossReads() {
    var decoder = KeyDecoder()
    let bytes = Array("é".utf8)
    #expect(decoder.keys(from: [bytes[0]]) == [])
    #expect(decoder.keys(from: [bytes[1]]) == [.character("é")])
  }

  @Test func dropsSequencesItDoesNotKnow() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: Array("\u{1B}[1;5Px".utf8)) == [.character("x")])
  }
}
