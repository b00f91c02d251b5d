import MVCSSupport

extension ScriptScanner {
  /// How deep arrays and objects may nest: deeper input is far more likely junk than a test
  /// value, and recursion must not exhaust the stack.
  package static let maximumJSONDepth = 100

  /// Reads a JSON value starting at the index, which is past any whitespace.
  package mutating func jsonValue(depth: Int = 0) throws(ScriptFailure) -> JSONValue {
    switch current {
    case "{": return try jsonObject(depth: depth)
    case "[": return try jsonArray(depth: depth)
    case "\"": return .string(try jsonString())
    case let char? where char == "-" || char.isDigit || startsSignedOrBareFraction:
      return try jsonNumber()
    default: return try jsonWord()
    }
  }

  /// Whether the input starts `+1` or `.5`, which are not JSON but are meant as numbers.
  private var startsSignedOrBareFraction: Bool {
    (current == "+" || current == ".") && index + 1 < chars.count && chars[index + 1].isDigit
  }

  private mutating func jsonWord() throws(ScriptFailure) -> JSONValue {
    var end = index
    while end < chars.count, chars[end].isASCII, chars[end].isLetter { end += 1 }
    let word = String(chars[index..<end])
    let value: JSONValue? =
      switch word {
      case "true": .bool(true)
      case "false": .bool(false)
      case "null": .null
      default: nil
      }
    if let value {
      index = end
      return value
    }
    let hint =
      if word.isEmpty {
        ""
      } else if let keyword = Suggestion.closest(to: word, in: ["true", "false", "null"]) {
        ". Did you mean \"\(keyword)\"?"
      } else {
        ". Strings need double quotes: \(ControlCharacter.quoted(word, limit: 24))"
      }
    throw failure("expected a JSON value, found \(found)\(hint)")
  }

  private mutating func jsonNumber() throws(ScriptFailure) -> JSONValue {
    let start = index
    while index < chars.count, chars[index].isDigit || "+-.eE".contains(chars[index]) {
      index += 1
    }
    let text = String(chars[start..<index])
    guard Self.isJSONNumber(text) else {
      throw failure("invalid number \"\(text)\"", at: start)
    }
    guard let number = Double(text), number.isFinite else {
      throw failure("the number \(text) is out of range", at: start)
    }
    return .number(number)
  }

  /// Whether text is a JSON number: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
  private static func isJSONNumber(_ text: String) -> Bool {
    var rest = Substring(text)
    func digits() -> Int {
      let count = rest.prefix { $0.isDigit }.count
      rest.removeFirst(count)
      return count
    }
    if rest.first == "-" { rest.removeFirst() }
    if rest.first == "0" {
      rest.removeFirst()
    } else if digits() == 0 {
      return false
    }
    if rest.first == "." {
      rest.removeFirst()
      if digits() == 0 { return false }
    }
    if rest.first == "e" || rest.first == "E" {
      rest.removeFirst()
      if rest.first == "+" || rest.first == "-" { rest.removeFirst() }
      if digits() == 0 { return false }
    }
    return rest.isEmpty
  }

  /// Reads a JSON string starting at its opening quote.
  package mutating func jsonString() throws(ScriptFailure) -> String {
    let start = index
    index += 1
    var string = ""
    while index < chars.count {
      let char = chars[index]
      if char == "\"" {
        index += 1
        return string
      }
      if char == "\\" {
        string.unicodeScalars.append(try escape())
        continue
      }
      if let control = char.unicodeScalars.first(where: { $0.value < 0x20 }) {
        throw failure(
          "control character U+\(hex(control.value)) in a string; write it as an escape such as "
            + "\\n or \\t")
      }
      string.append(char)
      index += 1
    }
    let end = isScriptLine ? "line" : "file"
    throw failure("unterminated string: no closing quote before the end of the \(end)", at: start)
  }

  private mutating func escape() throws(ScriptFailure) -> Unicode.Scalar {
    let start = index
    index += 1
    guard index < chars.count else {
      throw failure("unterminated string: no closing quote after \"\\\"", at: start)
    }
    let char = chars[index]
    index += 1
    switch char {
    case "\"": return "\""
    case "\\": return "\\"
    case "/": return "/"
    case "b": return "\u{08}"
    case "f": return "\u{0C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u": break
    default:
      throw failure(
        #"invalid escape "\\#(char)" in a string; escapes: \" \\ \/ \b \f \n \r \t \uXXXX"#,
        at: start)
    }
    let unit = try hexUnit(escapeStart: start)
    switch unit {
    case 0xD800..<0xDC00:
      let lowStart = index
      if chars[index...].starts(with: ["\\", "u"]) {
        index += 2
        let low = try hexUnit(escapeStart: lowStart)
        if (0xDC00..<0xE000).contains(low) {
          let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
          return Unicode.Scalar(value)!
        }
      }
      throw failure(
        "invalid escape \"\\u\(hex(unit))\": a high surrogate needs a low surrogate escape "
          + "(\\uDC00 to \\uDFFF) right after it", at: start)
    case 0xDC00..<0xE000:
      throw failure(
        "invalid escape \"\\u\(hex(unit))\": a low surrogate needs a high surrogate escape "
          + "(\\uD800 to \\uDBFF) right before it", at: start)
    default:
      return Unicode.Scalar(unit)!
    }
  }

  /// Reads the 4 hex digits after `\u`.
  private mutating func hexUnit(escapeStart: Int) throws(ScriptFailure) -> UInt16 {
    let digits = chars[index..<min(index + 4, chars.count)]
    guard digits.count == 4, digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII),
      let unit = UInt16(String(digits), radix: 16)
    else {
      throw failure(
        "invalid escape \"\\u\(String(digits))\": \\u needs 4 hex digits", at: escapeStart)
    }
    index += 4
    return unit
  }

  /// At least 4 uppercase hex digits, as Unicode writes code points.
  private func hex(_ value: some BinaryInteger) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private mutating func jsonArray(depth: Int) throws(ScriptFailure) -> JSONValue {
    var elements: [JSONValue] = []
    try readArray(depth: depth) { scanner throws(ScriptFailure) in
      elements.append(try scanner.jsonValue(depth: depth + 1))
    }
    return .array(elements)
  }

  /// Reads an array from its `[`, calling `readElement` at the start of each element.
  package mutating func readArray(
    depth: Int, _ readElement: (inout ScriptScanner) throws(ScriptFailure) -> Void
  ) throws(ScriptFailure) {
    try checkDepth(depth)
    index += 1
    skipJSONWhitespace()
    if current == "]" {
      index += 1
      return
    }
    while true {
      try readElement(&self)
      skipJSONWhitespace()
      switch current {
      case ",":
        index += 1
        skipJSONWhitespace()
      case "]":
        index += 1
        return
      default:
        throw failure("expected \",\" or \"]\" in the array, found \(found)")
      }
    }
  }

  private mutating func jsonObject(depth: Int) throws(ScriptFailure) -> JSONValue {
    try checkDepth(depth)
    index += 1
    skipJSONWhitespace()
    var fields: [String: JSONValue] = [:]
    if current == "}" {
      index += 1
      return .object(fields)
    }
    while true {
      guard current == "\"" else {
        throw failure("expected a quoted key in the object, found \(found)")
      }
      let keyStart = index
      let key = try jsonString()
      guard fields[key] == nil else {
        throw failure(
          "duplicate key \(ControlCharacter.quoted(key, limit: 40)) in the object", at: keyStart)
      }
      skipJSONWhitespace()
      guard current == ":" else {
        throw failure(
          "expected \":\" after the key \(ControlCharacter.quoted(key, limit: 40)), found \(found)")
      }
      index += 1
      skipJSONWhitespace()
      fields[key] = try jsonValue(depth: depth + 1)
      skipJSONWhitespace()
      switch current {
      case ",":
        index += 1
        skipJSONWhitespace()
      case "}":
        index += 1
        return .object(fields)
      default:
        throw failure("expected \",\" or \"}\" in the object, found \(found)")
      }
    }
  }

  private func checkDepth(_ depth: Int) throws(ScriptFailure) {
    guard depth < Self.maximumJSONDepth else {
      throw failure("JSON nested more than \(Self.maximumJSONDepth) levels deep")
    }
  }
}
