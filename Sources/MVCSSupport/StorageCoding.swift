package import Foundation

// MARK: - JSON coding shared by storages

/// Turns values into the JSON that storages keep, and JSON back into values, with errors that
/// say what kind of value is stored (never the value itself), so that every backend reports the
/// same problem in the same words. The core's `StorageError` wraps these failures for the
/// storages of MVCS and MVCSSQLite; MVCSHTTP uses the previews.
package enum StorageCoding {
  /// A preview shows at most this many characters.
  private static let previewLength = 60

  /// Keys longer than this are shortened in error messages.
  private static let keyLength = 100

  /// Why a value cannot be encoded or decoded: the type asked for and a reason that describes
  /// the stored JSON by its shape only. Each library turns it into its own typed error.
  package struct Failure: Error {
    /// The readable name of the type that was encoded or asked for.
    package let type: String
    /// Why, without any of the value's content.
    package let reason: String
  }

  /// The value as the JSON that storages keep, with sorted keys.
  package static func encode<Value: Encodable>(_ value: Value) throws(Failure) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(value)
    } catch {
      throw Failure(type: TypeName.of(Value.self), reason: reason(for: error))
    }
  }

  /// A value of `type` from the JSON that storages keep.
  package static func decode<Value: Decodable>(
    _ type: Value.Type, from data: Data
  ) throws(Failure) -> Value {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      let requested = TypeName.of(type)
      throw Failure(type: requested, reason: reason(for: error, requested: requested, in: data))
    }
  }

  /// A key as a message shows it: quoted, and shortened when long, since a key may be as
  /// long as a value (`"kkkk…" (10000 characters)`).
  package static func quoted(_ key: String) -> String {
    guard !key.dropFirst(keyLength).isEmpty else { return "\"\(key)\"" }
    return "\"\(key.prefix(keyLength - 40))…\" (\(key.count) characters)"
  }

  // MARK: Reasons

  /// Says why a value cannot be encoded: where, and of what type, but not what it holds.
  private static func reason(for error: any Error) -> String {
    guard case .invalidValue(let value, let context) = error as? EncodingError else {
      return String(describing: error)
    }
    let path = at(context.codingPath)
    if let number = value as? any BinaryFloatingPoint, !number.isFinite {
      // nan and inf say which rule the value breaks, and nothing about the data around it.
      return "\(value)\(path) is not a finite number, and JSON holds only finite numbers"
    }
    return "a value of type \(TypeName.of(type(of: value)))\(path) cannot be encoded: "
      + context.debugDescription
  }

  /// Says what the JSON holds where decoding failed, by its shape alone: stored values may be
  /// tokens or personal data, and an error's text ends up in logs. The decoder's own words are
  /// left out for the same reason (Foundation quotes the value: `invalid String value …`).
  private static func reason(for error: any Error, requested: String, in data: Data) -> String {
    guard let error = error as? DecodingError else {
      return "decoding it threw an error of type \(TypeName.of(type(of: error)))"
    }
    switch error {
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let path = context.codingPath
      let found = shape(at: path, in: data) ?? "no value"
      guard !path.isEmpty else { return "it holds \(found)" }
      return "expected \(TypeName.of(type))\(at(path)) but found \(found)"
    case .keyNotFound(let key, let context):
      let path = context.codingPath
      return "\(holding(path, in: data)), which has no key \"\(key.stringValue)\""
    case .dataCorrupted(let context):
      let path = context.codingPath
      guard shape(at: path, in: data) != nil else {
        guard !path.isEmpty else { return "it holds \(data.count) bytes that are not valid JSON" }
        return "the value\(at(path)) is not a valid value there"
      }
      return "\(holding(path, in: data)), which is not a valid "
        + (path.isEmpty ? requested : "value there")
    @unknown default:
      return "decoding it failed"
    }
  }

  /// "it holds a JSON object with 2 keys" for the whole value, "found … at .owner" for a part.
  private static func holding(_ path: [any CodingKey], in data: Data) -> String {
    let found = shape(at: path, in: data) ?? "no value"
    return path.isEmpty ? "it holds \(found)" : "found \(found)\(at(path))"
  }

  /// What the JSON at `path` inside `data` is, without any of its content: "a JSON string of
  /// 41 characters", "a JSON object with 2 keys", "null"; `nil` if there is no JSON there.
  package static func shape(at path: [any CodingKey], in data: Data) -> String? {
    guard var node = try? JSONDecoder().decode(JSONShape.self, from: data) else { return nil }
    for key in path {
      if let index = key.intValue, case .array(let elements) = node,
        elements.indices.contains(index)
      {
        node = elements[index]
      } else if case .object(let members) = node, let child = members[key.stringValue] {
        node = child
      } else {
        return nil
      }
    }
    return node.description
  }

  /// The JSON at `path` inside `data`, shortened for a message; `nil` if there is none. What
  /// MVCSHTTP shows of a response body that does not decode; storages never show their values.
  package static func preview(at path: [any CodingKey], in data: Data) -> String? {
    guard var node = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    else { return nil }
    for key in path {
      if let index = key.intValue, let array = node as? [Any], array.indices.contains(index) {
        node = array[index]
      } else if let object = node as? [String: Any], let child = object[key.stringValue] {
        node = child
      } else {
        return nil
      }
    }
    let options: JSONSerialization.WritingOptions = [
      .fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes,
    ]
    guard let json = try? JSONSerialization.data(withJSONObject: node, options: options) else {
      return nil
    }
    let text = String(decoding: json, as: UTF8.self)
    return text.count > previewLength ? text.prefix(previewLength - 1) + "…" : text
  }

  /// " at .owner.tags[2]", or nothing for the whole value.
  private static func at(_ path: [any CodingKey]) -> String {
    let parts = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
    return parts.isEmpty ? "" : " at \(parts.joined())"
  }
}

// MARK: - Shapes

/// A JSON value reduced to what an error may say about it: its kind and size, and the structure
/// needed to follow a coding path.
private indirect enum JSONShape: Decodable, CustomStringConvertible {
  case null
  case boolean
  case wholeNumber
  case fraction
  case string(characters: Int)
  case array([JSONShape])
  case object([String: JSONShape])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if (try? container.decode(Bool.self)) != nil {
      self = .boolean
    } else if let text = try? container.decode(String.self) {
      self = .string(characters: text.count)
    } else if let number = try? container.decode(Double.self) {
      self = number.rounded(.towardZero) == number ? .wholeNumber : .fraction
    } else if let elements = try? container.decode([JSONShape].self) {
      self = .array(elements)
    } else {
      self = .object(try container.decode([String: JSONShape].self))
    }
  }

  var description: String {
    switch self {
    case .null: "null"
    case .boolean: "a JSON Boolean"
    case .wholeNumber: "a JSON whole number"
    case .fraction: "a JSON number with a fraction"
    case .string(0): "an empty JSON string"
    case .string(let count): "a JSON string of \(Self.count(count, "character"))"
    case .array(let elements) where elements.isEmpty: "an empty JSON array"
    case .array(let elements): "a JSON array of \(Self.count(elements.count, "element"))"
    case .object(let members) where members.isEmpty: "an empty JSON object"
    case .object(let members): "a JSON object with \(Self.count(members.count, "key"))"
    }
  }

  private static func count(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }
}
