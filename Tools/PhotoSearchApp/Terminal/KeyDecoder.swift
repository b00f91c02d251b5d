/// Turns the bytes a terminal sends into keys: escape sequences for arrows, UTF-8 for text.
///
/// A lone escape byte at the end of what was read is the Escape key: terminals send a whole
/// sequence in one write, so an arrow never arrives split after its escape byte.
struct KeyDecoder {
  // An incomplete UTF-8 character, kept until its remaining bytes arrive.
  private var pending: [UInt8] = []

  mutating func keys(from bytes: [UInt8]) -> [Key] {
    let bytes = pending + bytes
    pending = []
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        let (key, length) = Self.escapeSequence(in: bytes[(index + 1)...])
        if let key { keys.append(key) }
        index += 1 + length
        continue
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x09: keys.append(.tab)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x03: keys.append(.interrupt)
      case 0x04: keys.append(.endOfInput)
      case 0x20..<0x7F: keys.append(.character(Character(UnicodeScalar(byte))))
      case 0xC0...0xF7:
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else {
          pending = Array(bytes[index...])
          return keys
        }
        let text = String(decoding: bytes[index..<index + length], as: UTF8.self)
        keys += text.map { .character($0) }
        index += length
        continue
      default: break  // another control byte, or a stray continuation byte: ignored
      }
      index += 1
    }
    return keys
  }

  /// The key an escape sequence stands for and how many bytes after the escape byte it takes.
  private static func escapeSequence(in rest: ArraySlice<UInt8>) -> (Key?, Int) {
    guard let first = rest.first, first == UInt8(ascii: "[") || first == UInt8(ascii: "O")
    else { return (.escape, 0) }
    // CSI: parameters (digits, ';') then one final byte from '@' to '~'.
    var length = 1
    var parameters = ""
    for byte in rest.dropFirst() {
      length += 1
      if (0x40...0x7E).contains(byte) {
        return (key(final: byte, parameters: parameters), length)
      }
      parameters.append(Character(UnicodeScalar(byte)))
    }
    return (nil, length)  // cut short: dropped
  }

  private static func key(final: UInt8, parameters: String) -> Key? {
    switch (final, parameters) {
    case (UInt8(ascii: "A"), _): .up
    case (UInt8(ascii: "B"), _): .down
    case (UInt8(ascii: "C"), _): .right
    case (UInt8(ascii: "D"), _): .left
    case (UInt8(ascii: "~"), "3"): .delete
    case (UInt8(ascii: "~"), "5"): .pageUp
    case (UInt8(ascii: "~"), "6"): .pageDown
    default: nil
    }
  }
}
