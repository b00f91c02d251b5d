/// Text made safe to draw, and how many columns it takes.
///
/// Everything the app draws passes through `sanitized(_:)` where it enters a `Line` (and the
/// plain output of scripts and error messages through `sanitized(_:keepingLineBreaks:)`), so
/// text from a link, a file, a key script or a server can never send the terminal an escape
/// sequence, ring its bell or reorder what it shows. The app's own styling is added afterwards,
/// by `Frame.ansi`, outside any text.
enum TerminalText {
  /// Text with every control character replaced by a visible stand-in: C0 controls and DEL by
  /// their Control Pictures (ESC shows as `␛`), tab, line feed and carriage return by a space,
  /// C1 controls and the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069)
  /// by `�`.
  ///
  /// - Parameters:
  ///   - text: Text from anywhere.
  ///   - keepingLineBreaks: Whether line feeds stay, for output printed line by line.
  /// - Returns: Text that draws as itself.
  static func sanitized(_ text: String, keepingLineBreaks: Bool = false) -> String {
    // The common case, with nothing to replace, returns the same string.
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A where keepingLineBreaks: scalars.append(scalar)
      case 0x09, 0x0A, 0x0D: scalars.append(" ")
      case 0x00...0x1F: scalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: scalars.append("\u{2421}")
      case _ where isControl(scalar): scalars.append("\u{FFFD}")
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// Whether a scalar is one `sanitized` replaces.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// How many columns text takes in a terminal, counted per character as the user sees it.
  ///
  /// - Parameter text: Sanitized text.
  /// - Returns: The sum of each character's `width(of:)`.
  static func width(of text: some StringProtocol) -> Int {
    // Printable ASCII, by far the most common, is one column a byte.
    if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
    return text.reduce(0) { $0 + width(of: $1) }
  }

  /// How many columns one character (a grapheme cluster) takes: 2 for East Asian wide and
  /// full-width characters and emoji shown as pictures, 0 for a character made only of
  /// combining marks and zero-width formatting (it joins the one before), 1 otherwise.
  ///
  /// Terminals differ on some characters, such as emoji sequences joined by U+200D; this
  /// counts as most current terminals draw them.
  static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
    if isWide(first) { return 2 }
    // A text-style symbol with U+FE0F asks for the picture: two columns.
    if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
    return 1
  }

  /// Combining marks, zero-width formatting characters, variation selectors and the
  /// Hangul vowels and final consonants that join a syllable.
  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: break
    }
    switch scalar.value {
    case 0x1160...0x11FF, 0xD7B0...0xD7FF, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
    default: return false
    }
  }

  /// East Asian Wide and Fullwidth (Unicode 15), and emoji presented as pictures by default.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isEmojiPresentation { return true }
    let value = scalar.value
    guard value >= 0x1100 else { return false }
    return wideRanges.contains { $0.contains(value) }
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul leading consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK punctuation
    0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // full-width forms
    0xFFE0...0xFFE6,  // full-width signs
    0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1AFF0...0x1B2FF,  // Tangut, Khitan, kana supplements
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and later
  ]
}
