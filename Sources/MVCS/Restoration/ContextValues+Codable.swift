import Foundation

/// Saves each value with its type: `String`, `Int`, `Double` and `Bool` come back as
/// themselves; any other `Encodable` value is saved as JSON, and decoded as the type a store
/// reads it as (``SceneEnvironment/value(_:as:)``).
///
/// ```swift
/// let data = try JSONEncoder().encode(["photoID": "p2", "page": 3] as ContextValues)
/// // {"page":{"int":3},"photoID":{"string":"p2"}}
/// ```
///
/// A result handler the values carry (see `Navigation.present(_:context:expecting:by:onResult:)`)
/// is not saved.
extension ContextValues: Codable {
  /// Encodes each value with its type.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: `EncodingError.invalidValue` naming the key of a value that is not `Encodable`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ContextKey.self)
    for key in keys {
      let codingKey = ContextKey(key)
      guard let saved = SavedContextValue(values[key]!) else {
        let value = values[key]!
        let type = String(describing: Swift.type(of: value))
        throw EncodingError.invalidValue(
          value,
          .init(
            codingPath: container.codingPath + [codingKey],
            debugDescription: """
              The context value under "\(key)" is a \(type), which is not Encodable, so it \
              cannot be saved. To fix, make \(type) Codable, or pass something Codable that \
              identifies it (its ID) instead.
              """))
      }
      try container.encode(saved, forKey: codingKey)
    }
  }

  /// Decodes values saved by ``encode(to:)``.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when the data is not saved context values.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ContextKey.self)
    var values: [String: any Sendable] = [:]
    for key in container.allKeys {
      values[key.stringValue] = try container.decode(SavedContextValue.self, forKey: key).value
    }
    self.init(values)
  }
}

/// A context key as a coding key.
private struct ContextKey: CodingKey {
  let stringValue: String
  init(_ key: String) { stringValue = key }
  init?(stringValue: String) { self.stringValue = stringValue }
  var intValue: Int? { nil }
  init?(intValue: Int) { nil }
}

/// One saved context value: `{"string": "p2"}`, `{"int": 3}`, `{"double": 2.5}`,
/// `{"bool": true}`, or `{"type": "Photo", "json": "{…}"}`.
private enum SavedContextValue: Codable {
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case json(SavedJSONValue)

  private enum CodingKeys: String, CodingKey {
    case string, int, double, bool, json, type
  }

  init?(_ value: any Sendable) {
    switch value {
    case let value as String: self = .string(value)
    case let value as Int: self = .int(value)
    case let value as Double: self = .double(value)
    case let value as Bool: self = .bool(value)
    case let value as SavedJSONValue: self = .json(value)
    case let value as any Encodable:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8)
      else { return nil }
      self = .json(SavedJSONValue(typeName: String(describing: type(of: value)), json: text))
    default: return nil
    }
  }

  var value: any Sendable {
    switch self {
    case .string(let value): value
    case .int(let value): value
    case .double(let value): value
    case .bool(let value): value
    case .json(let value): value
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .string(let value): try container.encode(value, forKey: .string)
    case .int(let value): try container.encode(value, forKey: .int)
    case .double(let value): try container.encode(value, forKey: .double)
    case .bool(let value): try container.encode(value, forKey: .bool)
    case .json(let value):
      try container.encode(value.typeName, forKey: .type)
      try container.encode(value.json, forKey: .json)
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let value = try container.decodeIfPresent(String.self, forKey: .string) {
      self = .string(value)
    } else if let value = try container.decodeIfPresent(Int.self, forKey: .int) {
      self = .int(value)
    } else if let value = try container.decodeIfPresent(Double.self, forKey: .double) {
      self = .double(value)
    } else if let value = try container.decodeIfPresent(Bool.self, forKey: .bool) {
      self = .bool(value)
    } else if let json = try container.decodeIfPresent(String.self, forKey: .json) {
      let type = try container.decodeIfPresent(String.self, forKey: .type) ?? "a value"
      self = .json(SavedJSONValue(typeName: type, json: json))
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: """
            A saved context value holds one of "string", "int", "double", "bool" or "json"; \
            this one holds none (keys: \(container.allKeys.map(\.stringValue).sorted())).
            """))
    }
  }
}
