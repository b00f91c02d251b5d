/// A type a deep link's query value converts to: the type a store reads that context key as.
///
/// `String`, `Int`, `Double` and `Bool` conform, and so do arrays of conforming elements, which a
/// link gives one element per occurrence of the key (`?tag=cats&tag=hats`). A `String`- or
/// `Int`-backed enum conforms with an empty extension:
///
/// ```swift
/// enum SearchScope: String, LinkValue { case all, favorites }
/// mediator.register(link: "search", scene: "Search", keys: ["scope": SearchScope.self])
/// ```
public protocol LinkValue: Sendable {
  /// Creates a value from its text in a link, already percent-decoded, or `nil` when the text
  /// does not spell one.
  ///
  /// - Parameter linkText: The value's text in the link's query.
  init?(linkText: String)
}

extension String: LinkValue {
  /// The text itself.
  ///
  /// - Parameter linkText: The value's text in the link's query.
  public init?(linkText: String) { self = linkText }
}

extension Int: LinkValue {
  /// The integer the text spells, such as `42` or `-3`.
  ///
  /// - Parameter linkText: The value's text in the link's query.
  public init?(linkText: String) { self.init(linkText) }
}

extension Double: LinkValue {
  /// The number the text spells, such as `2.5` or `1e3`.
  ///
  /// - Parameter linkText: The value's text in the link's query.
  public init?(linkText: String) { self.init(linkText) }
}

extension Bool: LinkValue {
  /// `true` or `false`.
  ///
  /// - Parameter linkText: The value's text in the link's query.
  public init?(linkText: String) { self.init(linkText) }
}

extension LinkValue where Self: RawRepresentable, RawValue: LinkValue {
  /// The case whose raw value the text spells.
  ///
  /// - Parameter linkText: The value's text in the link's query.
  public init?(linkText: String) {
    guard let rawValue = RawValue(linkText: linkText) else { return nil }
    self.init(rawValue: rawValue)
  }
}

extension Array: LinkValue where Element: LinkValue {
  /// A one-element array; a link that gives the key several times makes one element of each.
  ///
  /// - Parameter linkText: The value's text in the link's query.
  public init?(linkText: String) {
    guard let element = Element(linkText: linkText) else { return nil }
    self = [element]
  }
}
