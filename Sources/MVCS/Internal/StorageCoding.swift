import Foundation

// MARK: - JSON coding shared by storages

/// Turns values into the JSON that storages keep, and JSON back into values, with errors that
/// say what is stored, so that every backend reports the same problem in the same words.
package enum StorageCoding {
  /// Stored values get at most this many characters in error messages.
  private static let previewLength = 60

  package static func encode<Value: Encodable>(
    _ value: Value, forKey key: String
  ) throws(StorageError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(value)
    } catch {
      throw .encodingFailed(key: key, type: TypeName.of(Value.self), reason: reason(for: error))
    }
  }

  package static func decode<Value: Decodable>(
    _ type: Value.Type, from data: Data, forKey key: String
  ) throws(StorageError) -> Value {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      let requested = TypeName.of(type)
      throw .typeMismatch(
        key: key, requested: requested, reason: reason(for: error, requested: requested, in: data))
    }
  }

  // MARK: Reasons

  private static func reason(for error: any Error) -> String {
    guard case .invalidValue(let value, let context) = error as? EncodingError else {
      return String(describing: error)
    }
    let place = "\(value)\(at(context.codingPath))"
    if let number = value as? any BinaryFloatingPoint, !number.isFinite {
      return "\(place) is not a finite number, and JSON holds only finite numbers"
    }
    return "\(place) cannot be encoded: \(context.debugDescription)"
  }

  /// Says what the JSON holds where decoding failed, in terms that do not depend on the
  /// platform's Foundation wording.
  private static func reason(for error: any Error, requested: String, in data: Data) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    switch error {
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let path = context.codingPath
      let found = preview(at: path, in: data) ?? "no value"
      guard !path.isEmpty else { return "it holds \(found)" }
      return "expected \(TypeName.of(type))\(at(path)) but found \(found)"
    case .keyNotFound(let key, let context):
      let path = context.codingPath
      return "\(holding(path, in: data)), which has no key \"\(key.stringValue)\""
    case .dataCorrupted(let context):
      let path = context.codingPath
      guard preview(at: path, in: data) != nil else {
        return "the value\(at(path)) is invalid: \(context.debugDescription)"
      }
      return "\(holding(path, in: data)), which is not a valid "
        + (path.isEmpty ? requested : "value there")
    @unknown default:
      return String(describing: error)
    }
  }

  /// "it holds {…}" for the whole value, "found {…} at .owner" for a part of it.
  private static func holding(_ path: [any CodingKey], in data: Data) -> String {
    let found = preview(at: path, in: data) ?? "no value"
    return path.isEmpty ? "it holds \(found)" : "found \(found)\(at(path))"
  }

  /// The JSON at `path` inside `data`, shortened for a message; `nil` if there is none. Also
  /// what MVCSHTTP shows of a response body that does not decode.
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
