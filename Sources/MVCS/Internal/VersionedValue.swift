/// A value as a ``SharedKey`` stores it: bare JSON at version 0, and
/// `{"mvcs-version": n, "value": …}` from version 1 on.
///
/// Decoding never fails on a value of another type: it finds the stored version first and keeps
/// the value only if it decodes as `Value`, so that one read tells an old, a current and a newer
/// value apart without knowing in advance which version is stored.
struct VersionedValue<Value: Codable & Sendable>: Codable, Sendable {
  /// What decoding found under the version.
  enum Content: Sendable {
    case value(Value)
    /// The stored value is not a `Value`, as expected when it has another version.
    case undecodable
  }

  let version: Int
  let content: Content

  init(version: Int, value: Value) {
    self.version = version
    content = .value(value)
  }

  init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: EnvelopeKey.self),
      let version = EnvelopeKey.version(in: container)
    {
      self.version = version
      do {
        content = .value(try container.decode(Value.self, forKey: .value))
      } catch {
        content = .undecodable
      }
    } else {
      version = 0
      do {
        content = .value(try decoder.singleValueContainer().decode(Value.self))
      } catch {
        content = .undecodable
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    guard case .value(let value) = content else {
      preconditionFailure("Only a VersionedValue made with a value is ever written.")
    }
    guard version > 0 else {
      var container = encoder.singleValueContainer()
      return try container.encode(value)
    }
    var container = encoder.container(keyedBy: EnvelopeKey.self)
    try container.encode(version, forKey: .version)
    try container.encode(value, forKey: .value)
  }
}

/// An envelope whose value must decode as `Value`: read only to report, with the shape of the
/// stored value, why it does not.
struct StrictEnvelope<Value: Codable & Sendable>: Codable, Sendable {
  let version: Int
  let value: Value

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: EnvelopeKey.self)
    version = EnvelopeKey.version(in: container) ?? 0
    value = try container.decode(Value.self, forKey: .value)
  }

  func encode(to encoder: any Encoder) throws {
    try VersionedValue(version: version, value: value).encode(to: encoder)
  }
}

/// The members of a stored envelope, and any other member, so that an object with more members
/// is told apart from an envelope.
struct EnvelopeKey: CodingKey {
  static let version = EnvelopeKey(stringValue: "mvcs-version")
  static let value = EnvelopeKey(stringValue: "value")

  let stringValue: String
  var intValue: Int? { nil }

  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }

  /// The version of an envelope: an object with exactly the two members, whose version is a
  /// whole number of 1 or more. `nil` for any other value, which is then version 0.
  static func version(in container: KeyedDecodingContainer<EnvelopeKey>) -> Int? {
    let names = Set(container.allKeys.map(\.stringValue))
    guard names == [version.stringValue, value.stringValue],
      let number = try? container.decode(Int.self, forKey: .version), number > 0
    else { return nil }
    return number
  }
}
