import Foundation

/// Reads a route back from context values: each key as the type the route declares, taking a
/// value saved as JSON (a restored navigation) by decoding it as that type.
enum RouteDecoder {
  /// Why a key could not be read: the key and what went wrong, to map to ``MediatorError``.
  enum Failure: Error {
    case missing(key: String)
    case mismatch(key: String, expected: String, actual: String)
  }

  static func route<Route: SceneRoute>(_ type: Route.Type, from context: ContextValues) throws
    -> Route
  {
    try Route(from: TopLevel(context: context))
  }

  /// A decoding or encoding error's reason, in a sentence's words.
  static func reason(for error: any Error) -> String {
    switch error {
    case let error as DecodingError:
      switch error {
      case .dataCorrupted(let context), .typeMismatch(_, let context),
        .valueNotFound(_, let context), .keyNotFound(_, let context):
        return context.debugDescription
      @unknown default: return String(describing: error)
      }
    case let error as EncodingError:
      switch error {
      case .invalidValue(_, let context): return context.debugDescription
      @unknown default: return String(describing: error)
      }
    default: return String(describing: error)
    }
  }

  private struct TopLevel: Decoder {
    let context: ContextValues
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
      KeyedDecodingContainer(Keyed<Key>(context: context))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      throw unsupported("a list of values")
    }
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      throw unsupported("a single value")
    }
  }

  private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let context: ContextValues
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { context.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { context[key.stringValue] != nil }
    func decodeNil(forKey key: Key) -> Bool { context[key.stringValue] == nil }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      let name = key.stringValue
      guard let value = context[name] else { throw Failure.missing(key: name) }
      if let typed = value as? T { return typed }
      let expected = String(describing: T.self)
      // Saved with the navigation as JSON: it fits if it decodes as the route's type.
      if let saved = value as? SavedJSONValue {
        switch saved.decode(as: T.self) {
        case .success(let typed): return typed
        case .failure:
          throw Failure.mismatch(
            key: name, expected: expected,
            actual: "a saved \(saved.typeName) \(saved.json), which does not decode")
        }
      }
      // Plain data (a scene script's JSON, a dictionary literal): it fits if its JSON decodes
      // as the route's type, as "bright" does for an enum and 2 for a Double.
      if let typed = Self.decodePlainData(value, as: T.self) { return typed }
      throw Failure.mismatch(
        key: name, expected: expected,
        actual: "\(String(describing: Swift.type(of: value))) \(ValueText.describe(value))")
    }

    /// Plain data — strings, numbers, booleans, and arrays and dictionaries of them — as `T`,
    /// if its JSON decodes as one; `nil` for any other value.
    private static func decodePlainData<T: Decodable>(_ value: Any, as type: T.Type) -> T? {
      guard
        value is String || value is Int || value is Double || value is Bool || value is [Any]
          || value is [String: Any]
      else { return nil }
      // Wrapped in an array, as JSONSerialization takes no other value at the top on every
      // platform (and checked first: it traps on what it cannot write).
      let wrapped: [Any] = [value]
      guard JSONSerialization.isValidJSONObject(wrapped),
        let data = try? JSONSerialization.data(withJSONObject: wrapped),
        let decoded = try? JSONDecoder().decode([T].self, from: data)
      else { return nil }
      return decoded.first
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
      throws -> KeyedDecodingContainer<NestedKey>
    {
      throw unsupported("a nested container under \"\(key.stringValue)\"")
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      throw unsupported("a nested list under \"\(key.stringValue)\"")
    }
    func superDecoder() throws -> any Decoder { throw unsupported("a superclass") }
    func superDecoder(forKey key: Key) throws -> any Decoder {
      throw unsupported("a superclass under \"\(key.stringValue)\"")
    }
  }

  private static func unsupported(_ shape: String) -> DecodingError {
    .dataCorrupted(
      .init(codingPath: [], debugDescription: "it decodes \(shape), not a value per key"))
  }
}
