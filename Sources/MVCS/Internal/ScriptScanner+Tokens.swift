import MVCSSupport

extension ScriptScanner {
  /// Reads an identifier, `[A-Za-z_][A-Za-z0-9_]*`, if one starts at the index.
  package mutating func identifier() -> ScriptName? {
    guard index < chars.count, chars[index].isIdentifierHead else { return nil }
    let start = index
    while index < chars.count, chars[index].isIdentifierBody { index += 1 }
    return ScriptName(String(chars[start..<index]), at: location(of: start))
  }

  /// Reads a name after spaces, or fails with what was expected.
  package mutating func name(_ expected: String) throws(ScriptFailure) -> ScriptName {
    skipSpaces()
    guard let name = identifier() else { throw failure("expected \(expected), found \(found)") }
    return name
  }

  /// Reads one of the words after spaces, or fails listing them with the closest.
  ///
  /// - Parameters:
  ///   - words: The valid words.
  ///   - placement: Where they go, for the message: `after the service name`.
  @discardableResult
  package mutating func word(_ words: [String], _ placement: String) throws(ScriptFailure) -> String
  {
    try word(words, placement, orEnd: false) ?? ""
  }

  /// Reads an optional word that is last but for what follows it: `true` when it is there,
  /// `false` at the end of the line, and a failure on anything else.
  package mutating func optionalWord(_ word: String, _ placement: String) throws(ScriptFailure)
    -> Bool
  {
    try self.word([word], placement, orEnd: true) != nil
  }

  private mutating func word(
    _ words: [String], _ placement: String, orEnd: Bool
  ) throws(ScriptFailure) -> String? {
    skipSpaces()
    if orEnd, isAtEnd { return nil }
    let start = index
    if let word = identifier()?.text, words.contains(word) { return word }
    let typed = String(chars[start..<index])
    index = start
    let choices = Self.list(words.map { "\"\($0)\"" } + (orEnd ? ["end of line"] : []))
    var message = "expected \(choices) \(placement), found \(found)"
    if let suggestion = Suggestion.closest(to: typed, in: words) {
      message += ". Did you mean \"\(suggestion)\"?"
    }
    throw failure(message)
  }

  /// Reads a symbol such as `=` or `==` after spaces, or fails with what was expected.
  package mutating func symbol(_ symbol: String, _ placement: String) throws(ScriptFailure) {
    skipSpaces()
    if operatorRun() == symbol {
      index += symbol.count
      return
    }
    throw failure("expected \"\(symbol)\" \(placement), found \(found)")
  }

  /// Reads a run of operator characters, leaving the index at its start.
  package func operatorRun() -> String {
    String(chars[index...].prefix { "=!<>".contains($0) })
  }

  /// Fails unless only spaces and a comment are left.
  package mutating func end(after what: String) throws(ScriptFailure) {
    skipSpaces()
    guard isAtEnd else { throw failure("expected end of line after \(what), found \(found)") }
  }

  /// Reads a JSON literal after spaces, keeping its text.
  package mutating func jsonLiteral(after what: String) throws(ScriptFailure) -> JSONLiteral {
    skipSpaces()
    guard !isAtEnd else { throw failure("expected a JSON value after \(what), found \(found)") }
    return try literal()
  }

  /// Reads a JSON literal starting at the index, keeping its text.
  package mutating func literal(depth: Int = 0) throws(ScriptFailure) -> JSONLiteral {
    let start = index
    let value = try jsonValue(depth: depth)
    return JSONLiteral(
      value: value, text: String(chars[start..<index]), location: location(of: start))
  }

  /// The units of durations, by how much one is.
  package static let units: KeyValuePairs<String, Duration> = [
    "ms": .milliseconds(1), "s": .seconds(1), "min": .seconds(60),
  ]

  /// Reads a duration, `<number><unit>` such as `1.5s`, after spaces.
  package mutating func duration() throws(ScriptFailure) -> Duration {
    skipSpaces()
    let start = index
    let whole = chars[index...].prefix { $0.isDigit }
    index += whole.count
    var fraction: ArraySlice<Character> = []
    if !whole.isEmpty, current == ".", index + 1 < chars.count, chars[index + 1].isDigit {
      fraction = chars[(index + 1)...].prefix { $0.isDigit }
      index += 1 + fraction.count
    }
    guard !whole.isEmpty else {
      throw failure("expected a duration such as 1.5s, found \(found)")
    }
    let number = String(chars[start..<index])
    guard whole.count + fraction.count <= 15, let mantissa = Int(String(whole + fraction)) else {
      throw failure("the duration \(number) has more than 15 digits", at: start)
    }
    let unitStart = index
    let letters = chars[index...].prefix { $0.isLetter }
    let unit = String(letters)
    index += letters.count
    let names = Self.units.map(\.key)
    guard !unit.isEmpty else {
      throw failure(
        "expected a unit (\(Self.list(names))) right after \"\(number)\", found \(found)")
    }
    guard let scale = Self.units.first(where: { $0.key == unit })?.value else {
      let hint = Suggestion.hint(for: unit, in: names)
      throw failure(
        "unknown unit \"\(unit)\" in \"\(number)\(unit)\".\(hint) Units: "
          + names.joined(separator: ", "), at: unitStart)
    }
    var power = 1
    for _ in fraction { power *= 10 }
    return scale * mantissa / power
  }

  /// Words joined as a sentence lists them: `a`, `a or b`, `a, b or c`.
  package static func list(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
  }
}
