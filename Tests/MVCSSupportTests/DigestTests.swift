import Foundation
import MVCSSupport
import Testing

/// The digests against published test vectors: RFC 1321 (MD5), FIPS 180 / RFC 3174 (SHA-1) and
/// the NIST examples (SHA-256); the non-ASCII ones are what OpenSSL and Python's hashlib print
/// for the text's UTF-8 bytes.
struct DigestTests {
  struct Vector: Sendable, CustomTestStringConvertible {
    let text: String
    let md5: String
    let sha1: String
    let sha256: String
    var testDescription: String { text.count > 30 ? "\(text.prefix(27))…" : "\"\(text)\"" }
  }

  static let vectors: [Vector] = [
    Vector(
      text: "", md5: "d41d8cd98f00b204e9800998ecf8427e",
      sha1: "da39a3ee5e6b4b0d3255bfef95601890afd80709",
      sha256: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    Vector(
      text: "abc", md5: "900150983cd24fb0d6963f7d28e17f72",
      sha1: "a9993e364706816aba3e25717850c26c9cd0d89d",
      sha256: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    Vector(
      text: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      md5: "8215ef0796a20bcaaae116d3876c664a",
      sha1: "84983e441c3bd26ebaae4aa1f95129e5e54670f1",
      sha256: "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    Vector(
      text: "The quick brown fox jumps over the lazy dog",
      md5: "9e107d9d372bb6826bd81d3542a419d6",
      sha1: "2fd4e1c67a2d28fced849ee1bb76e7391b93eb12",
      sha256: "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"),
    Vector(
      text: "Grüße", md5: "49c5f675b49037b6044b803ac9d1a6d7",
      sha1: "f649751d6e1bb46f8c86a8e0300237c33df07074",
      sha256: "f83e039796c6453a10f5519e39fd113901572316a1a8ea07cb525d2801dfd074"),
    Vector(
      text: "日本語", md5: "00110af8b4393ef3f72c50be5b332bec",
      sha1: "c12140a0ffb4e56481b4fe0a7a25040c2eafa9ca",
      sha256: "77710aedc74ecfa33685e33a6c7df5cc83004da1bdcef7fb280f5c2b2e97e0a5"),
  ]

  @Test(arguments: vectors)
  func textDigestsMatchPublishedVectors(_ vector: Vector) {
    #expect(Digest.md5(vector.text).hex == vector.md5)
    #expect(Digest.sha1(vector.text).hex == vector.sha1)
    #expect(Digest.sha256(vector.text).hex == vector.sha256)
  }

  @Test(arguments: vectors)
  func byteDigestsEqualTextDigestsOfTheUTF8(_ vector: Vector) {
    let bytes = Data(vector.text.utf8)
    #expect(Digest.md5(bytes) == Digest.md5(vector.text))
    #expect(Digest.sha1(bytes).hex == vector.sha1)
    #expect(Digest(.sha256, of: Array(bytes)).hex == vector.sha256)
  }

  @Test func hashesAMillionBytesAcrossManyBlocks() {
    let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(Digest.md5(million).hex == "7707d6ae4e027c70eea2a935c2296f21")
    #expect(Digest.sha1(million).hex == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    #expect(
      Digest.sha256(million).hex
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func paddingEdgesAroundOneBlockAreHashedRight() {
    // 55, 56 and 64 bytes: the length fits in the last block, needs another, or fills one.
    for count in [55, 56, 63, 64, 65] {
      let text = String(repeating: "a", count: count)
      #expect(Digest.sha256(text).bytes.count == 32)
      #expect(Digest.sha256(text) != Digest.sha256(text + "a"))
    }
    #expect(
      Digest.md5(String(repeating: "1234567890", count: 8)).hex
        == "57edf4a22be3c955ac49da2e2107b67a")
  }

  @Test func canonicallyEquivalentSpellingsHashTheirOwnBytes() {
    // Digests hash bytes: "é" precomposed and decomposed are different bytes, so they differ.
    #expect(Digest.sha1("\u{e9}").hex == "bf15be717ac1b080b4f1c456692825891ff5073d")
    #expect(Digest.sha1("e\u{301}").hex == "7e3fbcf1b6a69221cd8eef7442ef3b51a253bb49")
  }

  @Test func sizesHexAndBase64FollowTheAlgorithm() {
    #expect(Digest.md5("abc").bytes.count == 16)
    #expect(Digest.sha1("abc").bytes.count == 20)
    #expect(Digest.sha256("abc").algorithm == .sha256)
    #expect(Digest.md5("abc").base64 == "kAFQmDzST7DWlj99KOF/cg==")
    #expect("\(Digest.md5("abc"))" == "900150983cd24fb0d6963f7d28e17f72")
    #expect(Digest.Algorithm.allCases.map(\.description) == ["MD5", "SHA-1", "SHA-256"])
  }
}
