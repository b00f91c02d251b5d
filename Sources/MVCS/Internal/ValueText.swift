import Foundation

/// Converts between pipeline values and the text that names them in scripts and journals.
enum ValueText {
  enum Failure: Error {
    case notDecodable
    case invalid(String)
  }

  /// A value of `type` from a JSON literal, or from plain text for `String` and `String?`.
  static func decode<Value>(_ text: String, as type: Value.Type) throws(Failure) -> Value {
    guard let decodable = type as? any Decodable.Type else { throw .notDecodable }
    let data = Data(text.utf8)
    do {
      return try JSONDecoder().decode(decodable, from: data) as! Value
    } catch {
      if let plain = text as? Value { return plain }
      throw .invalid(reason(for: error))
    }
  }

  /// The value as JSON when it is `Encodable`, otherwise as Swift describes it.
  static func describe(_ value: Any) -> String {
    if let encodable = value as? any Encodable {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      if let data = try? encoder.encode(encodable), let text = String(data: data, encoding: .utf8) {
        return text
      }
    }
    return String(describing: value)
  }

  private static func reason(for error: any Error) -> String {
    switch error as? DecodingError {
    case .typeMismatch(let type, let context):
      return "expected \(TypeName.of(type))\(at(context))"
    case .valueNotFound(let type, let context):
      return "expected \(TypeName.of(type)) but found null\(at(context))"
    case .keyNotFound(let key, let context):
      return "the key \"\(key.stringValue)\" is missing\(at(context))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "it is not valid JSON" : "\(context.debugDescription)\(at(context))"
    case nil:
      return String(describing: error)
    @unknown default:
      return String(describing: error)
    }
  }

  private static func at(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
    return path.isEmpty ? "" : " at \(path.joined())"
  }
}

/// Readable Swift type names for messages.
enum TypeName {
  static func of(_ type: Any.Type) -> String { String(reflecting: type).replacingModuleNames() }

  /// ", for example 3", for the common types; empty otherwise.
  static func example(for type: String) -> String {
    let optional = type.hasPrefix("Optional<")
    let base = optional ? String(type.dropFirst(9).dropLast()) : type
    let examples = [
      "Int": "3", "Double": "2.5", "Bool": "true", "String": "\"text\"",
      "Float": "2.5",
    ]
    guard let example = examples[base] ?? (base.hasPrefix("Array<") ? "[]" : nil) else { return "" }
    return ", for example \(example)\(optional ? " or null" : "")"
  }
}

extension String {
  /// `Swift.Optional<Swift.Int>` → `Optional<Int>`: drops the module names of well-known
  /// modules so that messages read like code.
  fileprivate func replacingModuleNames() -> String {
    var result = self
    for module in ["Swift.", "Foundation.", "MVCS."] {
      result = result.replacingOccurrences(of: module, with: "")
    }
    return result
  }
}
