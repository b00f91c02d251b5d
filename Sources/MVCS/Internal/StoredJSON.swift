import Foundation

/// Any JSON value, read and written whole through a storage's typed `read` and `write`, so that
/// the default ``Storage/write(_:)`` can apply encoded operations and restore what it replaced.
///
/// Integers stay integers (as `Int64` or `UInt64`) and other numbers are `Double`s, so a value
/// keeps its meaning; only the spelling of a number may change.
enum StoredJSON: Codable, Sendable {
  case null
  case bool(Bool)
  case integer(Int64)
  case unsigned(UInt64)
  case number(Double)
  case string(String)
  case array([StoredJSON])
  case object([String: StoredJSON])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .integer(value)
    } else if let value = try? container.decode(UInt64.self) {
      self = .unsigned(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([StoredJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: StoredJSON].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .unsigned(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
