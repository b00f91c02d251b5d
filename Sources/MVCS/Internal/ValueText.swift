import Foundation
import MVCSSupport

/// Converts between pipeline values and the text that names them in scripts and journals.
@usableFromInline package enum ValueText {
  @usableFromInline enum Failure: Error {
    case notDecodable
    case invalid(String)
  }

  /// A value of `type` from a JSON literal, or from plain text for `String` and `String?`.
  @usableFromInline
  static func decode<Value>(_ text: String, as type: Value.Type) throws(Failure) -> Value {
    if let value = scalar(text, as: type) { return value }
    guard let decodable = type as? any Decodable.Type else { throw .notDecodable }
    let data = Data(text.utf8)
    do {
      return try JSONDecoder().decode(decodable, from: data) as! Value
    } catch {
      if let plain = text as? Value { return plain }
      throw .invalid(reason(for: error, text: text, type: type))
    }
  }

  /// The common scalars read without a `JSONDecoder`, which costs most of a write by name:
  /// `Int`, `Double`, `Bool` and `String` from text that the decoder reads the same way. `nil`
  /// leaves anything else, and every failure, to the decoder and its messages.
  private static func scalar<Value>(_ text: String, as type: Value.Type) -> Value? {
    guard let first = text.utf8.first, let last = text.utf8.last else { return nil }
    if type == Int.self {
      guard let number = JSONNumber(text), !number.hasFraction else { return nil }
      return Int(text) as? Value
    }
    if type == Double.self {
      guard let number = JSONNumber(text), let value = Double(text) else { return nil }
      // `Double(_:)` reads a number beyond the format as infinity, which would print as `inf`
      // and never read back, and one too small for it as zero; the decoder refuses both.
      guard value.isFinite, value != 0 || number.isZero else { return nil }
      return value as? Value
    }
    if type == Bool.self {
      switch text {
      case "true": return true as? Value
      case "false": return false as? Value
      default: return nil
      }
    }
    if type == String.self {
      // Plain text is the string itself, as the decoder's fallback has it; whatever the decoder
      // could read as JSON (a quoted string with escapes, a number, a literal, an array or an
      // object, or text with spaces around it) is left to it.
      let isJSONStart =
        "\"[{-0123456789".utf8.contains(first) || ["true", "false", "null"].contains(text)
      guard !isJSONStart, !Self.isSpace(first), !Self.isSpace(last) else { return nil }
      return text as? Value
    }
    return nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Text that is a JSON number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  private struct JSONNumber {
    var hasFraction = false
    /// Whether every digit before the exponent is 0, so that the number is zero.
    var isZero = true

    init?(_ text: String) {
      var bytes = text.utf8[...]
      func digits(isMantissa: Bool = true) -> Int {
        let run = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }
        if isMantissa, run.contains(where: { $0 != 0x30 }) { isZero = false }
        bytes = bytes.dropFirst(run.count)
        return run.count
      }
      if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
      let leadingZero = bytes.first == 0x30
      let whole = digits()
      guard whole > 0, !(leadingZero && whole > 1) else { return nil }
      if bytes.first == UInt8(ascii: ".") {
        bytes = bytes.dropFirst()
        guard digits() > 0 else { return nil }
        hasFraction = true
      }
      if let byte = bytes.first, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        bytes = bytes.dropFirst()
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
          bytes = bytes.dropFirst()
        }
        guard digits(isMantissa: false) > 0 else { return nil }
        hasFraction = true
      }
      guard bytes.isEmpty else { return nil }
    }
  }

  /// The value as JSON when it is `Encodable`, otherwise as Swift describes it.
  ///
  /// Equal values read the same: object keys are sorted, and so are the elements of a `Set`
  /// (see ``canonicalJSON(_:)``).
  package static func describe(_ value: Any) -> String {
    canonicalJSON(value) ?? String(describing: value)
  }

  /// The value as JSON that equal values share, or `nil` when it is not `Encodable` or does not
  /// encode.
  ///
  /// Object keys are sorted. A `Set`, and a `Dictionary` whose keys the encoder writes as an
  /// array of keys and values, encodes in the order of its storage, which differs between equal
  /// instances; here its elements, or its pairs by key, are sorted by their JSON text. Sets
  /// nested inside other values keep the order their own encoding gives.
  package static func canonicalJSON(_ value: Any) -> String? {
    guard let encodable = value as? any Encodable else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if let unordered = value as? any UnorderedCollection {
      return unordered.canonicalJSON(encoder)
    }
    return json(encodable, encoder)
  }

  /// Whether a value is a set of `Encodable` elements, whose JSON array lists them in an order
  /// that is not part of the value.
  package static func isSet(_ value: Any) -> Bool {
    (value as? any UnorderedCollection)?.isSet ?? false
  }

  fileprivate static func json(_ value: some Encodable, _ encoder: JSONEncoder) -> String? {
    guard let data = try? encoder.encode(value) else { return nil }
    return String(data: data, encoding: .utf8)
  }

  private static func reason(for error: any Error, text: String, type: Any.Type) -> String {
    switch error as? DecodingError {
    case .typeMismatch(let type, let context):
      return "expected \(TypeName.of(type))\(at(context))"
    case .valueNotFound(let type, let context):
      return "expected \(TypeName.of(type)) but found null\(at(context))"
    case .keyNotFound(let key, let context):
      return "the key \"\(key.stringValue)\" is missing\(at(context))"
    case .dataCorrupted(let context):
      if !context.codingPath.isEmpty {
        return "\(clause(context.debugDescription))\(at(context))"
      }
      // JSONDecoder calls valid JSON that does not fit the type corrupted too, on Linux in the
      // same words as text that is not JSON (`3.5` for an `Int`, `1e400` for a `Double`).
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if JSONNumber(trimmed) != nil { return "the number does not fit in \(TypeName.of(type))" }
      guard isJSON(text) else { return "it is not valid JSON" }
      if text.first(where: { !$0.isWhitespace }).map({ $0 == "-" || $0.isNumber }) ?? false {
        return "the number does not fit in \(TypeName.of(type))"
      }
      if context.debugDescription.contains("not valid JSON") {
        return "it is not a value of type \(TypeName.of(type))"
      }
      return clause(context.debugDescription)
    case nil:
      return String(describing: error)
    @unknown default:
      return String(describing: error)
    }
  }

  private static func isJSON(_ text: String) -> Bool {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) != nil
  }

  /// A decoder's sentence as a clause that follows a colon: `Cannot initialize Animal from
  /// invalid String value dog.` → `cannot initialize Animal from invalid String value dog`.
  private static func clause(_ sentence: String) -> String {
    var clause = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    if let first = clause.first, first.isUppercase, clause.dropFirst().first?.isLowercase ?? true {
      clause = first.lowercased() + clause.dropFirst()
    }
    return clause
  }

  private static func at(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
    return path.isEmpty ? "" : " at \(path.joined())"
  }
}

/// A collection whose elements have no order of their own, so that its JSON sorts them.
private protocol UnorderedCollection {
  /// Whether its JSON is an array of its elements, rather than of keys and values.
  var isSet: Bool { get }
  func canonicalJSON(_ encoder: JSONEncoder) -> String?
}

extension Set: UnorderedCollection where Element: Encodable {
  fileprivate var isSet: Bool { true }

  fileprivate func canonicalJSON(_ encoder: JSONEncoder) -> String? {
    var texts: [String] = []
    for element in self {
      guard let text = ValueText.json(element, encoder) else { return nil }
      texts.append(text)
    }
    return "[" + texts.sorted().joined(separator: ",") + "]"
  }
}

extension Dictionary: UnorderedCollection where Key: Encodable, Value: Encodable {
  fileprivate var isSet: Bool { false }

  fileprivate func canonicalJSON(_ encoder: JSONEncoder) -> String? {
    guard let text = ValueText.json(self, encoder) else { return nil }
    // An object, for `String` and `Int` keys, whose keys the encoder sorted.
    guard text.hasPrefix("[") else { return text }
    // Otherwise `[key, value, key, value, …]` in storage order.
    var pairs: [(key: String, value: String)] = []
    for (key, value) in self {
      guard let keyText = ValueText.json(key, encoder),
        let valueText = ValueText.json(value, encoder)
      else { return nil }
      pairs.append((keyText, valueText))
    }
    pairs.sort { $0.key < $1.key }
    return "[" + pairs.map { "\($0.key),\($0.value)" }.joined(separator: ",") + "]"
  }
}
