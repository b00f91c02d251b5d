import Foundation

/// A message's path, in which every interpolated value stays one path segment.
///
/// Write the path as a string with the message's parameters interpolated. The literal text is
/// yours and is used as written (only characters a path cannot hold, such as spaces, `?` and
/// `#`, are percent-encoded); each interpolated value is percent-encoded whole, `/`, `?`, `#`
/// and `%` included, and a value that is `.` or `..` is encoded as `%2E` or `%2E%2E`. So text a
/// user typed can never climb out of the path (`../admin`), end it early (`?`, `#`), or add
/// segments:
///
/// ```swift
/// struct PhotoDetail: Message {
///   typealias Response = Photo
///   let id: String
///   var path: MessagePath { "/photos/\(id)" }
/// }
/// // id "1"           → /photos/1
/// // id "../admin?x#" → /photos/..%2Fadmin%3Fx%23
/// // id ".."          → /photos/%2E%2E
/// ```
public struct MessagePath: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringInterpolation
{
  /// The path as it goes in the URL, percent-encoded, such as `/photos/a%2Fb`.
  public let percentEncoded: String

  /// A path with no interpolated values, used as written.
  ///
  /// - Parameter value: The path, such as `/photos/search`.
  public init(stringLiteral value: String) {
    percentEncoded = Self.encoded(value, keeping: Self.literalCharacters)
  }

  /// A path with interpolated values, each encoded as one segment.
  ///
  /// - Parameter stringInterpolation: The literal parts and the values.
  public init(stringInterpolation: StringInterpolation) {
    percentEncoded = stringInterpolation.text
  }

  /// The percent-encoded path.
  public var description: String { percentEncoded }

  /// Builds a ``MessagePath`` from a string literal and its interpolated values.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Starts an empty path.
    ///
    /// - Parameters:
    ///   - literalCapacity: The length of the literal parts.
    ///   - interpolationCount: How many values are interpolated.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    /// Adds literal text, used as written.
    ///
    /// - Parameter literal: Part of the path, such as `/photos/`.
    public mutating func appendLiteral(_ literal: String) {
      text += MessagePath.encoded(literal, keeping: MessagePath.literalCharacters)
    }

    /// Adds a value as text inside one segment: every character but letters, digits and
    /// `-._~` is percent-encoded, and a value that is `.` or `..` cannot become a dot-segment.
    ///
    /// - Parameter value: A parameter of the message, such as an ID.
    public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      let value = value.description
      text +=
        value == "." || value == ".."
        ? String(repeating: "%2E", count: value.count)
        : MessagePath.encoded(value, keeping: MessagePath.segmentCharacters)
    }
  }

  /// RFC 3986's unreserved characters.
  static let segmentCharacters = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
  /// What a path may hold: unreserved, sub-delims, `:`, `@` and `/`; not `?`, `#` or `%`.
  static let literalCharacters = segmentCharacters.union(
    CharacterSet(charactersIn: "!$&'()*+,;=:@/"))

  static func encoded(_ text: String, keeping allowed: CharacterSet) -> String {
    text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
