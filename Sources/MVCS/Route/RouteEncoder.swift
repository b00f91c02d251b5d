/// Turns a route into context values: each key its `encode(to:)` writes, with the Swift value
/// itself (not JSON), so that a store reading `value("id", as: Int.self)` gets the route's `Int`.
enum RouteEncoder {
  /// What a route encoded at its top level instead of one keyed container.
  struct Unsupported: Error, CustomStringConvertible {
    let description: String
  }

  static func context(of route: some SceneRoute) throws -> ContextValues {
    let encoder = TopLevel()
    try route.encode(to: encoder)
    if let problem = encoder.problem { throw problem }
    return encoder.values
  }

  private final class TopLevel: Encoder {
    var values = ContextValues()
    var problem: Unsupported?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      KeyedEncodingContainer(Keyed<Key>(encoder: self))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      fail("a list of values")
      return Unusable(encoder: self)
    }
    func singleValueContainer() -> any SingleValueEncodingContainer {
      fail("a single value")
      return Unusable(encoder: self)
    }
    func fail(_ shape: String) {
      problem = problem ?? Unsupported(description: "it encodes \(shape), not a value per key")
    }
  }

  private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TopLevel
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      // A route is Sendable, so every value it stores is. `Sendable` is a marker with no
      // run-time form, so `any Sendable` is laid out as `Any`: the cast only restates that.
      encoder.values[key.stringValue] = unsafeBitCast(value as Any, to: (any Sendable).self)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      encoder.fail("a nested container under \"\(key.stringValue)\"")
      return KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      encoder.fail("a nested list under \"\(key.stringValue)\"")
      return Unusable(encoder: encoder)
    }
    mutating func superEncoder() -> any Encoder {
      encoder.fail("a superclass")
      return encoder
    }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
      encoder.fail("a superclass under \"\(key.stringValue)\"")
      return encoder
    }
  }

  /// Takes what an unsupported shape writes, and drops it: the encoder reports the shape.
  private struct Unusable: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let encoder: TopLevel
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { encoder }
  }
}
