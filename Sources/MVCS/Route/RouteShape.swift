import Foundation

/// What a route type carries, learnt without a value of it: its keys with their types, and the
/// type of result its scene hands back.
///
/// The route is decoded once from a decoder that answers every key with a placeholder (0, "",
/// false, an empty list, an enum's first case…) and records each key it is asked for, and
/// whether it was asked for as optional.
struct RouteShape: Sendable {
  struct Key: Sendable, Equatable {
    let name: String
    let typeName: String
    let isOptional: Bool
    /// The type a link's text converts to, when the key's type is a ``LinkValue``.
    let linkType: (any LinkValue.Type)?

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.name == rhs.name && lhs.typeName == rhs.typeName && lhs.isOptional == rhs.isOptional
    }

    /// `id: Int`, `highlight: String?`.
    var declaration: String { "\(name): \(typeName)\(isOptional ? "?" : "")" }
  }

  /// A key whose type has no placeholder, where learning the keys stopped.
  struct Unlearnt: Sendable, Equatable {
    let key: String
    let typeName: String
  }

  let routeName: String
  let scene: String
  /// The keys, sorted by name.
  let keys: [Key]
  /// The keys' names, and those of the keys that are not optional, sorted.
  let keyNames: [String]
  let requiredKeyNames: [String]
  let unlearnt: Unlearnt?
  let resultType: Any.Type
  let resultTypeName: String
  /// A channel expecting the route's ``SceneRoute/Result``, for a test harness to open the scene
  /// for one; `nil` when the route has none.
  let resultChannel: ChannelMaker?

  func key(_ name: String) -> Key? { keys.first { $0.name == name } }

  /// A function making a channel that expects `Result`, for one known only as `Any`.
  private static func channelMaker<Result: Sendable>(_: Result.Type) -> ChannelMaker {
    { owner, handler in
      ResultChannel(expecting: Result.self, owner: owner, presenter: nil) { owner, result in
        handler(owner, result)
      }
    }
  }

  typealias ChannelMaker =
    @MainActor @Sendable (AnyObject, @escaping @MainActor (AnyObject, Any) -> Void)
    -> ResultChannel

  private static let cache = Locked<[ObjectIdentifier: RouteShape]>([:])

  /// The shape of a route type, learnt once.
  static func of<Route: SceneRoute>(_ type: Route.Type) -> RouteShape {
    let id = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[id] }) { return known }
    let probe = RouteProbe()
    var unlearnt: Unlearnt?
    do {
      _ = try Route(from: probe)
    } catch let stop as RouteProbe.Stop {
      unlearnt = Unlearnt(key: stop.key, typeName: stop.typeName)
    } catch {
      // A route whose init rejects the placeholders (a check of its own): the keys asked for
      // until then are what is known.
    }
    let keys = probe.keys.sorted { $0.name < $1.name }
    let shape = RouteShape(
      routeName: String(describing: Route.self), scene: Route.scene, keys: keys,
      keyNames: keys.map(\.name), requiredKeyNames: keys.filter { !$0.isOptional }.map(\.name),
      unlearnt: unlearnt,
      resultType: Route.Result.self, resultTypeName: String(describing: Route.Result.self),
      resultChannel: Route.Result.self == Never.self ? nil : channelMaker(Route.Result.self))
    cache.withLock { $0[id] = shape }
    return shape
  }
}

// MARK: - The probe

/// A decoder that answers every value with a placeholder, recording the top level's keys.
private final class RouteProbe: Decoder {
  /// Thrown where a key's type has no placeholder.
  struct Stop: Error {
    let key: String
    let typeName: String
  }

  private(set) var keys: [RouteShape.Key] = []
  let depth: Int
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(depth: Int = 0) { self.depth = depth }

  func record(_ name: String, _ type: Any.Type, optional: Bool, link: (any LinkValue.Type)?) {
    guard depth == 0, !keys.contains(where: { $0.name == name }) else { return }
    keys.append(
      .init(name: name, typeName: String(describing: type), isOptional: optional, linkType: link))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(Keyed<Key>(probe: self))
  }
  func unkeyedContainer() -> any UnkeyedDecodingContainer { Empty(probe: self) }
  func singleValueContainer() -> any SingleValueDecodingContainer { Empty(probe: self) }

  /// A value of `type` that decodes from nothing, or `nil`.
  func placeholder<T: Decodable>(_ type: T.Type) -> T? {
    if let value = Self.known[ObjectIdentifier(type)] { return value as? T }
    if let optional = type as? any ExpressibleByNilLiteral.Type {
      return optional.init(nilLiteral: ()) as? T
    }
    if let cases = type as? any CaseIterable.Type {
      return Self.firstCase(of: cases) as? T
    }
    return try? T(from: RouteProbe(depth: depth + 1))
  }

  private static func firstCase<C: CaseIterable>(of type: C.Type) -> Any? {
    type.allCases.first
  }

  /// Placeholders for the standard library's and Foundation's values.
  private static let known: [ObjectIdentifier: any Sendable] = {
    let values: [any Sendable] = [
      false, "", 0 as Int, 0 as Int8, 0 as Int16, 0 as Int32, 0 as Int64, 0 as UInt,
      0 as UInt8, 0 as UInt16, 0 as UInt32, 0 as UInt64, 0 as Double, 0 as Float,
      Date(timeIntervalSince1970: 0), URL(fileURLWithPath: "/"), UUID(), Data(), Decimal(),
    ]
    return Dictionary(
      values.map { (ObjectIdentifier(type(of: $0 as Any)), $0) }, uniquingKeysWith: { $1 })
  }()

  private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let probe: RouteProbe
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }
    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      let (wrapped, link) = Self.unwrapped(type)
      probe.record(key.stringValue, wrapped, optional: wrapped != type, link: link)
      guard let value = probe.placeholder(type) else {
        throw Stop(key: key.stringValue, typeName: String(describing: type))
      }
      return value
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
      probe.record(key.stringValue, type, optional: true, link: type as? any LinkValue.Type)
      return nil
    }
    // The protocol's own versions of these for the standard types would ask `contains` first.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { absent(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
      absent(type, key)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
      absent(type, key)
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { absent(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { absent(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { absent(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { absent(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { absent(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { absent(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { absent(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { absent(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
      absent(type, key)
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
      absent(type, key)
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
      absent(type, key)
    }
    private func absent<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
      probe.record(key.stringValue, type, optional: true, link: type as? any LinkValue.Type)
      return nil
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
      -> KeyedDecodingContainer<NestedKey>
    {
      KeyedDecodingContainer(Keyed<NestedKey>(probe: RouteProbe(depth: probe.depth + 1)))
    }
    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
      Empty(probe: probe)
    }
    func superDecoder() -> any Decoder { probe }
    func superDecoder(forKey key: Key) -> any Decoder { RouteProbe(depth: probe.depth + 1) }

    /// `Int?` asked for with `decode`: the wrapped type, which is what a link converts to.
    private static func unwrapped(_ type: Any.Type) -> (Any.Type, (any LinkValue.Type)?) {
      if let optional = type as? any OptionalRouteValue.Type {
        return (optional.wrappedType, optional.wrappedType as? any LinkValue.Type)
      }
      return (type, type as? any LinkValue.Type)
    }
  }

  /// An empty list, or a single value answered with placeholders.
  private struct Empty: UnkeyedDecodingContainer, SingleValueDecodingContainer {
    let probe: RouteProbe
    var codingPath: [any CodingKey] { [] }
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }
    func decodeNil() -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      guard let value = RouteProbe(depth: probe.depth + 1).placeholder(type) else {
        throw DecodingError.valueNotFound(
          type, .init(codingPath: [], debugDescription: "no placeholder"))
      }
      return value
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type)
      -> KeyedDecodingContainer<NestedKey>
    {
      KeyedDecodingContainer(Keyed<NestedKey>(probe: RouteProbe(depth: probe.depth + 1)))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer { self }
    mutating func superDecoder() -> any Decoder { RouteProbe(depth: probe.depth + 1) }
  }
}

/// An optional, seen as a type: what it wraps.
private protocol OptionalRouteValue {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalRouteValue {
  static var wrappedType: Any.Type { Wrapped.self }
}
